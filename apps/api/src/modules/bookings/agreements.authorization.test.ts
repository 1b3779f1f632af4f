// Who may call which booking-agreement route (issue #28, ADR 0044): one table of roles x
// routes, each cell on a fresh booking in the state the route is about. The client side is the
// casting's owner, the model side the profile's owner (a model account or an agency); an
// administrator reads (and downloads) but never decides; anybody else gets 404.
import { describe, expect, it } from 'vitest'
import { BOOKING_API_PATHS } from '@cnm/contracts'
import type { TestAppContext } from '../../../test/helpers/app.js'
import { setupApplicationsSuite, type AppCast } from '../applications/testing/casting-factory.js'
import { agreementCalls, bookThroughRoute } from './testing/agreement-fixtures.js'

type Role = 'guest' | keyof AppCast
const ROLES: readonly Role[] = [
  'guest',
  'modelOwner',
  'otherModel',
  'agency',
  'unapprovedClient',
  'castingOwner',
  'otherClient',
  'admin',
]
type Side = 'modelOwner' | 'agency'

interface Row {
  route: string
  method: 'GET' | 'PUT' | 'POST'
  build: (cast: AppCast, ctx: TestAppContext) => Promise<{ url: string; body?: object }>
  expect: Record<Role, number>
}

const row = (ok: Partial<Record<Role, number>>, others: number): Record<Role, number> =>
  Object.fromEntries(
    ROLES.map((role) => [role, role === 'guest' ? 401 : (ok[role] ?? others)]),
  ) as Record<Role, number>

const PAID = { paidOn: '2030-03-20', amount: 3_000_000, reference: '' }

type State = 'draft' | 'sent' | 'confirmed' | 'marked'

/** The casting owner's booking of `side`'s profile, its agreement in `state`. */
async function agreementIn(
  cast: AppCast,
  ctx: TestAppContext,
  state: State,
  side: Side = 'modelOwner',
) {
  const { agreementId } = await bookThroughRoute(ctx, {
    owner: cast[side],
    client: cast.castingOwner,
  })
  const calls = agreementCalls(ctx)
  if (state !== 'draft') {
    expect((await calls.propose(cast.castingOwner, agreementId)).statusCode).toBe(200)
  }
  if (state === 'confirmed' || state === 'marked') {
    expect((await calls.accept(cast[side], agreementId, 1)).statusCode).toBe(200)
  }
  if (state === 'marked') {
    const marked = await ctx.app.inject({
      method: 'POST',
      url: BOOKING_API_PATHS.AGREEMENT_PAYMENT(agreementId),
      headers: cast.castingOwner.headers,
      payload: PAID,
    })
    expect(marked.statusCode).toBe(200)
  }
  const { draftTerms } = await ctx.db.prisma.bookingAgreement.findUniqueOrThrow({
    where: { id: agreementId },
  })
  const version = await ctx.db.prisma.agreementVersion.findFirst({ where: { agreementId } })
  return {
    id: agreementId,
    draftTerms: draftTerms as object,
    content: version?.content as { terms: object } | undefined,
  }
}

const sides = (side: Side, ok: number, client: number, admin: number) =>
  row({ [side]: ok, castingOwner: client, admin }, 404)

