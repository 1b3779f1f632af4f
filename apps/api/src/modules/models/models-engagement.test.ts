// Likes (exact under concurrency, idempotent), reports (validated, deduplicated,
// rate-limited) and the admin review (audited, makes a model account pro).
import { describe, expect, it } from 'vitest'
import {
  API_PATHS,
  EXAMINATION_STATUS,
  MESSAGES,
  MODEL_SERVER_MESSAGES,
  SERVICE_TYPE,
  adminModelListResponseSchema,
  adminModelResponseSchema,
  adminModelReportListResponseSchema,
  modelLikeResponseSchema,
  modelPublicResponseSchema,
} from '@cnm/contracts'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { AUDIT_ACTION_EXAMINATION } from '../admin/admin.service.js'
import { createProfile, INFO, setupModelSuite } from './testing/model-fixtures.js'

describe('likes, reports and reviews', () => {
  const { ctx, cast } = setupModelSuite()

  // Each fan from their own address, so the per-IP limit is not what the test measures.
  const like = (method: 'POST' | 'DELETE', id: number, fan: SignedIn) =>
    ctx.app.inject({
      method,
      url: API_PATHS.MODEL_LIKES(id),
      headers: fan.headers,
      remoteAddress: `198.51.${Math.floor(fan.user.id / 250) % 250}.${fan.user.id % 250}`,
    })

  it('keeps the count exact when many like and unlike at once', async () => {
    const profile = await createProfile(ctx.db.prisma, cast.modelOwner.user.id)
    const fans = await Promise.all(
      Array.from({ length: 25 }, () =>
        signIn(ctx.app, { serviceType: SERVICE_TYPE.CLIENT_NORMAL }),
      ),
    )
    // Every fan likes three times at once; one like each must remain.
    const liked = await Promise.all(
      fans.flatMap((fan) => [1, 2, 3].map(() => like('POST', profile.id, fan))),
    )
    expect(liked.every((response) => response.statusCode === 200)).toBe(true)
    const stored = () => ctx.db.prisma.modelProfile.findUniqueOrThrow({ where: { id: profile.id } })
    expect((await stored()).likeCount).toBe(25)
    expect(await ctx.db.prisma.modelLike.count({ where: { profileId: profile.id } })).toBe(25)

    // Ten unlike twice at once while five of them like again.
    await Promise.all([
      ...fans
        .slice(0, 10)
        .flatMap((fan) => [like('DELETE', profile.id, fan), like('DELETE', profile.id, fan)]),
    ])
    await Promise.all(fans.slice(0, 5).map((fan) => like('POST', profile.id, fan)))
    expect((await stored()).likeCount).toBe(20)
    expect(await ctx.db.prisma.modelLike.count({ where: { profileId: profile.id } })).toBe(20)

    const again = await like('POST', profile.id, fans[0]!)
    expect(modelLikeResponseSchema.parse(again.json())).toEqual({
      data: { liked: true, likeCount: 20 },
      message: MODEL_SERVER_MESSAGES.LIKED,
    })
    const page = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.MODEL(profile.id),
      headers: fans[0]!.headers,
    })
    expect(modelPublicResponseSchema.parse(page.json()).data.model).toMatchObject({
      likedByMe: true,
      likeCount: 20,
    })
    const removed = await like('DELETE', profile.id, fans[20]!)
    expect(removed.json().data).toEqual({ liked: false, likeCount: 19 })
  })

  it('validates and deduplicates reports, and lists them for admins', async () => {
    const profile = await createProfile(ctx.db.prisma, cast.modelOwner.user.id)
    const report = (body: object) =>
      ctx.app.inject({
        method: 'POST',
        url: API_PATHS.MODEL_REPORTS(profile.id),
        headers: cast.client.headers,
        payload: body,
      })
    expect((await report({})).json().fields).toEqual({ reasonId: MESSAGES.REQUIRED })
    expect((await report({ reasonId: INFO.KW_CHIC })).json().fields).toEqual({
      reasonId: MESSAGES.INVALID,
    })
    expect(
      (await report({ reasonId: INFO.REASON_SPAM, details: 'x'.repeat(1001) })).json().fields,
    ).toEqual({
      details: MESSAGES.INVALID,
    })
    const first = await report({
      reasonId: INFO.REASON_SPAM,
      details: 'Uses photos of someone else.',
    })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toEqual({ data: null, message: MODEL_SERVER_MESSAGES.REPORTED })
    expect((await report({ reasonId: INFO.REASON_SPAM })).statusCode).toBe(201)
    expect(await ctx.db.prisma.modelReport.count({ where: { profileId: profile.id } })).toBe(1)

    const queue = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.ADMIN_MODEL_REPORTS,
      headers: cast.admin.headers,
    })
    const item = adminModelReportListResponseSchema
      .parse(queue.json())
      .data.items.find((r) => r.profileId === profile.id)
    expect(item).toMatchObject({
      reason: { id: INFO.REASON_SPAM },
      details: 'Uses photos of someone else.',
      status: 'open',
    })

    // Actioning a report hides the profile.
    const decided = await ctx.app.inject({
      method: 'PATCH',
      url: API_PATHS.ADMIN_MODEL_REPORT(item!.id),
      headers: cast.admin.headers,
      payload: { status: 'actioned' },
    })
    expect(decided.json().data.report.status).toBe('actioned')
    expect(
      (await ctx.db.prisma.modelProfile.findUniqueOrThrow({ where: { id: profile.id } })).status,
    ).toBe('hidden')
  })

  it('rate-limits reports per IP', async () => {
    const profile = await createProfile(ctx.db.prisma, cast.modelOwner.user.id)
    const reporters = await Promise.all(Array.from({ length: 11 }, () => signIn(ctx.app)))
    const statuses: number[] = []
    for (const reporter of reporters) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: API_PATHS.MODEL_REPORTS(profile.id),
        headers: reporter.headers,
        remoteAddress: '203.0.113.9',
        payload: { reasonId: INFO.REASON_SPAM },
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
  })

  it('approves a review: badge, audit, and the model account becomes pro', async () => {
    const model = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const profile = await createProfile(ctx.db.prisma, model.user.id)
    await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.MODEL_REVIEW_REQUEST(profile.id),
      headers: model.headers,
    })

    const queue = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.ADMIN_MODELS,
      headers: cast.admin.headers,
    })
    const queued = adminModelListResponseSchema
      .parse(queue.json())
      .data.items.find((item) => item.id === profile.id)
    expect(queued).toMatchObject({
      reviewStatus: 'requested',
      owner: { id: model.user.id, email: model.user.email },
    })

    const decide = (payload: object) =>
      ctx.app.inject({
        method: 'PATCH',
        url: API_PATHS.ADMIN_MODEL_REVIEW(profile.id),
        headers: cast.admin.headers,
        payload,
      })
    expect((await decide({ status: 'sent_back' })).json().fields).toEqual({
      reason: MESSAGES.REQUIRED,
    })
    const approved = await decide({ status: 'approved' })
    expect(adminModelResponseSchema.parse(approved.json()).data.model.reviewStatus).toBe('approved')
    // Deciding the same again changes nothing; sending back an approved one is a conflict.
    expect((await decide({ status: 'approved' })).statusCode).toBe(200)
    expect((await decide({ status: 'sent_back', reason: 'Blurry.' })).statusCode).toBe(409)

    const user = await ctx.db.prisma.user.findUniqueOrThrow({ where: { id: model.user.id } })
    expect(user).toMatchObject({
      serviceType: SERVICE_TYPE.MODEL_PRO,
      examinationStatus: EXAMINATION_STATUS.APPROVAL,
    })
    const audits = await ctx.db.prisma.auditLog.findMany({
      where: { targetModelProfileId: profile.id },
      orderBy: { id: 'asc' },
    })
    expect(audits.map((a) => [a.action, a.actorId, a.targetUserId])).toEqual([
      ['model-review.decided:approved', cast.admin.user.id, model.user.id],
      [AUDIT_ACTION_EXAMINATION, cast.admin.user.id, model.user.id],
    ])
    const page = await ctx.app.inject({ method: 'GET', url: API_PATHS.MODEL(profile.id) })
    expect(page.json().data.model.reviewed).toBe(true)
  })

  it("sends a review back with the reason the owner reads; an agency's account stays a client", async () => {
    const profile = await createProfile(ctx.db.prisma, cast.agencyOwner.user.id, {
      reviewStatus: 'requested',
      reviewRequestedAt: new Date(),
    })
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: API_PATHS.ADMIN_MODEL_REVIEW(profile.id),
      headers: cast.admin.headers,
      payload: { status: 'sent_back', reason: 'Please add a full-length photo.' },
    })
    expect(response.statusCode).toBe(200)
    const mine = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.MY_MODEL(profile.id),
      headers: cast.agencyOwner.headers,
    })
    expect(mine.json().data.model).toMatchObject({
      reviewStatus: 'sent_back',
      reviewNote: 'Please add a full-length photo.',
    })
    const approved = await ctx.app.inject({
      method: 'PATCH',
      url: API_PATHS.ADMIN_MODEL_REVIEW(
        (
          await createProfile(ctx.db.prisma, cast.agencyOwner.user.id, {
            reviewStatus: 'requested',
          })
        ).id,
      ),
      headers: cast.admin.headers,
      payload: { status: 'approved' },
    })
    expect(approved.statusCode).toBe(200)
    const agency = await ctx.db.prisma.user.findUniqueOrThrow({
      where: { id: cast.agencyOwner.user.id },
    })
    expect(agency.serviceType).toBe(SERVICE_TYPE.CLIENT_NORMAL)
  })
})
