// What the options module (issue #29, ADR 0049) and the bookings module (issue #28, ADR 0044)
// both need about a model's days (ADR 0054): the per-profile advisory lock every change to a
// day's holds runs under, the days a confirmed booking takes, and releasing other clients'
// options when a booking is confirmed. In lib/ so that neither module imports the other's
// insides, and bookings does not depend on options at all.
import type { Prisma } from '../generated/prisma/client.js'
import { notify } from './notify.js'
import { stageNameSeenBy, toDateOnly } from './read-models/model-card.js'

type Tx = Prisma.TransactionClient

/** Advisory lock namespace of a profile's days (first key); the second is the profile id. */
export const DATE_HOLDS_LOCK = 29_049

/** Serialises every change to a profile's options and bookings by day, until the commit. */
export const lockProfileDays = (tx: Tx, profileId: number) =>
  tx.$executeRaw`SELECT pg_advisory_xact_lock(${DATE_HOLDS_LOCK}::int, ${profileId}::int)`

/**
 * The shoot days of standing, confirmed bookings (an agreed version, and the booking itself not
 * cancelled: an application still booked, a proposal still accepted, an option still booked),
 * one row per agreement and day, from the agreed version's terms.
 */
export const confirmedDaysSql = `
    SELECT a.id AS agreement_id, a.model_profile_id AS profile_id,
           (s.value->>'date')::date AS day, v.content->'booking'->>'title' AS title
    FROM booking_agreements a
    JOIN agreement_versions v ON v.agreement_id = a.id AND v.number = a.agreed_version
    CROSS JOIN LATERAL jsonb_array_elements(v.content->'terms'->'shoots') s
    LEFT JOIN applications ap ON ap.id = a.application_id
    LEFT JOIN casting_proposals cp ON cp.id = a.proposal_id
    LEFT JOIN model_options mo ON mo.id = a.option_id
    WHERE a.agreed_version IS NOT NULL AND a.model_profile_id IS NOT NULL
      AND (ap.status = 'booked' OR cp.status = 'accepted' OR mo.status = 'booked')`

/**
 * Whether a confirmed booking takes the day in a way the options queue does not already count:
 * a booked option is in the queue itself (it keeps rank 1), anything else (a casting's or a
 * proposal's booking, or an option booking whose terms moved to another day) takes one place
 * ahead of every option. Used inside SQL as `(profile, day)` from the outer query.
 */
export const dayTakenSql = (profile: string, day: string) => `
  EXISTS (
    SELECT 1 FROM (${confirmedDaysSql}) cd
    WHERE cd.profile_id = ${profile} AND cd.day = ${day}
      AND NOT EXISTS (
        SELECT 1 FROM model_options bo
        WHERE bo.agreement_id = cd.agreement_id AND bo.option_date = cd.day
          AND bo.status = 'booked'))`

/** True when a confirmed booking (not an option in the queue) takes the profile's day. */
export async function isDayTaken(tx: Tx, profileId: number, day: string): Promise<boolean> {
  const [row] = await tx.$queryRawUnsafe<Array<{ taken: boolean }>>(
    `SELECT ${dayTakenSql('$1::int', '$2::date')} AS taken`,
    profileId,
    day,
  )
  return row?.taken === true
}

/**
 * A booking was confirmed on these days: every other client's option still waiting on them
 * (pending or accepted) is released, and its client told (`date_booked`), in the caller's
 * transaction under the profile's lock. A booked option of another client is left alone: the
 * model side answers that agreement itself.
 */
export async function releaseOptionsForBooking(
  tx: Tx,
  booking: { profileId: number; clientId: number; days: readonly string[]; now: Date },
): Promise<number> {
  if (booking.days.length === 0) return 0
  await lockProfileDays(tx, booking.profileId)
  const dates = booking.days.map((day) => new Date(`${day}T00:00:00.000Z`))
  const waiting = await tx.modelOption.findMany({
    where: {
      profileId: booking.profileId,
      optionDate: { in: dates },
      clientId: { not: booking.clientId },
      status: { in: ['pending', 'accepted'] },
    },
    orderBy: [{ optionDate: 'asc' }, { id: 'asc' }],
    select: {
      id: true,
      clientId: true,
      optionDate: true,
      profile: { select: { stageName: true, birthDate: true } },
    },
  })
  if (waiting.length === 0) return 0
  await tx.modelOption.updateMany({
    where: { id: { in: waiting.map((one) => one.id) }, status: { in: ['pending', 'accepted'] } },
    data: { status: 'released', endedAt: booking.now },
  })
  await notify(
    tx,
    waiting.map((one) => {
      // A client sees a minor's first name only (ADR 0035).
      const name = stageNameSeenBy(one.profile, booking.now, false)
      const date = toDateOnly(one.optionDate)
      return {
        userId: one.clientId,
        kind: 'option' as const,
        payload: { optionId: one.id, name, date, title: `${name}, ${date}`, event: 'date_booked' },
      }
    }),
  )
  return waiting.length
}
