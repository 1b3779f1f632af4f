// Who may call which review, partner and admin-console route (issue #16, ADR 0028): one
// table of roles x routes, each cell on fresh state (a booking of the approved client with
// the model, a released review, a report, a user to suspend).
import { beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_CONSOLE_API_PATHS, INFO_TYPE, TRUST_API_PATHS } from '@cnm/contracts'
import type { TestAppContext } from '../../../test/helpers/app.js'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { INFO, setupModelSuite, type Cast } from '../models/testing/model-fixtures.js'
import {
  createBooking,
  createReview,
  signInApprovedClient,
} from '../reviews/testing/trust-fixtures.js'

const ROLES = [
  'guest',
  'model',
  'otherModel',
  'agency',
  'client',
  'approvedClient',
  'otherClient',
  'admin',
] as const
type Role = (typeof ROLES)[number]

interface Actors {
  model: SignedIn
  otherModel: SignedIn
  agency: SignedIn
  /** A client whose examination is not approved. */
  client: SignedIn
  /** The booking's client (approved). */
  approvedClient: SignedIn
  otherClient: SignedIn
  admin: SignedIn
}

interface Row {
  route: string
  method: 'GET' | 'POST'
  path: (actors: Actors, ctx: TestAppContext) => Promise<string>
  body?: unknown
  expect: Record<Role, number>
}

const all = (status: number): Record<Role, number> =>
  Object.fromEntries(ROLES.map((role) => [role, status])) as Record<Role, number>
const SIGNED_IN = (status: number) => ({ ...all(status), guest: 401 })
const ADMINS = { ...all(403), guest: 401, admin: 200 }

const booking = (actors: Actors, ctx: TestAppContext) =>
  createBooking(ctx.db.prisma, actors.approvedClient.user.id, actors.model.user.id)

