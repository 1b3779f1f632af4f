// Property-based requests to every route the modules register (found by an onRoute hook, so
// a new route is fuzzed as soon as it exists): arbitrary and malformed path parameters,
// queries, bodies and headers from a guest must never answer 5xx, and must change no table
// beyond the ones GUEST_WRITES allows for that route (ADR 0020).
import fc from 'fast-check'
import fp from 'fastify-plugin'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../src/app.js'
import { appModules, type AppModule } from '../../src/modules/index.js'
import { seedAccountReferenceData } from '../../src/modules/users/testing/reference-data.js'
import { createFakeGoogle, type FakeGoogle } from '../fakes/google.js'
import { buildTestApp } from '../helpers/app.js'
import { createTestDatabase, type TestDatabase } from '../helpers/db.js'
import { createUser } from '../helpers/factories.js'
import { fuzzValues, nastyString } from './schema-arbitrary.js'

const SESSION_TABLES = ['sessions', 'refresh_tokens'] as const

/**
 * The tables a request without a valid access token may change through each route, whatever
 * it sends ([] for none): what a guest legitimately does there (send a code, log in, write
 * to support). HEAD follows GET. A route missing here fails the run: decide, then add it.
 */
const GUEST_WRITES: Record<string, readonly string[]> = {
  'GET /health': [],
  'POST /certifications': ['verification_codes', 'outbox_messages'],
  // A wrong guess counts against the code it names.
  'GET /certifications': ['verification_codes'],
  'GET /auth/google': [],
  'GET /auth/google/callback': ['auth_handoffs'],
  'POST /auth/google/exchange': ['auth_handoffs', 'users', ...SESSION_TABLES],
  'POST /users': ['users', 'user_keywords', 'verification_codes', ...SESSION_TABLES],
  // Failure counts of a known account, its session on success.
  'POST /users/login': ['users', ...SESSION_TABLES],
  // Both take a refresh token, which proves the session without an access token.
  'POST /users/logout': [...SESSION_TABLES],
  'POST /users/refresh': [...SESSION_TABLES],
  'PUT /users/password': [],
  'PATCH /users/temporary-password': ['users', 'outbox_messages'],
  'GET /users/0': [],
  'GET /users/current-location': [],
  'PATCH /users/0/language': [],
  'GET /users/0/sessions': [],
  'DELETE /users/0/sessions': [],
  'DELETE /users/0/sessions/:sessionId': [],
  'PATCH /users/model-request': [],
  'DELETE /users/:id': [],
  'GET /admin/users': [],
  'PATCH /admin/users/:id/examination': [],
  'GET /infos': [],
  'GET /infos/country-list': [],
  'GET /infos/flags/:file': [],
  'GET /users/most-keyword-top-10': [],
  'POST /users/mail/questions': ['support_messages', 'outbox_messages'],
  // Aimed at a published profile, it is also a direct proposal its owner is told about.
  'POST /castings/mail/suggestions': ['casting_proposals', 'outbox_messages', 'notifications'],
  'GET /admin/support-messages': [],
  'GET /admin/casting-proposals': [],
  // The photos module: owners only.
  'POST /models/:id/photos': [],
  'GET /models/:id/photos/:photoId': [],
  'DELETE /models/:id/photos/:photoId': [],
  'PUT /models/:id/photos/order': [],
  'GET /media/*': [],
  // Model profiles (issue #14): every change needs a signed-in owner, liker, reporter or admin.
  'GET /models': [],
  'POST /models': [],
  'GET /models/:id': [],
  'PATCH /models/:id': [],
  'DELETE /models/:id': [],
  'POST /models/:id/publish': [],
  'POST /models/:id/hide': [],
  'POST /models/:id/unhide': [],
  'POST /models/:id/review-request': [],
  'POST /models/:id/likes': [],
  'DELETE /models/:id/likes': [],
  'POST /models/:id/reports': [],
  'GET /users/0/models': [],
  'GET /users/0/likes': [],
  'GET /users/0/models/:id': [],
  'GET /admin/models': [],
  'PATCH /admin/models/:id/review': [],
  'GET /admin/model-reports': [],
  'PATCH /admin/model-reports/:id': [],
  // Reviews, partners and the admin console (issue #16, ADR 0028): every write needs a session.
  'POST /applications/:id/reviews': [],
  'GET /models/:id/reviews': [],
  'GET /users/0/reviews': [],
  'POST /reviews/:id/reports': [],
  'POST /castings/:id/complete': [],
  'GET /partners': [],
  'GET /partners/:id': [],
  'GET /partners/:id/reviews': [],
  'GET /admin/dashboard': [],
  'GET /admin/reports': [],
  'POST /admin/reports/:kind/:id/dismiss': [],
  'POST /admin/reports/:kind/:id/hide-content': [],
  'POST /admin/reports/:kind/:id/restore-content': [],
  'POST /admin/users/:id/suspend': [],
  'POST /admin/users/:id/reinstate': [],
  'GET /admin/audit-logs': [],
  // Castings (issue #15): every change needs a signed-in client, reporter or admin.
  'GET /castings': [],
  'POST /castings': [],
  'GET /castings/:id': [],
  'PATCH /castings/:id': [],
  'POST /castings/:id/publish': [],
  'POST /castings/:id/close': [],
  'POST /castings/:id/reports': [],
  'GET /admin/castings': [],
  'POST /admin/castings/:id/release': [],
  'POST /admin/castings/:id/reject': [],
  'POST /admin/castings/:id/hide': [],
  'POST /admin/castings/:id/restore': [],
  // Messages and notifications (issue #15): participants and the signed-in owner only.
  'GET /applications/:id/messages': [],
  'POST /applications/:id/messages': [],
  'GET /proposals/:id/messages': [],
  'POST /proposals/:id/messages': [],
  'POST /messages/:id/reports': [],
  'GET /users/0/unread': [],
  'GET /notifications': [],
  'PATCH /notifications/read': [],
  // Applications, direct proposals and My Casting (issue #15): signed-in callers only.
  'POST /castings/:id/applications': [],
  'GET /castings/:id/applications': [],
  'PATCH /castings/:id/applications': [],
  'GET /applications/:id': [],
  'PATCH /applications/:id': [],
  'DELETE /applications/:id': [],
  'GET /proposals/:id': [],
  'PATCH /proposals/:id': [],
  'GET /users/0/castings': [],
  // Rankings and K-Stars (issue #16): public reads; curation is for administrators only.
  'GET /models/rankings': [],
  'GET /models/k-stars': [],
  'POST /admin/models/:id/feature': [],
  'POST /admin/models/:id/unfeature': [],
  'PATCH /admin/k-stars/order': [],
}

