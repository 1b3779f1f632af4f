// Who hid a profile or a casting (ADR 0031 addendum): an administrator's decision, or the
// owner's suspension. Both hide it from the public through the same column (a profile's
// hidden_by_admin_at, a casting's hidden_at and hidden_reason); hidden_by_suspension says
// the hide is the suspension's, so reinstating shows exactly those rows again. An
// administrator's decision on a row takes it over (its own time and reason, no longer the
// suspension's); restoring a row while its owner is still suspended gives it back to the
// suspension instead of showing it.
import type { Prisma, PrismaClient } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

/** The hide a row carries: none (at null), an administrator's, or the suspension's. */
export interface HideState {
  at: Date | null
  reason: string | null
  bySuspension: boolean
}

export const VISIBLE: HideState = { at: null, reason: null, bySuspension: false }

/** An administrator's hide, whatever hid the row before. */
export const adminHide = (at: Date, reason: string): HideState => ({
  at,
  reason,
  bySuspension: false,
})

/** The suspension's own hide: its time and reason. */
export const suspensionHide = (at: Date, reason: string | null): HideState => ({
  at,
  reason,
  bySuspension: true,
})

/** What an administrator's restore leaves: visible, or hidden by the owner's suspension. */
export async function restoredHide(db: Db, ownerId: number | null): Promise<HideState> {
  if (ownerId === null) return VISIBLE
  const owner = await db.user.findUnique({
    where: { id: ownerId },
    select: { suspendedAt: true, suspendedReason: true },
  })
  return owner?.suspendedAt ? suspensionHide(owner.suspendedAt, owner.suspendedReason) : VISIBLE
}

/** Whether an administrator's decision hides the row (a suspension's hide is not one). */
export const hiddenByDecision = (at: Date | null, bySuspension: boolean) =>
  at !== null && !bySuspension

export const profileHideColumns = (state: HideState) => ({
  hiddenByAdminAt: state.at,
  hiddenBySuspension: state.bySuspension,
})

export const castingHideColumns = (state: HideState) => ({
  hiddenAt: state.at,
  hiddenReason: state.reason,
  hiddenBySuspension: state.bySuspension,
})
