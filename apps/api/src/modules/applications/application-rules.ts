// Who may do what with applications, and the status graph (ADR 0024). The service asks here;
// the authorization table test checks the same answers role by role.
import { isModelServiceType, type ApplicationStatus } from '@cnm/contracts'
import { forbidden, notFound } from '../../lib/http-error.js'
import { mayRegisterModels, type Viewer } from '../../lib/model-access.js'
import { reviewWindow, windowState, type WindowFacts } from '../reviews/index.js'

/**
 * Who may cancel a booking: the two sides of it, the casting's client and the applicant (the
 * model account or agency owning the profile). An administrator reads but does not decide.
 */
export const mayCancelBooking = (role: ApplicationRole): role is 'owner' | 'applicant' =>
  role !== 'admin'

/**
 * A booking can still be cancelled: it is booked and the job has not taken place (its review
 * window, review-window.ts, has not opened), so a cancellation cannot dodge a review.
 */
export const bookingCancellable = (
  status: ApplicationStatus,
  job: WindowFacts,
  now: Date,
): boolean => status === 'booked' && windowState(reviewWindow(job), now) === 'not-open'

/** Applications still waiting for an answer: told when the casting fills up or closes. */
export const WAITING_STATUSES = ['submitted', 'viewed', 'shortlisted'] as const

/** Who may apply: the accounts that may own model profiles (ADR 0005), i.e. models and agencies. */
export const mayApply = mayRegisterModels

/** Which My Casting views an account may ask for, its default first. */
export function myCastingsViews(user: {
  serviceType: number
  categoryTwoDepthId: number | null
}): readonly ('client' | 'model')[] {
  if (isModelServiceType(user.serviceType)) return ['model']
  if (mayRegisterModels(user)) return ['client', 'model']
  return ['client']
}

export interface CastingFacts {
  clientId: number
  status: string
  hiddenAt: Date | null
}

/** A live, not hidden casting is public; drafts, held, closed and hidden ones are not. */
export const isPublicCasting = (casting: CastingFacts): boolean =>
  casting.status === 'live' && casting.hiddenAt === null

/**
 * A casting's applicants: its owner reads and decides, an administrator reads. Others get
 * 403 on a public casting and 404 on one they cannot see at all (no probing by id).
 */
export function assertCastingOwner(
  viewer: NonNullable<Viewer>,
  casting: CastingFacts | null,
  { write }: { write: boolean },
): asserts casting is CastingFacts {
  if (!casting) throw notFound()
  if (casting.clientId === viewer.userId) return
  if (viewer.role === 'ADMIN') {
    if (write) throw forbidden()
    return
  }
  if (isPublicCasting(casting)) throw forbidden()
  throw notFound()
}

export interface ApplicationFacts {
  applicantId: number
  casting: { clientId: number }
}

export type ApplicationRole = 'owner' | 'applicant' | 'admin'

/** The caller's part in an application; 404 for anybody without one (applications are never public). */
export function roleIn(
  viewer: NonNullable<Viewer>,
  application: ApplicationFacts | null,
): ApplicationRole {
  if (!application) throw notFound()
  if (application.casting.clientId === viewer.userId) return 'owner'
  if (application.applicantId === viewer.userId) return 'applicant'
  if (viewer.role === 'ADMIN') return 'admin'
  throw notFound()
}
