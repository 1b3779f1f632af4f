import {
  ADMIN_CONSOLE_SERVER_MESSAGES,
  AUDIT_ACTIONS,
  MODEL_REPORT_STATUS,
  reportedCastingTextSchema,
  type ReportedCastingText,
  type AdminReportItem,
  type AdminReportKind,
  type AdminReportList,
  type AdminReportListQuery,
  type AdminReportedContent,
  type AdminThreadMessage,
  normalizeCastingCode,
} from '@cnm/contracts'
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import type { FastifyInstance } from 'fastify'
import { toImage, type PhotoUrl } from '../../lib/read-models/photo-image.js'
import { HttpError, notFound } from '../../lib/http-error.js'
import { notify } from '../../lib/notify.js'
import {
  adminHide,
  castingHideColumns,
  hiddenByDecision,
  profileHideColumns,
  restoredHide,
} from '../../lib/suspension-hides.js'

// One reports queue over model_reports (profiles, issue #14) and reports (castings,
// messages, reviews), with the reported content in context, and the three actions on it
// (ADR 0028): dismiss, hide the content, restore it. Each action takes the reason the
// affected user reads, writes an audit row and notifies that user.

type Tx = Prisma.TransactionClient

export interface ReportsQueueDeps {
  prisma: PrismaClient
  clock: Clock
  photoUrl: PhotoUrl
  /** Hiding or restoring a profile moves its photos out of or into public view. */
  queuePhotoVisibility: FastifyInstance['photos']['queueVisibilitySync']
}

const conflict = (message: string) => new HttpError('CONFLICT', message)

/** Messages shown on each side of a reported message. */
const THREAD_CONTEXT = 4

const reportInclude = {
  reason: { select: { id: true, value: true } },
  casting: {
    select: {
      id: true,
      title: true,
      otherContent: true,
      companyName: true,
      clientId: true,
      hiddenAt: true,
      hiddenBySuspension: true,
    },
  },
  message: {
    select: {
      id: true,
      threadId: true,
      body: true,
      senderId: true,
      hiddenAt: true,
      thread: { select: { clientId: true, modelUserId: true } },
    },
  },
  review: {
    select: {
      id: true,
      rating: true,
      text: true,
      authorId: true,
      hiddenAt: true,
      application: { select: { casting: { select: { title: true } } } },
    },
  },
} as const satisfies Prisma.ReportInclude
type ReportRow = Prisma.ReportGetPayload<{ include: typeof reportInclude }>

const modelReportInclude = {
  reason: { select: { id: true, value: true } },
  profile: {
    select: {
      id: true,
      stageName: true,
      ownerId: true,
      coverPhotoId: true,
      hiddenByAdminAt: true,
      hiddenBySuspension: true,
    },
  },
} as const satisfies Prisma.ModelReportInclude
type ModelReportRow = Prisma.ModelReportGetPayload<{ include: typeof modelReportInclude }>
type ImpersonationRow = Prisma.ImpersonationReportGetPayload<object>

/**
 * An impersonation report has no reason item (the reporter names a channel); the queue's
 * reason is the channel, id 0, which the console names in the reader's language.
 */
const impersonationReason = (row: ImpersonationRow) => ({ id: 0, value: row.channel })

/** The fields every report shares, whichever table it lives in. */
interface ReportBase {
  id: number
  status: AdminReportItem['status']
  reason: { id: number; value: string }
  details: string
  reporterId: number | null
  createdAt: Date
  resolvedAt: Date | null
}

const baseOf = (kind: AdminReportKind, row: ReportBase) => ({
  kind,
  id: row.id,
  status: row.status,
  reason: row.reason,
  details: row.details,
  reporterId: row.reporterId,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
})

/** The audit row's target columns for a piece of content. */
function contentTarget(content: AdminReportedContent) {
  switch (content.kind) {
    case 'profile':
      return { targetModelProfileId: content.profileId, targetUserId: content.ownerId }
    case 'casting':
      return { targetCastingId: content.castingId, targetUserId: content.ownerId }
    case 'message':
      return { targetRef: `message:${content.messageId}`, targetUserId: content.ownerId }
    case 'review':
      return { targetRef: `review:${content.reviewId}`, targetUserId: content.ownerId }
    case 'impersonation':
      return { targetRef: `impersonation_report:${content.reportId}` }
  }
}

