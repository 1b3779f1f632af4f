// Who may build packages, with which profiles, and who may open one (issue #29, ADR 0045).
// The one place these rules live; the route tests check them as a table of roles x routes.
import { createHash } from 'node:crypto'
import {
  CATEGORY_ID,
  EXAMINATION_STATUS,
  PACKAGE_SERVER_MESSAGES,
  SERVICE_TYPE,
} from '@cnm/contracts'
import { forbidden, notFound } from '../../lib/http-error.js'
import { isPublicProfile, type ProfileAccessFacts } from '../../lib/model-access.js'

/** 'any': an approved client picks any public profile; 'own': an agency, its own only. */
export type PackageScope = 'any' | 'own'

export function packageScopeOf(user: {
  serviceType: number
  examinationStatus: number
  categoryTwoDepthId: number | null
}): PackageScope | null {
  if (user.serviceType !== SERVICE_TYPE.CLIENT_NORMAL) return null
  if (user.examinationStatus === EXAMINATION_STATUS.APPROVAL) return 'any'
  if (
    user.categoryTwoDepthId === CATEGORY_ID.MODEL_AGENCY ||
    user.categoryTwoDepthId === CATEGORY_ID.ENTERTAINMENT
  ) {
    return 'own'
  }
  return null
}

export function assertMayBuild(scope: PackageScope | null): asserts scope is PackageScope {
  if (scope === null) throw forbidden(PACKAGE_SERVER_MESSAGES.NOT_ALLOWED)
}

/** A profile a package may carry: public, and the builder's own for an agency. */
export const mayCarryProfile = (
  scope: PackageScope,
  builderId: number,
  profile: ProfileAccessFacts | null,
): boolean =>
  profile !== null && isPublicProfile(profile) && (scope === 'any' || profile.ownerId === builderId)

/** A package is its owner's alone (administrators included: it is a private working list). */
export function assertOwnsPackage<P extends { ownerId: number }>(
  userId: number,
  found: P | null,
): asserts found is P {
  if (!found || found.ownerId !== userId) throw notFound()
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

export interface LinkFacts {
  linkExpiresAt: Date | null
  linkRevokedAt: Date | null
}

/** A link opens its package until it expires or is revoked; after, it is a token nobody knows. */
export const linkIsOpen = (link: LinkFacts | null, now: Date): boolean =>
  link !== null &&
  link.linkRevokedAt === null &&
  link.linkExpiresAt !== null &&
  link.linkExpiresAt.getTime() > now.getTime()
