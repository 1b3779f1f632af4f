import { FIELD_LABELS, LABELS, UI, WEB_ROUTES } from '@cnm/contracts'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, MOBILE, settled, useBrowser } from '../support/browser.js'
import { button, dialog, header, visit } from '../support/ui.js'

const backgroundOf = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor)
const TRANSPARENT = 'rgba(0, 0, 0, 0)'

/** Where the element ends up once its opening transition is over. */
async function box(locator: Locator) {
  await settled(locator)
  const found = await locator.boundingBox()
  if (!found) throw new Error('not rendered')
  return found
}

const mainNav = (page: Page) => header(page).getByRole('navigation', { name: 'Main' })

describe('journey 7: mobile and desktop layouts', () => {
  const browser = useBrowser(import.meta.url)

  it('at 375 px: the drawer navigates and closes on route change; the log-in modal is full-screen', async () => {
    const page = await browser.newVisitor({ viewport: MOBILE })
    await visit(page, WEB_ROUTES.HOME)
    expect(await mainNav(page).isVisible()).toBe(false)

    await button(header(page), 'Open menu').click()
    const drawer = dialog(page, 'Menu')
    await drawer.waitFor()
    expect(await box(drawer)).toMatchObject({ x: 0, width: MOBILE.width })
    // Guests get "Log in" and "Sign Up", then the navigation.
    await button(drawer, LABELS.LOG_IN_SHORT).waitFor()
    await button(drawer, LABELS.SIGN_UP).waitFor()
    await drawer.getByRole('link', { name: 'Castings' }).click()
    await page.waitForURL((url) => url.pathname === WEB_ROUTES.CASTINGS)
    await drawer.waitFor({ state: 'detached' })
    await page.getByRole('heading', { level: 1 }).first().waitFor()

    await button(header(page), 'Open menu').click()
    expect(await drawer.getByRole('link', { name: 'Castings' }).getAttribute('aria-current')).toBe(
      'page',
    )
    await button(drawer, LABELS.LOG_IN_SHORT).click()
    const logIn = dialog(page, LABELS.LOG_IN)
    await logIn.getByLabel(FIELD_LABELS.login.email, { exact: true }).waitFor()
    // Spec §2: full-screen below 860 px.
    expect(await box(logIn)).toMatchObject({
      x: 0,
      y: 0,
      width: MOBILE.width,
      height: MOBILE.height,
    })
  })

  it('at 1440 px: the header is transparent on / only, and the log-in modal is a centred window', async () => {
    const page = await browser.newVisitor({ viewport: DESKTOP })
    await visit(page, WEB_ROUTES.CASTINGS)
    expect(await backgroundOf(header(page))).not.toBe(TRANSPARENT)
    // Spec §2: the menu button is for mobile only.
    expect(await button(header(page), 'Open menu').isVisible()).toBe(false)
    expect(await mainNav(page).isVisible()).toBe(true)

    await mainNav(page).getByRole('link', { name: 'Home' }).click()
    await page.waitForURL((url) => url.pathname === WEB_ROUTES.HOME)
    // The address changes before the router renders the new route (a transition; the home
    // route's code may still be loading): wait for the header to follow, do not read it once.
    await expect.poll(() => backgroundOf(header(page))).toBe(TRANSPARENT)

    await button(header(page), LABELS.LOG_IN_SHORT).click()
    const logIn = dialog(page, LABELS.LOG_IN)
    await logIn.getByLabel(FIELD_LABELS.login.email, { exact: true }).waitFor()
    const window = await box(logIn)
    expect(window.width).toBeLessThan(UI.MODAL_FULLSCREEN_BELOW_PX)
    expect(window.x).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await logIn.waitFor({ state: 'detached' })
  })
})
