// Issue #17 finding 9 (ADR 0019): a user sees their sessions and ends them; nobody else's.
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import { API_PATHS, bearer, mySessionsResponseSchema, SERVER_MESSAGES } from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createFakeClock } from '../../../test/helpers/clock.js'
import {
  ACCOUNT_TEST_ENV,
  createAccount,
  currentUser,
  nextIp,
  PASSWORD,
} from './testing/accounts.js'

const SEOUL_IP = '121.134.0.1'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

describe('my sessions (devices)', () => {
  const clock = createFakeClock(new Date())
  const ctx = setupTestApp({ env: ACCOUNT_TEST_ENV, clock })

  async function logInFrom(email: string, userAgent: string, ip = nextIp()) {
    const response = await request(ctx.app.server)
      .post(API_PATHS.LOGIN)
      .set('x-forwarded-for', ip)
      .set('user-agent', userAgent)
      .send({ email, password: PASSWORD })
    expect(response.status).toBe(200)
    return response.body.data.token as string
  }
  const call = (method: 'get' | 'delete', path: string, token: string | null) => {
    const agent = request(ctx.app.server)
    return (method === 'get' ? agent.get(path) : agent.delete(path))
      .set('x-forwarded-for', nextIp())
      .set('authorization', bearer(token))
  }

  let email: string
  beforeEach(async () => {
    clock.set(new Date())
    email = (await createAccount(ctx.app)).email
  })

  it('lists each device with its browser, system, rough place and which one is this', async () => {
    const phone = await logInFrom(email, IPHONE, SEOUL_IP)
    clock.advance(5_000)
    const laptop = await logInFrom(email, WINDOWS_CHROME)

    const response = await call('get', API_PATHS.MY_SESSIONS, laptop)

    expect(response.status).toBe(200)
    const { data } = mySessionsResponseSchema.parse(response.body)
    expect(data).toEqual([
      expect.objectContaining({
        browser: 'Chrome',
        os: 'Windows',
        deviceType: 'desktop',
        place: null,
        current: true,
      }),
      expect.objectContaining({
        browser: 'Safari',
        os: 'iOS',
        deviceType: 'mobile',
        place: { countryCode: 'KR', city: expect.any(String) },
        current: false,
      }),
    ])
    // The phone's own view marks the phone as current.
    const fromPhone = await call('get', API_PATHS.MY_SESSIONS, phone)
    expect(fromPhone.body.data.find((s: { current: boolean }) => s.current).os).toBe('iOS')
  })

  it('records the last use at most once a minute', async () => {
    const token = await logInFrom(email, WINDOWS_CHROME)
    const lastUsed = async () =>
      (await call('get', API_PATHS.MY_SESSIONS, token)).body.data[0].lastUsedAt
    const loggedInAt = await lastUsed()
    clock.advance(30_000)
    expect(await lastUsed()).toBe(loggedInAt)
    clock.advance(31_000)
    expect(await lastUsed()).toBe(clock.now().toISOString())
  })

  it('logs out one other device: its token stops working at once, this one keeps working', async () => {
    const phone = await logInFrom(email, IPHONE)
    const laptop = await logInFrom(email, WINDOWS_CHROME)
    const phoneId = (await call('get', API_PATHS.MY_SESSIONS, laptop)).body.data.find(
      (s: { current: boolean }) => !s.current,
    ).id

    const ended = await call('delete', API_PATHS.MY_SESSION(phoneId), laptop)

    expect(ended.status).toBe(200)
    expect(ended.body).toEqual({ data: { ended: 1 }, message: SERVER_MESSAGES.SESSION_ENDED })
    expect((await currentUser(ctx.app, phone)).status).toBe(401)
    expect((await currentUser(ctx.app, laptop)).status).toBe(200)
    // Ended already: nothing left to end.
    expect((await call('delete', API_PATHS.MY_SESSION(phoneId), laptop)).status).toBe(404)
  })

  it('logs out everywhere else and keeps this device signed in', async () => {
    const others = [await logInFrom(email, IPHONE), await logInFrom(email, IPHONE)]
    const laptop = await logInFrom(email, WINDOWS_CHROME)

    const ended = await call('delete', API_PATHS.MY_SESSIONS, laptop)

    expect(ended.body).toEqual({
      data: { ended: 2 },
      message: SERVER_MESSAGES.OTHER_SESSIONS_ENDED,
    })
    for (const token of others) expect((await currentUser(ctx.app, token)).status).toBe(401)
    const left = await call('get', API_PATHS.MY_SESSIONS, laptop)
    expect(left.body.data).toHaveLength(1)
  })

  describe('authorization', () => {
    it("answers 404 for another user's session, which stays signed in, and hides it from the list", async () => {
      const mine = await logInFrom(email, WINDOWS_CHROME)
      const stranger = await logInFrom((await createAccount(ctx.app)).email, IPHONE)
      const strangerId = (await call('get', API_PATHS.MY_SESSIONS, stranger)).body.data[0].id

      const attempt = await call('delete', API_PATHS.MY_SESSION(strangerId), mine)

      expect(attempt.status).toBe(404)
      expect(attempt.body.message).toBe(SERVER_MESSAGES.NOT_FOUND)
      expect((await currentUser(ctx.app, stranger)).status).toBe(200)
      const myList = (await call('get', API_PATHS.MY_SESSIONS, mine)).body.data
      expect(myList.map((s: { id: string }) => s.id)).not.toContain(strangerId)
      // "Everywhere else" means my other sessions only.
      await call('delete', API_PATHS.MY_SESSIONS, mine)
      expect((await currentUser(ctx.app, stranger)).status).toBe(200)
    })

    it.each([
      ['get', API_PATHS.MY_SESSIONS],
      ['delete', API_PATHS.MY_SESSIONS],
      ['delete', API_PATHS.MY_SESSION('00000000-0000-4000-8000-000000000000')],
    ] as const)('%s %s without a token is 401', async (method, path) => {
      expect((await call(method, path, null)).status).toBe(401)
    })
  })
})
