// A model's reliability on its public profile (issue #28: "cancellations count on the partner
// page and on the model's profile"): the bookings of the profile that the model side itself
// cancelled in the last 12 months, counted from the real rows, the mirror of the client's count
// beside its pay record (pay-record.ts). Three kinds of booking can be cancelled: a booked
// application (the profile's), an accepted direct proposal (opened from the profile) and a
// booked option (ADR 0054). Only the two sides may cancel, so a cancellation by anyone but the
// client is the model side's (the model account or its agency); one whose canceller is unknown
// counts against nobody. Whether it came early or late does not matter here.
import type { ModelReliability } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'

/** $1: the profile id, $2: today (YYYY-MM-DD). One row: the count. */
export const MODEL_CANCELLATIONS_SQL = `
  SELECT (
    (SELECT count(*) FROM applications a JOIN castings c ON c.id = a.casting_id
     WHERE a.model_profile_id = $1 AND a.status = 'cancelled'
       AND a.cancelled_by_id <> c.client_id
       AND a.cancelled_at >= $2::date - interval '12 months')
    + (SELECT count(*) FROM casting_proposals p
       WHERE p.target_model_profile_id = $1 AND p.status = 'cancelled'
         AND p.cancelled_by_id <> coalesce(p.sender_user_id, 0)
         AND p.cancelled_at >= $2::date - interval '12 months')
    -- An option booking once, on the option it was booked from (its other dates share it).
    + (SELECT count(*) FROM booking_agreements b JOIN model_options o ON o.id = b.option_id
       WHERE o.profile_id = $1 AND o.status = 'cancelled'
         AND o.cancelled_by_id <> o.client_id
         AND o.cancelled_at >= $2::date - interval '12 months')
  )::int AS cancelled`

/** The profile's reliability at `today` (the app's clock). */
export async function modelReliabilityOf(
  db: Pick<PrismaClient, '$queryRawUnsafe'>,
  profileId: number,
  today: Date,
): Promise<ModelReliability> {
  const [row] = await db.$queryRawUnsafe<Array<{ cancelled: number }>>(
    MODEL_CANCELLATIONS_SQL,
    profileId,
    today.toISOString().slice(0, 10),
  )
  return { cancelledLast12Months: row?.cancelled ?? 0 }
}
