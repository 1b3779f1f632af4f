import { SERVER_MESSAGES, type MySession } from '@cnm/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { apiUrl, fail, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'

const LAPTOP: MySession = {
  id: '11111111-1111-4111-8111-111111111111',
  browser: 'Chrome',
  os: 'Windows',
  deviceType: 'desktop',
  place: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  lastUsedAt: '2026-03-02T10:00:00.000Z',
  current: true,
}
const PHONE: MySession = {
  ...LAPTOP,
  id: '22222222-2222-4222-8222-222222222222',
  browser: 'Safari',
  os: 'iOS',
  deviceType: 'mobile',
  place: { countryCode: 'KR', city: 'Seoul' },
  current: false,
}
const TABLET: MySession = {
  ...PHONE,
  id: '33333333-3333-4333-8333-333333333333',
  browser: null,
  os: null,
  deviceType: 'tablet',
  place: null,
}

/** Serves a list the server shrinks as devices are logged out, like the API. */
function serveSessions(initial: MySession[]) {
  let sessions = initial
  const calls: string[] = []
  server.use(
    http.get(apiUrl('/users/0/sessions'), () => ok(sessions)),
    http.delete(apiUrl('/users/0/sessions/:id'), ({ params }) => {
      calls.push(`one ${String(params.id)}`)
      sessions = sessions.filter((session) => session.id !== params.id)
      return ok({ ended: 1 }, SERVER_MESSAGES.SESSION_ENDED)
    }),
    http.delete(apiUrl('/users/0/sessions'), () => {
      calls.push('others')
      const ended = sessions.filter((session) => !session.current).length
      sessions = sessions.filter((session) => session.current)
      return ok({ ended }, SERVER_MESSAGES.OTHER_SESSIONS_ENDED)
    }),
  )
  return calls
}

async function openDevices() {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser())
  const app = renderApp('/mypage')
  const devices = await screen.findByRole('region', { name: 'Devices' })
  return { ...app, devices }
}

describe('My Profile: devices', () => {
  it('lists each device with its place and last use, marking this one', async () => {
    serveSessions([LAPTOP, PHONE, TABLET])
    const { devices } = await openDevices()

    const laptop = await within(devices).findByRole('listitem', { name: 'Chrome on Windows' })
    expect(within(laptop).getByText('This device')).toBeInTheDocument()
    expect(within(laptop).getByText('Unknown place')).toBeInTheDocument()
    expect(
      within(laptop).queryByRole('button', { name: 'Log out this device' }),
    ).not.toBeInTheDocument()
    const phone = within(devices).getByRole('listitem', { name: 'Safari on iOS' })
    expect(within(phone).getByText('Seoul, South Korea')).toBeInTheDocument()
    expect(within(phone).getByText(/^Last used /)).toBeInTheDocument()
    expect(
      within(devices).getByRole('listitem', { name: 'Unknown browser on a tablet' }),
    ).toBeInTheDocument()
  })

  it('logs out one other device and shows the list without it', async () => {
    const calls = serveSessions([LAPTOP, PHONE])
    const { devices, user } = await openDevices()
    const phone = await within(devices).findByRole('listitem', { name: 'Safari on iOS' })

    await user.click(within(phone).getByRole('button', { name: 'Log out this device' }))

    expect(await screen.findByText(SERVER_MESSAGES.SESSION_ENDED)).toBeInTheDocument()
    await waitFor(() =>
      expect(
        within(devices).queryByRole('listitem', { name: 'Safari on iOS' }),
      ).not.toBeInTheDocument(),
    )
    expect(calls).toEqual([`one ${PHONE.id}`])
    expect(
      within(devices).queryByRole('button', { name: 'Log out everywhere else' }),
    ).not.toBeInTheDocument()
  })

  it('logs out everywhere else, keeping this device', async () => {
    const calls = serveSessions([LAPTOP, PHONE, TABLET])
    const { devices, user } = await openDevices()
    await within(devices).findByRole('listitem', { name: 'Safari on iOS' })

    await user.click(within(devices).getByRole('button', { name: 'Log out everywhere else' }))

    expect(await screen.findByText(SERVER_MESSAGES.OTHER_SESSIONS_ENDED)).toBeInTheDocument()
    await waitFor(() => expect(within(devices).getAllByRole('listitem')).toHaveLength(1))
    expect(within(devices).getByRole('listitem', { name: 'Chrome on Windows' })).toBeInTheDocument()
    expect(calls).toEqual(['others'])
  })

  it("shows the server's message when a device cannot be logged out", async () => {
    serveSessions([LAPTOP, PHONE])
    server.use(
      http.delete(apiUrl('/users/0/sessions/:id'), () =>
        fail(404, 'NOT_FOUND', SERVER_MESSAGES.NOT_FOUND),
      ),
    )
    const { devices, user } = await openDevices()
    const phone = await within(devices).findByRole('listitem', { name: 'Safari on iOS' })

    await user.click(within(phone).getByRole('button', { name: 'Log out this device' }))

    expect(await within(devices).findByRole('alert')).toHaveTextContent(SERVER_MESSAGES.NOT_FOUND)
  })
})
