import { ACTION_LABELS, FIELD_LABELS, LABELS, MESSAGES, SERVER_MESSAGES } from '@cnm/contracts'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { apiUrl, fail, ok } from '@/testing/api'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'

const dialog = () => within(screen.getByRole('dialog', { name: LABELS.RESET_PASSWORD_TITLE }))

async function openReset() {
  const app = renderApp('/about')
  await screen.findByRole('heading', { level: 1 })
  await app.user.click(
    within(screen.getByRole('banner')).getByRole('button', { name: LABELS.LOG_IN_SHORT }),
  )
  await app.user.click(
    await within(screen.getByRole('dialog', { name: LABELS.LOG_IN })).findByRole('button', {
      name: LABELS.FORGOT_PASSWORD,
    }),
  )
  await dialog().findByText(MESSAGES.RESET_PASSWORD_PROMPT)
  return app
}

describe('Reset your password modal', () => {
  it("sends the e-mail and shows the server's message", async () => {
    let body: unknown
    server.use(
      http.patch(apiUrl('/users/temporary-password'), async ({ request }) => {
        body = await request.json()
        return ok(null, SERVER_MESSAGES.TEMPORARY_PASSWORD_SENT)
      }),
    )
    const { user } = await openReset()
    await user.type(
      dialog().getByLabelText(FIELD_LABELS.temporaryPassword.email),
      'jiwoo@example.com',
    )
    await user.click(dialog().getByRole('button', { name: LABELS.SEND }))

    expect(await dialog().findByRole('status')).toHaveTextContent(
      SERVER_MESSAGES.TEMPORARY_PASSWORD_SENT,
    )
    expect(body).toEqual({ email: 'jiwoo@example.com' })
  })

  it('validates the e-mail before sending anything', async () => {
    const { user } = await openReset()
    const email = dialog().getByLabelText(FIELD_LABELS.temporaryPassword.email)
    await user.click(dialog().getByRole('button', { name: LABELS.SEND }))
    expect(email).toHaveAccessibleErrorMessage(MESSAGES.REQUIRED)
    await user.type(email, 'not-an-email')
    expect(email).toHaveAccessibleErrorMessage(MESSAGES.INVALID)
  })

  it('only logs a failure (spec §8) and shows nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    let answer: (response: Response) => void = () => {}
    server.use(
      http.patch(
        apiUrl('/users/temporary-password'),
        () => new Promise<Response>((r) => (answer = r)),
      ),
    )
    const { user } = await openReset()
    await user.type(
      dialog().getByLabelText(FIELD_LABELS.temporaryPassword.email),
      'jiwoo@example.com',
    )
    await user.click(dialog().getByRole('button', { name: LABELS.SEND }))
    expect(await dialog().findByRole('button', { name: ACTION_LABELS.SENDING })).toBeDisabled()
    answer(fail(503, 'SERVICE_UNAVAILABLE', SERVER_MESSAGES.SERVICE_UNAVAILABLE))

    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1))
    expect(String(warn.mock.calls[0]?.[1])).toContain(SERVER_MESSAGES.SERVICE_UNAVAILABLE)
    expect(dialog().queryByRole('alert')).not.toBeInTheDocument()
    expect(dialog().queryByRole('status')).not.toBeInTheDocument()
    expect(dialog().getByRole('button', { name: LABELS.SEND })).toBeEnabled()
  })

  it('closes on Cancel', async () => {
    const { user } = await openReset()
    await user.click(dialog().getByRole('button', { name: LABELS.CANCEL }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
