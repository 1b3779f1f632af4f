// Google sign-in end to end: the API's real google-auth-library code talks to a
// loopback stand-in of Google (test/fakes/google.ts) that signs real RS256 ID tokens.
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ERROR_CODES, SERVER_MESSAGES, SERVICE_TYPE } from '@cnm/contracts'
import type { App } from '../../app.js'
import { envelope } from '../../lib/reply.js'
import { buildTestApp, setupTestApp } from '../../../test/helpers/app.js'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db.js'
import { createUser, uniqueEmail } from '../../../test/helpers/factories.js'
import { createFakeGoogle, type GoogleUser } from '../../../test/fakes/google.js'
import { HANDOFF_TTL_SECONDS } from './google.service.js'

const WEB = 'http://localhost:5173'
const clock = createFakeClock(new Date())
let subCounter = 0
const newGoogleUser = (overrides: Partial<GoogleUser> = {}): GoogleUser => ({
  sub: `10000000000000000${++subCounter}`,
  email: uniqueEmail('google'),
  givenName: 'Seo',
  familyName: 'Yeon',
  ...overrides,
})
/** "name=value" pairs of Set-Cookie headers, as a browser would send them back. */
const cookiesOf = (response: request.Response) =>
  ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .map((line) => line.split(';')[0])
    .join('; ')

