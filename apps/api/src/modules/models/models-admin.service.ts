// Administrators' side: the review queue (audited like a client's examination, see
// admin/admin.service.ts) and the report queue, whose "actioned" is the admin console's
// hide-content (admin/reports-queue.service.ts), so both ways of deciding agree.
import {
  EXAMINATION_STATUS,
  isModelServiceType,
  MODEL_REPORT_STATUS,
  MODEL_REVIEW_STATUS,
  MODEL_SERVER_MESSAGES,
  SERVICE_TYPE,
  type AdminModelItem,
  type AdminModelList,
  type AdminModelListQuery,
  type AdminModelReport,
  type AdminModelReportDecision,
  type AdminModelReportListQuery,
  type AdminModelReviewDecision,
  type ModelHiddenByAdmin,
  type ServiceType,
} from '@cnm/contracts'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import type { FastifyInstance } from 'fastify'
import { HttpError, notFound } from '../../lib/http-error.js'
import { AUDIT_ACTION_EXAMINATION, createReportsQueueService } from '../admin/index.js'
import { notify } from '../../lib/notify.js'
import { hiddenByAdminOf, loadHiddenByAdmin } from './hidden-by-admin.js'
import { profileInclude, toOwnerProfile, type PhotoUrl } from './model-views.js'

export const AUDIT_ACTION_MODEL_REVIEW = 'model-review.decided'
export const AUDIT_ACTION_MODEL_REPORT = 'model-report.decided'

export interface ModelsAdminDeps {
  prisma: PrismaClient
  clock: Clock
  photoUrl: PhotoUrl
  queuePhotoVisibility: FastifyInstance['photos']['queueVisibilitySync']
}

const adminInclude = {
  ...profileInclude,
  owner: {
    select: {
      id: true,
      email: true,
      firstName: true,
      lastName: true,
      serviceType: true,
      agency: true,
      homePage: true,
    },
  },
} as const satisfies Prisma.ModelProfileInclude
type AdminRow = Prisma.ModelProfileGetPayload<{ include: typeof adminInclude }>

const reportInclude = {
  profile: { select: { stageName: true } },
  reason: { select: { id: true, value: true } },
} as const satisfies Prisma.ModelReportInclude
type ReportRow = Prisma.ModelReportGetPayload<{ include: typeof reportInclude }>

function toReport(row: ReportRow): AdminModelReport {
  return {
    id: row.id,
    profileId: row.profileId,
    stageName: row.profile.stageName,
    reporterId: row.reporterId,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  }
}

