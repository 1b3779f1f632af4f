import { ACTION_LABELS, FIELD_LABELS, LABELS, SERVER_MESSAGES, WEB_ROUTES } from '@cnm/contracts'
import { describe, expect, it } from 'vitest'
import { useBrowser } from '../support/browser.js'
import { codeIn, waitForEmail } from '../support/fakes.js'
import { newPerson } from '../support/people.js'
import { signUpByEmail } from '../support/sign-up.js'
import {
  button,
  dialog,
  expectGuest,
  expectSignedIn,
  field,
  header,
  logIn,
  openLogIn,
  visit,
} from '../support/ui.js'

describe('journey 4: forgot password', () => {
  const browser = useBrowser(import.meta.url)

  it('logs in with the e-mailed temporary password, sets a new one, and the old sessions end', async () => {
    const oldDevice = await browser.newVisitor()
    const model = newPerson('model')
    await visit(oldDevice, WEB_ROUTES.HOME)
    await signUpByEmail(oldDevice, model)
    await button(dialog(oldDevice, LABELS.SIGN_UP), LABELS.CANCEL).click()
    await expectSignedIn(oldDevice)

    const page = await browser.newVisitor()
    await visit(page, WEB_ROUTES.HOW_IT_WORKS)
    const logInDialog = await openLogIn(page)
    await button(logInDialog, LABELS.FORGOT_PASSWORD).click()
    const reset = dialog(page, LABELS.RESET_PASSWORD_TITLE)
    await field(reset, FIELD_LABELS.temporaryPassword.email).fill(model.email)
    const since = new Date()
    await button(reset, LABELS.SEND).click()
    await reset
      .getByRole('status')
      .filter({ hasText: SERVER_MESSAGES.TEMPORARY_PASSWORD_SENT })
      .waitFor()

    const email = await waitForEmail({
      to: model.email,
      since,
      matching: (mail) => /temporary password/i.test(mail.subject),
    })
    const temporaryPassword = codeIn(email.text)
    await button(reset, LABELS.LOG_IN).click()

    const signIn = dialog(page, LABELS.LOG_IN)
    await field(signIn, FIELD_LABELS.login.email).fill(model.email)
    await field(signIn, FIELD_LABELS.login.password).fill(temporaryPassword)
    await button(signIn, LABELS.LOG_IN).click()
    const setNew = signIn.getByRole('form', { name: ACTION_LABELS.SET_NEW_PASSWORD_TITLE })
    await setNew.waitFor()
    const newPassword = `Busan${model.password.slice(5)}`
    await field(setNew, FIELD_LABELS.passwordChange.newPassword).fill(newPassword)
    await field(setNew, FIELD_LABELS.passwordChange.confirmNewPassword).fill(newPassword)
    await button(setNew, ACTION_LABELS.CHANGE_PASSWORD).click()
    await signIn
      .getByRole('status')
      .filter({ hasText: SERVER_MESSAGES.PASSWORD_CHANGED_LOGIN_AGAIN })
      .waitFor()

    await field(signIn, FIELD_LABELS.login.password).fill(newPassword)
    await button(signIn, LABELS.LOG_IN).click()
    await signIn.waitFor({ state: 'detached' })
    await expectSignedIn(page)

    // The session from before the reset has ended: its next query answers 401.
    await oldDevice.reload()
    await expectGuest(oldDevice)
    // And the old password no longer opens the account.
    const retry = await logIn(oldDevice, model.email, model.password)
    await retry
      .getByRole('alert')
      .filter({ hasText: SERVER_MESSAGES.INVALID_CREDENTIALS })
      .waitFor()
    browser.showLastScreen(page)
    expect(await header(page).getByRole('link', { name: LABELS.MY_PAGE }).isVisible()).toBe(true)
  })
})
