import { CATEGORY_ID, isModelServiceType, MODEL_STATUS, SERVICE_TYPE } from '@cnm/contracts'
import type { PrismaClient } from '../db/prisma.js'
import type { AuthContext } from '../plugins/auth.js'
import { forbidden, notFound } from './http-error.js'

// The one place that answers "may this user see / change this profile" (issue #14).
// Everything else in the module asks here, and the route tests check it as a table of
// roles x routes.

export type Viewer = Pick<AuthContext, 'userId' | 'role'> | null

export interface ProfileAccessFacts {
  ownerId: number
  status: string
  /** Hidden by an administrator (report or suspension, ADR 0028): out of public view. */
  hiddenByAdminAt?: Date | null
  /** Deleted with history (ADR 0032): kept for the bookings, reviews and reports, seen by nobody here. */
  archivedAt?: Date | null
}

/** The owner and administrators manage a profile; nobody else does, and nobody an archived one. */
export const canManageProfile = (viewer: Viewer, profile: ProfileAccessFacts): boolean =>
  viewer !== null &&
  !profile.archivedAt &&
  (viewer.role === 'ADMIN' || viewer.userId === profile.ownerId)

/**
 * Published profiles are public unless an administrator hid them; drafts and hidden ones
 * exist only for their managers.
 */
export const isPublicProfile = (profile: ProfileAccessFacts): boolean =>
  profile.status === MODEL_STATUS.PUBLISHED && !profile.hiddenByAdminAt && !profile.archivedAt

export const canSeeProfile = (viewer: Viewer, profile: ProfileAccessFacts): boolean =>
  isPublicProfile(profile) || canManageProfile(viewer, profile)

/**
 * Guards a change: a profile the caller cannot even see answers 404 (no probing for
 * drafts by id), a public one that is not theirs 403.
 */
export function assertMayManage(viewer: Viewer, profile: ProfileAccessFacts | null): void {
  if (!profile || !canSeeProfile(viewer, profile)) throw notFound()
  if (!canManageProfile(viewer, profile)) throw forbidden()
}

/**
 * assertMayManage for routes outside this module that change a profile's parts (the
 * photos module): loads the two facts the rule needs, then applies the same rule.
 */
export async function assertMayManageProfile(
  prisma: PrismaClient,
  viewer: Viewer,
  profileId: number,
): Promise<void> {
  const profile = await prisma.modelProfile.findUnique({
    where: { id: profileId },
    select: { ownerId: true, status: true, hiddenByAdminAt: true, archivedAt: true },
  })
  assertMayManage(viewer, profile)
}

/** Guards a read: 404 unless the caller may see it. */
export function assertMaySee(viewer: Viewer, profile: ProfileAccessFacts | null): void {
  if (!profile || !canSeeProfile(viewer, profile)) throw notFound()
}

/**
 * Who may register models: model accounts (service type 1/2) and agency clients (type 3
 * whose second-level category is 37 entertainment or 38 model agency). ADR 0005.
 */
export const mayRegisterModels = (user: {
  serviceType: number
  categoryTwoDepthId: number | null
}): boolean =>
  isModelServiceType(user.serviceType) ||
  (user.serviceType === SERVICE_TYPE.CLIENT_NORMAL &&
    (user.categoryTwoDepthId === CATEGORY_ID.ENTERTAINMENT ||
      user.categoryTwoDepthId === CATEGORY_ID.MODEL_AGENCY))

export const isAgencyOwner = (user: { serviceType: number }): boolean =>
  user.serviceType === SERVICE_TYPE.CLIENT_NORMAL
