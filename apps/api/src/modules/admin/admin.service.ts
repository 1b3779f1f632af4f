import {
  EXAMINATION_STATUS,
  isModelServiceType,
  SERVICE_TYPE,
  type AdminExaminationDecision,
  type AdminUserList,
  type AdminUserListQuery,
  type CurrentUser,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { notFound } from '../../lib/http-error.js'
import { notify } from '../../lib/notify.js'
import { currentUserInclude, toCurrentUser } from '../../lib/read-models/current-user.js'

export const AUDIT_ACTION_EXAMINATION = 'examination.decided'

export interface AdminDeps {
  prisma: PrismaClient
  clock: Clock
}

export interface AdminService {
  listUsers(query: AdminUserListQuery): Promise<AdminUserList>
  decideExamination(
    actorId: number,
    targetId: number,
    decision: AdminExaminationDecision,
  ): Promise<CurrentUser>
}

export function createAdminService({ prisma, clock }: AdminDeps): AdminService {
  return {
    async listUsers({ examinationStatus, serviceType, suspended, q, page, pageSize }) {
      const contains = q === undefined ? undefined : { contains: q, mode: 'insensitive' as const }
      const where = {
        deletedAt: null,
        ...(examinationStatus === undefined ? {} : { examinationStatus }),
        ...(serviceType === undefined ? {} : { serviceType }),
        ...(suspended === undefined ? {} : { suspendedAt: suspended ? { not: null } : null }),
        ...(contains === undefined
          ? {}
          : {
              OR: [
                { email: contains },
                { agency: contains },
                { firstName: contains },
                { lastName: contains },
              ],
            }),
      }
      const [total, users] = await prisma.$transaction([
        prisma.user.count({ where }),
        // Oldest first: the list is a review queue.
        prisma.user.findMany({
          where,
          include: currentUserInclude,
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          skip: (page - 1) * pageSize,
          take: pageSize,
        }),
      ])
      const items = users.map((user) => ({
        ...toCurrentUser(user),
        suspendedAt: user.suspendedAt?.toISOString() ?? null,
        suspendedReason: user.suspendedReason,
      }))
      return { items, page, pageSize, total }
    },

    async decideExamination(actorId, targetId, { status, reason }) {
      const now = clock.now()
      await prisma.$transaction(async (tx) => {
        // Row lock: two administrators deciding at once are serialised, and the second
        // records its transition from the state the first one left.
        await tx.$queryRaw`SELECT id FROM users WHERE id = ${targetId} FOR UPDATE`
        const target = await tx.user.findFirst({
          where: { id: targetId, deletedAt: null },
          select: { examinationStatus: true, serviceType: true },
        })
        if (!target) throw notFound()
        const from = target.examinationStatus
        // Deciding what is already decided changes nothing and is not a new decision.
        if (from === status) return
        // Service type 2 means "pro model" (spec §3), so a model's type follows approval.
        const serviceType = isModelServiceType(target.serviceType)
          ? status === EXAMINATION_STATUS.APPROVAL
            ? SERVICE_TYPE.MODEL_PRO
            : SERVICE_TYPE.MODEL_NORMAL
          : target.serviceType
        const note = status === EXAMINATION_STATUS.NONE ? (reason ?? null) : null
        await tx.user.update({
          where: { id: targetId },
          data: { examinationStatus: status, serviceType, examinationNote: note },
        })
        await tx.auditLog.create({
          data: {
            actorId,
            targetUserId: targetId,
            action: AUDIT_ACTION_EXAMINATION,
            fromStatus: from,
            toStatus: status,
            reason: reason ? reason : null,
            createdAt: now,
          },
        })
        // The console's rule (ADR 0028): every decision that affects a user tells them.
        await notify(tx, {
          userId: targetId,
          kind: 'admin_action',
          payload: {
            action:
              status === EXAMINATION_STATUS.APPROVAL
                ? 'examination_approved'
                : 'examination_sent_back',
            reason: reason || null,
          },
        })
      })
      const user = await prisma.user.findUniqueOrThrow({
        where: { id: targetId },
        include: currentUserInclude,
      })
      return toCurrentUser(user)
    },
  }
}
