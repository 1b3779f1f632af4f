import { API_PATHS, LIVE_EVENT_NAME } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { act, screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { buildNotification } from '@/testing/my-casting'
import { renderApp, renderWithProviders } from '@/testing/render-app'
import { useLivePollInterval } from './live'
import { useLiveStream } from './live-stream'

/** What the browser's EventSource does, driven by the test: open, send an event, fail. */
class FakeEventSource {
  static opened: FakeEventSource[] = []
  onopen: (() => void) | null = null
  onerror: (() => void) | null = null
  closed = false
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>()
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this)
  }
  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener])
  }
  close() {
    this.closed = true
  }
  open() {
    act(() => this.onopen?.())
  }
  send(name: string, data: unknown) {
    act(() => {
      for (const listener of this.listeners.get(name) ?? [])
        listener(new MessageEvent(name, { data: JSON.stringify(data) }))
    })
  }
  fail() {
    act(() => this.onerror?.())
  }
}

const ticketRequests: string[] = []

beforeEach(() => {
  FakeEventSource.opened = []
  ticketRequests.length = 0
  Object.assign(globalThis, { EventSource: FakeEventSource })
  let issued = 0
  server.use(
    http.post(apiUrl(API_PATHS.LIVE_TICKET), ({ request }) => {
      ticketRequests.push(request.headers.get('authorization') ?? '')
      issued += 1
      return ok({ ticket: `ticket-${issued}`, expiresInSeconds: 60 })
    }),
  )
})

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'EventSource')
})

const stream = (index: number) => {
  const source = FakeEventSource.opened[index]
  if (!source) throw new Error(`no stream #${index} was opened`)
  return source
}

describe('live updates in the browser (ADR 0039)', () => {
  it('a signed-in visitor opens one stream with a ticket; each event refreshes the counts and the notifications', async () => {
    signInWithCookies({ token: 'live-token' })
    serveCurrentUser(makeCurrentUser())
    let unreadCalls = 0
    let listCalls = 0
    let unread = 0
    server.use(
      http.get(apiUrl(API_PATHS.MY_UNREAD), () => {
        unreadCalls += 1
        return ok({ notifications: unread, messages: 0 })
      }),
      http.get(apiUrl(API_PATHS.NOTIFICATIONS), () => {
        listCalls += 1
        return ok({
          items:
            unread === 0
              ? []
              : [
                  buildNotification(1, {
                    kind: 'admin_action',
                    castingId: 31,
                    payload: {
                      castingId: 31,
                      castingTitle: 'Spring lookbook',
                      action: 'casting.reject',
                      reason: 'Remove the registration fee.',
                    },
                  }),
                ],
          hasMore: false,
          unread,
        })
      }),
    )
    renderApp('/mypage/notifications')
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
    expect(ticketRequests).toEqual(['Bearer live-token'])
    expect(stream(0).url).toBe(`${apiUrl(API_PATHS.LIVE_EVENTS)}?ticket=ticket-1`)
    stream(0).open()
    await waitFor(() => expect(listCalls).toBeGreaterThan(0))

    // Something happened for this user: the event names it, the page asks again.
    const [unreadBefore, listBefore] = [unreadCalls, listCalls]
    unread = 1
    stream(0).send(LIVE_EVENT_NAME, { type: 'notification', kind: 'admin_action', threadId: null })
    await waitFor(() => expect(unreadCalls).toBeGreaterThan(unreadBefore))
    await waitFor(() => expect(listCalls).toBeGreaterThan(listBefore))
    expect(
      await screen.findByRole('link', {
        name: 'Your casting Spring lookbook was sent back to a draft. Reason: Remove the registration fee.',
      }),
    ).toBeVisible()
    expect(FakeEventSource.opened).toHaveLength(1)
  })

  it('polling stops while the stream is open and comes back when it drops; a new ticket reopens it', async () => {
    signInWithCookies()
    function Probe() {
      useLiveStream({ firstMs: 0, maxMs: 0 })
      const interval = useLivePollInterval(30_000)
      return <p>{interval === false ? 'live' : `polling every ${interval} ms`}</p>
    }
    renderWithProviders(<Probe />)
    expect(screen.getByText('polling every 30000 ms')).toBeVisible()
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1))
    stream(0).open()
    expect(await screen.findByText('live')).toBeVisible()

    // The stream drops (the API restarted, the ticket of EventSource's own retry expired):
    // polling is back at once, and the next stream opens with a new ticket.
    stream(0).fail()
    expect(screen.getByText('polling every 30000 ms')).toBeVisible()
    expect(stream(0).closed).toBe(true)
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2))
    expect(stream(1).url).toContain('ticket=ticket-2')
    stream(1).open()
    expect(await screen.findByText('live')).toBeVisible()
  })

  it('a guest opens no stream and asks for no ticket', async () => {
    function Probe() {
      useLiveStream()
      return <p>{useLivePollInterval(30_000)}</p>
    }
    renderWithProviders(<Probe />)
    expect(screen.getByText('30000')).toBeVisible()
    expect(ticketRequests).toEqual([])
    expect(FakeEventSource.opened).toEqual([])
  })
})
