// Who may call which application, proposal and My Casting route: one table of roles x
// routes, each cell on fresh rows in the state the route is about (ADR 0024; the rules are
// in application-rules.ts and proposals.service.ts).
import { describe, expect, it } from 'vitest'
import { API_PATHS, type ProposalStatus } from '@cnm/contracts'
import type { TestAppContext } from '../../../test/helpers/app.js'
import { createProfile } from '../models/testing/model-fixtures.js'
import {
  createApplication,
  createCasting,
  createDirectProposal,
  setupApplicationsSuite,
  type AppCast,
} from './testing/casting-factory.js'

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

interface Built {
  url: string
  body?: unknown
}

interface Row {
  route: string
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE'
  build: (cast: AppCast, ctx: TestAppContext, role: Role) => Promise<Built>
  expect: Record<Role, number>
}

const live = (cast: AppCast, ctx: TestAppContext) =>
  createCasting(ctx.db.prisma, cast.castingOwner.user.id)
const draft = (cast: AppCast, ctx: TestAppContext) =>
  createCasting(ctx.db.prisma, cast.castingOwner.user.id, { status: 'draft', publishedAt: null })

/** A live casting of the casting owner with an application of the model owner's profile. */
async function applied(cast: AppCast, ctx: TestAppContext) {
  const casting = await live(cast, ctx)
  const profile = await createProfile(ctx.db.prisma, cast.modelOwner.user.id)
  const application = await createApplication(ctx.db.prisma, {
    castingId: casting.id,
    modelProfileId: profile.id,
    applicantId: cast.modelOwner.user.id,
  })
  return { casting, profile, application }
}

/** The model side of a booking: a model account or an agency owning the profile. */
type Side = 'modelOwner' | 'agency'

/** A booking (filming still ahead) of a profile owned by `by` (the model owner or the agency). */
async function booked(cast: AppCast, ctx: TestAppContext, by: Side) {
  const casting = await live(cast, ctx)
  const profile = await createProfile(ctx.db.prisma, cast[by].user.id)
  return createApplication(ctx.db.prisma, {
    castingId: casting.id,
    modelProfileId: profile.id,
    applicantId: cast[by].user.id,
    status: 'booked',
  })
}

/** POST …/cancellation of a booking of `by`'s profile: its two sides may, an admin may not. */
const cancellationRow = (by: Side): Row => ({
  route: `POST /applications/{booked, ${by}'s profile}/cancellation`,
  method: 'POST',
  build: async (cast, ctx) => ({
    url: API_PATHS.APPLICATION_CANCELLATION((await booked(cast, ctx, by)).id),
    body: { reason: 'The shoot moved to a date I cannot make.' },
  }),
  expect: row({ [by]: 200, castingOwner: 200, admin: 403 }, 404),
})

/** POST /proposals/{accepted}/cancellation: its sender and recipient may, an admin may not. */
const proposalCancellationRow = (to: Side): Row => ({
  route: `POST /proposals/{accepted, to ${to}'s profile}/cancellation`,
  method: 'POST',
  build: async (cast, ctx) => ({
    url: API_PATHS.PROPOSAL_CANCELLATION(
      (await proposed(cast, ctx, { status: 'accepted', to })).id,
    ),
    body: { reason: 'The brand moved the shoot abroad.' },
  }),
  expect: row({ [to]: 200, castingOwner: 200, admin: 403 }, 404),
})

/** A direct proposal (pending unless said) from the casting owner to `to`'s profile. */
async function proposed(
  cast: AppCast,
  ctx: TestAppContext,
  { status = 'pending', to = 'modelOwner' }: Partial<{ status: ProposalStatus; to: Side }> = {},
) {
  const profile = await createProfile(ctx.db.prisma, cast[to].user.id)
  return createDirectProposal(ctx.db.prisma, {
    senderUserId: cast.castingOwner.user.id,
    targetModelProfileId: profile.id,
    recipientId: cast[to].user.id,
    status,
  })
}

/** The caller's own published profile (a guest borrows the model owner's). */
async function ownProfileId(cast: AppCast, ctx: TestAppContext, role: Role) {
  const owner = role === 'guest' ? cast.modelOwner : cast[role]
  return (await createProfile(ctx.db.prisma, owner.user.id)).id
}

const row = (expectOk: Partial<Record<Role, number>>, others: number): Record<Role, number> =>
  Object.fromEntries(
    ROLES.map((role) => [role, role === 'guest' ? 401 : (expectOk[role] ?? others)]),
  ) as Record<Role, number>