describe('Google sign-in', () => {
  const google = createFakeGoogle()
  let db: TestDatabase
  let app: App

  beforeAll(async () => {
    await google.start()
    db = await createTestDatabase()
    app = await buildTestApp({
      db,
      clock,
      env: google.env,
      routes: (app) => {
        app.get('/test/me', { config: { signIn: 'required' } }, async (request) =>
          envelope(request.auth),
        )
      },
    })
  })
  afterAll(async () => {
    await app?.close()
    await db?.drop()
    await google.stop()
  })
  beforeEach(() => {
    clock.set(new Date())
    google.user = newGoogleUser()
  })

  const start = (query: Record<string, string> = {}) =>
    request(app.server).get('/auth/google').query(query)

  /** The cookies the last callback left in the "browser", sent with the exchange. */
  let browserCookies = ''

  /** What a browser does: start, let Google approve, return to the callback with the cookie. */
  async function signIn(query: Record<string, string> = {}, tamperCallback?: (url: URL) => void) {
    const started = await start(query)
    const atGoogle = await fetch(started.headers.location ?? '', { redirect: 'manual' })
    const back = new URL(atGoogle.headers.get('location') ?? '')
    tamperCallback?.(back)
    const callback = await request(app.server)
      .get(`${back.pathname}${back.search}`)
      .set('cookie', cookiesOf(started))
    const landing = new URL(callback.headers.location ?? '')
    browserCookies = cookiesOf(callback)
    return { started, callback, landing }
  }
  const exchange = (ticket: string, cookie = browserCookies) =>
    request(app.server)
      .post('/auth/google/exchange')
      .set('user-agent', 'vitest')
      .set('cookie', cookie)
      .send({ ticket })

  it('leaves for Google with PKCE S256, a nonce and a state bound to a signed cookie', async () => {
    const response = await start({ serviceType: '3', returnTo: '/castings?page=2' })

    expect(response.status).toBe(302)
    const location = new URL(response.headers.location ?? '')
    expect(`${location.origin}${location.pathname}`).toBe(google.env.GOOGLE_AUTH_URL)
    const query = location.searchParams
    expect(query.get('client_id')).toBe(google.clientId)
    expect(query.get('redirect_uri')).toBe('http://localhost:4000/auth/google/callback')
    expect(query.get('response_type')).toBe('code')
    expect(query.get('scope')).toBe('openid email profile')
    expect(query.get('code_challenge_method')).toBe('S256')
    expect(query.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(query.get('nonce')).toMatch(/^[\w-]{32}$/)
    const state = JSON.parse(Buffer.from(query.get('state') ?? '', 'base64url').toString())
    expect(state).toMatchObject({ serviceType: 3, returnTo: '/castings?page=2' })
    const cookie = String(response.headers['set-cookie'])
    expect(cookie).toMatch(/^cnm_google_signin=[^;]+;/)
    expect(cookie).toContain('Max-Age=600')
    expect(cookie).toContain('Path=/auth/google')
    expect(cookie).toContain('HttpOnly')
    expect(cookie).toContain('SameSite=Lax')
    // The verifier and nonce ride in the cookie, not in anything Google sees.
    expect(query.has('code_verifier')).toBe(false)
  })

  it.each(['//evil.example/phish', 'https://evil.example/', '/\\evil.example', 'castings'])(
    'refuses returnTo %j instead of redirecting anywhere',
    async (returnTo) => {
      const response = await start({ returnTo })

      expect(response.status).toBe(400)
      expect(response.body.code).toBe(ERROR_CODES.VALIDATION_FAILED)
      expect(response.headers.location).toBeUndefined()
      expect(response.headers['set-cookie']).toBeUndefined()
    },
  )

  it('hands a new Google user a one-time code that becomes a sign-up ticket', async () => {
    const { callback, landing } = await signIn({ serviceType: '3', returnTo: '/castings' })
    const ticket = landing.searchParams.get('ticket') ?? ''

    expect(callback.status).toBe(302)
    expect(`${landing.origin}${landing.pathname}`).toBe(`${WEB}/register/google`)
    expect(landing.searchParams.get('returnTo')).toBe('/castings')
    expect(String(callback.headers['set-cookie'])).toMatch(/cnm_google_signin=;/)
    const exchanged = await exchange(ticket)
    expect(exchanged.status).toBe(200)
    expect(exchanged.body.data).toEqual({
      kind: 'signup',
      signupTicket: expect.any(String),
      email: google.user.email,
      firstName: 'Seo',
      lastName: 'Yeon',
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
    })
    expect(app.signupTickets.verify(exchanged.body.data.signupTicket)).toMatchObject({
      email: google.user.email,
      googleSub: google.user.sub,
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
    })
    const again = await exchange(ticket)
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(SERVER_MESSAGES.SIGNUP_TICKET_INVALID)
  })

  it('signs a known Google account in with a session', async () => {
    const user = await createUser(app.prisma, { googleSub: google.user.sub, loginType: 2 })

    const { landing } = await signIn()
    const exchanged = await exchange(landing.searchParams.get('ticket') ?? '')

    expect(exchanged.status).toBe(200)
    expect(exchanged.body.message).toBe(SERVER_MESSAGES.LOGGED_IN)
    expect(exchanged.body.data.kind).toBe('session')
    expect(exchanged.body.data.session.user).toBeDefined()
    const me = await request(app.server)
      .get('/test/me')
      .set('authorization', `Bearer ${exchanged.body.data.session.token}`)
    expect(me.body.data.userId).toBe(user.id)
  })

  it('links an e-mail account with the same verified address and signs it in', async () => {
    const user = await createUser(app.prisma, { email: google.user.email })

    const { landing } = await signIn()
    const exchanged = await exchange(landing.searchParams.get('ticket') ?? '')

    expect(exchanged.body.data.kind).toBe('session')
    const linked = await app.prisma.user.findUniqueOrThrow({ where: { id: user.id } })
    expect(linked.googleSub).toBe(google.user.sub)
  })

  it('does not link an address that is already linked to another Google account', async () => {
    await createUser(app.prisma, { email: google.user.email, googleSub: 'another-google-account' })

    const { landing } = await signIn({ returnTo: '/models' })

    expect(landing.searchParams.get('error')).toBe(SERVER_MESSAGES.GOOGLE_ACCOUNT_CONFLICT)
    expect(landing.searchParams.get('returnTo')).toBe('/models')
    expect(landing.searchParams.get('ticket')).toBeNull()
  })

  const refusals: Array<[string, () => void, string]> = [
    [
      'a wrong nonce',
      () => google.tamperNextIdToken((c) => ({ ...c, nonce: 'someone-elses' })),
      SERVER_MESSAGES.GOOGLE_FAILED,
    ],
    [
      'a token for another app',
      () => google.tamperNextIdToken((c) => ({ ...c, aud: 'other.apps.googleusercontent.com' })),
      SERVER_MESSAGES.GOOGLE_FAILED,
    ],
    [
      'a foreign issuer',
      () => google.tamperNextIdToken((c) => ({ ...c, iss: 'https://evil.example' })),
      SERVER_MESSAGES.GOOGLE_FAILED,
    ],
    [
      'an unverified e-mail',
      () => (google.user = newGoogleUser({ emailVerified: false })),
      SERVER_MESSAGES.GOOGLE_EMAIL_UNVERIFIED,
    ],
    ['a cancelled consent', () => google.denyNext(), SERVER_MESSAGES.GOOGLE_CANCELLED],
  ]
  it.each(refusals)('refuses %s and says why on the web page', async (_case, arrange, message) => {
    arrange()
    const handoffsBefore = await app.prisma.authHandoff.count()

    const { callback, landing } = await signIn()

    expect(callback.status).toBe(302)
    expect(`${landing.origin}${landing.pathname}`).toBe(`${WEB}/register/google`)
    expect(landing.searchParams.get('error')).toBe(message)
    expect(await app.prisma.authHandoff.count()).toBe(handoffsBefore)
  })

  it('refuses a forged state', async () => {
    const { landing } = await signIn({ returnTo: '/castings' }, (url) => {
      const state = JSON.parse(
        Buffer.from(url.searchParams.get('state') ?? '', 'base64url').toString(),
      )
      url.searchParams.set(
        'state',
        Buffer.from(JSON.stringify({ ...state, returnTo: '/mypage' })).toString('base64url'),
      )
    })

    expect(landing.searchParams.get('error')).toBe(SERVER_MESSAGES.GOOGLE_FAILED)
    expect(landing.searchParams.get('ticket')).toBeNull()
  })

  it('refuses a callback that reaches another browser (no cookie from the start)', async () => {
    const started = await start()
    const atGoogle = await fetch(started.headers.location ?? '', { redirect: 'manual' })
    const back = new URL(atGoogle.headers.get('location') ?? '')

    const callback = await request(app.server).get(`${back.pathname}${back.search}`)

    expect(new URL(callback.headers.location ?? '').searchParams.get('error')).toBe(
      SERVER_MESSAGES.GOOGLE_FAILED,
    )
  })

  it('refuses a cookie past its 10 minutes even if the browser still sends it', async () => {
    const { landing } = await signIn({}, () => clock.advance(601 * 1000))

    expect(landing.searchParams.get('error')).toBe(SERVER_MESSAGES.GOOGLE_FAILED)
  })

  it('refuses a hand-off code brought to another browser (login CSRF)', async () => {
    const attacker = await signIn()
    const attackerTicket = attacker.landing.searchParams.get('ticket') ?? ''
    const attackerCookies = browserCookies
    const victim = await signIn()
    const victimCookies = browserCookies

    const withoutCookie = await exchange(attackerTicket, '')
    const withOtherCookie = await exchange(attackerTicket, victimCookies)

    for (const answer of [withoutCookie, withOtherCookie]) {
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(SERVER_MESSAGES.SIGNUP_TICKET_INVALID)
    }
    expect(String(attacker.callback.headers['set-cookie'])).toMatch(
      /cnm_google_handoff=[^;]+;.*HttpOnly/,
    )
    // The code stays usable by the browser it belongs to.
    expect((await exchange(attackerTicket, attackerCookies)).status).toBe(200)
    expect(victim.landing.searchParams.get('ticket')).not.toBe(attackerTicket)
  })

  it('lets a hand-off code expire after two minutes', async () => {
    const { landing } = await signIn()
    clock.advance((HANDOFF_TTL_SECONDS + 1) * 1000)

    const exchanged = await exchange(landing.searchParams.get('ticket') ?? '')

    expect(exchanged.status).toBe(400)
    expect(exchanged.body.message).toBe(SERVER_MESSAGES.SIGNUP_TICKET_INVALID)
  })
})

describe('Google sign-in without credentials', () => {
  const ctx = setupTestApp()

  it('answers 503 with a clear message on every route', async () => {
    const started = await request(ctx.app.server).get('/auth/google')
    const exchanged = await request(ctx.app.server)
      .post('/auth/google/exchange')
      .send({ ticket: 'x' })

    for (const response of [started, exchanged]) {
      expect(response.status).toBe(503)
      expect(response.body).toEqual({
        message: SERVER_MESSAGES.GOOGLE_UNAVAILABLE,
        code: ERROR_CODES.SERVICE_UNAVAILABLE,
      })
    }
  })
})
