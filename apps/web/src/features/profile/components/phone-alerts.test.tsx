import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server, TEST_VAPID_KEY } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'

// Phone alerts in My Profile (ADR 0055) with a stubbed browser: a service worker registration
// whose PushManager hands out a subscription, and Notification.requestPermission.
const ENDPOINT = 'https://push.example.test/send/abc'
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
}

function stubBrowser(permission: NotificationPermission = 'default', answer = permission) {
  let current: {
    endpoint: string
    toJSON: () => object
    unsubscribe: () => Promise<boolean>
  } | null = null
  const subscribe = vi.fn(async (options: { applicationServerKey: Uint8Array }) => {
    expect(options.applicationServerKey).toHaveLength(65)
    current = {
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: KEYS }),
      unsubscribe: async () => {
        current = null
        return true
      },
    }
    return current
  })
  const registration = {
    pushManager: { getSubscription: async () => current, subscribe },
  }
  vi.stubGlobal('PushManager', function PushManager() {})
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      permission,
      requestPermission: vi.fn(async () => answer),
    }),
  )
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, register: async () => registration },
  })
  return { subscribe, subscribed: () => current !== null }
}

function servePush() {
  const calls: string[] = []
  let settings = { messages: true, options: true, proposals: true, matches: true }
  let subscriptions = 0
  const state = () => ({ ...settings, subscriptions })
  server.use(
    http.post(apiUrl('/users/0/push-subscriptions'), async ({ request }) => {
      const body = (await request.json()) as { endpoint: string; keys: object }
      calls.push(`subscribe ${body.endpoint} ${JSON.stringify(body.keys)}`)
      subscriptions = 1
      return ok(state())
    }),
    http.delete(apiUrl('/users/0/push-subscriptions'), async ({ request }) => {
      calls.push(`unsubscribe ${((await request.json()) as { endpoint: string }).endpoint}`)
      subscriptions = 0
      return ok(state())
    }),
    http.get(apiUrl('/users/0/push-settings'), () => ok(state())),
    http.put(apiUrl('/users/0/push-settings'), async ({ request }) => {
      settings = (await request.json()) as typeof settings
      calls.push(`settings ${JSON.stringify(settings)}`)
      return ok(state())
    }),
  )
  return calls
}

async function openPhoneAlerts() {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser())
  const app = renderApp('/mypage')
  const section = await screen.findByRole('region', { name: 'Phone alerts' })
  return { ...app, section }
}

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(navigator, 'serviceWorker')
})

describe('My Profile: phone alerts', () => {
  it('turns alerts on with the server key, then off again', async () => {
    const { subscribe } = stubBrowser('default', 'granted')
    const calls = servePush()
    const { section, user } = await openPhoneAlerts()

    expect(await within(section).findByText('Alerts are off for this browser.')).toBeVisible()
    await user.click(within(section).getByRole('button', { name: 'Turn on alerts' }))

    expect(await within(section).findByText('Alerts are on for this browser.')).toBeVisible()
    expect(subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }))
    const key = subscribe.mock.calls[0]![0].applicationServerKey
    const expected = atob(`${TEST_VAPID_KEY.replace(/-/g, '+').replace(/_/g, '/')}=`)
    expect(String.fromCharCode(...key)).toBe(expected)
    expect(calls).toEqual([`subscribe ${ENDPOINT} ${JSON.stringify(KEYS)}`])

    await user.click(within(section).getByRole('button', { name: 'Turn off alerts' }))
    expect(await within(section).findByText('Alerts are off for this browser.')).toBeVisible()
    expect(calls.at(-1)).toBe(`unsubscribe ${ENDPOINT}`)
  })

  it('drops this browser’s subscription when the account logs out', async () => {
    const browser = stubBrowser('default', 'granted')
    servePush()
    server.use(http.post(apiUrl('/users/logout'), () => ok(null)))
    const { section, user } = await openPhoneAlerts()
    await user.click(await within(section).findByRole('button', { name: 'Turn on alerts' }))
    await within(section).findByText('Alerts are on for this browser.')

    const banner = screen.getByRole('banner')
    await user.click(within(banner).getByRole('button', { name: 'Log out' }))

    await waitFor(() => expect(browser.subscribed()).toBe(false))
  })

  it('turns one kind off and keeps the others', async () => {
    stubBrowser('granted')
    const calls = servePush()
    const { section, user } = await openPhoneAlerts()

    const matches = await within(section).findByRole('checkbox', { name: 'Saved search matches' })
    await user.click(matches)

    await waitFor(() =>
      expect(calls).toEqual([
        `settings ${JSON.stringify({ messages: true, options: true, proposals: true, matches: false })}`,
      ]),
    )
    await waitFor(() => expect(matches).not.toBeChecked())
    expect(within(section).getByRole('checkbox', { name: 'New messages' })).toBeChecked()
  })

  it('says so when notifications are refused, and subscribes nothing', async () => {
    const { subscribe } = stubBrowser('default', 'denied')
    const calls = servePush()
    const { section, user } = await openPhoneAlerts()

    await user.click(await within(section).findByRole('button', { name: 'Turn on alerts' }))

    expect(await within(section).findByRole('alert')).toHaveTextContent(
      /Notifications are blocked for this site/,
    )
    expect(subscribe).not.toHaveBeenCalled()
    expect(calls).toEqual([])
  })

  it('says so when the browser cannot take push at all', async () => {
    const { section } = await openPhoneAlerts()
    expect(within(section).getByText(/This browser cannot receive alerts/)).toBeVisible()
    expect(within(section).queryByRole('button')).not.toBeInTheDocument()
  })

  it('says so when the server has push off', async () => {
    stubBrowser('granted')
    server.use(http.get(apiUrl('/push/public-key'), () => ok({ enabled: false, publicKey: null })))
    const { section } = await openPhoneAlerts()
    expect(
      await within(section).findByText('Phone alerts are not available right now.'),
    ).toBeVisible()
    expect(within(section).queryByRole('button')).not.toBeInTheDocument()
  })
})
