import { ACTION_LABELS, MESSAGES, SERVER_MESSAGES, resendCodeLabel } from '@cnm/contracts'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, fail, ok } from '@/testing/api'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'
import {
  RESEND_AFTER_SECONDS,
  VALID_CODE,
  buttonBeside,
  chooseCountry,
  enter,
  field,
  labels,
  openEmailSignUp,
  serveSignUpApi,
  signUpDialog,
} from '@/testing/sign-up'

async function openForm() {
  const log = serveSignUpApi()
  const app = renderApp('/about')
  await screen.findByRole('heading', { level: 1 })
  await openEmailSignUp(app.user)
  return { ...app, log }
}

const dialog = () => within(signUpDialog())

describe('e-mail code verification (spec §4)', () => {
  it('marks the code sent, asks again after an edit, and locks the e-mail once certified', async () => {
    const { user, log } = await openForm()
    await enter(user, labels.email, 'first@example.com')
    expect(buttonBeside(labels.emailAuthCode, ACTION_LABELS.VERIFY_CODE)).toBeDisabled()
    await user.click(buttonBeside(labels.email, ACTION_LABELS.SEND_CODE))

    expect(await dialog().findByRole('status')).toHaveTextContent(SERVER_MESSAGES.CODE_SENT)
    expect(log.sent).toEqual([{ type: 1, destination: 'first@example.com' }])
    // The resend pause from the answer's resendAfter counts down on the button.
    expect(buttonBeside(labels.email, resendCodeLabel(RESEND_AFTER_SECONDS))).toBeDisabled()

    await user.type(field(labels.email), 'x')
    expect(field(labels.email)).toHaveAccessibleErrorMessage(MESSAGES.CHANGED_CONFIRM_AGAIN)
    expect(buttonBeside(labels.emailAuthCode, ACTION_LABELS.VERIFY_CODE)).toBeDisabled()
    await user.clear(field(labels.email))
    await enter(user, labels.email, 'second@example.com')
    expect(field(labels.email)).toHaveAccessibleErrorMessage(MESSAGES.CHANGED_CONFIRM_AGAIN)
    await user.click(buttonBeside(labels.email, ACTION_LABELS.SEND_CODE))
    await dialog().findByRole('button', { name: resendCodeLabel(RESEND_AFTER_SECONDS) })
    expect(field(labels.email)).not.toHaveAccessibleErrorMessage()
    expect(log.sent).toHaveLength(2)

    await enter(user, labels.emailAuthCode, '000000')
    await user.click(buttonBeside(labels.emailAuthCode, ACTION_LABELS.VERIFY_CODE))
    expect(await dialog().findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.CODE_INVALID)
    expect(field(labels.email)).not.toHaveAttribute('readonly')

    await user.clear(field(labels.emailAuthCode))
    await enter(user, labels.emailAuthCode, VALID_CODE)
    await user.click(buttonBeside(labels.emailAuthCode, ACTION_LABELS.VERIFY_CODE))
    expect(await dialog().findByRole('status')).toHaveTextContent(SERVER_MESSAGES.CODE_VERIFIED)
    expect(log.checked.at(-1)).toEqual({
      type: '1',
      destination: 'second@example.com',
      code: VALID_CODE,
    })
    expect(field(labels.email)).toHaveAttribute('readonly')
    expect(field(labels.email)).toHaveAccessibleDescription(ACTION_LABELS.VERIFIED)
    expect(field(labels.emailAuthCode)).toHaveAttribute('readonly')
    expect(field(labels.emailAuthCode)).not.toHaveAccessibleErrorMessage()
    const codeField = field(labels.emailAuthCode).closest<HTMLElement>('.field')!
    expect(within(codeField).queryByRole('button')).not.toBeInTheDocument()
  })

  it('does not send a code to an invalid address', async () => {
    const { user, log } = await openForm()
    await enter(user, labels.email, 'not-an-address')
    await user.click(buttonBeside(labels.email, ACTION_LABELS.SEND_CODE))
    expect(field(labels.email)).toHaveAccessibleErrorMessage(MESSAGES.INVALID)
    expect(log.sent).toEqual([])
  })

  it('offers a plain resend once the pause is over', async () => {
    const { user } = await openForm()
    server.use(
      http.post(apiUrl('/certifications'), () =>
        ok({ expiresIn: 600, resendAfter: 2 }, SERVER_MESSAGES.CODE_SENT),
      ),
    )
    await enter(user, labels.email, 'first@example.com')
    await user.click(buttonBeside(labels.email, ACTION_LABELS.SEND_CODE))
    await dialog().findByText(SERVER_MESSAGES.CODE_SENT)
    const counting = buttonBeside(labels.email, new RegExp(`^${ACTION_LABELS.RESEND_CODE} \\(`))
    expect([resendCodeLabel(2), resendCodeLabel(1)]).toContain(counting.textContent)
    expect(counting).toBeDisabled()
    expect(
      await dialog().findByRole('button', { name: ACTION_LABELS.RESEND_CODE }, { timeout: 4000 }),
    ).toBeEnabled()
  })
})

describe('SMS code verification (spec §4)', () => {
  it("sends to the number with its dialling code and shows the server's refusal", async () => {
    const { user, log } = await openForm()
    await chooseCountry(user, labels.countryNumber, /South Korea/)
    await enter(user, labels.phoneNumber, '010-1234-5678')
    await user.click(buttonBeside(labels.phoneNumber, ACTION_LABELS.SEND_CODE))
    await dialog().findByText(SERVER_MESSAGES.CODE_SENT)
    expect(log.sent).toEqual([{ type: 2, destination: '010-1234-5678', countryCode: '82' }])

    // Another dialling code is another destination.
    await chooseCountry(user, labels.countryNumber, /United States/, 'United')
    expect(field(labels.phoneNumber)).toHaveAccessibleErrorMessage(MESSAGES.CHANGED_CONFIRM_AGAIN)

    server.use(
      http.post(apiUrl('/certifications'), () =>
        fail(429, 'RATE_LIMITED', SERVER_MESSAGES.CODE_RESEND_TOO_SOON),
      ),
    )
    await user.click(buttonBeside(labels.phoneNumber, ACTION_LABELS.SEND_CODE))
    expect(await dialog().findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.CODE_RESEND_TOO_SOON,
    )
    expect(buttonBeside(labels.smsAuthCode, ACTION_LABELS.VERIFY_CODE)).toBeDisabled()
  })

  it('locks the number and dialling code once the SMS code is certified', async () => {
    const { user, log } = await openForm()
    await chooseCountry(user, labels.countryNumber, /South Korea/)
    await enter(user, labels.phoneNumber, '01012345678')
    await user.click(buttonBeside(labels.phoneNumber, ACTION_LABELS.SEND_CODE))
    await dialog().findByText(SERVER_MESSAGES.CODE_SENT)
    await enter(user, labels.smsAuthCode, VALID_CODE)
    await user.click(buttonBeside(labels.smsAuthCode, ACTION_LABELS.VERIFY_CODE))

    expect(await dialog().findByText(SERVER_MESSAGES.CODE_VERIFIED)).toBeInTheDocument()
    expect(log.checked).toEqual([
      { type: '2', destination: '01012345678', countryCode: '82', code: VALID_CODE },
    ])
    expect(field(labels.phoneNumber)).toHaveAttribute('readonly')
    expect(field(labels.smsAuthCode)).toHaveAttribute('readonly')
    expect(field(labels.countryNumber)).toBeDisabled()
    expect(field(labels.smsAuthCode)).not.toHaveAccessibleErrorMessage()
  })
})
