// Property-based requests to every route the modules register (found by an onRoute hook, so
// a new route is fuzzed as soon as it exists): arbitrary and malformed path parameters,
// queries, bodies and headers from a guest must never answer 5xx, and must change no table
// beyond the ones GUEST_WRITES allows for that route (ADR 0020).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { seedAccountReferenceData } from '../../src/modules/users/testing/reference-data.js'
import type { TestDatabase } from '../helpers/db.js'
import { createUser } from '../helpers/factories.js'
import {
  FUZZ_SEED,
  fuzzRuns,
  guestHeaders,
  injectOptions,
  requestArbitrary,
} from './request-arbitrary.js'
import { useFuzzApp } from './fuzz-app.js'

const SESSION_TABLES = ['sessions', 'refresh_tokens'] as const

/**
 * The tables a request without a valid access token may change through each route, whatever
 * it sends ([] for none): what a guest legitimately does there (send a code, log in, write
 * to support). HEAD follows GET. A route missing here fails the run: decide, then add it.
 */
const GUEST_WRITES: Record<string, readonly string[]> = {
  'GET /health': [],
  'GET /metrics': [],
  'GET /health/live': [],
  'GET /health/ready': [],
  // Live updates (ADR 0039): a guest gets no ticket and opens no stream.
  'POST /events/ticket': [],
  'GET /events': [],
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
  'PUT /users/0/business-number': [],
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
  // /verify (ADR 0042): lookups write nothing; a report is one row for the queue.
  'GET /verify/castings/:code': [],
  'GET /verify/companies': [],
  'POST /verify/impersonation-reports': ['impersonation_reports'],
  // Saved searches (issue #29): the owner's only; the unsubscribe link is signed, so a guest's
  // guess changes nothing.
  'GET /users/0/saved-searches': [],
  'POST /users/0/saved-searches': [],
  'PATCH /users/0/saved-searches/:id': [],
  'DELETE /users/0/saved-searches/:id': [],
  'PUT /users/0/alert-emails': [],
  // Phone alerts (ADR 0055): signed in only.
  'GET /push/public-key': [],
  'POST /users/0/push-subscriptions': [],
  'DELETE /users/0/push-subscriptions': [],
  'GET /users/0/push-settings': [],
  'PUT /users/0/push-settings': [],
  'POST /alerts/unsubscribe': [],
  'GET /admin/support-messages': [],
  'GET /admin/casting-proposals': [],
  // The photos module: owners only.
  'POST /models/:id/photos': [],
  'GET /models/:id/photos/:photoId': [],
  'DELETE /models/:id/photos/:photoId': [],
  'PUT /models/:id/photos/order': [],
  // Intro videos (ADR 0052): owners only, but for the public list and files.
  'POST /models/:id/video-uploads': [],
  // The tus offset check (HEAD, keyed like a GET).
  'GET /models/:id/video-uploads/:uploadId': [],
  'PATCH /models/:id/video-uploads/:uploadId': [],
  'DELETE /models/:id/video-uploads/:uploadId': [],
  'GET /models/:id/videos': [],
  'PATCH /models/:id/videos/:videoId': [],
  'DELETE /models/:id/videos/:videoId': [],
  'GET /video-files/:videoId/:file': [],
  // Self-tapes (ADR 0053): the casting owner's and the addressed applicants' only; the script
  // file needs its signed URL.
  'POST /castings/:id/self-tapes': [],
  'GET /castings/:id/self-tapes': [],
  'PUT /self-tapes/:requestId/script': [],
  'GET /self-tape-scripts/:requestId/script.pdf': [],
  'PUT /self-tapes/:requestId/answers/:applicationId/seen': [],
  'GET /applications/:id/self-tapes': [],
  'POST /applications/:id/self-tapes/:requestId/uploads': [],
  'GET /applications/:id/self-tapes/:requestId/uploads/:uploadId': [],
  'PATCH /applications/:id/self-tapes/:requestId/uploads/:uploadId': [],
  'DELETE /applications/:id/self-tapes/:requestId/uploads/:uploadId': [],
  'GET /media/*': [],
  'GET /withheld-media/*': [],
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
  // The first download of a card caches it (ADR 0045).
  'GET /models/:id/comp-card': ['comp_cards'],
  // Packages (ADR 0045): the owner's routes need a session; a link counts its views, keeps
  // the viewer's picks and caches the cards it hands out.
  'GET /packages': [],
  'POST /packages': [],
  'GET /packages/:id': [],
  'PUT /packages/:id': [],
  'DELETE /packages/:id': [],
  'POST /packages/:id/link': [],
  'DELETE /packages/:id/link': [],
  'GET /shared-packages/:token': ['packages'],
  'PUT /shared-packages/:token/items/:profileId/pick': ['package_items'],
  'GET /shared-packages/:token/items/:profileId/comp-card': ['comp_cards'],
  // Options on dates (ADR 0049): every route needs a session.
  'POST /options': [],
  'GET /options': [],
  'GET /options/held': [],
  'POST /options/:id/acceptance': [],
  'POST /options/:id/decline': [],
  'POST /options/:id/release': [],
  'POST /options/:id/booking': [],
  'POST /options/:id/cancellation': [],
  // ADR 0054: the model side's month and unavailable days; a guest reads and marks nothing.
  'GET /options/calendar': [],
  'GET /options/profiles/:id/unavailable-dates': [],
  'PUT /options/profiles/:id/unavailable-dates/:date': [],
  'DELETE /options/profiles/:id/unavailable-dates/:date': [],
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
  'POST /admin/reports/:kind/:id/resolve': [],
  'POST /admin/reports/:kind/:id/restore-content': [],
  'POST /admin/users/:id/suspend': [],
  'POST /admin/users/:id/reinstate': [],
  'GET /admin/audit-logs': [],
  // The pay queue (ADR 0046): administrators only.
  'GET /admin/pay-cases': [],
  'POST /admin/pay-cases/:id/notes': [],
  'POST /admin/pay-cases/:id/resolution': [],
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
  'GET /users/0/threads': [],
  'GET /notifications': [],
  'PATCH /notifications/read': [],
  // Applications, direct proposals and My Casting (issue #15): signed-in callers only.
  'POST /castings/:id/applications': [],
  'GET /castings/:id/applications': [],
  'PATCH /castings/:id/applications': [],
  'GET /applications/:id': [],
  'PATCH /applications/:id': [],
  'DELETE /applications/:id': [],
  'POST /applications/:id/cancellation': [],
  'GET /proposals/:id': [],
  'PATCH /proposals/:id': [],
  'POST /proposals/:id/cancellation': [],
  // Booking agreements (ADR 0044): their two sides only.
  'GET /bookings/agreements': [],
  'GET /bookings/agreements/:id': [],
  'PUT /bookings/agreements/:id/draft': [],
  'POST /bookings/agreements/:id/versions': [],
  'POST /bookings/agreements/:id/versions/:number/acceptance': [],
  'POST /bookings/agreements/:id/versions/:number/decline': [],
  'GET /bookings/agreements/:id/versions/:number/pdf': [],
  'POST /bookings/agreements/:id/payment': [],
  'POST /bookings/agreements/:id/payment/confirmation': [],
  'POST /bookings/agreements/:id/payment/dispute': [],
  'GET /bookings/image-usages': [],
  'POST /bookings/image-usages/:id/notice': [],
  'POST /bookings/image-usages/:id/notice/acknowledgement': [],
  'GET /bookings/calendar-feed': [],
  'POST /bookings/calendar-feed': [],
  'DELETE /bookings/calendar-feed': [],
  // The feed reads by its token; a guest's guess writes nothing.
  'GET /calendar-feeds/:token': [],
  'GET /users/0/castings': [],
  // Rankings and K-Stars (issue #16): public reads; curation is for administrators only.
  'GET /models/rankings': [],
  'GET /models/k-stars': [],
  'POST /admin/models/:id/feature': [],
  'POST /admin/models/:id/unfeature': [],
  'PATCH /admin/k-stars/order': [],
  // Recomputing the ranking on demand: administrators only (a guest queues no job).
  'POST /admin/rankings/recomputations': [],
  'GET /admin/rankings/recomputations/latest': [],
  'GET /admin/rankings/recomputations/:id': [],
}