/** HEAD answers like GET, so it shares GET's entry. */
const tableKey = (route: { method: string; url: string }) =>
  `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`

/** Runs per route; FUZZ_RUNS raises it for a longer hunt. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30)

interface RecordedRoute {
  method: string
  url: string
  schema: RouteOptions['schema']
}

const recorded: RecordedRoute[] = []
const routeRecorder: AppModule = {
  name: 'route-recorder',
  // fastify-plugin: the hook lands on the root, so it sees every module registered after it.
  routes: fp(async (app) => {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        recorded.push({ method, url: route.url, schema: route.schema })
      }
    })
  }),
}

const headerText = fc.stringMatching(/^[\x20-\x7e]{0,60}$/)
const guestHeaders = fc.record(
  {
    authorization: fc.oneof(
      headerText,
      headerText.map((text) => `Bearer ${text}`),
      fc.constant('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'),
    ),
    'accept-encoding': fc.constantFrom('gzip', 'br;q=0', 'identity;q=0', '*', 'x'),
    'if-none-match': headerText,
    origin: fc.constantFrom('http://localhost:5173', 'null', 'https://evil.example'),
    'x-forwarded-for': fc.constantFrom('198.18.0.1', 'not-an-ip', '1.1.1.1, 2.2.2.2', ''),
    cookie: headerText,
    'accept-language': headerText,
  },
  { requiredKeys: [] },
)
/** Mostly JSON, so that bodies get past the parser; sometimes what the parser must refuse. */
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
)

/** encodeURIComponent, which throws on a lone surrogate: that goes out as its raw bytes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}

/** A path parameter: what the contract describes, or junk, always URL-encoded. */
const paramValue = (schema: unknown) =>
  fc
    .oneof(fuzzValues(schema), nastyString, fc.constantFrom('%', '%E0%A4%A', '..', '0', '-1'))
    .map((value) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value ?? '')
      // Raw percent junk goes out as is; a decoder must refuse it, not crash.
      return /^%/.test(text) ? text : encode(text)
    })

