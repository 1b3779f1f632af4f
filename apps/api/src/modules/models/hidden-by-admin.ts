// What the owner (and the admin) reads about a profile the administrators hid: when, and
// the reason they gave. profiles.hidden_by_admin_at says when; the reason lives with the
// decision that set it: the admin console's hide-content writes a `content:hidden` audit row
// on the profile, a suspension keeps its reason on the owner's account (and marks the
// profiles it hid with hidden_by_suspension, admin/suspension-hides.ts).
import { AUDIT_ACTIONS, type ModelHiddenByAdmin } from '@cnm/contracts'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

export interface HideableProfile {
  id: number
  ownerId: number
  hiddenByAdminAt: Date | null
  hiddenBySuspension: boolean
}

/**
 * The hide state of each profile, by profile id; profiles that are not hidden map to null.
 * Costs nothing when none is hidden, else two queries for the whole page.
 */
export async function loadHiddenByAdmin(
  db: Db,
  profiles: readonly HideableProfile[],
): Promise<Map<number, ModelHiddenByAdmin | null>> {
  const result = new Map<number, ModelHiddenByAdmin | null>(
    profiles.map((profile) => [profile.id, null]),
  )
  const hidden = profiles.filter(
    (profile): profile is HideableProfile & { hiddenByAdminAt: Date } =>
      profile.hiddenByAdminAt !== null,
  )
  if (hidden.length === 0) return result

  // One after the other: `db` may be a transaction, which runs one query at a time.
  const audits = await db.auditLog.findMany({
    where: {
      action: AUDIT_ACTIONS.CONTENT_HIDDEN,
      targetModelProfileId: { in: hidden.map((profile) => profile.id) },
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: { targetModelProfileId: true, reason: true, createdAt: true },
  })
  const suspended = hidden.filter((profile) => profile.hiddenBySuspension)
  const owners = await db.user.findMany({
    where: { id: { in: [...new Set(suspended.map((profile) => profile.ownerId))] } },
    select: { id: true, suspendedReason: true },
  })
  const ownerById = new Map(owners.map((owner) => [owner.id, owner]))

  for (const profile of hidden) {
    const at = profile.hiddenByAdminAt
    // The suspension's reason; else the newest hide decision since the profile went out of
    // sight (an older one was restored in between and no longer explains anything).
    const reason = profile.hiddenBySuspension
      ? (ownerById.get(profile.ownerId)?.suspendedReason ?? null)
      : (audits.find((row) => row.targetModelProfileId === profile.id && row.createdAt >= at)
          ?.reason ?? null)
    result.set(profile.id, { at: at.toISOString(), reason })
  }
  return result
}

/** One profile's hide state (the owner's or the admin's single view). */
export async function hiddenByAdminOf(
  db: Db,
  profile: HideableProfile,
): Promise<ModelHiddenByAdmin | null> {
  return (await loadHiddenByAdmin(db, [profile])).get(profile.id) ?? null
}
