import {
  EXAMINATION_STATUS,
  MODEL_REPORT_STATUS,
  SERVICE_TYPE,
  type AdminAuditLogItem,
  type AdminAuditLogList,
  type AdminAuditLogQuery,
  type AdminDashboard,
} from '@cnm/contracts'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'

// The console's read side (issue #16, ADR 0028): the dashboard counts and the audit log.

export interface AdminConsoleDeps {
  prisma: PrismaClient
}

const personSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  agency: true,
} as const satisfies Prisma.UserSelect

type PersonRow = Prisma.UserGetPayload<{ select: typeof personSelect }>

/** Company, else name, else e-mail (administrators may see it), else "#id". */
function labelOf(user: PersonRow | null): AdminAuditLogItem['actor'] {
  if (!user) return null
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
  const label = user.agency?.trim() || name || user.email || `#${user.id}`
  return { id: user.id, label }
}

/** The audit filter `target=kind:id` as a WHERE on the row's target columns. */
function targetWhere(target: string): Prisma.AuditLogWhereInput {
  const [kind, raw] = target.split(':') as [string, string]
  const id = Number(raw)
  switch (kind) {
    case 'user':
      return { targetUserId: id }
    case 'profile':
      return { OR: [{ targetModelProfileId: id }, { targetRef: target }] }
    case 'casting':
      return { OR: [{ targetCastingId: id }, { targetRef: target }] }
    default:
      return { targetRef: target }
  }
}

export function createAdminConsoleService({ prisma }: AdminConsoleDeps) {
  return {
    async dashboard(): Promise<AdminDashboard> {
      const open = MODEL_REPORT_STATUS.OPEN
      const [
        clientsAwaitingApproval,
        profilesAwaitingReview,
        heldCastings,
        openModelReports,
        openReports,
        suspendedAccounts,
        openImpersonationReports,
      ] = await Promise.all([
        prisma.user.count({
          where: {
            serviceType: SERVICE_TYPE.CLIENT_NORMAL,
            examinationStatus: EXAMINATION_STATUS.REQUEST,
            deletedAt: null,
          },
        }),
        prisma.modelProfile.count({ where: { reviewStatus: 'requested' } }),
        prisma.casting.count({ where: { status: 'held' } }),
        prisma.modelReport.count({ where: { status: open } }),
        prisma.report.count({ where: { status: open } }),
        prisma.user.count({ where: { suspendedAt: { not: null }, deletedAt: null } }),
        prisma.impersonationReport.count({ where: { status: open } }),
      ])
      return {
        clientsAwaitingApproval,
        profilesAwaitingReview,
        heldCastings,
        openReports: openModelReports + openReports + openImpersonationReports,
        suspendedAccounts,
      }
    },

    /** GET /admin/audit-logs: newest first. */
    async auditLogs(query: AdminAuditLogQuery): Promise<AdminAuditLogList> {
      const { actorId, target, action, from, to, page, pageSize } = query
      const and: Prisma.AuditLogWhereInput[] = []
      if (actorId !== undefined) and.push({ actorId })
      if (target !== undefined) and.push(targetWhere(target))
      if (action !== undefined) {
        and.push(action.endsWith(':') ? { action: { startsWith: action } } : { action })
      }
      if (from !== undefined) and.push({ createdAt: { gte: new Date(from) } })
      if (to !== undefined) and.push({ createdAt: { lte: new Date(to) } })
      const where: Prisma.AuditLogWhereInput = and.length > 0 ? { AND: and } : {}
      const [total, rows] = await Promise.all([
        prisma.auditLog.count({ where }),
        prisma.auditLog.findMany({
          where,
          include: { actor: { select: personSelect }, target: { select: personSelect } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: (page - 1) * pageSize,
          take: pageSize,
        }),
      ])
      return {
        items: rows.map((row) => ({
          id: row.id,
          action: row.action,
          actor: labelOf(row.actor),
          targetUser: labelOf(row.target),
          targetModelProfileId: row.targetModelProfileId,
          targetCastingId: row.targetCastingId,
          targetRef: row.targetRef,
          fromStatus: row.fromStatus,
          toStatus: row.toStatus,
          reason: row.reason,
          createdAt: row.createdAt.toISOString(),
        })),
        page,
        pageSize,
        total,
      }
    },
  }
}
