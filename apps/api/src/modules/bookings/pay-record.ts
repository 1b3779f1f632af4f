// A client's pay record from its real bookings (issue #28, ADR 0044): one set-based statement
// over its agreements, led by the (client_id, created_at) index. A booking counts once its
// agreement is confirmed, the booking still stands and its last shoot day has passed.
import type { PayRecord } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'

export async function payRecordOf(
  prisma: Pick<PrismaClient, '$queryRaw'>,
  clientId: number,
  today: Date,
): Promise<PayRecord> {
  const day = today.toISOString().slice(0, 10)
  const [row] = await prisma.$queryRaw<
    Array<{
      completed: number
      judged: number
      on_time: number
      median: number | null
      overdue: number
    }>
  >`
    SELECT count(*)::int AS completed,
           count(*) FILTER (WHERE b.pay_status = 'confirmed' OR b.due_date < ${day}::date)::int AS judged,
           count(*) FILTER (WHERE b.pay_status = 'confirmed' AND b.paid_on <= b.due_date)::int AS on_time,
           (percentile_cont(0.5) WITHIN GROUP (ORDER BY b.paid_on - b.last_shoot_date)
              FILTER (WHERE b.pay_status = 'confirmed'))::float8 AS median,
           count(*) FILTER (WHERE b.pay_status <> 'confirmed' AND b.due_date < ${day}::date)::int AS overdue
    FROM booking_agreements b
    LEFT JOIN applications ap ON ap.id = b.application_id
    LEFT JOIN casting_proposals pr ON pr.id = b.proposal_id
    LEFT JOIN model_options mo ON mo.id = b.option_id
    WHERE b.client_id = ${clientId}
      AND b.agreed_version IS NOT NULL
      AND b.last_shoot_date < ${day}::date
      AND (ap.status = 'booked' OR pr.status = 'accepted' OR mo.status = 'booked')`
  const completed = row?.completed ?? 0
  const judged = row?.judged ?? 0
  return {
    bookingsCompleted: completed,
    paidOnTimeShare: judged === 0 ? null : (row?.on_time ?? 0) / judged,
    medianDaysToPay: row?.median ?? null,
    openOverdue: row?.overdue ?? 0,
  }
}
