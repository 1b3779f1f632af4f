import { ACTION_LABELS, FIELD_LABELS, LABELS, MESSAGES } from '@cnm/contracts'
import type { Locator, Page } from 'playwright-core'
import { vi } from 'vitest'
import { codeIn, waitForEmail, waitForSms } from './fakes.js'
import type { Person } from './people.js'
import { button, dialog, field, header } from './ui.js'

const labels = FIELD_LABELS.signUp

/** Header "Sign Up", then step 0: the account type and "or sign up with email". */
export async function openSignUpForm(page: Page, person: Person): Promise<Locator> {
  await button(header(page), LABELS.SIGN_UP).click()
  const signUp = dialog(page, LABELS.SIGN_UP)
  await signUp
    .getByRole('radio', { name: person.kind === 'model' ? LABELS.I_AM_MODEL : LABELS.I_AM_CLIENT })
    .check()
  await button(signUp, LABELS.SIGN_UP_WITH_EMAIL).click()
  await field(signUp, labels.email).waitFor()
  return signUp
}

async function chooseOption(
  scope: Locator,
  label: string,
  search: string,
  option: RegExp,
): Promise<void> {
  const combobox = scope.getByRole('combobox', { name: label, exact: true })
  await combobox.click()
  await combobox.fill(search)
  await scope.getByRole('option', { name: option }).first().click()
}

/** E-mail confirmed with the code the mail catcher received; its buttons then disappear. */
export async function verifyEmail(signUp: Locator, person: Person): Promise<void> {
  await field(signUp, labels.email).fill(person.email)
  const since = new Date()
  // The e-mail's buttons come first; the phone's "Verify" stays disabled until its code is sent.
  await button(signUp, ACTION_LABELS.SEND_CODE).first().click()
  const email = await waitForEmail({ to: person.email, since })
  await field(signUp, labels.emailAuthCode).fill(codeIn(email.text))
  await button(signUp, ACTION_LABELS.VERIFY_CODE).first().click()
  // A verified e-mail is locked (spec §4).
  await vi.waitFor(
    async () => {
      if (await field(signUp, labels.email).isEditable()) {
        throw new Error('the e-mail field is still editable: not locked as verified')
      }
    },
    { timeout: 15_000, interval: 100 },
  )
}

/** Dialling code, number and the code the Twilio stand-in received (call after verifyEmail). */
export async function verifyPhone(signUp: Locator, person: Person): Promise<void> {
  await chooseOption(signUp, labels.countryNumber, '82', /\+82\b/)
  await field(signUp, labels.phoneNumber).fill(person.phone)
  const since = new Date()
  await button(signUp, ACTION_LABELS.SEND_CODE).click()
  const sms = await waitForSms({ to: person.e164, since }).catch(async (error: unknown) => {
    // Say why when the form says it: a refused number sends nothing, and "no SMS" alone
    // would hide that.
    const shown = (await signUp.locator('.field__error, [role="alert"]').allInnerTexts()).filter(
      Boolean,
    )
    throw new Error(
      `${error instanceof Error ? error.message : String(error)} for ${person.phone}` +
        (shown.length ? `; the form shows: ${shown.join(' | ')}` : ''),
      { cause: error },
    )
  })
  await field(signUp, labels.smsAuthCode).fill(codeIn(sms.body))
  await button(signUp, ACTION_LABELS.VERIFY_CODE).click()
  await button(signUp, ACTION_LABELS.VERIFY_CODE).waitFor({ state: 'detached' })
}

/**
 * The detailed category shows only for a category that has one (spec §5), after its list
 * loads; when it does, its first real option is chosen.
 */
export async function chooseSecondLevelIfAny(detailed: Locator): Promise<void> {
  const shown = await detailed
    .getByRole('option')
    .nth(1)
    .waitFor({ state: 'attached', timeout: 3000 })
    .then(
      () => true,
      () => false,
    )
  if (shown) await detailed.selectOption({ index: 1 })
}

/** Everything else of step 1, then "Sign Up"; resolves on the outcome message. */
export async function completeSignUp(
  signUp: Locator,
  person: Person,
  options: { password?: boolean } = {},
): Promise<Locator> {
  if (options.password !== false) {
    await field(signUp, labels.password).fill(person.password)
    await field(signUp, labels.confirmPassword).fill(person.password)
  }
  await field(signUp, labels.firstName).fill(person.firstName)
  await field(signUp, labels.lastName).fill(person.lastName)
  await chooseOption(signUp, labels.nationality, 'Korea', /South Korea/)
  await field(signUp, labels.currentLocation).fill('Seoul')

  const category = field(signUp, labels.categoryOneDepth)
  if (person.kind === 'model') {
    // Options come from GET /infos; the first real one after "Select…".
    await category.getByRole('option').nth(1).waitFor({ state: 'attached' })
    await category.selectOption({ index: 1 })
  }
  await chooseSecondLevelIfAny(field(signUp, labels.categoryTwoDepth))
  if (person.kind === 'client') {
    await field(signUp, labels.agency).fill('Hanbit Models')
    await field(signUp, labels.companyLocation).fill('Seoul')
    await field(signUp, labels.homePage).fill('https://hanbit-models.example.com')
  }
  await signUp.getByRole('checkbox', { name: LABELS.CONSENT_TERMS }).check()
  await signUp.getByRole('checkbox', { name: LABELS.CONSENT_PRIVACY }).check()
  await signUp.getByRole('checkbox', { name: LABELS.CONSENT_NOTIFICATION }).check()
  await signUp.getByRole('checkbox', { name: LABELS.CONSENT_RECEIVE }).check()
  await button(signUp, LABELS.SIGN_UP).click()

  const outcome =
    person.kind === 'model' ? MESSAGES.SIGNUP_MODEL_SUCCESS : MESSAGES.SIGNUP_CLIENT_SUCCESS
  const message = signUp.getByRole('status').filter({ hasText: outcome })
  await message.waitFor()
  return message
}

/** The whole e-mail sign-up from the header, ending on the outcome message. */
export async function signUpByEmail(page: Page, person: Person): Promise<Locator> {
  const signUp = await openSignUpForm(page, person)
  await verifyEmail(signUp, person)
  await verifyPhone(signUp, person)
  return completeSignUp(signUp, person)
}
