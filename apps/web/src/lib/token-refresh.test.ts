import { COOKIE, MINUTE_MS } from '@cnm/contracts'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiUrl, fail, ok } from '@/testing/api'
import { makeJwt, signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { getAccessToken } from './cookies'
import { readJwtExpiry } from './jwt'
import { REFRESH_LEAD_MS, startTokenRefresh } from './token-refresh'

const NOW = new Date('2025-06-01T03:00:00Z').getTime()

describe('token refresh', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  // What the browser sends: no body (the refresh token is the API's HttpOnly cookie),
  // with credentials so that cookie goes along even to an API on another origin.
  interface RefreshCall {
    body: string
    credentials: string
  }

  it('refreshes about five minutes before the access token expires, then re-arms', async () => {
    signInWithCookies({ token: makeJwt(NOW + 15 * MINUTE_MS) })
    const calls: RefreshCall[] = []
    const issued: string[] = []
    server.use(
      http.post(apiUrl('/users/refresh'), async ({ request }) => {
        calls.push({ body: await request.text(), credentials: request.credentials })
        issued.push(makeJwt(Date.now() + 60 * MINUTE_MS))
        return ok({ token: issued.at(-1), expiresIn: 3600 })
      }),
    )
    const stop = startTokenRefresh({ onSessionLost: vi.fn() })

    await vi.advanceTimersByTimeAsync(10 * MINUTE_MS - 1000)
    expect(calls).toEqual([])
    await vi.advanceTimersByTimeAsync(2000)
    await vi.waitFor(() => expect(getAccessToken()).toBe(issued[0]))
    expect(calls).toEqual([{ body: '', credentials: 'include' }])

    // The next refresh is timed from the new token: 55 minutes later.
    await vi.advanceTimersByTimeAsync(54 * MINUTE_MS)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(2 * MINUTE_MS)
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    stop()
  })

  it('refreshes once when two tabs come due together', async () => {
    signInWithCookies({ token: makeJwt(NOW + 15 * MINUTE_MS) })
    const bodies: unknown[] = []
    server.use(
      http.post(apiUrl('/users/refresh'), async ({ request }) => {
        bodies.push(await request.text())
        return ok({ token: makeJwt(Date.now() + 60 * MINUTE_MS), expiresIn: 3600 })
      }),
    )
    // Two timers over the same cookies, as two open tabs have.
    const stops = [
      startTokenRefresh({ onSessionLost: vi.fn() }),
      startTokenRefresh({ onSessionLost: vi.fn() }),
    ]

    await vi.advanceTimersByTimeAsync(11 * MINUTE_MS)
    expect(bodies).toHaveLength(1)
    stops.forEach((stop) => stop())
  })

  it('refreshes a short-lived token halfway through its life', async () => {
    signInWithCookies({ token: makeJwt(NOW + 2 * MINUTE_MS) })
    let calls = 0
    server.use(
      http.post(apiUrl('/users/refresh'), () => {
        calls += 1
        return ok({ token: makeJwt(NOW + 60 * MINUTE_MS), expiresIn: 3600 })
      }),
    )
    const stop = startTokenRefresh({ onSessionLost: vi.fn() })
    await vi.advanceTimersByTimeAsync(MINUTE_MS - 1000)
    expect(calls).toBe(0)
    await vi.advanceTimersByTimeAsync(2000)
    await vi.waitFor(() => expect(calls).toBe(1))
    stop()
  })

  it('does not hammer the server when it keeps answering with an almost expired token', async () => {
    signInWithCookies({ token: makeJwt(NOW - MINUTE_MS) })
    let calls = 0
    server.use(
      http.post(apiUrl('/users/refresh'), () => {
        calls += 1
        return ok({ token: makeJwt(Date.now() + 1000), expiresIn: 1 })
      }),
    )
    const stop = startTokenRefresh({ onSessionLost: vi.fn() })
    await vi.advanceTimersByTimeAsync(MINUTE_MS)
    // One at once, then at most one per MIN_REFRESH_INTERVAL_MS.
    expect(calls).toBeGreaterThanOrEqual(1)
    expect(calls).toBeLessThanOrEqual(7)
    stop()
  })

  it('ends the session when the refresh token is rejected', async () => {
    signInWithCookies({ token: makeJwt(NOW + 6 * MINUTE_MS) })
    server.use(http.post(apiUrl('/users/refresh'), () => fail(401, 'SESSION_EXPIRED', 'expired')))
    const onSessionLost = vi.fn()
    const stop = startTokenRefresh({ onSessionLost })
    // Six minutes left: refreshed halfway, after three.
    await vi.advanceTimersByTimeAsync(3 * MINUTE_MS + 10)
    await vi.waitFor(() => expect(onSessionLost).toHaveBeenCalledTimes(1))
    expect(document.cookie).not.toContain(COOKIE.ACCESS_TOKEN.name)
    stop()
  })

  it('does nothing while signed out, and stops when asked', async () => {
    // No handler: a refresh call would fail the test through onUnhandledRequest.
    startTokenRefresh({ onSessionLost: vi.fn() })
    await vi.advanceTimersByTimeAsync(10 * MINUTE_MS)

    signInWithCookies({ token: makeJwt(NOW + 6 * MINUTE_MS) })
    const stop = startTokenRefresh({ onSessionLost: vi.fn() })
    stop()
    await vi.advanceTimersByTimeAsync(10 * MINUTE_MS)
  })

  it('reads the expiry of a JWT and ignores anything else', () => {
    expect(readJwtExpiry(makeJwt(NOW + REFRESH_LEAD_MS))).toBe(NOW + REFRESH_LEAD_MS)
    expect(readJwtExpiry('not-a-jwt')).toBeNull()
    expect(readJwtExpiry('a.###.c')).toBeNull()
  })
})
