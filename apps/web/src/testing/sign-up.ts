import {
  ACTION_LABELS,
  FIELD_LABELS,
  LABELS,
  SERVER_MESSAGES,
  SERVICE_TYPE,
  type AuthSession,
  type CurrentUser,
} from '@cnm/contracts'
import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { http } from 'msw'
import { expect } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from './api'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { server } from './mocks/server'

export const labels = FIELD_LABELS.signUp
export const VALID_CODE = '123456'
export const RESEND_AFTER_SECONDS = 60

// In the API's order, by name: North Korea comes before South Korea.
export const COUNTRIES = [
  { id: 408, value: 'North Korea', number: '850', url: '/flags/kp.svg' },
  { id: 82, value: 'South Korea', number: '82', url: '/flags/kr.svg' },
  { id: 840, value: 'United States', number: '1', url: '/flags/us.svg' },
]
export const CATEGORIES = [
  {
    id: 10,
    value: 'Fashion',
    children: [
      { id: 11, value: 'Runway', parentId: 10 },
      { id: 12, value: 'Commercial', parentId: 10 },
    ],
  },
  { id: 20, value: 'Fitness', children: [] },
  {
    id: 2,
    value: 'Professional',
    children: [
      { id: 37, value: 'Entertainment', parentId: 2 },
      { id: 38, value: 'Model agency', parentId: 2 },
      { id: 84, value: 'Brand', parentId: 2 },
    ],
  },
]

export interface CertificationLog {
  sent: unknown[]
  checked: Record<string, string>[]
}

/**
 * The lookups the sign-up form loads, and a certification API that accepts VALID_CODE.
 * Returns what the form sent, for assertions.
 */
export function serveSignUpApi(): CertificationLog {
  const log: CertificationLog = { sent: [], checked: [] }
  server.use(
    http.get(apiUrl('/infos/country-list'), () => ok({ infos: COUNTRIES })),
    http.get(apiUrl('/infos'), ({ request }) => {
      const type = new URL(request.url).searchParams.get('type')
      if (type === '7') return ok({ infos: CATEGORIES })
      return ok({
        infos: [
          { id: 1001, value: 'Seoul', parentId: 82 },
          { id: 1002, value: 'Busan', parentId: 82 },
        ],
      })
    }),
    http.get(apiUrl('/users/current-location'), () =>
      ok({
        city_name: 'Seoul',
        country_name: 'South Korea',
        countryId: 82,
        cityId: 1001,
        source: 'ip',
      }),
    ),
    http.post(apiUrl('/certifications'), async ({ request }) => {
      log.sent.push(await request.json())
      return ok({ expiresIn: 600, resendAfter: RESEND_AFTER_SECONDS }, SERVER_MESSAGES.CODE_SENT)
    }),
    http.get(apiUrl('/certifications'), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams)
      log.checked.push(query)
      return query.code === VALID_CODE
        ? ok({ certification: true }, SERVER_MESSAGES.CODE_VERIFIED)
        : ok({ certification: false }, SERVER_MESSAGES.CODE_INVALID)
    }),
  )
  return log
}

export const sessionFor = (user: CurrentUser): AuthSession => ({
  token: 'new-access',
  expiresIn: 3600,
  user,
})

/** POST /users answering with a session of `serviceType`; returns the bodies it received. */
export function serveSignUp(serviceType: number = SERVICE_TYPE.MODEL_NORMAL) {
  const bodies: Record<string, unknown>[] = []
  const user = makeCurrentUser({ serviceType: serviceType as CurrentUser['serviceType'] })
  server.use(
    http.post(apiUrl('/users'), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>)
      return ok(sessionFor(user), SERVER_MESSAGES.SIGNED_UP)
    }),
  )
  serveCurrentUser(user)
  return bodies
}

export const signUpDialog = () => screen.getByRole('dialog', { name: LABELS.SIGN_UP })
// The combobox's list carries the same label, so only form controls are matched.
export const field = (label: string) =>
  within(signUpDialog()).getByLabelText(label, { selector: 'input, select, textarea' })
/** The button beside a field, e.g. "Send code" next to the e-mail. */
export const buttonBeside = (label: string, name: string | RegExp) =>
  within(field(label).closest<HTMLElement>('.field')!).getByRole('button', { name })