const TABLE: readonly Row[] = [
  {
    route: 'POST /castings/{live}/applications (own profile)',
    method: 'POST',
    build: async (cast, ctx, role) => ({
      url: API_PATHS.CASTING_APPLICATIONS((await live(cast, ctx)).id),
      body: { modelId: await ownProfileId(cast, ctx, role), note: '' },
    }),
    // Models and agencies apply; clients (the owner among them) and a client admin may not.
    expect: row({ modelOwner: 201, otherModel: 201, agency: 201 }, 403),
  },
  {
    route: 'POST /castings/{draft}/applications (own profile)',
    method: 'POST',
    build: async (cast, ctx, role) => ({
      url: API_PATHS.CASTING_APPLICATIONS((await draft(cast, ctx)).id),
      body: { modelId: await ownProfileId(cast, ctx, role), note: '' },
    }),
    expect: row({ castingOwner: 403, admin: 403 }, 404),
  },
  {
    route: 'GET /castings/{live}/applications',
    method: 'GET',
    build: async (cast, ctx) => ({
      url: API_PATHS.CASTING_APPLICATIONS((await applied(cast, ctx)).casting.id),
    }),
    expect: row({ castingOwner: 200, admin: 200 }, 403),
  },
  {
    route: 'GET /castings/{draft}/applications',
    method: 'GET',
    build: async (cast, ctx) => ({
      url: API_PATHS.CASTING_APPLICATIONS((await draft(cast, ctx)).id),
    }),
    expect: row({ castingOwner: 200, admin: 200 }, 404),
  },
  {
    route: 'PATCH /castings/{live}/applications (bulk)',
    method: 'PATCH',
    build: async (cast, ctx) => {
      const { casting, application } = await applied(cast, ctx)
      return {
        url: API_PATHS.CASTING_APPLICATIONS(casting.id),
        body: { ids: [application.id], status: 'shortlisted' },
      }
    },
    expect: row({ castingOwner: 200 }, 403),
  },
  {
    route: 'GET /applications/{id}',
    method: 'GET',
    build: async (cast, ctx) => ({
      url: API_PATHS.APPLICATION((await applied(cast, ctx)).application.id),
    }),
    expect: row({ modelOwner: 200, castingOwner: 200, admin: 200 }, 404),
  },
  {
    route: 'PATCH /applications/{id}',
    method: 'PATCH',
    build: async (cast, ctx) => ({
      url: API_PATHS.APPLICATION((await applied(cast, ctx)).application.id),
      body: { status: 'shortlisted' },
    }),
    expect: row({ modelOwner: 403, castingOwner: 200, admin: 403 }, 404),
  },
  {
    route: 'DELETE /applications/{id}',
    method: 'DELETE',
    build: async (cast, ctx) => ({
      url: API_PATHS.APPLICATION((await applied(cast, ctx)).application.id),
    }),
    expect: row({ modelOwner: 200, castingOwner: 403, admin: 403 }, 404),
  },
  // Either side of the booking; an administrator reads it but does not decide.
  cancellationRow('modelOwner'),
  cancellationRow('agency'),
  {
    route: 'GET /proposals/{id}',
    method: 'GET',
    build: async (cast, ctx) => ({ url: API_PATHS.PROPOSAL((await proposed(cast, ctx)).id) }),
    expect: row({ modelOwner: 200, castingOwner: 200, admin: 200 }, 404),
  },
  {
    route: 'PATCH /proposals/{id}',
    method: 'PATCH',
    build: async (cast, ctx) => ({
      url: API_PATHS.PROPOSAL((await proposed(cast, ctx)).id),
      body: { status: 'accepted' },
    }),
    expect: row({ modelOwner: 200, castingOwner: 403, admin: 403 }, 404),
  },
  // Either side of an accepted proposal; an administrator reads it but does not decide.
  proposalCancellationRow('modelOwner'),
  proposalCancellationRow('agency'),
  {
    route: 'GET /users/0/castings',
    method: 'GET',
    build: async () => ({ url: API_PATHS.MY_CASTINGS }),
    expect: row({}, 200),
  },
]

describe('application, proposal and My Casting routes: roles x routes', () => {
  // Limits are tested on their own; here they would only count the table's requests.
  const { ctx, cast } = setupApplicationsSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })

  const cells = TABLE.flatMap((entry) =>
    ROLES.map((role) => ({ ...entry, role, status: entry.expect[role] })),
  )

  it.each(cells)('$route as $role -> $status', async ({ method, build, role, status }) => {
    const { url, body } = await build(cast, ctx, role)
    const response = await ctx.app.inject({
      method,
      url,
      headers: role === 'guest' ? {} : cast[role].headers,
      ...(body === undefined ? {} : { payload: body as object }),
    })
    expect(response.statusCode, response.body).toBe(status)
  })
})
