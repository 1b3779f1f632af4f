// GET /models/rankings and /models/k-stars as a client sees them, the administrators'
// K-Stars curation (audited), and who may call which route (a table of roles x routes).
import { beforeAll, describe, expect, it } from 'vitest'
import {
  API_PATHS,
  CATEGORY_ID,
  EXAMINATION_STATUS,
  kStarsResponseSchema,
  MESSAGES,
  RANKING_SERVER_MESSAGES,
  rankingListResponseSchema,
  SERVICE_TYPE,
} from '@cnm/contracts'
import type { TestAppContext } from '../../../test/helpers/app.js'
import { createUser, signIn, type SignedIn } from '../../../test/helpers/factories.js'
import {
  bornYearsAgo,
  createProfile,
  INFO,
  setupModelSuite,
  type Cast,
} from '../models/testing/model-fixtures.js'
import { RANKING_JOBS, recomputeRankings } from './ranking-job.js'
import { AUDIT_ACTION_K_STARS } from './rankings.service.js'

const ACTING = 11
const INFLUENCER = 10

describe('GET /models/rankings', () => {
  const { ctx, cast } = setupModelSuite()
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    const db = ctx.db.prisma
    const owner = await createUser(db)
    ids.adult = (await createProfile(db, owner.id, { stageName: 'Mina Kim', likeCount: 50 })).id
    ids.minor = (
      await createProfile(db, owner.id, {
        stageName: 'Sora Lee',
        birthDate: bornYearsAgo(12),
        guardianName: 'Mother',
        guardianConsentAt: new Date(),
        cityId: INFO.GANGNAM,
        likeCount: 40,
      })
    ).id
    ids.laterHidden = (await createProfile(db, owner.id, { stageName: 'Hana Park' })).id
    await recomputeRankings(db, new Date())
    await db.modelProfile.update({
      where: { id: ids.laterHidden },
      data: { hiddenByAdminAt: new Date() },
    })
    void cast
  })

  it('answers the precomputed page with cards under the public privacy rules', async () => {
    const response = await ctx.app.inject({ url: '/models/rankings?scope=all' })
    expect(response.statusCode).toBe(200)
    const { data } = rankingListResponseSchema.parse(response.json())
    expect(data.items.map((entry) => [entry.rank, entry.model.stageName])).toEqual([
      [1, 'Mina Kim'],
      // A minor: first name only, the province instead of the city.
      [2, 'Sora'],
    ])
    expect(data.items[1]?.model.city).toBe('Seoul')
    expect(data.items[0]?.movement).toBe('new')
    expect(data.items[0]?.breakdown.likes.raw).toBe(50)
    // Hidden after the run: gone at once, though the run counted it.
    expect(data.total).toBe(3)
    expect(response.body).not.toMatch(/@example\.com|birth/i)
  })

  it('names places in the reader’s language, and keeps the pages of each language apart', async () => {
    // English first: a page kept for English readers must not be handed to a Korean one.
    const english = await ctx.app.inject({ url: '/models/rankings?scope=all' })
    expect(english.json().data.items[1].model.city).toBe('Seoul')
    const korean = await ctx.app.inject({
      url: '/models/rankings?scope=all',
      headers: { 'accept-language': 'ko-KR,ko;q=0.9' },
    })
    expect(korean.statusCode).toBe(200)
    expect(korean.json().data.items[1].model.city).toBe('서울')
    const kStars = await ctx.app.inject({
      url: '/models/k-stars',
      headers: { 'accept-language': 'ko' },
    })
    expect(kStars.statusCode).toBe(200)
    expect(JSON.stringify(kStars.json().data)).not.toContain('"Seoul"')
  })

  it('answers an empty page for a scope nobody is ranked in, and 400 for a bad scope', async () => {
    const all = await ctx.app.inject({ url: '/models/rankings?scope=all' })
    const empty = await ctx.app.inject({ url: '/models/rankings?scope=gender:99' })
    // Computed (at the time of the run), only nobody is in it.
    expect(empty.json().data).toMatchObject({
      items: [],
      total: 0,
      computedAt: all.json().data.computedAt,
    })
    expect(empty.json().data.computedAt).toEqual(expect.any(String))
    for (const scope of ['best', 'category:', 'category:-1', 'gender:99999999999', 'all;drop']) {
      const bad = await ctx.app.inject({ url: `/models/rankings?scope=${scope}` })
      expect(bad.statusCode, scope).toBe(400)
      expect(bad.json().fields).toEqual({ scope: MESSAGES.INVALID })
    }
    expect((await ctx.app.inject({ url: '/models/rankings?page=51' })).statusCode).toBe(400)
  })
})

