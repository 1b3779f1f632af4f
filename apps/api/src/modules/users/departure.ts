// What leaving does to what others depend on (issue #25, ADR 0032), in the withdrawal's
// transaction: the account's model profiles are deleted or, with history, archived and
// anonymised; its castings close with reason account_closed (applicants still waiting are
// told); proposals still waiting for an answer from or to it end, and those it sent lose the
// contact details typed into them; its likes stop counting.
import type { Prisma } from '../../generated/prisma/client.js'
import { closeAndTell } from '../castings/index.js'
import { DEPARTURE_REASON, endPendingProposals, removeOrArchiveProfile } from '../models/index.js'

export async function departAccount(
  tx: Prisma.TransactionClient,
  userId: number,
  now: Date,
): Promise<void> {
  const profiles = await tx.$queryRaw<Array<{ id: number }>>`
    SELECT id FROM model_profiles WHERE owner_id = ${userId} AND archived_at IS NULL
    ORDER BY id FOR UPDATE`
  for (const profile of profiles) await removeOrArchiveProfile(tx, profile.id, now)
  const open = await tx.$queryRaw<Array<{ id: number; title: string }>>`
    SELECT id, title FROM castings WHERE client_id = ${userId} AND status <> 'closed'
    ORDER BY id FOR UPDATE`
  await closeAndTell(tx, open, DEPARTURE_REASON, now)
  await endPendingProposals(
    tx,
    { OR: [{ senderUserId: userId }, { recipientId: userId }] },
    userId,
    now,
  )
  // The contact details the leaver typed into its proposals are its personal data (PIPA); the
  // proposals themselves stay, as the recipients' record.
  await tx.castingProposal.updateMany({
    where: { senderUserId: userId },
    data: { contactInformation: '', email: '' },
  })
  // The account row stays (soft delete), so its likes would go on counting: a profile's
  // like count is the likes of people still here.
  await tx.$executeRaw`
    WITH removed AS (
      DELETE FROM model_likes WHERE user_id = ${userId} RETURNING profile_id
    )
    UPDATE model_profiles p SET like_count = GREATEST(p.like_count - r.n, 0)
    FROM (SELECT profile_id, count(*)::int AS n FROM removed GROUP BY profile_id) r
    WHERE p.id = r.profile_id`
}