/** Opens Sign Up from the header and goes on with e-mail (step 0 -> step 1). */
export async function openEmailSignUp(user: UserEvent, serviceType: 'model' | 'client' = 'model') {
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: LABELS.SIGN_UP }))
  const dialog = signUpDialog()
  const radio = await within(dialog).findByRole('radio', {
    name: serviceType === 'model' ? LABELS.I_AM_MODEL : LABELS.I_AM_CLIENT,
  })
  await user.click(radio)
  await user.click(within(dialog).getByRole('button', { name: LABELS.SIGN_UP_WITH_EMAIL }))
  await within(dialog).findByLabelText(labels.email)
  // The lookups (countries, categories, location) have arrived once the location is prefilled.
  await expect
    .poll(() => (field(labels.currentLocation) as HTMLInputElement).value, { timeout: 3000 })
    .toBe('Seoul, South Korea')
}

/** Searches the country picker for `search` and picks the option named `name`. */
export async function chooseCountry(
  user: UserEvent,
  label: string,
  name: RegExp,
  search = 'Korea',
) {
  const input = field(label)
  await user.click(input)
  await user.type(input, search)
  await user.click(within(signUpDialog()).getByRole('option', { name }))
}

/** Types a whole value at once; for fills whose keystrokes are not what a test is about. */
export async function enter(user: UserEvent, label: string, value: string) {
  await user.click(field(label))
  await user.paste(value)
}

/** Sends and verifies the e-mail code. */
export async function certifyEmail(user: UserEvent, email = 'new.model@example.com') {
  const dialog = within(signUpDialog())
  await enter(user, labels.email, email)
  await user.click(buttonBeside(labels.email, ACTION_LABELS.SEND_CODE))
  await dialog.findByText(SERVER_MESSAGES.CODE_SENT)
  await enter(user, labels.emailAuthCode, VALID_CODE)
  await user.click(buttonBeside(labels.emailAuthCode, ACTION_LABELS.VERIFY_CODE))
  await expect.poll(() => field(labels.email), { timeout: 3000 }).toHaveAttribute('readonly')
}

/** Picks the dialling code, then sends and verifies the SMS code. */
export async function certifyPhone(user: UserEvent, phone = '010-1234-5678') {
  const dialog = within(signUpDialog())
  await chooseCountry(user, labels.countryNumber, /South Korea/)
  await enter(user, labels.phoneNumber, phone)
  await user.click(buttonBeside(labels.phoneNumber, ACTION_LABELS.SEND_CODE))
  await dialog.findByText(SERVER_MESSAGES.CODE_SENT)
  await enter(user, labels.smsAuthCode, VALID_CODE)
  await user.click(buttonBeside(labels.smsAuthCode, ACTION_LABELS.VERIFY_CODE))
  await expect.poll(() => field(labels.phoneNumber), { timeout: 3000 }).toHaveAttribute('readonly')
}

/** Everything but the verifications and the client-only fields. */
export async function fillProfile(user: UserEvent, { password = true } = {}) {
  if (password) {
    await enter(user, labels.password, 'Seoul2025!')
    await enter(user, labels.confirmPassword, 'Seoul2025!')
  }
  await enter(user, labels.firstName, 'Jiwoo')
  await enter(user, labels.lastName, 'Kim')
  await chooseCountry(user, labels.nationality, /South Korea/)
  await user.click(field(LABELS.CONSENT_TERMS))
  await user.click(field(LABELS.CONSENT_PRIVACY))
  await user.click(field(LABELS.CONSENT_NOTIFICATION))
  await user.click(field(LABELS.CONSENT_RECEIVE))
}

/** A complete, valid e-mail sign-up for a model (Fashion / Runway) or a client (Model agency). */
export async function fillValidSignUp(user: UserEvent, type: 'model' | 'client') {
  await certifyEmail(user)
  await fillProfile(user)
  await certifyPhone(user)
  const dialog = within(signUpDialog())
  if (type === 'model') {
    await user.selectOptions(dialog.getByLabelText(labels.categoryOneDepth), 'Fashion')
    await user.selectOptions(dialog.getByLabelText(labels.categoryTwoDepth), 'Runway')
  } else {
    await user.selectOptions(dialog.getByLabelText(labels.categoryTwoDepth), 'Model agency')
    await enter(user, labels.agency, 'Studio Hana')
    await enter(user, labels.companyLocation, 'Gangnam-gu, Seoul')
    await enter(user, labels.homePage, 'https://studiohana.example.com')
  }
}

export const submitSignUp = (user: UserEvent) =>
  user.click(within(signUpDialog()).getByRole('button', { name: LABELS.SIGN_UP }))
