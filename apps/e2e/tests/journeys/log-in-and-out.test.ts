import { COOKIE, FIELD_LABELS, LABELS, SERVER_MESSAGES, WEB_ROUTES } from '@cnm/contracts'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from '../support/browser.js'
import { newPerson } from '../support/people.js'
import { signUpByEmail } from '../support/sign-up.js'
import { sql } from '../support/stack.js'
import {
  button,
  dialog,
  expectGuest,
  expectSignedIn,
  field,
  header,
  logIn,
  visit,
} from '../support/ui.js'

const tokenCookies = async (page: Page) =>
  (await page.context().cookies())
    .map((cookie) => cookie.name)
    .filter((name) => name === COOKIE.ACCESS_TOKEN.name || name === COOKIE.REFRESH_TOKEN.name)

describe('journey 3: log out, log in, wrong password, session revoked on the server', () => {
  const browser = useBrowser(import.meta.url)

  it('logs out and back in, shows the server message for a wrong password, and signs out on a 401', async () => {
    const page = await browser.newVisitor()
    const model = newPerson('model')
    const served = await page.goto(WEB_ROUTES.ABOUT)
    // The served app forbids foreign scripts, inline ones but the single hashed script of a
    // prerendered page (ADR 0014), and being framed.
    const csp = (await served?.allHeaders())?.['content-security-policy'] ?? ''
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]+={0,2}';/)
    expect(csp).toContain("frame-ancestors 'none'")
    await visit(page, WEB_ROUTES.ABOUT)
    await signUpByEmail(page, model)
    await button(dialog(page, LABELS.SIGN_UP), LABELS.CANCEL).click()
    await page.waitForURL((url) => url.pathname === WEB_ROUTES.HOME)

    // Spec §4: the logout call also goes to /.
    await visit(page, WEB_ROUTES.MODELS)
    await button(header(page), LABELS.LOG_OUT).click()
    await expectGuest(page)
    await page.waitForURL((url) => url.pathname === WEB_ROUTES.HOME)
    expect(await tokenCookies(page)).toEqual([])

    const logInDialog = await logIn(page, model.email, `${model.password}x`)
    const alert = logInDialog.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe(SERVER_MESSAGES.INVALID_CREDENTIALS)

    await field(logInDialog, FIELD_LABELS.login.password).fill(model.password)
    await button(logInDialog, LABELS.LOG_IN).click()
    await logInDialog.waitFor({ state: 'detached' })
    await expectSignedIn(page)
    expect((await tokenCookies(page)).sort()).toEqual(
      [COOKIE.ACCESS_TOKEN.name, COOKIE.REFRESH_TOKEN.name].sort(),
    )
    // The refresh token is the API's cookie: no script can read it, and it goes to the
    // refresh route alone (ADR 0019).
    const refreshCookie = (await page.context().cookies()).find(
      (cookie) => cookie.name === COOKIE.REFRESH_TOKEN.name,
    )
    expect(refreshCookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/users/refresh',
    })
    expect(await page.evaluate(() => document.cookie)).not.toContain(COOKIE.REFRESH_TOKEN.name)

    await header(page).getByRole('link', { name: LABELS.MY_PAGE }).click()
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor()

    // The operator ends every session of the account; the browser still holds its tokens.
    await sql(
      `UPDATE sessions SET revoked_at = now(), revoked_reason = 'e2e' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
      [model.email],
    )
    // Spec §4: a 401 on a query clears the cookies and goes to /register/signOut, then home.
    await page.reload()
    await page.waitForURL((url) => url.pathname === WEB_ROUTES.HOME)
    await expectGuest(page)
    expect(await tokenCookies(page)).toEqual([])
  })
})