export function createModelsAdminService({
  prisma,
  clock,
  photoUrl,
  queuePhotoVisibility,
}: ModelsAdminDeps) {
  const queue = createReportsQueueService({ prisma, clock, photoUrl, queuePhotoVisibility })
  const toItem = (row: AdminRow, hidden: ModelHiddenByAdmin | null): AdminModelItem => ({
    ...toOwnerProfile(row, clock.now(), photoUrl, hidden),
    owner: {
      id: row.owner.id,
      email: row.owner.email,
      firstName: row.owner.firstName,
      lastName: row.owner.lastName,
      serviceType: row.owner.serviceType as ServiceType,
      agency: row.owner.agency,
    },
  })

  return {
    async list({ reviewStatus, page, pageSize }: AdminModelListQuery): Promise<AdminModelList> {
      const where = { reviewStatus }
      const [total, rows] = await prisma.$transaction([
        prisma.modelProfile.count({ where }),
        // Oldest request first: it is a queue.
        prisma.modelProfile.findMany({
          where,
          include: adminInclude,
          orderBy: [{ reviewRequestedAt: 'asc' }, { id: 'asc' }],
          skip: (page - 1) * pageSize,
          take: pageSize,
        }),
      ])
      const hidden = await loadHiddenByAdmin(prisma, rows)
      const items = rows.map((row) => toItem(row, hidden.get(row.id) ?? null))
      return { items, page, pageSize, total }
    },

    /**
     * Approves or sends back a requested review. Approving a model account's profile
     * makes the account pro (service type 2, examination 3), as PATCH /users/model-request
     * plus an examination approval would. Both changes are audited.
     */
    async decide(
      actorId: number,
      id: number,
      { status, reason }: AdminModelReviewDecision,
    ): Promise<AdminModelItem> {
      const now = clock.now()
      await prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM model_profiles WHERE id = ${id} FOR UPDATE`
        const profile = await tx.modelProfile.findUnique({
          where: { id },
          select: { reviewStatus: true, ownerId: true },
        })
        if (!profile) throw notFound()
        // Deciding what is already decided changes nothing and is not a new decision.
        if (profile.reviewStatus === status) return
        if (profile.reviewStatus !== MODEL_REVIEW_STATUS.REQUESTED) {
          throw new HttpError('CONFLICT', MODEL_SERVER_MESSAGES.REVIEW_NOT_REQUESTED)
        }
        await tx.modelProfile.update({
          where: { id },
          data: {
            reviewStatus: status,
            reviewNote: status === MODEL_REVIEW_STATUS.SENT_BACK ? (reason ?? null) : null,
            reviewedAt: now,
            reviewedById: actorId,
          },
        })
        await tx.auditLog.create({
          data: {
            actorId,
            targetUserId: profile.ownerId,
            targetModelProfileId: id,
            action: `${AUDIT_ACTION_MODEL_REVIEW}:${status}`,
            reason: reason ? reason : null,
            createdAt: now,
          },
        })
        // The console's rule (ADR 0028): every decision that affects a user tells them.
        await notify(tx, {
          userId: profile.ownerId,
          kind: 'admin_action',
          payload: { action: `model_review_${status}`, profileId: id, reason: reason || null },
        })
        if (status !== MODEL_REVIEW_STATUS.APPROVED) return
        await tx.$queryRaw`SELECT id FROM users WHERE id = ${profile.ownerId} FOR UPDATE`
        const owner = await tx.user.findUnique({
          where: { id: profile.ownerId },
          select: { serviceType: true, examinationStatus: true, deletedAt: true },
        })
        if (!owner || owner.deletedAt || !isModelServiceType(owner.serviceType)) return
        if (
          owner.examinationStatus === EXAMINATION_STATUS.APPROVAL &&
          owner.serviceType === SERVICE_TYPE.MODEL_PRO
        ) {
          return
        }
        await tx.user.update({
          where: { id: profile.ownerId },
          data: {
            serviceType: SERVICE_TYPE.MODEL_PRO,
            examinationStatus: EXAMINATION_STATUS.APPROVAL,
            examinationNote: null,
          },
        })
        await tx.auditLog.create({
          data: {
            actorId,
            targetUserId: profile.ownerId,
            targetModelProfileId: id,
            action: AUDIT_ACTION_EXAMINATION,
            fromStatus: owner.examinationStatus,
            toStatus: EXAMINATION_STATUS.APPROVAL,
            createdAt: now,
          },
        })
      })
      const row = await prisma.modelProfile.findUnique({ where: { id }, include: adminInclude })
      if (!row) throw notFound()
      return toItem(row, await hiddenByAdminOf(prisma, row))
    },

    async listReports({ status, page, pageSize }: AdminModelReportListQuery) {
      const where = { status }
      const [total, rows] = await prisma.$transaction([
        prisma.modelReport.count({ where }),
        prisma.modelReport.findMany({
          where,
          include: reportInclude,
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          skip: (page - 1) * pageSize,
          take: pageSize,
        }),
      ])
      return { items: rows.map(toReport), page, pageSize, total }
    },

    /**
     * Dismisses an open report, or actions it: the profile is hidden by the administrators
     * (profiles.hidden_by_admin_at, which the owner cannot undo), every open report on it is
     * resolved, the owner is told `reason` (the report's own reason when none is given) and
     * the decision is audited, all by the admin console's hide-content.
     */
    async decideReport(
      actorId: number,
      id: number,
      { status, reason }: AdminModelReportDecision,
    ): Promise<AdminModelReport> {
      const now = clock.now()
      await prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT id FROM model_reports WHERE id = ${id} FOR UPDATE`
        const report = await tx.modelReport.findUnique({
          where: { id },
          select: { status: true, profileId: true, reason: { select: { value: true } } },
        })
        if (!report) throw notFound()
        // Deciding what is already decided changes nothing and is not a new decision.
        if (report.status === status) return
        if (report.status !== MODEL_REPORT_STATUS.OPEN)
          throw new HttpError('CONFLICT', MODEL_SERVER_MESSAGES.ALREADY_IN_STATE)
        if (status === MODEL_REPORT_STATUS.ACTIONED) {
          await queue.hideContentIn(tx, actorId, 'profile', id, reason || report.reason.value)
          return
        }
        await tx.modelReport.update({
          where: { id },
          data: { status, resolvedAt: now, resolvedById: actorId },
        })
        await tx.auditLog.create({
          data: {
            actorId,
            targetModelProfileId: report.profileId,
            action: `${AUDIT_ACTION_MODEL_REPORT}:${status}`,
            createdAt: now,
          },
        })
      })
      const row = await prisma.modelReport.findUnique({ where: { id }, include: reportInclude })
      if (!row) throw notFound()
      return toReport(row)
    },
  }
}
