import { ACTION_LABELS, FIELD_LABELS, LABELS, MESSAGES, WEB_ROUTES } from '@cnm/contracts'
import { describe, expect, it } from 'vitest'
import { useBrowser } from '../support/browser.js'
import { chooseGoogleAccount } from '../support/fakes.js'
import { newPerson } from '../support/people.js'
import { completeSignUp, verifyPhone } from '../support/sign-up.js'
import {
  button,
  dialog,
  expectGuest,
  expectSignedIn,
  field,
  header,
  openLogIn,
  visit,
} from '../support/ui.js'

describe('journey 5: Google sign-up and sign-in through the stand-in', () => {
  const browser = useBrowser(import.meta.url)

  it('signs up a new Google account with a verified phone, then signs in with Google again', async () => {
    const page = await browser.newVisitor()
    const model = newPerson('model')
    await visit(page, WEB_ROUTES.PARTNERS)

    await button(header(page), LABELS.SIGN_UP).click()
    const signUp = dialog(page, LABELS.SIGN_UP)
    await signUp.getByRole('radio', { name: LABELS.I_AM_MODEL }).check()
    // The stand-in approves at once as the account chosen here (Google's consent screen).
    await chooseGoogleAccount(model)
    await button(signUp, ACTION_LABELS.CONTINUE_WITH_GOOGLE).click()

    // Back from Google: the sign-up form continues with the e-mail already certified.
    await page.waitForURL((url) => url.pathname === WEB_ROUTES.PARTNERS)
    await field(signUp, FIELD_LABELS.signUp.email).waitFor()
    expect(await field(signUp, FIELD_LABELS.signUp.email).inputValue()).toBe(model.email)
    expect(await field(signUp, FIELD_LABELS.signUp.password).count()).toBe(0)
    await verifyPhone(signUp, model)
    const outcome = await completeSignUp(signUp, model, { password: false })
    expect(await outcome.textContent()).toBe(MESSAGES.SIGNUP_MODEL_SUCCESS)
    await button(signUp, LABELS.CANCEL).click()
    await expectSignedIn(page)

    await button(header(page), LABELS.LOG_OUT).click()
    await expectGuest(page)

    await visit(page, WEB_ROUTES.K_STARS)
    const logIn = await openLogIn(page)
    await chooseGoogleAccount(model)
    await button(logIn, ACTION_LABELS.CONTINUE_WITH_GOOGLE).click()
    await page.waitForURL((url) => url.pathname === WEB_ROUTES.K_STARS)
    await expectSignedIn(page)
    await header(page).getByRole('link', { name: LABELS.MY_PAGE }).click()
    await page.getByText('You sign in with Google').waitFor()
  })
})