describe('GET /models/k-stars and the curation routes', () => {
  const { ctx, cast } = setupModelSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    const db = ctx.db.prisma
    const entertainment = await createUser(db, {
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
      categoryTwoDepthId: CATEGORY_ID.ENTERTAINMENT,
      agency: 'Star Ent.',
    })
    const model = await createUser(db)
    const reviewed = { reviewStatus: 'approved' as const }
    ids.agencyTalent = (
      await createProfile(db, entertainment.id, { stageName: 'Agency Talent', ...reviewed })
    ).id
    ids.actor = (
      await createProfile(db, model.id, {
        stageName: 'Actor',
        categoryIds: [ACTING],
        likeCount: 30,
        ...reviewed,
      })
    ).id
    ids.creator = (
      await createProfile(db, model.id, {
        stageName: 'Creator',
        categoryIds: [INFLUENCER],
        likeCount: 5,
        ...reviewed,
      })
    ).id
    // Not in the fallback: not reviewed; fashion only; a draft.
    ids.unreviewedActor = (
      await createProfile(db, model.id, { stageName: 'New Actor', categoryIds: [ACTING] })
    ).id
    ids.fashion = (await createProfile(db, model.id, { stageName: 'Fashion', ...reviewed })).id
    ids.draft = (
      await createProfile(db, entertainment.id, {
        stageName: 'Draft',
        status: 'draft',
        ...reviewed,
      })
    ).id
  })

  const kStars = async () =>
    kStarsResponseSchema.parse((await ctx.app.inject({ url: '/models/k-stars' })).json()).data

  it('falls back to reviewed entertainment-side profiles, best ranked first', async () => {
    // Before any ranking run: by likes.
    expect((await kStars()).items.map((card) => card.stageName)).toEqual([
      'Actor',
      'Creator',
      'Agency Talent',
    ])
    // The ranking decides once it exists: push Agency Talent to the top of "all".
    await recomputeRankings(ctx.db.prisma, new Date())
    await ctx.db.prisma.modelRanking.updateMany({
      where: { scope: 'all', profileId: ids.agencyTalent },
      data: { rank: 0 },
    })
    const fallback = await kStars()
    expect(fallback.source).toBe('fallback')
    expect(fallback.items.map((card) => card.stageName)).toEqual([
      'Agency Talent',
      'Actor',
      'Creator',
    ])
  })

  it('shows featured profiles in the administrators’ order, each change audited', async () => {
    const admin = cast.admin
    const feature = (id: number, body?: object) =>
      ctx.app.inject({
        method: 'POST',
        url: API_PATHS.ADMIN_MODEL_FEATURE(id),
        headers: admin.headers,
        ...(body ? { payload: body } : {}),
      })
    expect((await feature(ids.fashion!)).json()).toMatchObject({
      data: { model: { id: ids.fashion, featuredOrder: 1 } },
      message: RANKING_SERVER_MESSAGES.FEATURED,
    })
    expect((await feature(ids.creator!)).json().data.model.featuredOrder).toBe(2)
    // At position 1: the others move down.
    expect((await feature(ids.actor!, { order: 1 })).json().data.model.featuredOrder).toBe(1)
    let shown = await kStars()
    expect(shown.source).toBe('featured')
    expect(shown.items.map((card) => card.stageName)).toEqual(['Actor', 'Fashion', 'Creator'])

    const draft = await feature(ids.draft!)
    expect(draft.statusCode).toBe(409)
    expect(draft.json().message).toBe(RANKING_SERVER_MESSAGES.FEATURE_NEEDS_PUBLISHED)
    expect((await feature(999_999)).statusCode).toBe(404)

    const reorder = (body: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: API_PATHS.ADMIN_K_STARS_ORDER,
        headers: admin.headers,
        payload: body,
      })
    const incomplete = await reorder({ ids: [ids.creator, ids.actor] })
    expect(incomplete.statusCode).toBe(400)
    expect(incomplete.json().message).toBe(RANKING_SERVER_MESSAGES.ORDER_MUST_LIST_FEATURED)
    const reordered = await reorder({ ids: [ids.creator, ids.fashion, ids.actor] })
    expect(reordered.statusCode).toBe(200)
    shown = await kStars()
    expect(shown.items.map((card) => card.stageName)).toEqual(['Creator', 'Fashion', 'Actor'])

    const unfeature = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.ADMIN_MODEL_UNFEATURE(ids.fashion!),
      headers: admin.headers,
    })
    expect(unfeature.json().data.model).toMatchObject({ featuredAt: null, featuredOrder: null })
    expect((await kStars()).items.map((card) => card.stageName)).toEqual(['Creator', 'Actor'])
    // A hidden profile leaves the showcase even while featured.
    await ctx.db.prisma.modelProfile.update({
      where: { id: ids.creator! },
      data: { hiddenByAdminAt: new Date() },
    })
    expect((await kStars()).items.map((card) => card.stageName)).toEqual(['Actor'])

    const audits = await ctx.db.prisma.auditLog.findMany({
      where: { action: { startsWith: 'k-stars.' } },
      orderBy: { id: 'asc' },
      select: { actorId: true, targetModelProfileId: true, action: true, toStatus: true },
    })
    expect(audits).toEqual([
      {
        actorId: admin.user.id,
        targetModelProfileId: ids.fashion,
        action: AUDIT_ACTION_K_STARS.FEATURED,
        toStatus: 1,
      },
      {
        actorId: admin.user.id,
        targetModelProfileId: ids.creator,
        action: AUDIT_ACTION_K_STARS.FEATURED,
        toStatus: 2,
      },
      {
        actorId: admin.user.id,
        targetModelProfileId: ids.actor,
        action: AUDIT_ACTION_K_STARS.FEATURED,
        toStatus: 1,
      },
      // Reorder: Creator 3 -> 1, Actor 1 -> 3; Fashion stays 2 (no row).
      {
        actorId: admin.user.id,
        targetModelProfileId: ids.creator,
        action: AUDIT_ACTION_K_STARS.REORDERED,
        toStatus: 1,
      },
      {
        actorId: admin.user.id,
        targetModelProfileId: ids.actor,
        action: AUDIT_ACTION_K_STARS.REORDERED,
        toStatus: 3,
      },
      {
        actorId: admin.user.id,
        targetModelProfileId: ids.fashion,
        action: AUDIT_ACTION_K_STARS.UNFEATURED,
        toStatus: null,
      },
    ])
  })
})

