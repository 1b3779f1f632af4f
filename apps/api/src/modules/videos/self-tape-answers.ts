// Which self-tape answers may be played (ADR 0053): the photos' rule for the profile (published,
// not hidden by an administrator, not archived) and an application that was not withdrawn. A
// declined or cancelled application keeps its answer: the casting's owner decided with it.
import { isPublicProfile, type ProfileAccessFacts } from '../../lib/model-access.js'

export function answerServable(
  profile: ProfileAccessFacts,
  application: { status: string } | null,
): boolean {
  return application !== null && application.status !== 'withdrawn' && isPublicProfile(profile)
}
