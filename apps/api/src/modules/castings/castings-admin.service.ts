// The administrators' side of castings (issue #15, ADR 0023): the held queue (release or
// send back), and hiding or restoring any casting. Every decision writes an audit row with
// targetCastingId and tells the client through notify().
import {
  CASTING_SERVER_MESSAGES,
  type AdminCasting,
  type AdminCastingListQuery,
} from '@cnm/contracts'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import type { CountCache } from '../../lib/short-cache.js'
import { notFound } from '../../lib/http-error.js'
import {
  adminHide,
  castingHideColumns,
  hiddenByDecision,
  restoredHide,
} from '../../lib/suspension-hides.js'
import { notify } from '../../lib/notify.js'
import { castingInclude, toAdminCasting, type CastingRow } from './casting-views.js'
import { conflict } from './castings.service.js'

type Tx = Prisma.TransactionClient

export const CASTING_AUDIT_ACTIONS = {
  RELEASE: 'casting.release',
  REJECT: 'casting.reject',
  HIDE: 'casting.hide',
  RESTORE: 'casting.restore',
} as const

export interface CastingsAdminDeps {
  prisma: PrismaClient
  clock: Clock
  counts: CountCache
}

export function createCastingsAdminService({ prisma, clock, counts }: CastingsAdminDeps) {
  async function withReports(rows: CastingRow[]): Promise<AdminCasting[]> {
    const open = await prisma.report.groupBy({
      by: ['castingId'],
      where: { castingId: { in: rows.map((row) => row.id) }, status: 'open' },
      _count: { _all: true },
    })
    const byCasting = new Map(open.map((row) => [row.castingId, row._count._all]))
    return rows.map((row) => toAdminCasting(row, byCasting.get(row.id) ?? 0))
  }

  async function list(query: AdminCastingListQuery) {
    const where: Prisma.CastingWhereInput =
      query.hidden === true ? { hiddenAt: { not: null } } : { status: query.status }
    const [rows, total] = await Promise.all([
      prisma.casting.findMany({
        where,
        include: castingInclude,
        // The oldest wait first.
        orderBy: [{ updatedAt: 'asc' }, { id: 'asc' }],
        skip: (query.page - 1) * query.pageSize,
        take: query.pageSize,
      }),
      prisma.casting.count({ where }),
    ])
    return { items: await withReports(rows), page: query.page, pageSize: query.pageSize, total }
  }

  /** Locks the casting, runs the change, writes the audit row and the client's notification. */
  async function decide(
    actorId: number,
    id: number,
    action: (typeof CASTING_AUDIT_ACTIONS)[keyof typeof CASTING_AUDIT_ACTIONS],
    reason: string | null,
    change: (tx: Tx, row: CastingRow) => Promise<void>,
  ): Promise<AdminCasting> {
    const now = clock.now()
    await prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM castings WHERE id = ${id} FOR UPDATE`
      const row = await tx.casting.findUnique({ where: { id }, include: castingInclude })
      if (!row) throw notFound()
      await change(tx, row)
      await tx.auditLog.create({
        data: {
          actorId,
          targetUserId: row.clientId,
          targetCastingId: id,
          action,
          reason,
          createdAt: now,
        },
      })
      await notify(tx, {
        userId: row.clientId,
        kind: action === CASTING_AUDIT_ACTIONS.RELEASE ? 'casting_released' : 'admin_action',
        castingId: id,
        payload: { castingId: id, castingTitle: row.title, action, reason },
      })
    })
    counts.clear()
    const row = await prisma.casting.findUnique({ where: { id }, include: castingInclude })
    if (!row) throw notFound()
    const [casting] = await withReports([row])
    return casting as AdminCasting
  }

  const release = (actorId: number, id: number, reason: string | null) =>
    decide(actorId, id, CASTING_AUDIT_ACTIONS.RELEASE, reason, async (tx, row) => {
      if (row.status !== 'held') throw conflict(CASTING_SERVER_MESSAGES.NOT_HELD)
      await tx.casting.update({
        where: { id },
        data: {
          status: 'live',
          holdReason: null,
          holdMatches: null,
          publishedAt: row.publishedAt ?? clock.now(),
        },
      })
    })

  /** Back to a draft; the reason tells the client what to change. */
  const reject = (actorId: number, id: number, reason: string) =>
    decide(actorId, id, CASTING_AUDIT_ACTIONS.REJECT, reason, async (tx, row) => {
      if (row.status !== 'held') throw conflict(CASTING_SERVER_MESSAGES.NOT_HELD)
      await tx.casting.update({ where: { id }, data: { status: 'draft', holdReason: reason } })
    })

  // A casting its client's suspension hides is not hidden by a decision: hiding takes it over
  // (so reinstating leaves it hidden), restoring while the client is suspended gives it back
  // to the suspension (admin/suspension-hides.ts).
  const hide = (actorId: number, id: number, reason: string) =>
    decide(actorId, id, CASTING_AUDIT_ACTIONS.HIDE, reason, async (tx, row) => {
      if (hiddenByDecision(row.hiddenAt, row.hiddenBySuspension))
        throw conflict(CASTING_SERVER_MESSAGES.ALREADY_IN_STATE)
      await tx.casting.update({
        where: { id },
        data: castingHideColumns(adminHide(clock.now(), reason)),
      })
    })

  const restore = (actorId: number, id: number, reason: string) =>
    decide(actorId, id, CASTING_AUDIT_ACTIONS.RESTORE, reason, async (tx, row) => {
      if (!hiddenByDecision(row.hiddenAt, row.hiddenBySuspension))
        throw conflict(CASTING_SERVER_MESSAGES.ALREADY_IN_STATE)
      await tx.casting.update({
        where: { id },
        data: castingHideColumns(await restoredHide(tx, row.clientId)),
      })
    })

  return { list, release, reject, hide, restore }
}
