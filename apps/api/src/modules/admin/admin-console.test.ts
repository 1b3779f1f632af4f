// The admin console's API (issue #16, ADR 0028): dashboard counts, the reports queue over
// every kind with its content, each action's effect, audit row and notification (one table),
// the audit log filters, and the older decisions now telling the user.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import {
  ADMIN_CONSOLE_API_PATHS,
  ADMIN_CONSOLE_SERVER_MESSAGES,
  API_PATHS,
  AUDIT_ACTIONS,
  EXAMINATION_STATUS,
  SERVICE_TYPE,
  TRUST_API_PATHS,
  type AdminAuditLogList,
  type AdminDashboard,
  type AdminReportItem,
  type AdminReportKind,
  type AdminReportList,
} from '@cnm/contracts'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { nextIp, ACCOUNT_TEST_ENV } from '../users/testing/accounts.js'
import { createProfile, INFO, setupModelSuite } from '../models/testing/model-fixtures.js'
import {
  createBooking,
  createReview,
  createThread,
  signInApprovedClient,
} from '../reviews/testing/trust-fixtures.js'

describe('admin console', () => {
  const { ctx, cast } = setupModelSuite({ env: ACCOUNT_TEST_ENV })
  const prisma = () => ctx.db.prisma

  const get = (path: string) =>
    request(ctx.app.server).get(path).set(cast.admin.headers).set('x-forwarded-for', nextIp())
  const post = (path: string, body: object) =>
    request(ctx.app.server)
      .post(path)
      .set(cast.admin.headers)
      .set('x-forwarded-for', nextIp())
      .send(body)
  const dashboard = async () =>
    (await get(ADMIN_CONSOLE_API_PATHS.DASHBOARD)).body.data as AdminDashboard

  /** A booking between a fresh approved client and a fresh model, and a reporter. */
  async function scene() {
    const client = await signInApprovedClient(ctx.app)
    const model = await signIn(ctx.app)
    const reporter = await signIn(ctx.app)
    const booking = await createBooking(prisma(), client.user.id, model.user.id)
    return { client, model, reporter, booking }
  }

  interface Reported {
    kind: AdminReportKind
    reportId: number
    contentId: number
    ownerId: number
    reporterId: number
    /** What the public (or the thread) sees of the content now. */
    visible: () => Promise<boolean>
  }

  /** A fresh report of `kind` on fresh content (impersonation reports: verify.test.ts). */
  async function reported(kind: Exclude<AdminReportKind, 'impersonation'>): Promise<Reported> {
    const { client, model, reporter, booking } = await scene()
    const base = { reporterId: reporter.user.id, reasonId: INFO.REASON_SPAM, details: 'Looks fake' }
    switch (kind) {
      case 'profile': {
        const report = await prisma().modelReport.create({
          data: { ...base, profileId: booking.profileId },
        })
        return {
          kind,
          reportId: report.id,
          contentId: booking.profileId,
          ownerId: model.user.id,
          reporterId: reporter.user.id,
          visible: async () =>
            (await request(ctx.app.server).get(API_PATHS.MODEL(booking.profileId))).status === 200,
        }
      }
      case 'casting': {
        const report = await prisma().report.create({
          data: { ...base, target: 'casting', castingId: booking.casting.id },
        })
        return {
          kind,
          reportId: report.id,
          contentId: booking.casting.id,
          ownerId: client.user.id,
          reporterId: reporter.user.id,
          visible: async () =>
            (await prisma().casting.findUniqueOrThrow({ where: { id: booking.casting.id } }))
              .hiddenAt === null,
        }
      }
      case 'message': {
        const { messages } = await createThread(prisma(), booking, [
          'Hello, thanks for applying',
          'Send me 50,000 won for the audition fee',
          'No thank you',
        ])
        const message = messages[1]!
        const report = await prisma().report.create({
          data: { ...base, target: 'message', messageId: message.id },
        })
        return {
          kind,
          reportId: report.id,
          contentId: message.id,
          ownerId: model.user.id,
          reporterId: reporter.user.id,
          visible: async () =>
            (await prisma().message.findUniqueOrThrow({ where: { id: message.id } })).body ===
            'Send me 50,000 won for the audition fee',
        }
      }
      case 'review': {
        const review = await createReview(prisma(), booking, 'model_to_client', {
          rating: 1,
          text: 'Terrible people',
        })
        const report = await prisma().report.create({
          data: { ...base, target: 'review', reviewId: review.id },
        })
        return {
          kind,
          reportId: report.id,
          contentId: review.id,
          ownerId: model.user.id,
          reporterId: reporter.user.id,
          visible: async () =>
            (await request(ctx.app.server).get(TRUST_API_PATHS.PARTNER_REVIEWS(client.user.id)))
              .body.data.summary.count === 1,
        }
      }
    }
  }

  it('counts every queue on the dashboard', async () => {
    const before = await dashboard()
    await signIn(ctx.app, {
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      examinationStatus: EXAMINATION_STATUS.REQUEST,
    })
    const { booking } = await scene()
    await prisma().modelProfile.update({
      where: { id: booking.profileId },
      data: { reviewStatus: 'requested' },
    })
    await prisma().casting.update({ where: { id: booking.casting.id }, data: { status: 'held' } })
    await reported('casting')
    await reported('profile')
    await signIn(ctx.app, { suspendedAt: new Date(), suspendedReason: 'Spam' })
    expect(await dashboard()).toEqual({
      clientsAwaitingApproval: before.clientsAwaitingApproval + 1,
      profilesAwaitingReview: before.profilesAwaitingReview + 1,
      heldCastings: before.heldCastings + 1,
      openReports: before.openReports + 2,
      suspendedAccounts: before.suspendedAccounts + 1,
    })
  })

  it('lists reports of every kind in one queue, oldest first, with the content in context', async () => {
    const made: Reported[] = []
    for (const kind of ['review', 'profile', 'message', 'casting'] as const) {
      made.push(await reported(kind))
    }
    const ids = new Set(made.map((row) => `${row.kind}:${row.reportId}`))
    const all = (await get(`${ADMIN_CONSOLE_API_PATHS.REPORTS}?pageSize=100`)).body
      .data as AdminReportList
    const mine = all.items.filter((item) => ids.has(`${item.kind}:${item.id}`))
    expect(mine.map((item) => item.kind)).toEqual(['review', 'profile', 'message', 'casting'])
    const byKind = Object.fromEntries(mine.map((item) => [item.kind, item])) as Record<
      AdminReportKind,
      AdminReportItem
    >
    expect(byKind.profile).toMatchObject({
      reason: { id: INFO.REASON_SPAM, value: 'Spam or fake profile' },
      details: 'Looks fake',
      status: 'open',
      content: { kind: 'profile', stageName: 'Mina Kim', hidden: false },
    })
    expect(byKind.profile.content.kind === 'profile' && byKind.profile.content.cover).toBeTruthy()
    expect(byKind.casting.content).toMatchObject({
      kind: 'casting',
      title: 'Spring lookbook shoot',
      text: 'Natural look, two outfits.',
    })
    expect(byKind.message.content).toMatchObject({
      kind: 'message',
      body: 'Send me 50,000 won for the audition fee',
      thread: [
        { side: 'client', body: 'Hello, thanks for applying' },
        { side: 'model', body: 'Send me 50,000 won for the audition fee' },
        { side: 'client', body: 'No thank you' },
      ],
    })
    expect(byKind.review.content).toMatchObject({
      kind: 'review',
      rating: 1,
      text: 'Terrible people',
      castingTitle: 'Spring lookbook shoot',
    })

    const onlyMessages = (await get(`${ADMIN_CONSOLE_API_PATHS.REPORTS}?kind=message&pageSize=100`))
      .body.data as AdminReportList
    expect(new Set(onlyMessages.items.map((item) => item.kind))).toEqual(new Set(['message']))
    expect(onlyMessages.total).toBe(onlyMessages.items.length)
    const paged = (await get(`${ADMIN_CONSOLE_API_PATHS.REPORTS}?pageSize=1&page=2`)).body
      .data as AdminReportList
    expect(paged).toMatchObject({ page: 2, pageSize: 1, total: all.total })
    expect(paged.items[0]).toEqual(all.items[1])

    // A Korean administrator reads the reason's name in Korean (issue #26).
    const reason = await prisma().infoItem.findUnique({ where: { id: INFO.REASON_SPAM } })
    expect(reason?.valueKo).toMatch(/[가-힣]/)
    const korean = (
      await get(`${ADMIN_CONSOLE_API_PATHS.REPORTS}?pageSize=100`).set('accept-language', 'ko')
    ).body.data as AdminReportList
    const profileReport = korean.items.find((item) => item.id === byKind.profile.id)
    expect(profileReport?.reason).toEqual({ id: INFO.REASON_SPAM, value: reason?.valueKo })
  })

  describe.each(['profile', 'casting', 'message', 'review'] as const)(
    'actions on a %s report',
    (kind) => {
      it('hide-content hides it, resolves the report, audits and tells the owner; restore undoes it', async () => {
        const row = await reported(kind)
        expect(await row.visible()).toBe(true)
        const hidden = await post(ADMIN_CONSOLE_API_PATHS.REPORT_HIDE(kind, row.reportId), {
          reason: 'Breaks the money rule',
        })
        expect(hidden.status).toBe(200)
        expect(hidden.body.message).toBe(ADMIN_CONSOLE_SERVER_MESSAGES.CONTENT_HIDDEN)
        expect(hidden.body.data.report).toMatchObject({
          status: 'actioned',
          content: { hidden: true },
        })
        expect(await row.visible()).toBe(false)

        const restored = await post(ADMIN_CONSOLE_API_PATHS.REPORT_RESTORE(kind, row.reportId), {
          reason: 'Appeal accepted',
        })
        expect(restored.status).toBe(200)
        expect(restored.body.data.report.content.hidden).toBe(false)
        expect(await row.visible()).toBe(true)
        const again = await post(ADMIN_CONSOLE_API_PATHS.REPORT_RESTORE(kind, row.reportId), {
          reason: 'Twice',
        })
        expect(again.status).toBe(409)
        expect(again.body.message).toBe(ADMIN_CONSOLE_SERVER_MESSAGES.CONTENT_NOT_HIDDEN)

        const audits = await prisma().auditLog.findMany({
          where: { targetUserId: row.ownerId, action: { startsWith: 'content:' } },
          orderBy: { id: 'asc' },
        })
        const contentRef = `${kind}:${row.contentId}`
        expect(audits).toEqual([
          expect.objectContaining({
            actorId: cast.admin.user.id,
            action: AUDIT_ACTIONS.CONTENT_HIDDEN,
            reason: 'Breaks the money rule',
            targetRef: contentRef,
            targetModelProfileId: kind === 'profile' ? row.contentId : null,
            targetCastingId: kind === 'casting' ? row.contentId : null,
          }),
          expect.objectContaining({
            action: AUDIT_ACTIONS.CONTENT_RESTORED,
            reason: 'Appeal accepted',
            targetRef: contentRef,
          }),
        ])
        const notes = await prisma().notification.findMany({
          where: { userId: row.ownerId, kind: 'admin_action' },
          orderBy: { id: 'asc' },
          select: { payload: true },
        })
        expect(notes.map((note) => note.payload)).toEqual([
          {
            action: 'content_hidden',
            contentKind: kind,
            contentId: row.contentId,
            reason: 'Breaks the money rule',
          },
          {
            action: 'content_restored',
            contentKind: kind,
            contentId: row.contentId,
            reason: 'Appeal accepted',
          },
        ])
      })

      it('dismiss resolves the report, audits it and tells the reporter', async () => {
        const row = await reported(kind)
        const response = await post(ADMIN_CONSOLE_API_PATHS.REPORT_DISMISS(kind, row.reportId), {
          reason: 'Nothing against the rules',
        })
        expect(response.status).toBe(200)
        expect(response.body.message).toBe(ADMIN_CONSOLE_SERVER_MESSAGES.REPORT_DISMISSED)
        expect(response.body.data.report).toMatchObject({
          status: 'dismissed',
          content: { hidden: false },
        })
        expect(await row.visible()).toBe(true)
        const reportRef = `${kind === 'profile' ? 'model_report' : 'report'}:${row.reportId}`
        expect(await prisma().auditLog.findMany({ where: { targetRef: reportRef } })).toEqual([
          expect.objectContaining({
            actorId: cast.admin.user.id,
            action: AUDIT_ACTIONS.REPORT_DISMISSED,
            reason: 'Nothing against the rules',
            targetUserId: row.ownerId,
          }),
        ])
        const notes = await prisma().notification.findMany({
          where: { userId: row.reporterId, kind: 'admin_action' },
          select: { payload: true },
        })
        expect(notes.map((note) => note.payload)).toEqual([
          {
            action: 'report_dismissed',
            reportKind: kind,
            reportId: row.reportId,
            reason: 'Nothing against the rules',
          },
        ])
        const twice = await post(ADMIN_CONSOLE_API_PATHS.REPORT_DISMISS(kind, row.reportId), {
          reason: 'Again',
        })
        expect(twice.status).toBe(409)
        expect(twice.body.message).toBe(ADMIN_CONSOLE_SERVER_MESSAGES.REPORT_ALREADY_RESOLVED)
      })

      it('needs a reason and answers 404 for a report of another kind or none', async () => {
        const row = await reported(kind)
        const noReason = await post(ADMIN_CONSOLE_API_PATHS.REPORT_HIDE(kind, row.reportId), {
          reason: '',
        })
        expect(noReason.status).toBe(400)
        const otherKind = kind === 'casting' ? 'review' : 'casting'
        expect(
          (
            await post(ADMIN_CONSOLE_API_PATHS.REPORT_HIDE(otherKind, row.reportId), {
              reason: 'x',
            })
          ).status,
        ).toBe(404)
        expect(
          (await post(ADMIN_CONSOLE_API_PATHS.REPORT_DISMISS(kind, 999_999), { reason: 'x' }))
            .status,
        ).toBe(404)
        expect(await row.visible()).toBe(true)
      })
    },
  )

  it('hiding a message shows the notice in its place and keeps the original aside', async () => {
    const row = await reported('message')
    await post(ADMIN_CONSOLE_API_PATHS.REPORT_HIDE('message', row.reportId), { reason: 'Scam' })
    expect(
      await prisma().message.findUniqueOrThrow({ where: { id: row.contentId } }),
    ).toMatchObject({
      body: ADMIN_CONSOLE_SERVER_MESSAGES.MESSAGE_REMOVED_NOTICE,
      hiddenBody: 'Send me 50,000 won for the audition fee',
    })
  })

  it('filters the audit log by actor, target, action and date, newest first, paged', async () => {
    const otherAdmin = await signIn(ctx.app, { role: 'ADMIN', firstName: 'Ara', lastName: 'Lee' })
    const target: SignedIn = await signIn(ctx.app)
    await prisma().auditLog.createMany({
      data: [
        {
          actorId: otherAdmin.user.id,
          targetUserId: target.user.id,
          action: AUDIT_ACTIONS.USER_SUSPENDED,
          reason: 'Spam',
          createdAt: new Date('2026-02-01T10:00:00Z'),
        },
        {
          actorId: otherAdmin.user.id,
          targetUserId: target.user.id,
          action: AUDIT_ACTIONS.USER_REINSTATED,
          reason: 'Appeal',
          createdAt: new Date('2026-02-03T10:00:00Z'),
        },
        {
          actorId: otherAdmin.user.id,
          targetRef: 'review:424242',
          action: AUDIT_ACTIONS.CONTENT_HIDDEN,
          reason: 'Abuse',
          createdAt: new Date('2026-02-05T10:00:00Z'),
        },
      ],
    })
    const logs = async (query: string) =>
      (await get(`${ADMIN_CONSOLE_API_PATHS.AUDIT_LOGS}?${query}`)).body.data as AdminAuditLogList
    const byActor = await logs(`actorId=${otherAdmin.user.id}`)
    expect(byActor.items.map((item) => item.action)).toEqual([
      AUDIT_ACTIONS.CONTENT_HIDDEN,
      AUDIT_ACTIONS.USER_REINSTATED,
      AUDIT_ACTIONS.USER_SUSPENDED,
    ])
    expect(byActor.items[0]?.actor).toEqual({ id: otherAdmin.user.id, label: 'Ara Lee' })
    expect((await logs(`target=user:${target.user.id}`)).total).toBe(2)
    expect((await logs('target=review:424242')).items).toEqual([
      expect.objectContaining({ targetRef: 'review:424242', reason: 'Abuse', targetUser: null }),
    ])
    expect((await logs(`actorId=${otherAdmin.user.id}&action=user:`)).total).toBe(2)
    expect(
      (await logs(`actorId=${otherAdmin.user.id}&action=${AUDIT_ACTIONS.USER_SUSPENDED}`)).total,
    ).toBe(1)
    const ranged = await logs(
      `actorId=${otherAdmin.user.id}&from=2026-02-02T00:00:00Z&to=2026-02-04T00:00:00Z`,
    )
    expect(ranged.items.map((item) => item.reason)).toEqual(['Appeal'])
    const page2 = await logs(`actorId=${otherAdmin.user.id}&pageSize=2&page=2`)
    expect(page2).toMatchObject({ total: 3, page: 2, items: [{ reason: 'Spam' }] })
    const badQueries = [
      'target=user:abc',
      'target=planet:1',
      'from=yesterday',
      'actorId=0',
      // Past the id columns (int4): refused, not a Postgres error answered 500.
      'target=user:2200000000',
      'target=casting:9999999999',
      // Year 0 passed the format check and then failed in Postgres (500).
      'to=0000-01-01T00:00:00Z',
      'from=0000-12-31T23:59:59.999Z',
    ]
    for (const bad of badQueries) {
      expect((await get(`${ADMIN_CONSOLE_API_PATHS.AUDIT_LOGS}?${bad}`)).status, bad).toBe(400)
    }
  })

  it('lists suspended accounts for the reinstate queue (GET /admin/users?suspended=true)', async () => {
    const suspended = await signIn(ctx.app, { suspendedAt: new Date(), suspendedReason: 'Spam' })
    const ids = async (query: string) =>
      (
        (await get(`${API_PATHS.ADMIN_USERS}?pageSize=100&${query}`)).body.data.items as Array<{
          id: number
        }>
      ).map((user) => user.id)
    expect(await ids('suspended=true')).toContain(suspended.user.id)
    expect(await ids('suspended=true')).not.toContain(cast.client.user.id)
    expect(await ids('suspended=false')).not.toContain(suspended.user.id)
    expect((await get(`${API_PATHS.ADMIN_USERS}?suspended=maybe`)).status).toBe(400)
  })

  it('tells the user about the older decisions too (examination, model review)', async () => {
    const applicant = await signIn(ctx.app, {
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      examinationStatus: EXAMINATION_STATUS.REQUEST,
    })
    const sentBack = await request(ctx.app.server)
      .patch(API_PATHS.ADMIN_EXAMINATION(applicant.user.id))
      .set(cast.admin.headers)
      .set('x-forwarded-for', nextIp())
      .send({ status: EXAMINATION_STATUS.NONE, reason: 'Add your company registration' })
    expect(sentBack.status).toBe(200)
    const model = await signIn(ctx.app)
    const profile = await createProfile(prisma(), model.user.id, { reviewStatus: 'requested' })
    const approved = await request(ctx.app.server)
      .patch(API_PATHS.ADMIN_MODEL_REVIEW(profile.id))
      .set(cast.admin.headers)
      .set('x-forwarded-for', nextIp())
      .send({ status: 'approved' })
    expect(approved.status).toBe(200)
    const payloads = async (userId: number) =>
      (
        await prisma().notification.findMany({
          where: { userId, kind: 'admin_action' },
          select: { payload: true },
        })
      ).map((row) => row.payload)
    expect(await payloads(applicant.user.id)).toEqual([
      { action: 'examination_sent_back', reason: 'Add your company registration' },
    ])
    expect(await payloads(model.user.id)).toEqual([
      { action: 'model_review_approved', profileId: profile.id, reason: null },
    ])
  })
})