function pathArbitrary(route: RecordedRoute) {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string)
  const params = (route.schema?.params ?? {}) as { shape?: Record<string, unknown> }
  if (names.length === 0) return fc.constant(route.url)
  return fc
    .tuple(...names.map((name) => paramValue(params.shape?.[name] ?? {})))
    .map((values) =>
      names.reduce((url, name, i) => url.replace(`:${name}`, values[i] || 'x'), route.url),
    )
}

function queryString(value: unknown): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return `q=${encode(String(value))}`
  const search = new URLSearchParams()
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) {
      if (one !== undefined) {
        search.append(key, typeof one === 'object' ? JSON.stringify(one) : String(one))
      }
    }
  }
  return search.toString()
}

function requestArbitrary(route: RecordedRoute) {
  const schema = route.schema ?? {}
  const query = fc.oneof(
    fuzzValues(schema.querystring ?? {}).map(queryString),
    nastyString.map(encode),
    fc.constantFrom('', 'a=%', 'type=1&type=2', '__proto__[x]=1', 'a'.repeat(3000)),
  )
  const body = fc.oneof(
    {
      weight: 5,
      arbitrary: fuzzValues(schema.body ?? {}).map((value) => JSON.stringify(value ?? null)),
    },
    { weight: 1, arbitrary: nastyString },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '{"a":', 'null', '[]', '{"__proto__":{"admin":true}}', '"x"'),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
  return fc.record({
    url: fc.tuple(pathArbitrary(route), query).map(([path, q]) => (q ? `${path}?${q}` : path)),
    body,
    headers: fc
      .tuple(guestHeaders, contentType)
      .map(([headers, type]) =>
        type === undefined ? headers : { ...headers, 'content-type': type },
      ),
  })
}

/** One round trip: a digest of every table's rows, keyed by table name. */
async function tableDigests(db: TestDatabase): Promise<Record<string, string>> {
  const tables = await db.prisma.$queryRaw<Array<{ tablename: string }>>`
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`
  const parts = tables.map(
    ({ tablename }) =>
      `SELECT '${tablename}' AS name, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS digest FROM "${tablename}" t`,
  )
  const rows = await db.prisma.$queryRawUnsafe<Array<{ name: string; digest: string }>>(
    parts.join(' UNION ALL '),
  )
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]))
}

describe('every route, fuzzed as a guest', () => {
  let db: TestDatabase
  let app: App
  let google: FakeGoogle

  beforeAll(async () => {
    google = createFakeGoogle()
    await google.start()
    db = await createTestDatabase()
    await seedAccountReferenceData(db.prisma)
    await createUser(db.prisma, { email: 'someone@example.com' })
    app = await buildTestApp({
      db,
      modules: [routeRecorder, ...appModules],
      // Limits off so that requests reach validation and the handlers behind them.
      env: { ...google.env, RATE_LIMIT_ENABLED: 'false', TRUST_PROXY: '1' },
    })
  })
  afterAll(async () => {
    await app?.close()
    await db?.drop()
    await google?.stop()
  })

  it('knows what every route may write', () => {
    const keys = [...new Set(recorded.map(tableKey))]
    expect(keys.length).toBeGreaterThan(10)
    const uncovered = keys.filter((key) => !(key in GUEST_WRITES))
    expect(uncovered, 'route not covered: add it to GUEST_WRITES').toEqual([])
  })

  it('never answers 5xx nor changes a table it should not', async () => {
    for (const route of recorded) {
      const key = `${route.method} ${route.url}`
      const allowed = new Set(GUEST_WRITES[tableKey(route)] ?? [])
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async ({ url, body, headers }) => {
          const before = await tableDigests(db)
          const response = await app.inject({
            method: route.method as 'GET',
            url,
            headers,
            ...(body === undefined || route.method === 'GET' || route.method === 'HEAD'
              ? {}
              : { payload: body }),
          })
          expect(response.statusCode, `${key}: ${response.body.slice(0, 200)}`).toBeLessThan(500)
          const after = await tableDigests(db)
          const changed = Object.keys(after).filter((name) => after[name] !== before[name])
          expect(
            changed.filter((name) => !allowed.has(name)),
            `${key} changed`,
          ).toEqual([])
        }),
        { numRuns: RUNS },
      )
    }
  }, 120_000)
})
