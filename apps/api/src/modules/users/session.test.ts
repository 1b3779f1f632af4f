import { createHmac } from 'node:crypto'
import request from 'supertest'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  API_PATHS,
  authSessionSchema,
  bearer,
  ERROR_CODES,
  SERVER_MESSAGES,
  DAY_MS,
} from '@cnm/contracts'
import { setupTestApp, TEST_ENV } from '../../../test/helpers/app.js'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { ACCESS_TOKEN_TTL_SECONDS } from '../../plugins/auth.js'
import { REFRESH_TOKEN_TTL_MS, SESSION_MAX_AGE_MS } from '../sessions/index.js'
import {
  ACCOUNT_TEST_ENV,
  createAccount,
  currentUser,
  loggedIn,
  nextIp,
  PASSWORD,
  refreshCookieOf,
} from './testing/accounts.js'

const UNAUTHORIZED = { message: SERVER_MESSAGES.UNAUTHORIZED, code: ERROR_CODES.UNAUTHORIZED }
const SESSION_EXPIRED = {
  message: SERVER_MESSAGES.SESSION_EXPIRED,
  code: ERROR_CODES.SESSION_EXPIRED,
}

const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >
const sign = (header: object, claims: object, secret: string) => {
  const unsigned = `${segment(header)}.${segment(claims)}`
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`
}

describe('sessions: tokens, refresh and log-out', () => {
  const clock = createFakeClock(new Date())
  const ctx = setupTestApp({ env: ACCOUNT_TEST_ENV, clock })
  let session: Awaited<ReturnType<typeof loggedIn>>

  // As a browser sends it: the HttpOnly cookie, no body.
  const refresh = (refreshToken: string) =>
    request(ctx.app.server)
      .post(API_PATHS.REFRESH)
      .set('x-forwarded-for', nextIp())
      .set('cookie', `cnm_rt=${refreshToken}`)
  const logout = (token: string | null) =>
    request(ctx.app.server)
      .post(API_PATHS.LOGOUT)
      .set('x-forwarded-for', nextIp())
      .set('authorization', bearer(token))

  beforeEach(async () => {
    clock.set(new Date())
    session = await loggedIn(ctx.app, (await createAccount(ctx.app)).email)
  })

  describe('GET /users/0 with a bad token', () => {
    const header = { alg: 'HS256', typ: 'JWT' }
    const secret = TEST_ENV.JWT_SECRET ?? ''

    it('answers 401 UNAUTHORIZED without a token, with "Bearer " alone, and for garbage', async () => {
      for (const token of [null, '', 'not-a-jwt']) {
        const response = await currentUser(ctx.app, token)
        expect(response.status).toBe(401)
        expect(response.body).toEqual(UNAUTHORIZED)
      }
    })

    it('answers 401 for alg none, another key, another audience and a tampered payload', async () => {
      const claims = claimsOf(session.token)
      const [head, , signature] = session.token.split('.')
      const tokens = [
        `${segment({ alg: 'none', typ: 'JWT' })}.${segment(claims)}.`,
        sign(header, claims, 'another-secret-of-at-least-32-characters!'),
        sign(header, { ...claims, aud: 'cnm-signup' }, secret),
        `${head}.${segment({ ...claims, sub: '1' })}.${signature}`,
      ]
      for (const token of tokens) {
        const response = await currentUser(ctx.app, token)
        expect(response.status).toBe(401)
        expect(response.body).toEqual(UNAUTHORIZED)
      }
    })

    it('refuses a Google sign-up ticket used as an access token', async () => {
      const ticket = ctx.app.signupTickets.issue({ email: 'g@example.com', googleSub: 'sub' })

      expect((await currentUser(ctx.app, ticket)).body).toEqual(UNAUTHORIZED)
    })

    it('answers 401 SESSION_EXPIRED once the access token is past its expiry', async () => {
      clock.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000)

      const response = await currentUser(ctx.app, session.token)

      expect(response.status).toBe(401)
      expect(response.body).toEqual(SESSION_EXPIRED)
    })
  })

  describe('the refresh token cookie', () => {
    it('is set HttpOnly, SameSite=Strict, for the refresh path only, and never in the body', async () => {
      const response = await request(ctx.app.server)
        .post(API_PATHS.LOGIN)
        .set('x-forwarded-for', nextIp())
        .send({ email: (await createAccount(ctx.app)).email, password: PASSWORD })

      expect(response.status).toBe(200)
      expect(JSON.stringify(response.body)).not.toMatch(/refresh/i)
      const cookie = (response.headers['set-cookie'] as unknown as string[]).find((line) =>
        line.startsWith('cnm_rt='),
      )
      expect(cookie).toMatch(/; Path=\/users\/refresh(;|$)/)
      expect(cookie).toMatch(/; HttpOnly(;|$)/)
      expect(cookie).toMatch(/; SameSite=Strict(;|$)/)
      // Plain http in this test app (API_PUBLIC_URL http://localhost:4000).
      expect(cookie).not.toMatch(/; Secure/)
    })

    it('is cleared by every 401, since the web cannot clear an HttpOnly cookie', async () => {
      const response = await currentUser(ctx.app, 'not-a-jwt')

      expect(response.status).toBe(401)
      expect(String(response.headers['set-cookie'])).toMatch(
        /^cnm_rt=; Max-Age=0; Path=\/users\/refresh; .*HttpOnly; SameSite=Strict/,
      )
    })

    it('is Secure in production and follows the public path prefix', async () => {
      const { refreshCookieOptions } = await import('../sessions/index.js')
      expect(
        refreshCookieOptions({ apiPublicUrl: 'https://x.example/api', isProduction: true }),
      ).toMatchObject({ path: '/api/users/refresh', secure: true, httpOnly: true })
      expect(
        refreshCookieOptions({ apiPublicUrl: 'http://x.example', isProduction: true }).secure,
      ).toBe(true)
    })
  })

  describe('POST /users/refresh', () => {
    it('rotates the pair: a new access token and a new refresh cookie for the same session', async () => {
      const response = await refresh(session.refreshToken)

      expect(response.status).toBe(200)
      expect(response.body.message).toBe(SERVER_MESSAGES.TOKEN_REFRESHED)
      const next = authSessionSchema.parse(response.body.data)
      const nextRefresh = refreshCookieOf(response) ?? ''
      expect(nextRefresh).not.toBe(session.refreshToken)
      expect(nextRefresh).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(claimsOf(next.token).sid).toBe(claimsOf(session.token).sid)
      expect((await currentUser(ctx.app, next.token)).status).toBe(200)
      expect((await refresh(nextRefresh)).status).toBe(200)
    })

    it('ignores a refresh token sent in the body: only the cookie counts', async () => {
      const response = await request(ctx.app.server)
        .post(API_PATHS.REFRESH)
        .set('x-forwarded-for', nextIp())
        .send({ refreshToken: session.refreshToken })

      expect(response.status).toBe(401)
      expect(response.body).toEqual(UNAUTHORIZED)
    })

    it('stores only a hash of the refresh token', async () => {
      const stored = await ctx.app.prisma.refreshToken.findMany({ select: { tokenHash: true } })

      expect(stored.map((row) => row.tokenHash)).not.toContain(session.refreshToken)
    })

    it('ends the whole session when a used refresh token comes back', async () => {
      const answer = await refresh(session.refreshToken)
      const next = {
        ...authSessionSchema.parse(answer.body.data),
        refreshToken: refreshCookieOf(answer) ?? '',
      }

      const reuse = await refresh(session.refreshToken)

      expect(reuse.status).toBe(401)
      expect(reuse.body).toEqual(SESSION_EXPIRED)
      expect((await refresh(next.refreshToken)).status).toBe(401)
      expect((await currentUser(ctx.app, next.token)).body).toEqual(SESSION_EXPIRED)
      expect((await currentUser(ctx.app, session.token)).status).toBe(401)
    })

    it('answers 401 for an unknown token and for a missing cookie', async () => {
      expect((await refresh('x'.repeat(43))).body).toEqual(UNAUTHORIZED)
      const missing = await request(ctx.app.server)
        .post(API_PATHS.REFRESH)
        .set('x-forwarded-for', nextIp())
      expect(missing.body).toEqual(UNAUTHORIZED)
    })

    it('lets a refresh token idle out, and a session end after its maximum age', async () => {
      clock.advance(REFRESH_TOKEN_TTL_MS + 1000)
      expect((await refresh(session.refreshToken)).body).toEqual(SESSION_EXPIRED)

      clock.set(new Date())
      const fresh = await loggedIn(ctx.app, (await createAccount(ctx.app)).email)
      let refreshToken = fresh.refreshToken
      // Refreshed every 6 days, it still ends at the session's maximum age.
      for (let day = 6; day < SESSION_MAX_AGE_MS / DAY_MS; day += 6) {
        clock.advance(6 * DAY_MS)
        const answer = await refresh(refreshToken)
        expect(answer.status).toBe(200)
        refreshToken = refreshCookieOf(answer) ?? ''
      }
      clock.advance(6 * DAY_MS)
      expect((await refresh(refreshToken)).status).toBe(401)
    })
  })

  describe('POST /users/logout', () => {
    it('revokes the session at once: its access and refresh tokens stop working', async () => {
      const response = await logout(session.token)

      expect(response.status).toBe(200)
      expect(response.body).toEqual({ data: null, message: SERVER_MESSAGES.LOGGED_OUT })
      // The browser forgets the refresh cookie too.
      expect(String(response.headers['set-cookie'])).toMatch(/cnm_rt=;.*Path=\/users\/refresh/)
      expect((await currentUser(ctx.app, session.token)).body).toEqual(SESSION_EXPIRED)
      expect((await refresh(session.refreshToken)).status).toBe(401)
    })

    it('works without a body and leaves the user’s other sessions alone', async () => {
      const account = await createAccount(ctx.app)
      const phone = await loggedIn(ctx.app, account.email)
      const laptop = await loggedIn(ctx.app, account.email)

      expect((await logout(phone.token)).status).toBe(200)

      expect((await currentUser(ctx.app, laptop.token)).status).toBe(200)
    })

    it('needs a signed-in caller', async () => {
      expect((await logout(null)).status).toBe(401)
    })
  })
})
