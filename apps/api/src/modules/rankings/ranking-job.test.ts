// The ranking job on a small data set whose scores are worked out by hand below (ADR 0029):
// every signal of profile A, B and C, the ranks of each scope, then a second run where B
// overtakes A, a new profile enters and a hidden one leaves (previousRank and movement).
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { rankingListResponseSchema, HOUR_MS, DAY_MS } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import { createUser } from '../../../test/helpers/factories.js'
import { createProfile, INFO, setupModelSuite } from '../models/testing/model-fixtures.js'
import { RANKING_JOBS, recomputeRankings } from './ranking-job.js'

const NOW = new Date(Date.UTC(2026, 10, 20, 12))
const ago = (ms: number) => new Date(NOW.getTime() - ms)
const LONG_BIO = 'Runway and editorial model based in Seoul, ten years in front of the camera.'

/** ln(1 + n) / ln(1 + cap), capped at 1: how counts become a share. */
const logShare = (n: number, cap: number) => Math.min(1, Math.log(1 + n) / Math.log(1 + cap))

// ---- the hand calculation -------------------------------------------------------------
// Completeness: 12 fields count half, up to 5 ready photos the other half. createProfile
// fills gender, birth date, height, category and city (5 of 12) and one photo.
const COMPLETE_5_FIELDS = 0.5 * (5 / 12) + 0.5 * (1 / 5) // 0.30833
// B also has a hair colour and a bio of 50+ characters: 7 of 12.
const COMPLETE_7_FIELDS = 0.5 * (7 / 12) + 0.5 * (1 / 5) // 0.39167

// A: reviews 5 and 4 released (a hidden 1 and an unreleased 1 do not count), 3 bookings,
// 10 likes; 2 proposals (one answered after 12 h) and 1 thread answered after 24 h; last
// active 3 days ago (its reply in the thread).
const A = {
  rating: 30 * (((5 * 3.5 + 5 + 4) / (5 + 2) - 1) / 4), // bayes 3.7857 -> 20.89
  reviewCount: 10 * logShare(2, 20), // 3.61
  bookings: 15 * logShare(3, 20), // 6.83
  likes: 15 * logShare(10, 500), // 5.79
  completeness: 10 * COMPLETE_5_FIELDS, // 3.08
  answerRate: 10 * ((2 + 1) / (3 + 2)), // 2 of 3 answered, smoothed: 6.00
  answerSpeed: 5 * ((1 - 12 / 72 + (1 - 24 / 72) + 0.5) / (2 + 1)), // 3.33
  activity: 5 * (1 - 3 / 90), // 4.83
}
// B: no reviews, bookings or requests yet (the priors: 3.5 stars, answer rate 1/2, speed
// 1/2), 200 likes, edited today.
const B = {
  rating: 30 * ((3.5 - 1) / 4), // 18.75
  reviewCount: 0,
  bookings: 0,
  likes: 15 * logShare(200, 500), // 12.80
  completeness: 10 * COMPLETE_7_FIELDS, // 3.92
  answerRate: 10 * 0.5,
  answerSpeed: 5 * 0.5,
  activity: 5,
}
// C: nothing but the priors, untouched for 100 days (activity 0).
const C = {
  rating: 18.75,
  reviewCount: 0,
  bookings: 0,
  likes: 0,
  completeness: 10 * COMPLETE_5_FIELDS,
  answerRate: 5,
  answerSpeed: 2.5,
  activity: 0,
}
const total = (parts: Record<string, number>) => Object.values(parts).reduce((a, b) => a + b, 0)
// A 54.37 > B 47.96 > C 29.33 (= E, which C beats on its smaller id).

type Db = PrismaClient

async function casting(db: Db, clientId: number) {
  return db.casting.create({
    data: {
      clientId,
      status: 'live',
      title: 'Spring lookbook',
      companyName: 'Brand',
      productCategories: 'Apparel',
      contractPeriod: 6,
      budget: 1_000_000n,
      modelNumber: 1,
      locationOfFilming: 'Seoul',
      postingMedia: 'Instagram',
      applicationDeadline: ago(-30 * DAY_MS),
    },
  })
}