/** HEAD answers like GET, so it shares GET's entry. */
const tableKey = (route: { method: string; url: string }) =>
  `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`

const RUNS = fuzzRuns(30)

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
  const fuzz = useFuzzApp(async (db) => {
    await seedAccountReferenceData(db.prisma)
    await createUser(db.prisma, { email: 'someone@example.com' })
  })

  it('knows what every route may write', () => {
    const keys = [...new Set(fuzz.recorded.map(tableKey))]
    expect(keys.length).toBeGreaterThan(10)
    const uncovered = keys.filter((key) => !(key in GUEST_WRITES))
    expect(uncovered, 'route not covered: add it to GUEST_WRITES').toEqual([])
  })

  it(
    'never answers 5xx nor changes a table it should not',
    async () => {
      const { app, db, recorded } = fuzz
      for (const route of recorded) {
        const key = `${route.method} ${route.url}`
        const allowed = new Set(GUEST_WRITES[tableKey(route)] ?? [])
        await fc.assert(
          fc.asyncProperty(requestArbitrary(route, { headers: guestHeaders }), async (request) => {
            const before = await tableDigests(db)
            const response = await app.inject(injectOptions(route, request))
            expect(response.statusCode, `${key}: ${response.body.slice(0, 200)}`).toBeLessThan(500)
            // Work a route finishes after answering belongs to it, not to the next route.
            await app.afterResponse.settled()
            const after = await tableDigests(db)
            const changed = Object.keys(after).filter((name) => after[name] !== before[name])
            expect(
              changed.filter((name) => !allowed.has(name)),
              `${key} changed`,
            ).toEqual([])
          }),
          { numRuns: RUNS, ...FUZZ_SEED },
        )
      }
      // About 25 s at the default 30 runs on a quiet machine, five times that on a loaded one
      // (measured at load 20). The limit only catches a hang; FUZZ_RUNS scales it.
    },
    Math.max(1, RUNS / 30) * 600_000,
  )
})
