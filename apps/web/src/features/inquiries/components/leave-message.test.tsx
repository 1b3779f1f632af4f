import { FIELD_LABELS, LABELS, MESSAGES } from '@cnm/contracts'
import { act, screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiUrl, fail } from '@/testing/api'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'

const labels = FIELD_LABELS.message
const MESSAGE = {
  name: 'Jiwoo Kim',
  email: 'jiwoo@example.com',
  title: 'Account question',
  content: 'How long does a review take?',
}

async function openContactUs() {
  const app = renderApp('/contact-us')
  const panel = await screen.findByRole('region', { name: LABELS.LEAVE_US_A_MESSAGE })
  const input = (name: keyof typeof labels) => within(panel).getByLabelText(labels[name])
  const fill = async () => {
    for (const [name, value] of Object.entries(MESSAGE)) {
      await app.user.click(input(name as keyof typeof labels))
      await app.user.paste(value)
    }
  }
  return { ...app, panel, input, fill }
}

afterEach(() => vi.useRealTimers())

describe('Leave us a message', () => {
  it('requires every field', async () => {
    const { user, panel, input } = await openContactUs()
    await user.click(within(panel).getByRole('button', { name: LABELS.SEND }))
    for (const name of ['name', 'email', 'title', 'content'] as const) {
      expect(input(name)).toHaveAccessibleErrorMessage(MESSAGES.REQUIRED)
    }
    await user.type(input('email'), 'jiwoo@')
    expect(input('email')).toHaveAccessibleErrorMessage(MESSAGES.INVALID)
  })

  it('sends the message, thanks the visitor and closes the form 3 s later', async () => {
    let body: unknown
    server.use(
      http.post(apiUrl('/users/mail/questions'), async ({ request }) => {
        body = await request.json()
        return HttpResponse.json(
          { data: null, message: 'Your message has been sent.' },
          { status: 201 },
        )
      }),
    )
    const { user, panel, fill } = await openContactUs()
    await fill()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.click(within(panel).getByRole('button', { name: LABELS.SEND }))

    expect(await within(panel).findByRole('status')).toHaveTextContent(MESSAGES.MESSAGE_SUCCESS)
    expect(body).toEqual(MESSAGE)
    await act(() => vi.advanceTimersByTimeAsync(2500))
    expect(within(panel).getByLabelText(labels.name)).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(600))
    expect(within(panel).queryByLabelText(labels.name)).not.toBeInTheDocument()

    // It can be opened again, empty.
    const reopen = within(panel).getByRole('button', { name: LABELS.LEAVE_US_A_MESSAGE })
    expect(reopen).toHaveFocus()
    await user.click(reopen)
    expect(within(panel).getByLabelText(labels.name)).toHaveValue('')
    expect(within(panel).queryByRole('status')).not.toBeInTheDocument()
  })

  it('says so and clears the fields when sending fails', async () => {
    server.use(
      http.post(apiUrl('/users/mail/questions'), () => fail(500, 'INTERNAL', 'Something broke.')),
    )
    const { user, panel, input, fill } = await openContactUs()
    await fill()
    await user.click(within(panel).getByRole('button', { name: LABELS.SEND }))

    expect(await within(panel).findByRole('alert')).toHaveTextContent(MESSAGES.MESSAGE_FAILURE)
    for (const name of ['name', 'email', 'title', 'content'] as const) {
      expect(input(name)).toHaveValue('')
    }
  })
})