// ---- who may call which route -----------------------------------------------------------

type Role = 'guest' | keyof Cast | 'approvedClient' | 'otherClient'
const ROLES: readonly Role[] = [
  'guest',
  'modelOwner',
  'otherModel',
  'agencyOwner',
  'client',
  'approvedClient',
  'otherClient',
  'admin',
]
const EVERYONE = Object.fromEntries(ROLES.map((role) => [role, 200])) as Record<Role, number>
const ADMINS: Record<Role, number> = {
  guest: 401,
  modelOwner: 403,
  otherModel: 403,
  agencyOwner: 403,
  client: 403,
  approvedClient: 403,
  otherClient: 403,
  admin: 200,
}
/** An administrator's request that is accepted for later work (202). */
const ADMINS_ACCEPTED: Record<Role, number> = { ...ADMINS, admin: 202 }

interface Row {
  route: string
  method: 'GET' | 'POST' | 'PATCH'
  request: (cast: Cast, ctx: TestAppContext) => Promise<{ url: string; body?: object }>
  expect: Record<Role, number>
}

const ownProfile = async (cast: Cast, ctx: TestAppContext) =>
  (await createProfile(ctx.db.prisma, cast.modelOwner.user.id)).id

const TABLE: Row[] = [
  {
    route: 'GET /models/rankings',
    method: 'GET',
    request: async () => ({ url: `${API_PATHS.MODEL_RANKINGS}?scope=all` }),
    expect: EVERYONE,
  },
  {
    route: 'GET /models/k-stars',
    method: 'GET',
    request: async () => ({ url: API_PATHS.MODEL_K_STARS }),
    expect: EVERYONE,
  },
  {
    // Even the profile's own owner may not feature it.
    route: 'POST /admin/models/{own}/feature',
    method: 'POST',
    request: async (cast, ctx) => ({
      url: API_PATHS.ADMIN_MODEL_FEATURE(await ownProfile(cast, ctx)),
    }),
    expect: ADMINS,
  },
  {
    route: 'POST /admin/models/{featured}/unfeature',
    method: 'POST',
    request: async (cast, ctx) => {
      const id = await ownProfile(cast, ctx)
      await ctx.db.prisma.modelProfile.update({
        where: { id },
        data: { featuredAt: new Date(), featuredOrder: 100 + id },
      })
      return { url: API_PATHS.ADMIN_MODEL_UNFEATURE(id) }
    },
    expect: ADMINS,
  },
  {
    route: 'PATCH /admin/k-stars/order',
    method: 'PATCH',
    request: async (_, ctx) => {
      const featured = await ctx.db.prisma.modelProfile.findMany({
        where: { featuredAt: { not: null } },
        select: { id: true },
        orderBy: { id: 'desc' },
      })
      return { url: API_PATHS.ADMIN_K_STARS_ORDER, body: { ids: featured.map((row) => row.id) } }
    },
    expect: ADMINS,
  },
  {
    route: 'POST /admin/rankings/recomputations',
    method: 'POST',
    request: async () => ({ url: API_PATHS.ADMIN_RANKING_RECOMPUTATIONS }),
    expect: ADMINS_ACCEPTED,
  },
  {
    route: 'GET /admin/rankings/recomputations/latest',
    method: 'GET',
    request: async () => ({ url: API_PATHS.ADMIN_RANKING_RECOMPUTATION_LATEST }),
    expect: ADMINS,
  },
  {
    route: 'GET /admin/rankings/recomputations/{id}',
    method: 'GET',
    request: async (_, ctx) => {
      // A new job, or the one already waiting (the queue holds one).
      const id =
        (await ctx.app.jobs.send(RANKING_JOBS.RECOMPUTE, {})) ??
        (await ctx.app.jobs.latest(RANKING_JOBS.RECOMPUTE))!.id
      return { url: API_PATHS.ADMIN_RANKING_RECOMPUTATION(id) }
    },
    expect: ADMINS,
  },
]

