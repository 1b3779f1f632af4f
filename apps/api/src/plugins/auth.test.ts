import { createHmac } from 'node:crypto'
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ERROR_CODES, SERVER_MESSAGES } from '@cnm/contracts'
import type { App } from '../app.js'
import { envelope } from '../lib/reply.js'
import { buildTestApp, TEST_ENV } from '../../test/helpers/app.js'
import { createFakeClock } from '../../test/helpers/clock.js'
import { createTestDatabase, type TestDatabase } from '../../test/helpers/db.js'
import { signIn, type SignedIn } from '../../test/helpers/factories.js'
import { ACCESS_TOKEN_TTL_SECONDS, JWT_AUDIENCE, JWT_ISSUER } from './auth.js'

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

/** Builds a JWT by hand, so a test can get every part of it wrong on purpose. */
function craftToken(header: object, claims: object, secret: string | null): string {
  const unsigned = `${base64url(header)}.${base64url(claims)}`
  const signature =
    secret === null ? '' : createHmac('sha256', secret).update(unsigned).digest('base64url')
  return `${unsigned}.${signature}`
}

const UNAUTHORIZED = { message: SERVER_MESSAGES.UNAUTHORIZED, code: ERROR_CODES.UNAUTHORIZED }
const SESSION_EXPIRED = {
  message: SERVER_MESSAGES.SESSION_EXPIRED,
  code: ERROR_CODES.SESSION_EXPIRED,
}

describe('app.authenticate', () => {
  const clock = createFakeClock(new Date())
  let db: TestDatabase
  let app: App
  let signedIn: SignedIn

  const me = (authorization?: string) => {
    const call = request(app.server).get('/test/me')
    return authorization === undefined ? call : call.set('authorization', authorization)
  }
  const validClaims = () => {
    const now = Math.floor(clock.now().getTime() / 1000)
    return {
      sub: String(signedIn.user.id),
      sid: signedIn.session.id,
      role: 'USER',
      iss: JWT_ISSUER,
      aud: JWT_AUDIENCE,
      iat: now,
      exp: now + 60,
    }
  }

  beforeAll(async () => {
    db = await createTestDatabase()
    app = await buildTestApp({
      db,
      clock,
      routes: (app) => {
        app.get('/test/me', { config: { signIn: 'required' } }, async (request) =>
          envelope(request.auth),
        )
        app.get('/test/admin', { config: { signIn: 'admin' } }, async (request) =>
          envelope(request.auth),
        )
      },
    })
  })
  afterAll(async () => {
    await app.close()
    await db.drop()
  })
  beforeEach(async () => {
    clock.set(new Date())
    signedIn = await signIn(app)
  })

  it('lets a live session in and tells the route who is calling', async () => {
    const response = await me(signedIn.headers.authorization)

    expect(response.status).toBe(200)
    expect(response.body.data).toEqual({
      userId: signedIn.user.id,
      sessionId: signedIn.session.id,
      role: 'USER',
    })
  })

  it('refuses a request without a token', async () => {
    const response = await me()

    expect(response.status).toBe(401)
    expect(response.body).toEqual(UNAUTHORIZED)
  })

  it('refuses a token with alg "none"', async () => {
    const token = craftToken({ alg: 'none', typ: 'JWT' }, validClaims(), null)

    const response = await me(`Bearer ${token}`)

    expect(response.status).toBe(401)
    expect(response.body).toEqual(UNAUTHORIZED)
  })

  it('refuses a token signed with another key', async () => {
    const token = craftToken(
      { alg: 'HS256', typ: 'JWT' },
      validClaims(),
      'another-secret-of-at-least-32-characters',
    )

    const response = await me(`Bearer ${token}`)

    expect(response.status).toBe(401)
    expect(response.body).toEqual(UNAUTHORIZED)
  })

  it('accepts a hand-made token with the right key, so the refusals above are about one fault each', async () => {
    const token = craftToken({ alg: 'HS256', typ: 'JWT' }, validClaims(), TEST_ENV.JWT_SECRET ?? '')

    expect((await me(`Bearer ${token}`)).status).toBe(200)
  })

  it('refuses a token for another audience or from another issuer', async () => {
    const header = { alg: 'HS256', typ: 'JWT' }
    const secret = TEST_ENV.JWT_SECRET ?? ''
    const otherAudience = craftToken(header, { ...validClaims(), aud: 'cnm-admin' }, secret)
    const otherIssuer = craftToken(header, { ...validClaims(), iss: 'someone-else' }, secret)

    expect((await me(`Bearer ${otherAudience}`)).body).toEqual(UNAUTHORIZED)
    expect((await me(`Bearer ${otherIssuer}`)).status).toBe(401)
  })

  it('refuses an expired token with SESSION_EXPIRED', async () => {
    clock.advance((ACCESS_TOKEN_TTL_SECONDS + 1) * 1000)

    const response = await me(signedIn.headers.authorization)

    expect(response.status).toBe(401)
    expect(response.body).toEqual(SESSION_EXPIRED)
  })

  it('refuses the token of a revoked session', async () => {
    await app.prisma.session.update({
      where: { id: signedIn.session.id },
      data: { revokedAt: clock.now(), revokedReason: 'logout' },
    })

    const response = await me(signedIn.headers.authorization)

    expect(response.status).toBe(401)
    expect(response.body).toEqual(SESSION_EXPIRED)
  })

  it('refuses the token of a session past its expiry', async () => {
    const other = await signIn(app, {}, { expiresAt: new Date(clock.now().getTime() + 1000) })
    clock.advance(2000)

    const response = await me(other.headers.authorization)

    expect(response.status).toBe(401)
    expect(response.body).toEqual(SESSION_EXPIRED)
  })

  it('refuses the token of a deleted user', async () => {
    await app.prisma.user.update({
      where: { id: signedIn.user.id },
      data: { deletedAt: clock.now(), email: null },
    })

    const response = await me(signedIn.headers.authorization)

    expect(response.status).toBe(401)
    expect(response.body).toEqual(UNAUTHORIZED)
  })

  it('refuses a token whose session belongs to someone else', async () => {
    const other = await signIn(app)
    const token = craftToken(
      { alg: 'HS256', typ: 'JWT' },
      { ...validClaims(), sid: other.session.id },
      TEST_ENV.JWT_SECRET ?? '',
    )

    expect((await me(`Bearer ${token}`)).body).toEqual(UNAUTHORIZED)
  })

  it('lets only administrators through requireAdmin', async () => {
    const admin = await signIn(app, { role: 'ADMIN' })

    const asUser = await request(app.server).get('/test/admin').set(signedIn.headers)
    const asAdmin = await request(app.server).get('/test/admin').set(admin.headers)
    const asGuest = await request(app.server).get('/test/admin')

    expect(asUser.status).toBe(403)
    expect(asUser.body).toEqual({ message: SERVER_MESSAGES.FORBIDDEN, code: ERROR_CODES.FORBIDDEN })
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.body.data.role).toBe('ADMIN')
    expect(asGuest.status).toBe(401)
  })
})