const TABLE: Row[] = [
  {
    route: 'POST /applications/{booked}/reviews',
    method: 'POST',
    path: async (actors, ctx) =>
      TRUST_API_PATHS.APPLICATION_REVIEWS((await booking(actors, ctx)).application.id),
    body: { rating: 5, text: 'Great' },
    expect: { ...all(404), guest: 401, model: 201, approvedClient: 201 },
  },
  {
    route: 'GET /models/{published}/reviews',
    method: 'GET',
    path: async (actors, ctx) =>
      TRUST_API_PATHS.MODEL_REVIEWS((await booking(actors, ctx)).profileId),
    expect: all(200),
  },
  {
    route: 'GET /partners/{approved}/reviews',
    method: 'GET',
    path: async (actors) => TRUST_API_PATHS.PARTNER_REVIEWS(actors.approvedClient.user.id),
    expect: all(200),
  },
  {
    route: 'GET /partners/{not approved}/reviews',
    method: 'GET',
    path: async (actors) => TRUST_API_PATHS.PARTNER_REVIEWS(actors.client.user.id),
    expect: all(404),
  },
  {
    route: 'GET /users/0/reviews',
    method: 'GET',
    path: async () => TRUST_API_PATHS.MY_REVIEWS,
    expect: SIGNED_IN(200),
  },
  {
    route: 'POST /reviews/{released}/reports',
    method: 'POST',
    path: async (actors, ctx) => {
      const review = await createReview(
        ctx.db.prisma,
        await booking(actors, ctx),
        'model_to_client',
      )
      return TRUST_API_PATHS.REVIEW_REPORTS(review.id)
    },
    body: { reasonId: INFO.REASON_SPAM, details: '' },
    expect: SIGNED_IN(200),
  },
  {
    route: 'POST /reviews/{sealed}/reports',
    method: 'POST',
    path: async (actors, ctx) => {
      const review = await createReview(
        ctx.db.prisma,
        await booking(actors, ctx),
        'model_to_client',
        {
          releasedAt: null,
        },
      )
      return TRUST_API_PATHS.REVIEW_REPORTS(review.id)
    },
    body: { reasonId: INFO.REASON_SPAM, details: '' },
    expect: SIGNED_IN(404),
  },
  {
    route: 'POST /castings/{live, booked}/complete',
    method: 'POST',
    path: async (actors, ctx) =>
      TRUST_API_PATHS.CASTING_COMPLETE((await booking(actors, ctx)).casting.id),
    expect: { ...SIGNED_IN(403), approvedClient: 200 },
  },
  {
    route: 'GET /partners',
    method: 'GET',
    path: async () => TRUST_API_PATHS.PARTNERS,
    expect: all(200),
  },
  {
    route: 'GET /partners/{approved}',
    method: 'GET',
    path: async (actors) => TRUST_API_PATHS.PARTNER(actors.approvedClient.user.id),
    expect: all(200),
  },
  {
    route: 'GET /partners/{not approved}',
    method: 'GET',
    path: async (actors) => TRUST_API_PATHS.PARTNER(actors.client.user.id),
    expect: all(404),
  },
  {
    route: 'GET /admin/dashboard',
    method: 'GET',
    path: async () => ADMIN_CONSOLE_API_PATHS.DASHBOARD,
    expect: ADMINS,
  },
  {
    route: 'GET /admin/reports',
    method: 'GET',
    path: async () => ADMIN_CONSOLE_API_PATHS.REPORTS,
    expect: ADMINS,
  },
  ...(['REPORT_DISMISS', 'REPORT_HIDE'] as const).map((action): Row => ({
    route: `POST ${ADMIN_CONSOLE_API_PATHS[action]('{kind}', '{open}')}`,
    method: 'POST',
    path: async (actors, ctx) => {
      const { casting } = await booking(actors, ctx)
      const report = await ctx.db.prisma.report.create({
        data: { target: 'casting', castingId: casting.id, reasonId: INFO.REASON_SPAM },
      })
      return ADMIN_CONSOLE_API_PATHS[action]('casting', report.id)
    },
    body: { reason: 'Checked' },
    expect: ADMINS,
  })),
  {
    route: 'POST /admin/reports/{kind}/{hidden}/restore-content',
    method: 'POST',
    path: async (actors, ctx) => {
      const { casting } = await booking(actors, ctx)
      await ctx.db.prisma.casting.update({
        where: { id: casting.id },
        data: { hiddenAt: new Date(), hiddenReason: 'Reported' },
      })
      const report = await ctx.db.prisma.report.create({
        data: { target: 'casting', castingId: casting.id, reasonId: INFO.REASON_SPAM },
      })
      return ADMIN_CONSOLE_API_PATHS.REPORT_RESTORE('casting', report.id)
    },
    body: { reason: 'Appeal accepted' },
    expect: ADMINS,
  },
  {
    route: 'POST /admin/users/{id}/suspend',
    method: 'POST',
    path: async (_, ctx) => ADMIN_CONSOLE_API_PATHS.USER_SUSPEND((await signIn(ctx.app)).user.id),
    body: { reason: 'Spam' },
    expect: ADMINS,
  },
  {
    route: 'POST /admin/users/{suspended}/reinstate',
    method: 'POST',
    path: async (_, ctx) =>
      ADMIN_CONSOLE_API_PATHS.USER_REINSTATE(
        (await signIn(ctx.app, { suspendedAt: new Date(), suspendedReason: 'Spam' })).user.id,
      ),
    body: { reason: 'Appeal accepted' },
    expect: ADMINS,
  },
  {
    route: 'GET /admin/audit-logs',
    method: 'GET',
    path: async () => ADMIN_CONSOLE_API_PATHS.AUDIT_LOGS,
    expect: ADMINS,
  },
]

describe('trust and admin console routes: roles x routes', () => {
  // The review window is open on this day (filming date 2026-03-10 passed).
  const clock = createFakeClock('2026-03-11T09:00:00.000Z')
  // Limits are tested on their own; here they would only count the table's requests.
  const { ctx, cast } = setupModelSuite({ env: { RATE_LIMIT_ENABLED: 'false' }, clock })
  let actors: Actors | undefined

  beforeAll(async () => {
    const [approvedClient, otherClient] = await Promise.all([
      signInApprovedClient(ctx.app),
      signInApprovedClient(ctx.app, { agency: 'Other Co' }),
    ])
    const from = (c: Cast) => ({
      model: c.modelOwner,
      otherModel: c.otherModel,
      agency: c.agencyOwner,
      client: c.client,
      admin: c.admin,
    })
    actors = { ...from(cast), approvedClient, otherClient }
    // The reasons of info type 13 exist (seeded by the model suite).
    expect(
      await ctx.db.prisma.infoItem.count({ where: { type: INFO_TYPE.REPORT_REASON } }),
    ).toBeGreaterThan(0)
  })

  const cells = TABLE.flatMap((row) =>
    ROLES.map((role) => ({ ...row, role, status: row.expect[role] })),
  )

  it.each(cells)('$route as $role -> $status', async ({ method, path, body, role, status }) => {
    if (!actors) throw new Error('actors are created in beforeAll')
    const url = await path(actors, ctx)
    const response = await ctx.app.inject({
      method,
      url,
      headers: role === 'guest' ? {} : actors[role].headers,
      ...(body === undefined ? {} : { payload: body as object }),
    })
    expect(response.statusCode, response.body).toBe(status)
  })
})