async function booking(db: Db, clientId: number, profileId: number, ownerId: number) {
  const { id: castingId } = await casting(db, clientId)
  return db.application.create({
    data: { castingId, modelProfileId: profileId, applicantId: ownerId, status: 'booked' },
  })
}

async function review(
  db: Db,
  applicationId: number,
  subjectUserId: number,
  profileId: number,
  rating: number,
  extra: { releasedAt?: Date | null; hiddenAt?: Date } = {},
) {
  await db.review.create({
    data: {
      applicationId,
      direction: 'client_to_model',
      subjectUserId,
      modelProfileId: profileId,
      rating,
      releasedAt: extra.releasedAt === undefined ? ago(DAY_MS) : extra.releasedAt,
      hiddenAt: extra.hiddenAt ?? null,
    },
  })
}

async function proposal(db: Db, recipientId: number, profileId: number, answeredAfterMs?: number) {
  const createdAt = ago(10 * DAY_MS)
  return db.castingProposal.create({
    data: {
      title: 'Campaign',
      companyName: 'Brand',
      productCategories: 'Beauty',
      contractPeriod: 3,
      budgetType: 'total',
      budget: 500_000n,
      modelCategory: 'Fashion',
      modelDetailedCategory: 'Runway',
      gender: 'Female',
      age: 25,
      modelNumber: 1,
      filmingDate: '2026-12-01',
      locationOfFilming: 'Seoul',
      postingMedia: 'Online',
      otherContent: '',
      contactInformation: 'hidden',
      email: 'brand@example.com',
      recipientId,
      targetModelProfileId: profileId,
      status: answeredAfterMs === undefined ? 'pending' : 'accepted',
      answeredAt:
        answeredAfterMs === undefined ? null : new Date(createdAt.getTime() + answeredAfterMs),
      createdAt,
    },
  })
}

const setUpdatedAt = (db: Db, id: number, at: Date) =>
  db.$executeRaw`UPDATE model_profiles SET updated_at = ${at} WHERE id = ${id}`

