import type { RouteOptions } from 'fastify'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERROR_CODES } from '@cnm/contracts'
import type { App } from './app.js'
import { buildTestApp } from '../test/helpers/app.js'
import { createTestDatabase, type TestDatabase } from '../test/helpers/db.js'
import { signIn, type SignedIn } from '../test/helpers/factories.js'

/**
 * Issue #25, finding 14: on every route that needs a session, who is calling is checked before
 * anything the caller sent is read or validated. A guest learns nothing about a signed-in
 * route's fields (always 401), a member nothing about an administrator's (403).
 *
 * The routes are those of the real app, collected as they are registered. A route is
 * public only if it is listed below; every other route must refuse a guest, so a new route
 * that forgets its guard fails this test. A GET listed here covers its automatic HEAD.
 */
const PUBLIC_ROUTES = new Set([
  // CORS preflight.
  'OPTIONS *',
  // The API's own documentation (openapi plugin, not registered in production).
  'GET /docs',
  'HEAD /docs/',
  'GET /docs/static/index.html',
  'GET /docs/static/swagger-initializer.js',
  'GET /docs/json',
  'GET /docs/yaml',
  'GET /docs/static/*',
  // Prometheus' scrape (issue #30): its own bearer token, else a 404 like an unknown path.
  'GET /metrics',
  // Probes.
  'GET /health',
  'GET /health/live',
  'GET /health/ready',
  // Signing up, in and out of a session, and getting back into an account.
  'POST /certifications',
  'GET /certifications',
  'GET /auth/google',
  'GET /auth/google/callback',
  'POST /auth/google/exchange',
  'POST /users',
  'POST /users/login',
  'POST /users/refresh',
  'PATCH /users/temporary-password',
  // Reference data and the public board.
  'GET /infos',
  'GET /infos/country-list',
  'GET /infos/flags/:file',
  'GET /users/most-keyword-top-10',
  'GET /media/*',
  // A withheld photo for its owner or an administrator: the signed URL is the credential
  // (ADR 0040), so an unsigned request is a plain 404.
  'GET /withheld-media/*',
  // The alert e-mails' one-click unsubscribe (RFC 8058): the signed URL is the credential.
  'POST /alerts/unsubscribe',
  'GET /models',
  'GET /models/:id',
  'GET /models/:id/reviews',
  // Intro videos (ADR 0052): the ready ones of a public profile; a file of a public profile,
  // or with the signed URL its managers get (an unsigned request is a plain 404).
  'GET /models/:id/videos',
  'GET /video-files/:videoId/:file',
  // A self-tape's script (ADR 0053): only with the signed URL the owner and addressed
  // applicants get; an unsigned request is a plain 404.
  'GET /self-tape-scripts/:requestId/script.pdf',
  // Comp cards (issue #29): public for a published profile, 404 otherwise.
  'GET /models/:id/comp-card',
  // Packages shared by link (issue #29, ADR 0045): the token (and its password) is the credential.
  'GET /shared-packages/:token',
  'PUT /shared-packages/:token/items/:profileId/pick',
  'GET /shared-packages/:token/items/:profileId/comp-card',
  // The calendar feed (ADR 0048): its secret token is the credential; any other token is 404.
  'GET /calendar-feeds/:token',
  'GET /models/rankings',
  'GET /models/k-stars',
  'GET /partners',
  'GET /partners/:id',
  'GET /partners/:id/reviews',
  'GET /castings',
  'GET /castings/:id',
  'GET /users/current-location',
  // Forms a guest may send (they reach the support inbox only).
  'POST /users/mail/questions',
  'POST /castings/mail/suggestions',
  // /verify (issue #25, ADR 0042): anyone contacted outside the platform checks a code or a
  // company and reports an impersonation (limited per IP; unknown and hidden answer alike).
  'GET /verify/castings/:code',
  'GET /verify/companies',
  'POST /verify/impersonation-reports',
  // The live stream: opened by a one-minute ticket from POST /events/ticket, which is signed in.
  'GET /events',
])

/** Public routes that answer more to a signed-in caller: a token that is sent must be valid. */
const OPTIONAL_SIGN_IN_ROUTES = [
  'GET /models/:id',
  'GET /models/:id/videos',
  'GET /castings/:id',
  'GET /users/current-location',
]

