// A client's pay record from its real bookings (issue #28, ADRs 0044 and 0046): one set-based
// statement over the agreements of any number of clients, led by the (client_id, created_at)
// index. The partner page asks for one client; a page of casting cards asks once for all of
// its clients (never one query per card). One SQL text, run through Prisma or through `pg`
// (the board reads its cards through `pg`).
//
// Two kinds of pay count:
// - a booking's fee: its agreement is confirmed, the booking still stands and its last shoot
//   day has passed (a completed booking);
// - a kill fee: the client cancelled the confirmed booking late and owes the agreed share.
// Both count in the share paid on time (confirmed paid by the due date, over those confirmed or
// past due) and in the open overdue ones; only fees count as completed bookings and in the
// median days from the last shoot day to pay (a kill fee has no shoot to count from).
// Beside them, the bookings the client cancelled in the last 12 months (issue #28: cancellations
// count on the partner page), whoever cancelled late or early.
import type pg from 'pg'
import type { PayRecord } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'

interface Row {
  client_id: number
  completed: number
  kill_fees: number
  judged: number
  on_time: number
  median: number | null
  overdue: number
  cancelled: number
}

/** $1: the client ids (int[]), $2: today (YYYY-MM-DD). */
export const PAY_RECORD_SQL = `
  WITH owed AS (
    SELECT b.client_id, b.pay_status, b.paid_on, b.due_date, b.last_shoot_date,
           b.kill_fee_owed IS NOT NULL AS kill
    FROM booking_agreements b
    LEFT JOIN applications ap ON ap.id = b.application_id
    LEFT JOIN casting_proposals pr ON pr.id = b.proposal_id
    LEFT JOIN model_options mo ON mo.id = b.option_id
    WHERE b.client_id = ANY($1::int[])
      AND b.agreed_version IS NOT NULL
      AND (
        (b.kill_fee_owed IS NULL AND b.last_shoot_date < $2::date
          AND (ap.status = 'booked' OR pr.status = 'accepted' OR mo.status = 'booked'))
        OR b.kill_fee_owed IS NOT NULL
      )
  )
  , records AS (
    SELECT client_id,
           count(*) FILTER (WHERE NOT kill)::int AS completed,
           count(*) FILTER (WHERE kill)::int AS kill_fees,
           count(*) FILTER (WHERE pay_status = 'confirmed' OR due_date < $2::date)::int AS judged,
           count(*) FILTER (WHERE pay_status = 'confirmed' AND paid_on <= due_date)::int AS on_time,
           (percentile_cont(0.5) WITHIN GROUP (ORDER BY paid_on - last_shoot_date)
              FILTER (WHERE pay_status = 'confirmed' AND NOT kill))::float8 AS median,
           count(*) FILTER (WHERE pay_status <> 'confirmed' AND due_date < $2::date)::int AS overdue
    FROM owed
    GROUP BY client_id
  ), cancels AS (
    -- Bookings the client itself cancelled in the last 12 months: booked applications of its
    -- castings, its accepted direct proposals and its booked options.
    SELECT client_id, count(*)::int AS cancelled FROM (
      SELECT c.client_id FROM applications a JOIN castings c ON c.id = a.casting_id
      WHERE c.client_id = ANY($1::int[]) AND a.status = 'cancelled'
        AND a.cancelled_by_id = c.client_id AND a.cancelled_at >= $2::date - interval '12 months'
      UNION ALL
      SELECT p.sender_user_id FROM casting_proposals p
      WHERE p.sender_user_id = ANY($1::int[]) AND p.status = 'cancelled'
        AND p.cancelled_by_id = p.sender_user_id
        AND p.cancelled_at >= $2::date - interval '12 months'
      UNION ALL
      -- A booked option's booking (ADR 0054), once: on the option it was booked from.
      SELECT b.client_id FROM booking_agreements b JOIN model_options o ON o.id = b.option_id
      WHERE b.client_id = ANY($1::int[]) AND o.status = 'cancelled'
        AND o.cancelled_by_id = o.client_id
        AND o.cancelled_at >= $2::date - interval '12 months'
    ) AS cancelled(client_id)
    GROUP BY client_id
  )
  SELECT coalesce(r.client_id, x.client_id) AS client_id,
         coalesce(r.completed, 0) AS completed, coalesce(r.kill_fees, 0) AS kill_fees,
         coalesce(r.judged, 0) AS judged, coalesce(r.on_time, 0) AS on_time, r.median,
         coalesce(r.overdue, 0) AS overdue, coalesce(x.cancelled, 0) AS cancelled
  FROM records r FULL JOIN cancels x ON x.client_id = r.client_id`

/** Runs the statement: through Prisma or a `pg` pool. */
export type PayRecordDb = Pick<PrismaClient, '$queryRawUnsafe'> | pg.Pool

async function rowsOf(db: PayRecordDb, ids: number[], day: string): Promise<Row[]> {
  if ('$queryRawUnsafe' in db) return db.$queryRawUnsafe<Row[]>(PAY_RECORD_SQL, ids, day)
  return (await db.query<Row>(PAY_RECORD_SQL, [ids, day])).rows
}

const NONE: PayRecord = {
  bookingsCompleted: 0,
  paidOnTimeShare: null,
  medianDaysToPay: null,
  openOverdue: 0,
  killFees: 0,
  cancelledLast12Months: 0,
}

/** The pay records of `clientIds`, one statement for all; a client with none reads zeros. */
export async function payRecordsOf(
  db: PayRecordDb,
  clientIds: readonly number[],
  today: Date,
): Promise<Map<number, PayRecord>> {
  const ids = [...new Set(clientIds)]
  const records = new Map<number, PayRecord>(ids.map((id) => [id, NONE]))
  if (ids.length === 0) return records
  for (const row of await rowsOf(db, ids, today.toISOString().slice(0, 10))) {
    records.set(row.client_id, {
      bookingsCompleted: row.completed,
      paidOnTimeShare: row.judged === 0 ? null : row.on_time / row.judged,
      medianDaysToPay: row.median,
      openOverdue: row.overdue,
      killFees: row.kill_fees,
      cancelledLast12Months: row.cancelled,
    })
  }
  return records
}

/** The cards with their client's pay record, one statement for the whole page. */
export async function withPayRecords<Card extends { client: { id: number } }>(
  db: PayRecordDb,
  cards: readonly Card[],
  today: Date,
): Promise<Array<Card & { payRecord: PayRecord }>> {
  const records = await payRecordsOf(
    db,
    cards.map((card) => card.client.id),
    today,
  )
  return cards.map((card) => ({ ...card, payRecord: records.get(card.client.id) ?? NONE }))
}
