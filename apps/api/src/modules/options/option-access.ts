// Who may place an option and who may act on one (issue #29, ADR 0049): the one place these
// rules live; options.authorization.test.ts checks them as a table of roles x routes.
import { EXAMINATION_STATUS, isClientServiceType, OPTION_SERVER_MESSAGES } from '@cnm/contracts'
import { forbidden, notFound } from '../../lib/http-error.js'

/** Places options: a client account an administrator approved, not suspended or closed. */
export function assertMayPlace(
  user: {
    serviceType: number
    examinationStatus: number
    suspendedAt: Date | null
    deletedAt: Date | null
  } | null,
): void {
  if (
    !user ||
    !isClientServiceType(user.serviceType) ||
    user.examinationStatus !== EXAMINATION_STATUS.APPROVAL ||
    user.suspendedAt !== null ||
    user.deletedAt !== null
  ) {
    throw forbidden(OPTION_SERVER_MESSAGES.NOT_ALLOWED)
  }
}

export type OptionSide = 'client' | 'model'

/**
 * The caller's side of an option: its client, or the profile's owner (the model account or the
 * agency). Anybody else, administrators included, gets 404: an option is a private hold, and
 * an id must not tell a stranger that it exists.
 */
export function sideOf(
  userId: number,
  option: { clientId: number; ownerId: number } | null,
): OptionSide {
  if (option?.clientId === userId) return 'client'
  if (option?.ownerId === userId) return 'model'
  throw notFound()
}

/** A route for one side only: the other side gets 404 too (nothing to act on there). */
export function assertSide(actual: OptionSide, wanted: OptionSide): void {
  if (actual !== wanted) throw notFound()
}
