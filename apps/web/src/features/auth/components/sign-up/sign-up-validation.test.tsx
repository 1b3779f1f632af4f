import { LABELS, MESSAGES } from '@cnm/contracts'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { config } from '@/config'
import { apiUrl, ok } from '@/testing/api'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'
import {
  chooseCountry,
  COUNTRIES,
  field,
  labels,
  openEmailSignUp,
  serveSignUpApi,
  signUpDialog,
  submitSignUp,
} from '@/testing/sign-up'

async function openForm(type: 'model' | 'client' = 'model', countries = COUNTRIES) {
  serveSignUpApi()
  server.use(http.get(apiUrl('/infos/country-list'), () => ok({ infos: countries })))
  const app = renderApp('/about')
  await screen.findByRole('heading', { level: 1 })
  await openEmailSignUp(app.user, type)
  return app
}

describe('sign-up validation (spec §5), shown on every change', () => {
  // One form for all rows: each row types into its own field and reads that field's error.
  it('shows the first error of each field as it is typed', async () => {
    const { user } = await openForm()
    for (const [label, typed, message] of [
      [labels.email, 'jiwoo@mail', MESSAGES.INVALID],
      [labels.emailAuthCode, '123', MESSAGES.CODE_LENGTH],
      // Issue #26: the message says which characters are allowed.
      [labels.password, 'password1', MESSAGES.PASSWORD_RULE],
      [labels.phoneNumber, 'call me', MESSAGES.INVALID],
      [labels.smsAuthCode, '12345', MESSAGES.CODE_LENGTH],
    ] as const) {
      await user.type(field(label), typed)
      expect(field(label)).toHaveAccessibleErrorMessage(message)
    }
    // Six digits are the right shape, but the code still has to be verified.
    await user.type(field(labels.emailAuthCode), '456')
    expect(field(labels.emailAuthCode)).toHaveAccessibleErrorMessage(MESSAGES.SUBMIT_REQUIRED)
    await user.type(field(labels.smsAuthCode), '6')
    expect(field(labels.smsAuthCode)).toHaveAccessibleErrorMessage(MESSAGES.SUBMIT_REQUIRED)
  })

  it('shows "Is required." for every emptied text field', async () => {
    const { user } = await openForm()
    for (const label of [
      labels.email,
      labels.emailAuthCode,
      labels.password,
      labels.phoneNumber,
      labels.smsAuthCode,
      labels.firstName,
      labels.lastName,
      labels.currentLocation,
    ]) {
      await user.clear(field(label))
      await user.type(field(label), '1')
      await user.clear(field(label))
      expect(field(label)).toHaveAccessibleErrorMessage(MESSAGES.REQUIRED)
    }
  })

  it('checks the confirmation against the password, also when the password changes', async () => {
    const { user } = await openForm()
    await user.type(field(labels.password), 'Seoul2025!')
    await user.type(field(labels.confirmPassword), 'Seoul2025')
    expect(field(labels.confirmPassword)).toHaveAccessibleErrorMessage(MESSAGES.CONFIRM_PASSWORD)
    await user.type(field(labels.confirmPassword), '!')
    expect(field(labels.confirmPassword)).not.toHaveAccessibleErrorMessage()
    await user.type(field(labels.password), 'x')
    expect(field(labels.password)).not.toHaveAccessibleErrorMessage()
    expect(field(labels.confirmPassword)).toHaveAccessibleErrorMessage(MESSAGES.CONFIRM_PASSWORD)
  })

  it('starts the dialling code and the nationality on South Korea, the home market', async () => {
    const { user } = await openForm()
    expect(field(labels.countryNumber)).toHaveValue('South Korea +82')
    expect(field(labels.nationality)).toHaveValue('South Korea')
    // The API lists North Korea first (by name); typing "Korea" still offers South Korea first.
    await chooseCountry(user, labels.nationality, /United States/, 'United')
    await user.type(field(labels.nationality), 'Korea{Enter}')
    expect(field(labels.nationality)).toHaveValue('South Korea')
    await submitSignUp(user)
    expect(field(labels.countryNumber)).not.toHaveAccessibleErrorMessage()
    expect(field(labels.nationality)).not.toHaveAccessibleErrorMessage()
  })

  it('marks every empty choice and the required consents as required on submit', async () => {
    // Without the home country in the list there is no default to start from.
    const { user } = await openForm(
      'model',
      COUNTRIES.filter((country) => country.number !== '82'),
    )
    await submitSignUp(user)
    for (const label of [
      labels.countryNumber,
      labels.nationality,
      labels.categoryOneDepth,
      LABELS.CONSENT_TERMS,
      LABELS.CONSENT_PRIVACY,
      LABELS.CONSENT_NOTIFICATION,
    ]) {
      expect(field(label)).toHaveAccessibleErrorMessage(MESSAGES.REQUIRED)
    }
    // Issue #26, ADR 0037 (PIPA art. 22): special offers may be declined.
    expect(field(LABELS.CONSENT_RECEIVE)).not.toBeChecked()
    expect(field(LABELS.CONSENT_RECEIVE)).not.toHaveAccessibleErrorMessage()
    // Ticking a consent clears its error at once.
    await user.click(field(LABELS.CONSENT_TERMS))
    expect(field(LABELS.CONSENT_TERMS)).not.toHaveAccessibleErrorMessage()
  })

  it('links the Terms of use and the Privacy policy to their pages, in a new tab', async () => {
    await openForm()
    const dialog = within(signUpDialog())
    const terms = dialog.getByRole('link', { name: LABELS.READ_TERMS })
    const privacy = dialog.getByRole('link', { name: LABELS.READ_PRIVACY })
    expect(terms).toHaveAttribute('href', config.links.terms)
    expect(privacy).toHaveAttribute('href', config.links.privacy)
    expect(terms).toHaveAttribute('target', '_blank')
  })

  it('requires the second level only when the chosen category has one', async () => {
    const { user } = await openForm()
    const dialog = within(signUpDialog())
    await user.selectOptions(field(labels.categoryOneDepth), 'Fashion')
    await submitSignUp(user)
    expect(field(labels.categoryTwoDepth)).toHaveAccessibleErrorMessage(MESSAGES.REQUIRED)
    await user.selectOptions(field(labels.categoryTwoDepth), 'Commercial')
    expect(field(labels.categoryTwoDepth)).not.toHaveAccessibleErrorMessage()

    await user.selectOptions(field(labels.categoryOneDepth), 'Fitness')
    await submitSignUp(user)
    expect(dialog.queryByLabelText(labels.categoryTwoDepth)).not.toBeInTheDocument()
    expect(field(labels.categoryOneDepth)).not.toHaveAccessibleErrorMessage()
  })

  it('requires agency, company location and a valid homepage from clients', async () => {
    const { user } = await openForm('client')
    await submitSignUp(user)
    expect(field(labels.agency)).toHaveAccessibleErrorMessage(MESSAGES.REQUIRED)
    expect(field(labels.companyLocation)).toHaveAccessibleErrorMessage(MESSAGES.REQUIRED)
    expect(field(labels.homePage)).toHaveAccessibleErrorMessage(MESSAGES.REQUIRED)
    expect(field(labels.categoryTwoDepth)).toHaveAccessibleErrorMessage(MESSAGES.REQUIRED)
    await user.type(field(labels.homePage), 'studio hana')
    expect(field(labels.homePage)).toHaveAccessibleErrorMessage(MESSAGES.INVALID)
    await user.clear(field(labels.homePage))
    await user.type(field(labels.homePage), 'studiohana.example.com')
    expect(field(labels.homePage)).not.toHaveAccessibleErrorMessage()
  })
})