/** Everything under /admin is an administrator's. */
const isAdminRoute = (url: string) => url.startsWith('/admin/')

interface CollectedRoute {
  method: string
  url: string
}

const keyOf = ({ method, url }: CollectedRoute) => `${method} ${url}`
const publicKeyOf = (route: CollectedRoute) =>
  keyOf(route.method === 'HEAD' ? { ...route, method: 'GET' } : route)

/** A request no route accepts: every path parameter, query field and body is wrong. */
function invalidRequest(app: App, { method, url }: CollectedRoute) {
  const path =
    url.replace(/:[A-Za-z]+/g, 'not-an-id').replace(/\*$/, 'x') +
    '?page=-1&limit=lots&status=nonsense&kind=nonsense&ticket='
  const call = request(app.server)[method.toLowerCase() as 'get'](path)
  if (method === 'GET' || method === 'HEAD') return call
  return call.set('content-type', 'application/json').send('{"title": 12345, "ids": "nope"')
}

describe('who is calling is checked before what they sent (every route of the app)', () => {
  let db: TestDatabase
  let app: App
  let member: SignedIn
  const routes: CollectedRoute[] = []
  const collect = (route: RouteOptions) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url })
  }

  beforeAll(async () => {
    db = await createTestDatabase()
    app = await buildTestApp({ db, onRoute: collect })
    member = await signIn(app)
  })
  afterAll(async () => {
    await app.close()
    await db.drop()
  })

  const isPublic = (route: CollectedRoute) =>
    PUBLIC_ROUTES.has(keyOf(route)) || PUBLIC_ROUTES.has(publicKeyOf(route))
  const signedInRoutes = () => routes.filter((route) => !isPublic(route))

  it('sees the whole app, and every route listed as public exists', () => {
    // A sanity floor: the app has well over a hundred routes; a collector that missed the
    // modules would make every assertion below vacuous.
    expect(routes.length).toBeGreaterThan(150)
    const known = new Set(routes.map(keyOf))
    expect([...PUBLIC_ROUTES].filter((key) => !known.has(key))).toEqual([])
    expect(signedInRoutes().some(({ url }) => url === '/castings')).toBe(true)
  })

  it('answers a guest 401, never a validation error, on every route that needs a session', async () => {
    const answers: string[] = []
    for (const route of signedInRoutes()) {
      const response = await invalidRequest(app, route)
      answers.push(`${keyOf(route)} -> ${response.status} ${response.body?.code ?? ''}`.trim())
    }
    const wrong = answers.filter((answer) => !answer.endsWith(`401 ${ERROR_CODES.UNAUTHORIZED}`))
    // HEAD answers carry no body: their status is enough.
    expect(wrong.filter((answer) => !/^HEAD .* -> 401$/.test(answer))).toEqual([])
  })

  it("answers a signed-in member 403, never a validation error, on every administrator's route", async () => {
    const adminRoutes = signedInRoutes().filter(({ url }) => isAdminRoute(url))
    expect(adminRoutes.length).toBeGreaterThan(20)
    const answers: string[] = []
    for (const route of adminRoutes) {
      const response = await invalidRequest(app, route).set(member.headers)
      answers.push(`${keyOf(route)} -> ${response.status} ${response.body?.code ?? ''}`.trim())
    }
    const wrong = answers.filter((answer) => !answer.endsWith(`403 ${ERROR_CODES.FORBIDDEN}`))
    expect(wrong.filter((answer) => !/^HEAD .* -> 403$/.test(answer))).toEqual([])
  })

  it('refuses a stale token before validation on public routes that read the caller', async () => {
    const stale = { authorization: 'Bearer not-a-token' }
    for (const key of OPTIONAL_SIGN_IN_ROUTES) {
      const [method, url] = key.split(' ') as [string, string]
      const response = await invalidRequest(app, { method, url }).set(stale)
      expect({ key, status: response.status, code: response.body.code }).toEqual({
        key,
        status: 401,
        code: ERROR_CODES.UNAUTHORIZED,
      })
    }
  })

  it('still rate-limits a flood of guests before it checks their session', async () => {
    // PUT /users/password allows 10 a quarter-hour per address (RATE_LIMITS.passwordChange).
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      statuses.push((await invalidRequest(app, { method: 'PUT', url: '/users/password' })).status)
    }
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})
