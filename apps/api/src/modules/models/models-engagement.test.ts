// Likes (exact under concurrency, idempotent), reports (validated, deduplicated,
// rate-limited, decided as the admin console decides) and the admin review (audited, makes a
// model account pro).
import { describe, expect, it } from 'vitest'
import {
  ADMIN_CONSOLE_API_PATHS,
  API_PATHS,
  AUDIT_ACTIONS,
  EXAMINATION_STATUS,
  MESSAGES,
  MODEL_SERVER_MESSAGES,
  SERVICE_TYPE,
  adminModelListResponseSchema,
  adminModelResponseSchema,
  adminAuditLogListResponseSchema,
  adminModelReportListResponseSchema,
  adminModelReportResponseSchema,
  modelLikeResponseSchema,
  modelPublicResponseSchema,
  notificationListResponseSchema,
} from '@cnm/contracts'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { AUDIT_ACTION_EXAMINATION } from '../admin/index.js'
import { AUDIT_ACTION_MODEL_REPORT } from './models-admin.service.js'
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
  })

  // The legacy report route decides as the admin console does (ADR 0031): actioning is the
  // console's hide-content, which the owner cannot undo and is told about.
  const DECISIONS = [
    {
      decision: 'actioned with a reason',
      body: { status: 'actioned', reason: 'Uses photos of someone else.' },
      hidden: true,
      ownerIsTold: 'Uses photos of someone else.',
      audit: AUDIT_ACTIONS.CONTENT_HIDDEN,
      otherReport: 'actioned',
    },
    {
      decision: 'actioned without one',
      body: { status: 'actioned' },
      hidden: true,
      // The report's own reason (info type 13).
      ownerIsTold: 'Spam or fake profile',
      audit: AUDIT_ACTIONS.CONTENT_HIDDEN,
      otherReport: 'actioned',
    },
    {
      decision: 'dismissed',
      body: { status: 'dismissed' },
      hidden: false,
      ownerIsTold: null,
      audit: `${AUDIT_ACTION_MODEL_REPORT}:dismissed`,
      otherReport: 'open',
    },
  ] as const

  it.each(DECISIONS)(
    'a report $decision through PATCH /admin/model-reports/{id}',
    async ({ body, hidden, ownerIsTold, audit, otherReport }) => {
      const owner = await signIn(ctx.app)
      const profile = await createProfile(ctx.db.prisma, owner.user.id)
      const [report, other] = await Promise.all(
        [cast.client, cast.otherModel].map((reporter) =>
          ctx.db.prisma.modelReport.create({
            data: {
              profileId: profile.id,
              reporterId: reporter.user.id,
              reasonId: INFO.REASON_SPAM,
            },
          }),
        ),
      )
      const decide = (payload: object) =>
        ctx.app.inject({
          method: 'PATCH',
          url: API_PATHS.ADMIN_MODEL_REPORT(report!.id),
          headers: cast.admin.headers,
          payload,
        })
      const decided = await decide(body)
      expect(decided.statusCode).toBe(200)
      expect(adminModelReportResponseSchema.parse(decided.json()).data.report).toMatchObject({
        id: report!.id,
        status: body.status,
      })
      // The same decision again changes nothing; the other one is refused.
      expect((await decide(body)).statusCode).toBe(200)
      const opposite = body.status === 'actioned' ? 'dismissed' : 'actioned'
      expect((await decide({ status: opposite })).statusCode).toBe(409)

      // What a guest sees, before and after the owner hides and shows the profile again.
      const publicStatus = async () =>
        (await ctx.app.inject({ method: 'GET', url: API_PATHS.MODEL(profile.id) })).statusCode
      const byOwner = async (url: string) =>
        (await ctx.app.inject({ method: 'POST', url, headers: owner.headers })).statusCode
      expect(await publicStatus()).toBe(hidden ? 404 : 200)
      expect(await byOwner(API_PATHS.MODEL_HIDE(profile.id))).toBe(200)
      expect(await byOwner(API_PATHS.MODEL_UNHIDE(profile.id))).toBe(200)
      expect(await publicStatus()).toBe(hidden ? 404 : 200)

      const openReports = await ctx.app.inject({
        method: 'GET',
        url: `${API_PATHS.ADMIN_MODEL_REPORTS}?status=${otherReport}`,
        headers: cast.admin.headers,
      })
      expect(
        adminModelReportListResponseSchema
          .parse(openReports.json())
          .data.items.some((item) => item.id === other!.id),
      ).toBe(true)

      const notifications = await ctx.app.inject({
        method: 'GET',
        url: API_PATHS.NOTIFICATIONS,
        headers: owner.headers,
      })
      expect(
        notificationListResponseSchema
          .parse(notifications.json())
          .data.items.filter((item) => item.kind === 'admin_action')
          .map((item) => item.payload),
      ).toEqual(
        ownerIsTold === null
          ? []
          : [
              {
                action: 'content_hidden',
                contentKind: 'profile',
                contentId: profile.id,
                reason: ownerIsTold,
              },
            ],
      )

      const audits = await ctx.app.inject({
        method: 'GET',
        url: `${ADMIN_CONSOLE_API_PATHS.AUDIT_LOGS}?target=profile:${profile.id}`,
        headers: cast.admin.headers,
      })
      expect(
        adminAuditLogListResponseSchema
          .parse(audits.json())
          .data.items.map(({ action, actor, reason }) => ({ action, actor: actor?.id, reason })),
      ).toEqual([{ action: audit, actor: cast.admin.user.id, reason: ownerIsTold }])

      // The console can take back what the legacy route hid.
      const restored = await ctx.app.inject({
        method: 'POST',
        url: ADMIN_CONSOLE_API_PATHS.REPORT_RESTORE('profile', report!.id),
        headers: cast.admin.headers,
        payload: { reason: 'Appeal accepted' },
      })
      expect(restored.statusCode).toBe(hidden ? 200 : 409)
      expect(await publicStatus()).toBe(200)
    },
  )

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