const contentIdOf = (content: AdminReportedContent): number => {
  switch (content.kind) {
    case 'profile':
      return content.profileId
    case 'casting':
      return content.castingId
    case 'message':
      return content.messageId
    case 'review':
      return content.reviewId
    case 'impersonation':
      return content.reportId
  }
}

/** The audit ref of the report itself. */
const reportRef = (kind: AdminReportKind, id: number) =>
  kind === 'profile'
    ? `model_report:${id}`
    : kind === 'impersonation'
      ? `impersonation_report:${id}`
      : `report:${id}`

export function createReportsQueueService({
  prisma,
  clock,
  photoUrl,
  queuePhotoVisibility,
}: ReportsQueueDeps) {
  async function threadContext(
    db: PrismaClient | Tx,
    message: NonNullable<ReportRow['message']>,
  ): Promise<AdminThreadMessage[]> {
    // One after the other: `db` may be a transaction, which runs one query at a time.
    const before = await db.message.findMany({
      where: { threadId: message.threadId, id: { lt: message.id } },
      orderBy: { id: 'desc' },
      take: THREAD_CONTEXT,
    })
    const after = await db.message.findMany({
      where: { threadId: message.threadId, id: { gte: message.id } },
      orderBy: { id: 'asc' },
      take: THREAD_CONTEXT + 1,
    })
    return [...before.reverse(), ...after].map((row) => ({
      id: row.id,
      side:
        row.senderId === null
          ? 'system'
          : row.senderId === message.thread.clientId
            ? 'client'
            : 'model',
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }))
  }

  /** What the reporter saw, when it differs from what the casting says now; else null. */
  function editedSince(
    snapshot: Prisma.JsonValue,
    now: ReportedCastingText,
  ): ReportedCastingText | null {
    const seen = reportedCastingTextSchema.safeParse(snapshot)
    if (!seen.success) return null
    const same =
      seen.data.title === now.title &&
      seen.data.text === now.text &&
      seen.data.companyName === now.companyName
    return same ? null : seen.data
  }

  /** The reported casting, message or review as the queue shows it. */
  async function contentOfReport(
    db: PrismaClient | Tx,
    row: ReportRow,
  ): Promise<AdminReportedContent> {
    const { casting, message, review } = row
    if (row.target === 'casting' && casting) {
      return {
        kind: 'casting',
        castingId: casting.id,
        title: casting.title,
        text: casting.otherContent,
        companyName: casting.companyName,
        ownerId: casting.clientId,
        hidden: hiddenByDecision(casting.hiddenAt, casting.hiddenBySuspension),
        asReported: editedSince(row.snapshot, {
          title: casting.title,
          text: casting.otherContent,
          companyName: casting.companyName,
        }),
      }
    }
    if (row.target === 'message' && message) {
      return {
        kind: 'message',
        messageId: message.id,
        threadId: message.threadId,
        body: message.body,
        ownerId: message.senderId,
        thread: await threadContext(db, message),
        hidden: message.hiddenAt !== null,
      }
    }
    if (row.target === 'review' && review) {
      return {
        kind: 'review',
        reviewId: review.id,
        rating: review.rating,
        text: review.text,
        castingTitle: review.application.casting.title,
        ownerId: review.authorId,
        hidden: review.hiddenAt !== null,
      }
    }
    // The foreign keys cascade, so a report always has its content.
    throw notFound()
  }

  async function toItemFromReport(db: PrismaClient | Tx, row: ReportRow): Promise<AdminReportItem> {
    return { ...baseOf(row.target, row), content: await contentOfReport(db, row) }
  }

  async function toItemFromModelReport(
    db: PrismaClient | Tx,
    row: ModelReportRow,
  ): Promise<AdminReportItem> {
    const cover = row.profile.coverPhotoId
      ? await db.modelPhoto.findFirst({
          where: { id: row.profile.coverPhotoId, status: 'ready' },
          select: { variants: true, placeholder: true, width: true, height: true },
        })
      : null
    return {
      ...baseOf('profile', row),
      content: {
        kind: 'profile',
        profileId: row.profile.id,
        stageName: row.profile.stageName,
        cover: cover ? toImage(cover, photoUrl) : null,
        ownerId: row.profile.ownerId,
        hidden: hiddenByDecision(row.profile.hiddenByAdminAt, row.profile.hiddenBySuspension),
      },
    }
  }

  async function toItemFromImpersonation(
    db: PrismaClient | Tx,
    row: ImpersonationRow,
  ): Promise<AdminReportItem> {
    const code = normalizeCastingCode(row.claimedName)
    const casting = code
      ? await db.casting.findUnique({ where: { publicCode: code }, select: { id: true } })
      : null
    return {
      ...baseOf('impersonation', { ...row, reason: impersonationReason(row) }),
      content: {
        kind: 'impersonation',
        reportId: row.id,
        channel: row.channel,
        claimedName: row.claimedName,
        castingId: casting?.id ?? null,
        contactEmail: row.contactEmail,
        ownerId: null,
        hidden: false,
      },
    }
  }

  async function load(db: PrismaClient | Tx, kind: AdminReportKind, id: number) {
    if (kind === 'impersonation') {
      const row = await db.impersonationReport.findUnique({ where: { id } })
      return row ? toItemFromImpersonation(db, row) : null
    }
    if (kind === 'profile') {
      const row = await db.modelReport.findUnique({ where: { id }, include: modelReportInclude })
      return row ? toItemFromModelReport(db, row) : null
    }
    const row = await db.report.findFirst({ where: { id, target: kind }, include: reportInclude })
    return row ? toItemFromReport(db, row) : null
  }

  async function lockReport(tx: Tx, kind: AdminReportKind, id: number) {
    if (kind === 'profile') {
      await tx.$queryRaw`SELECT id FROM model_reports WHERE id = ${id} FOR UPDATE`
    } else if (kind === 'impersonation') {
      await tx.$queryRaw`SELECT id FROM impersonation_reports WHERE id = ${id} FOR UPDATE`
    } else {
      await tx.$queryRaw`SELECT id FROM reports WHERE id = ${id} FOR UPDATE`
    }
    const item = await load(tx, kind, id)
    if (!item) throw notFound()
    return item
  }

  /** Resolves this report and every other open report on the same content. */
  async function resolveAllOn(
    tx: Tx,
    content: AdminReportedContent,
    actorId: number,
    status: 'actioned',
  ) {
    const data = { status, resolvedAt: clock.now(), resolvedById: actorId }
    const open = MODEL_REPORT_STATUS.OPEN
    switch (content.kind) {
      case 'profile':
        await tx.modelReport.updateMany({
          where: { profileId: content.profileId, status: open },
          data,
        })
        return
      case 'casting':
        await tx.report.updateMany({ where: { castingId: content.castingId, status: open }, data })
        return
      case 'message':
        await tx.report.updateMany({ where: { messageId: content.messageId, status: open }, data })
        return
      case 'review':
        await tx.report.updateMany({ where: { reviewId: content.reviewId, status: open }, data })
        return
      case 'impersonation':
        await tx.impersonationReport.update({ where: { id: content.reportId }, data })
    }
  }

  async function setHidden(tx: Tx, content: AdminReportedContent, hide: boolean, reason: string) {
    const now = clock.now()
    switch (content.kind) {
      case 'impersonation':
        // Outside the platform: nothing here to hide (resolve is its action).
        throw conflict(ADMIN_CONSOLE_SERVER_MESSAGES.NOTHING_TO_HIDE)
      // A profile or casting its owner's suspension hides: hiding takes it over (its own time
      // and reason), restoring gives it back to the suspension (suspension-hides.ts).
      case 'profile':
      case 'casting': {
        const state = hide ? adminHide(now, reason) : await restoredHide(tx, content.ownerId)
        if (content.kind === 'profile') {
          await tx.modelProfile.update({
            where: { id: content.profileId },
            data: profileHideColumns(state),
          })
          await queuePhotoVisibility(tx, { profileIds: [content.profileId] })
        } else {
          await tx.casting.update({
            where: { id: content.castingId },
            data: castingHideColumns(state),
          })
        }
        return
      }
      case 'review':
        // Reviews keep the reason beside the moment they were hidden.
        await tx.review.update({
          where: { id: content.reviewId },
          data: hide
            ? { hiddenAt: now, hiddenReason: reason }
            : { hiddenAt: null, hiddenReason: null },
        })
        return
      case 'message': {
        // The body is replaced for everyone reading the thread; the original is kept aside
        // for a restore (and for the record), never shown to the participants.
        const message = await tx.message.findUniqueOrThrow({
          where: { id: content.messageId },
          select: { body: true, hiddenBody: true },
        })
        await tx.message.update({
          where: { id: content.messageId },
          data: hide
            ? {
                hiddenAt: now,
                hiddenBody: message.body,
                body: ADMIN_CONSOLE_SERVER_MESSAGES.MESSAGE_REMOVED_NOTICE,
                // The stored spans were the old body's: found again on read (issue #25).
                contactSpans: Prisma.DbNull,
              }
            : {
                hiddenAt: null,
                hiddenBody: null,
                body: message.hiddenBody ?? message.body,
                contactSpans: Prisma.DbNull,
              },
        })
      }
    }
  }

  async function audit(
    tx: Tx,
    actorId: number,
    action: string,
    reason: string,
    target: Partial<
      Record<'targetUserId' | 'targetModelProfileId' | 'targetCastingId', number | null>
    > & {
      targetRef?: string
    },
  ) {
    await tx.auditLog.create({
      data: { actorId, action, reason, createdAt: clock.now(), ...target },
    })
  }

  /** The audit row and the owner's notification of a hide or restore decision. */
  async function recordContentDecision(
    tx: Tx,
    actorId: number,
    content: AdminReportedContent,
    decision: 'hidden' | 'restored',
    reason: string,
  ) {
    const action =
      decision === 'hidden' ? AUDIT_ACTIONS.CONTENT_HIDDEN : AUDIT_ACTIONS.CONTENT_RESTORED
    await audit(tx, actorId, action, reason, {
      targetRef: `${content.kind}:${contentIdOf(content)}`,
      ...contentTarget(content),
    })
    if (content.ownerId === null) return
    await notify(tx, {
      userId: content.ownerId,
      kind: 'admin_action',
      payload: {
        action: `content_${decision}`,
        contentKind: content.kind,
        contentId: contentIdOf(content),
        reason,
      },
      castingId: content.kind === 'casting' ? content.castingId : null,
    })
  }

  /** The reporter (when signed in) learns that their report was looked at. */
  async function tellReporter(
    tx: Tx,
    item: AdminReportItem,
    action: 'report_dismissed' | 'report_resolved',
    reason: string,
  ) {
    if (item.reporterId === null) return
    await notify(tx, {
      userId: item.reporterId,
      kind: 'admin_action',
      payload: { action, reportKind: item.kind, reportId: item.id, reason },
    })
  }

  async function hideContentIn(
    tx: Tx,
    actorId: number,
    kind: AdminReportKind,
    id: number,
    reason: string,
  ): Promise<AdminReportItem> {
    const item = await lockReport(tx, kind, id)
    if (item.content.kind === 'impersonation') {
      throw conflict(ADMIN_CONSOLE_SERVER_MESSAGES.NOTHING_TO_HIDE)
    }
    if (!item.content.hidden) await setHidden(tx, item.content, true, reason)
    await resolveAllOn(tx, item.content, actorId, 'actioned')
    await recordContentDecision(tx, actorId, item.content, 'hidden', reason)
    return (await load(tx, kind, id)) as AdminReportItem
  }

  return {
    /** GET /admin/reports: oldest open report first across both tables. */
    async list({ kind, status, page, pageSize }: AdminReportListQuery): Promise<AdminReportList> {
      const includeProfiles = kind === undefined || kind === 'profile'
      const includeImpersonations = kind === undefined || kind === 'impersonation'
      const otherKinds =
        kind === undefined
          ? ['casting', 'message', 'review']
          : kind === 'profile' || kind === 'impersonation'
            ? []
            : [kind]
      const rows = await prisma.$queryRaw<Array<{ kind: AdminReportKind; id: number }>>`
        SELECT kind, id FROM (
          SELECT 'profile' AS kind, id, created_at FROM model_reports
          WHERE ${includeProfiles}::boolean AND status::text = ${status}
          UNION ALL
          SELECT target::text AS kind, id, created_at FROM reports
          WHERE status::text = ${status} AND target::text = ANY(${otherKinds}::text[])
          UNION ALL
          SELECT 'impersonation' AS kind, id, created_at FROM impersonation_reports
          WHERE ${includeImpersonations}::boolean AND status::text = ${status}
        ) q
        ORDER BY created_at ASC, kind ASC, id ASC
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`
      const counted = await prisma.$queryRaw<Array<{ total: number }>>`
        SELECT
          (SELECT count(*) FROM model_reports WHERE ${includeProfiles}::boolean AND status::text = ${status})::int
          + (SELECT count(*) FROM reports
             WHERE status::text = ${status} AND target::text = ANY(${otherKinds}::text[]))::int
          + (SELECT count(*) FROM impersonation_reports
             WHERE ${includeImpersonations}::boolean AND status::text = ${status})::int
          AS total`
      const items: AdminReportItem[] = []
      for (const row of rows) {
        const item = await load(prisma, row.kind, row.id)
        if (item) items.push(item)
      }
      return { items, page, pageSize, total: counted[0]?.total ?? 0 }
    },

    /** Dismisses an open report; the reporter is told it was looked at. */
    async dismiss(
      actorId: number,
      kind: AdminReportKind,
      id: number,
      reason: string,
    ): Promise<AdminReportItem> {
      return prisma.$transaction(async (tx) => {
        const item = await lockReport(tx, kind, id)
        if (item.status !== MODEL_REPORT_STATUS.OPEN) {
          throw conflict(ADMIN_CONSOLE_SERVER_MESSAGES.REPORT_ALREADY_RESOLVED)
        }
        const data = {
          status: MODEL_REPORT_STATUS.DISMISSED,
          resolvedAt: clock.now(),
          resolvedById: actorId,
        }
        if (kind === 'profile') await tx.modelReport.update({ where: { id }, data })
        else if (kind === 'impersonation')
          await tx.impersonationReport.update({ where: { id }, data })
        else await tx.report.update({ where: { id }, data })
        const { targetRef: _contentRef, ...contentColumns } = contentTarget(item.content)
        await audit(tx, actorId, AUDIT_ACTIONS.REPORT_DISMISSED, reason, {
          ...contentColumns,
          targetRef: reportRef(kind, id),
        })
        await tellReporter(tx, item, 'report_dismissed', reason)
        return (await load(tx, kind, id)) as AdminReportItem
      })
    },

    /** Hides the reported content and resolves every open report on it; the owner is told. */
    hideContent(
      actorId: number,
      kind: AdminReportKind,
      id: number,
      reason: string,
    ): Promise<AdminReportItem> {
      return prisma.$transaction((tx) => hideContentIn(tx, actorId, kind, id, reason))
    },

    /**
     * Marks an open impersonation report acted on (the company warned, the account reported
     * to Instagram or Kakao, the reporter answered): the only action such a report has
     * besides dismiss, since there is nothing on the platform to hide.
     */
    async resolve(
      actorId: number,
      kind: AdminReportKind,
      id: number,
      reason: string,
    ): Promise<AdminReportItem> {
      if (kind !== 'impersonation') {
        throw conflict(ADMIN_CONSOLE_SERVER_MESSAGES.ONLY_IMPERSONATION_RESOLVES)
      }
      return prisma.$transaction(async (tx) => {
        const item = await lockReport(tx, kind, id)
        if (item.status !== MODEL_REPORT_STATUS.OPEN) {
          throw conflict(ADMIN_CONSOLE_SERVER_MESSAGES.REPORT_ALREADY_RESOLVED)
        }
        await resolveAllOn(tx, item.content, actorId, 'actioned')
        await audit(tx, actorId, AUDIT_ACTIONS.REPORT_RESOLVED, reason, {
          targetRef: reportRef(kind, id),
        })
        await tellReporter(tx, item, 'report_resolved', reason)
        return (await load(tx, kind, id)) as AdminReportItem
      })
    },

    /** hideContent inside the caller's transaction (PATCH /admin/model-reports/{id} actions). */
    hideContentIn,

    /** Shows hidden content again (a mistaken or appealed decision); the owner is told. */
    async restoreContent(
      actorId: number,
      kind: AdminReportKind,
      id: number,
      reason: string,
    ): Promise<AdminReportItem> {
      return prisma.$transaction(async (tx) => {
        const item = await lockReport(tx, kind, id)
        if (!item.content.hidden) throw conflict(ADMIN_CONSOLE_SERVER_MESSAGES.CONTENT_NOT_HIDDEN)
        await setHidden(tx, item.content, false, reason)
        await recordContentDecision(tx, actorId, item.content, 'restored', reason)
        return (await load(tx, kind, id)) as AdminReportItem
      })
    },
  }
}