describe('rankings and K-Stars routes: roles x routes', () => {
  const { ctx, cast } = setupModelSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })
  const clients: { approvedClient?: SignedIn; otherClient?: SignedIn } = {}

  beforeAll(async () => {
    const approved = {
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
      examinationStatus: EXAMINATION_STATUS.APPROVAL,
    }
    clients.approvedClient = await signIn(ctx.app, approved)
    clients.otherClient = await signIn(ctx.app, approved)
    // Something featured, so the order route has a list to send.
    const id = (await createProfile(ctx.db.prisma, cast.otherModel.user.id)).id
    await ctx.db.prisma.modelProfile.update({
      where: { id },
      data: { featuredAt: new Date(), featuredOrder: 1 },
    })
  })

  const cells = TABLE.flatMap((row) =>
    ROLES.map((role) => ({ ...row, role, status: row.expect[role] })),
  )

  it.each(cells)('$route as $role -> $status', async ({ method, request, role, status }) => {
    const { url, body } = await request(cast, ctx)
    const headers =
      role === 'guest'
        ? {}
        : role === 'approvedClient' || role === 'otherClient'
          ? clients[role]!.headers
          : cast[role].headers
    const response = await ctx.app.inject({
      method,
      url,
      headers,
      ...(body ? { payload: body } : {}),
    })
    expect(response.statusCode, response.body).toBe(status)
  })
})