describe('the ranking job (hand-checked)', () => {
  const { ctx, cast } = setupModelSuite()
  const ids = { A: 0, B: 0, C: 0, D: 0, E: 0, F: 0 }
  let modelUser = 0
  let clientId = 0

  const rows = async (scope: string) =>
    ctx.db.prisma.modelRanking.findMany({
      where: { scope },
      orderBy: { rank: 'asc' },
      select: { profileId: true, rank: true, previousRank: true, score: true, breakdown: true },
    })
  const ranks = async (scope: string) =>
    (await rows(scope)).map((row) => [row.profileId, row.rank, row.previousRank])

  beforeAll(async () => {
    const db = ctx.db.prisma
    clientId = cast.client.user.id
    const owner = await createUser(db)
    modelUser = owner.id
    const make = async (data: Parameters<typeof createProfile>[2]) =>
      (await createProfile(db, owner.id, data)).id
    ids.A = await make({ stageName: 'Ara', likeCount: 10 })
    ids.B = await make({
      stageName: 'Bora',
      likeCount: 200,
      hairColorId: INFO.BLACK_HAIR,
      bio: LONG_BIO,
    })
    ids.C = await make({ stageName: 'Chae', genderId: INFO.MALE, categoryIds: [INFO.COMMERCIAL] })
    ids.D = await make({ stageName: 'Dana (draft)', status: 'draft', likeCount: 400 })
    ids.E = await make({ stageName: 'Eun', genderId: INFO.MALE, categoryIds: [INFO.COMMERCIAL] })

    // A's bookings, reviews, proposals and thread.
    const [a1, a2, a3] = [
      await booking(db, clientId, ids.A, owner.id),
      await booking(db, clientId, ids.A, owner.id),
      await booking(db, clientId, ids.A, owner.id),
    ]
    await review(db, a1.id, owner.id, ids.A, 5)
    await review(db, a2.id, owner.id, ids.A, 4)
    await review(db, a3.id, owner.id, ids.A, 1, { hiddenAt: ago(DAY_MS) })
    // The other direction (the model's review of the client) never counts for the model.
    await db.review.create({
      data: {
        applicationId: a1.id,
        direction: 'model_to_client',
        authorId: owner.id,
        subjectUserId: clientId,
        rating: 1,
        releasedAt: ago(DAY_MS),
      },
    })
    // An unreleased review (still blind) does not count: a booking of its own, so A has 3.
    const unreleasedOn = await db.application.create({
      data: {
        castingId: (await casting(db, clientId)).id,
        modelProfileId: ids.A,
        applicantId: owner.id,
        status: 'shortlisted',
      },
    })
    await review(db, unreleasedOn.id, owner.id, ids.A, 1, { releasedAt: null })
    await proposal(db, owner.id, ids.A, 12 * HOUR_MS)
    await proposal(db, owner.id, ids.A)
    const thread = await db.messageThread.create({
      data: { applicationId: a1.id, clientId, modelUserId: owner.id },
    })
    await db.message.createMany({
      data: [
        { threadId: thread.id, senderId: clientId, body: 'Hello', createdAt: ago(4 * DAY_MS) },
        { threadId: thread.id, senderId: owner.id, body: 'Hi!', createdAt: ago(3 * DAY_MS) },
      ],
    })
    await setUpdatedAt(db, ids.A, ago(9 * DAY_MS))
    await setUpdatedAt(db, ids.B, NOW)
    await setUpdatedAt(db, ids.C, ago(100 * DAY_MS))
    await setUpdatedAt(db, ids.E, ago(100 * DAY_MS))
  })

  it('scores every signal as worked out by hand and ranks each scope', async () => {
    const result = await recomputeRankings(ctx.db.prisma, NOW)
    // all (4) + category 1 (A, B) + category 3 (C, E) + gender female (A, B) + male (C, E).
    expect(result.rows).toBe(12)

    const all = await rows('all')
    expect(all.map((row) => row.profileId)).toEqual([ids.A, ids.B, ids.C, ids.E])
    expect(all.map((row) => row.rank)).toEqual([1, 2, 3, 4])
    expect(all.every((row) => row.previousRank === null)).toBe(true)

    const [a, b, c] = all
    for (const [row, expected] of [
      [a, A],
      [b, B],
      [c, C],
    ] as const) {
      expect(row?.score).toBeCloseTo(total(expected), 6)
      const breakdown = row?.breakdown as Record<string, { points: number }>
      for (const [signal, points] of Object.entries(expected)) {
        expect(breakdown[signal]?.points, signal).toBeCloseTo(points, 2)
      }
    }
    expect(a?.score).toBeCloseTo(54.37, 2)
    expect(b?.score).toBeCloseTo(47.96, 2)
    expect(c?.score).toBeCloseTo(29.33, 2)
    // The raw figures the page shows next to the points.
    expect(a?.breakdown).toMatchObject({
      rating: { raw: 3.79 },
      reviewCount: { raw: 2 },
      bookings: { raw: 3 },
      likes: { raw: 10 },
      answerRate: { raw: 0.6667, share: 0.6 },
      answerSpeed: { raw: 18 },
      activity: { raw: 3 },
    })
    expect(b?.breakdown).toMatchObject({
      answerRate: { raw: null, share: 0.5 },
      answerSpeed: { raw: null, share: 0.5 },
    })

    expect(await ranks('category:1')).toEqual([
      [ids.A, 1, null],
      [ids.B, 2, null],
    ])
    expect(await ranks('category:3')).toEqual([
      [ids.C, 1, null],
      [ids.E, 2, null],
    ])
    expect(await ranks(`gender:${INFO.FEMALE}`)).toEqual([
      [ids.A, 1, null],
      [ids.B, 2, null],
    ])
    expect(await ranks(`gender:${INFO.MALE}`)).toEqual([
      [ids.C, 1, null],
      [ids.E, 2, null],
    ])
  })

  it('keeps the last run as previousRank: B overtakes A, F is new, hidden E leaves', async () => {
    const db = ctx.db.prisma
    // B gets two bookings with five stars each: rating 30 * ((17.5 + 10) / 7 - 1) / 4.
    for (const stars of [5, 5]) {
      const app = await booking(db, clientId, ids.B, modelUser)
      await review(db, app.id, modelUser, ids.B, stars)
    }
    const bAfter = {
      ...B,
      rating: 30 * (((5 * 3.5 + 10) / 7 - 1) / 4),
      reviewCount: 10 * logShare(2, 20),
      bookings: 15 * logShare(2, 20),
    }
    expect(total(bAfter)).toBeCloseTo(60.2, 1)
    ids.F = (await createProfile(db, modelUser, { stageName: 'Fay' })).id
    await setUpdatedAt(db, ids.F, NOW) // F: priors + completeness + activity 5 = 34.33
    await db.modelProfile.update({ where: { id: ids.E }, data: { hiddenByAdminAt: NOW } })
    await setUpdatedAt(db, ids.B, NOW)

    const later = new Date(NOW.getTime() + HOUR_MS)
    const result = await recomputeRankings(db, later)
    expect(result.removed).toBe(3) // E from all, category:3 and gender:male

    expect(await ranks('all')).toEqual([
      [ids.B, 1, 2],
      [ids.A, 2, 1],
      [ids.F, 3, null],
      [ids.C, 4, 3],
    ])
    expect(await ranks(`gender:${INFO.MALE}`)).toEqual([[ids.C, 1, 1]])

    const response = await request(ctx.app.server).get('/models/rankings?scope=all')
    expect(response.status).toBe(200)
    const body = rankingListResponseSchema.parse(response.body)
    expect(
      body.data.items.map((entry) => [entry.model.stageName, entry.movement, entry.movementBy]),
    ).toEqual([
      ['Bora', 'up', 1],
      ['Ara', 'down', -1],
      ['Fay', 'new', 0],
      ['Chae', 'down', -1],
    ])
    expect(body.data.total).toBe(4)
    expect(body.data.computedAt).toBe(later.toISOString())
    expect(body.data.items[0]?.score).toBeCloseTo(total(bAfter), 2)
    // Other scopes show the same breakdown (stored once, on the "all" row).
    const male = rankingListResponseSchema.parse(
      (await request(ctx.app.server).get(`/models/rankings?scope=gender:${INFO.MALE}`)).body,
    )
    expect(male.data.items.map((entry) => entry.model.stageName)).toEqual(['Chae'])
    expect(male.data.items[0]?.breakdown.rating.points).toBeCloseTo(C.rating, 2)
    expect(male.data.items[0]?.breakdown.activity).toEqual({ raw: 100, share: 0, points: 0 }) // 100 days and 1 hour
  })

  it('runs the same work as the scheduled job, and a second run keeps every rank', async () => {
    await ctx.app.jobs.send(RANKING_JOBS.RECOMPUTE, {})
    expect(await ctx.app.jobs.drain([RANKING_JOBS.RECOMPUTE])).toBe(1)
    const first = await ranks('all')
    await ctx.app.jobs.send(RANKING_JOBS.RECOMPUTE, {})
    await ctx.app.jobs.drain([RANKING_JOBS.RECOMPUTE])
    const second = await ranks('all')
    expect(second.map(([id, rank]) => [id, rank])).toEqual(first.map(([id, rank]) => [id, rank]))
    expect(second.every(([, rank, previous]) => rank === previous)).toBe(true)
  })
})