const perSide = (side: Side): Row[] => [
  {
    route: `GET /bookings/agreements/{draft, ${side}'s profile}`,
    method: 'GET',
    build: async (cast, ctx) => ({
      url: BOOKING_API_PATHS.AGREEMENT((await agreementIn(cast, ctx, 'draft', side)).id),
    }),
    expect: sides(side, 200, 200, 200),
  },
  {
    route: `PUT /bookings/agreements/{draft, ${side}'s profile}/draft`,
    method: 'PUT',
    build: async (cast, ctx) => {
      const agreement = await agreementIn(cast, ctx, 'draft', side)
      return {
        url: BOOKING_API_PATHS.AGREEMENT_DRAFT(agreement.id),
        body: { terms: agreement.draftTerms },
      }
    },
    expect: sides(side, 403, 200, 403),
  },
  {
    route: `POST /bookings/agreements/{draft, ${side}'s profile}/versions (send)`,
    method: 'POST',
    build: async (cast, ctx) => ({
      url: BOOKING_API_PATHS.AGREEMENT_VERSIONS((await agreementIn(cast, ctx, 'draft', side)).id),
      body: {},
    }),
    expect: sides(side, 403, 200, 403),
  },
  {
    route: `POST /bookings/agreements/{sent, ${side}'s profile}/versions/1/acceptance`,
    method: 'POST',
    build: async (cast, ctx) => ({
      url: BOOKING_API_PATHS.AGREEMENT_ACCEPTANCE(
        (await agreementIn(cast, ctx, 'sent', side)).id,
        1,
      ),
    }),
    expect: sides(side, 200, 409, 403),
  },
  {
    route: `POST /bookings/agreements/{sent, ${side}'s profile}/versions/1/decline`,
    method: 'POST',
    build: async (cast, ctx) => ({
      url: BOOKING_API_PATHS.AGREEMENT_DECLINE((await agreementIn(cast, ctx, 'sent', side)).id, 1),
      body: { reason: 'Not these dates.' },
    }),
    expect: sides(side, 200, 409, 403),
  },
  {
    route: `POST /bookings/agreements/{confirmed, ${side}'s profile}/versions (change)`,
    method: 'POST',
    build: async (cast, ctx) => {
      const agreement = await agreementIn(cast, ctx, 'confirmed', side)
      const terms = { ...agreement.content!.terms, specialTerms: 'Lunch provided.' }
      return { url: BOOKING_API_PATHS.AGREEMENT_VERSIONS(agreement.id), body: { terms } }
    },
    expect: sides(side, 200, 200, 403),
  },
  {
    route: `POST /bookings/agreements/{confirmed, ${side}'s profile}/payment`,
    method: 'POST',
    build: async (cast, ctx) => ({
      url: BOOKING_API_PATHS.AGREEMENT_PAYMENT(
        (await agreementIn(cast, ctx, 'confirmed', side)).id,
      ),
      body: PAID,
    }),
    expect: sides(side, 403, 200, 403),
  },
  {
    route: `POST /bookings/agreements/{marked paid, ${side}'s profile}/payment/confirmation`,
    method: 'POST',
    build: async (cast, ctx) => ({
      url: BOOKING_API_PATHS.AGREEMENT_PAYMENT_CONFIRMATION(
        (await agreementIn(cast, ctx, 'marked', side)).id,
      ),
    }),
    expect: sides(side, 200, 403, 403),
  },
  {
    route: `POST /bookings/agreements/{marked paid, ${side}'s profile}/payment/dispute`,
    method: 'POST',
    build: async (cast, ctx) => ({
      url: BOOKING_API_PATHS.AGREEMENT_PAYMENT_DISPUTE(
        (await agreementIn(cast, ctx, 'marked', side)).id,
      ),
      body: { note: 'Nothing arrived yet.' },
    }),
    expect: sides(side, 200, 403, 403),
  },
  {
    route: `GET /bookings/agreements/{confirmed, ${side}'s profile}/versions/1/pdf`,
    method: 'GET',
    build: async (cast, ctx) => ({
      url: BOOKING_API_PATHS.AGREEMENT_PDF((await agreementIn(cast, ctx, 'confirmed', side)).id, 1),
    }),
    expect: sides(side, 200, 200, 200),
  },
]

const TABLE: readonly Row[] = [
  {
    route: 'GET /bookings/agreements',
    method: 'GET',
    build: async () => ({ url: BOOKING_API_PATHS.AGREEMENTS }),
    expect: row({}, 200),
  },
  ...perSide('modelOwner'),
  ...perSide('agency'),
  {
    route: 'GET /bookings/agreements/{sent}/versions/1/pdf (not agreed yet)',
    method: 'GET',
    build: async (cast, ctx) => ({
      url: BOOKING_API_PATHS.AGREEMENT_PDF((await agreementIn(cast, ctx, 'sent')).id, 1),
    }),
    expect: row({}, 404),
  },
]

describe('booking agreement routes: roles x routes', () => {
  const { ctx, cast } = setupApplicationsSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })
  const cells = TABLE.flatMap((entry) =>
    ROLES.map((role) => ({ ...entry, role, status: entry.expect[role] })),
  )

  it.each(cells)('$route as $role -> $status', async ({ method, build, role, status }) => {
    const { url, body } = await build(cast, ctx)
    const response = await ctx.app.inject({
      method,
      url,
      headers: role === 'guest' ? {} : cast[role].headers,
      ...(body === undefined ? {} : { payload: body }),
    })
    expect(response.statusCode, response.body).toBe(status)
  })
})
