import { SERVICE_TYPE, USAGE_NOTICE_SERVER_MESSAGES, type ImageUsage } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'

// The usage-ended notice on the ledger (issue #28, ADR 0056): the model side sends it with an
// optional message; the client answers with the day it took the pictures down.

const ended = (change: Partial<ImageUsage> = {}): ImageUsage => ({
  id: 4,
  agreementId: 7,
  viewer: 'model',
  title: 'Spring lipstick campaign',
  counterpartName: 'Acme Cosmetics',
  scope: 'Instagram and YouTube',
  territory: null,
  startsOn: '2030-03-06',
  endsOn: '2031-03-06',
  daysLeft: -3,
  status: 'ended',
  version: 1,
  standing: true,
  notice: null,
  can: { sendNotice: true, acknowledge: false },
  ...change,
})
const notice = {
  id: 9,
  message: 'Please take them down.',
  sentAt: '2031-03-09T03:00:00.000Z',
  answer: null,
  takenDownOn: null,
  extensionVersion: null,
  answeredAt: null,
}

function serveLedger(
  rows: () => ImageUsage[],
  serviceType: (typeof SERVICE_TYPE)[keyof typeof SERVICE_TYPE],
) {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType }))
  server.use(http.get(apiUrl('/bookings/image-usages'), () => ok({ items: rows() })))
}

describe('the usage-ended notice', () => {
  it('the model side sends it with a message; the row then reads "Notice sent"', async () => {
    let row = ended()
    let sent: unknown
    serveLedger(() => [row], SERVICE_TYPE.MODEL_NORMAL)
    server.use(
      http.post(apiUrl('/bookings/image-usages/4/notice'), async ({ request }) => {
        sent = await request.json()
        row = ended({
          status: 'notice_sent',
          notice,
          can: { sendNotice: false, acknowledge: false },
        })
        return ok({ usage: row }, USAGE_NOTICE_SERVER_MESSAGES.NOTICE_SENT)
      }),
    )
    const user = userEvent.setup()
    renderApp('/mypage/image-usage')
    await user.click(
      await screen.findByRole('button', { name: 'Send a usage-ended notice' }, { timeout: 10_000 }),
    )
    await user.type(
      screen.getByLabelText('Message to the client (optional)'),
      'Please take them down.',
    )
    await user.click(screen.getByRole('button', { name: 'Send the notice' }))
    const item = (await screen.findByText('Notice sent')).closest('li')!
    expect(sent).toEqual({ message: 'Please take them down.' })
    expect(within(item).getByText(/Please take them down/)).toBeInTheDocument()
    expect(within(item).queryByRole('button', { name: 'Send a usage-ended notice' })).toBeNull()
  })

  it('the client acknowledges with the day it took the pictures down', async () => {
    let row = ended({
      viewer: 'client',
      counterpartName: 'Mina Kim',
      status: 'notice_sent',
      notice,
      can: { sendNotice: false, acknowledge: true },
    })
    let answered: unknown
    serveLedger(() => [row], SERVICE_TYPE.CLIENT_NORMAL)
    server.use(
      http.post(apiUrl('/bookings/image-usages/4/notice/acknowledgement'), async ({ request }) => {
        answered = await request.json()
        row = {
          ...row,
          status: 'acknowledged',
          notice: { ...notice, answer: 'taken_down', takenDownOn: '2031-03-08' },
          can: { sendNotice: false, acknowledge: false },
        }
        return ok({ usage: row }, USAGE_NOTICE_SERVER_MESSAGES.TAKEN_DOWN_RECORDED)
      }),
    )
    const user = userEvent.setup()
    renderApp('/mypage/image-usage')
    await user.click(
      await screen.findByRole('button', { name: 'We took the pictures down' }, { timeout: 10_000 }),
    )
    await user.type(screen.getByLabelText(/Taken down on/), '2031-03-08')
    await user.click(screen.getByRole('button', { name: 'Send the date' }))
    expect(await screen.findByText('Acknowledged')).toBeInTheDocument()
    expect(answered).toEqual({ answer: 'taken_down', takenDownOn: '2031-03-08' })
    expect(screen.getByText(/Acknowledged: taken down on/)).toBeInTheDocument()
  })
})
