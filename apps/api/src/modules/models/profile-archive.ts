// Deleting a model profile that others depend on (issue #25, ADR 0032). A profile with a
// booking, an application, a review or a report is not deleted: it is archived (out of every
// view, its owner's included) and its personal data erased, so the client keeps the booking,
// the thread and the reviews, and the administrators keep what was reported. A profile with
// no history is deleted as before. One function does it for DELETE /models/{id} and for the
// withdrawal of the account that owns the profile.
import type { Prisma } from '../../generated/prisma/client.js'
import { WAITING_APPLICATION_STATUSES } from '../castings/index.js'
import { notify } from '../../lib/notify.js'
import { stageNameSeenBy } from './model-views.js'
import { DAY_MS } from '@cnm/contracts'

type Tx = Prisma.TransactionClient

export const PURGE_ARCHIVED_PROFILES_JOB = 'models.purge-archived-profiles'

/** cancel_reason of the proposals and close reason of the castings a departure ends. */
export const DEPARTURE_REASON = 'account_closed'

/**
 * How long an archived profile kept as evidence of an open report keeps its personal data at
 * most (ADR 0032); the purge job erases it once the reports are resolved or this has passed.
 */
export const EVIDENCE_HOLD_MS = 365 * DAY_MS

/** True when rows of others point at the profile: it must be archived, not deleted. */
export async function profileHasHistory(tx: Tx, profileId: number): Promise<boolean> {
  const [applications, reviews, reports, proposals] = await Promise.all([
    tx.application.count({ where: { modelProfileId: profileId }, take: 1 }),
    tx.review.count({ where: { modelProfileId: profileId }, take: 1 }),
    tx.modelReport.count({ where: { profileId }, take: 1 }),
    // A proposal the model answered, or one with messages: the client's booking or thread
    // names the profile (a pending one without messages is simply ended).
    tx.castingProposal.count({
      where: {
        targetModelProfileId: profileId,
        OR: [{ status: { not: 'pending' } }, { thread: { isNot: null } }],
      },
      take: 1,
    }),
  ])
  return applications + reviews + reports + proposals > 0
}

/**
 * Erases the profile's personal data (name, birth date, body, bio, links, guardian, city,
 * photos, videos) and stamps it anonymised. Answers the ids of the photo rows it deleted, whose
 * files the caller removes (or the photos cleanup does, as for any file without a row).
 */
export async function anonymiseProfile(tx: Tx, profileId: number, now: Date): Promise<string[]> {
  const photos = await tx.modelPhoto.findMany({ where: { profileId }, select: { id: true } })
  await tx.modelProfile.update({
    where: { id: profileId },
    data: {
      stageName: '',
      birthDate: null,
      heightCm: null,
      weightKg: null,
      bustCm: null,
      waistCm: null,
      hipsCm: null,
      shoeSizeMm: null,
      clothingSizeKr: null,
      hairColorId: null,
      eyeColorId: null,
      raceId: null,
      cityId: null,
      keywordIds: [],
      keywordText: '',
      bio: '',
      instagram: null,
      youtubeUrls: [],
      guardianName: null,
      guardianRelation: null,
      guardianContact: null,
      guardianConsentAt: null,
      reviewNote: null,
      coverPhotoId: null,
      anonymisedAt: now,
    },
  })
  await tx.modelPhoto.deleteMany({ where: { profileId } })
  // Intro videos and self-tape answers show the person: their rows go now, their files with
  // the videos' hourly cleanup (files without a row, ADR 0052 addendum).
  await tx.modelVideo.deleteMany({ where: { profileId } })
  return photos.map((photo) => photo.id)
}

/**
 * Archives a profile with history: its waiting applications are withdrawn (the clients told,
 * the castings' counts kept exact), proposals still waiting for it end, likes and ranking
 * rows go, and it leaves every view. Its personal data is erased now, unless a report on it
 * is open: then administrators keep it as evidence until the report is resolved (purge job).
 */
export async function archiveProfile(
  tx: Tx,
  profileId: number,
  now: Date,
): Promise<{ photoIds: string[] }> {
  const profile = await tx.modelProfile.findUniqueOrThrow({
    where: { id: profileId },
    select: { ownerId: true, stageName: true, birthDate: true },
  })
  const waiting = await tx.application.findMany({
    where: { modelProfileId: profileId, status: { in: [...WAITING_APPLICATION_STATUSES] } },
    select: { id: true, castingId: true, casting: { select: { clientId: true, title: true } } },
  })
  for (const application of waiting) {
    await tx.application.update({
      where: { id: application.id },
      data: { status: 'withdrawn', statusChangedAt: now },
    })
    // applicationCount counts the applications that stand (ADR 0024), as a withdrawal does.
    await tx.$executeRaw`
      UPDATE castings SET application_count = application_count - 1
      WHERE id = ${application.castingId} AND application_count > 0`
  }
  await notify(
    tx,
    waiting.map((application) => ({
      userId: application.casting.clientId,
      kind: 'application_withdrawn' as const,
      castingId: application.castingId,
      payload: {
        applicationId: application.id,
        castingId: application.castingId,
        castingTitle: application.casting.title,
        // Nobody here was booked: a minor is known by the first name only (ADR 0035).
        stageName: stageNameSeenBy(profile, now, false),
      },
    })),
  )
  await endPendingProposals(tx, { targetModelProfileId: profileId }, profile.ownerId, now)
  await tx.modelLike.deleteMany({ where: { profileId } })
  await tx.modelRanking.deleteMany({ where: { profileId } })
  await tx.modelProfile.update({
    where: { id: profileId },
    data: {
      archivedAt: now,
      status: 'hidden',
      likeCount: 0,
      featuredAt: null,
      featuredOrder: null,
      reviewStatus: 'none',
      reviewRequestedAt: null,
    },
  })
  const openReports = await tx.modelReport.count({ where: { profileId, status: 'open' } })
  if (openReports > 0) return { photoIds: [] }
  return { photoIds: await anonymiseProfile(tx, profileId, now) }
}

/**
 * Ends the proposals matching `where` that still wait for an answer (status pending): they
 * are cancelled with reason account_closed, and the side still here is told.
 */
export async function endPendingProposals(
  tx: Tx,
  where: Prisma.CastingProposalWhereInput,
  leaverId: number,
  now: Date,
): Promise<number> {
  const pending = await tx.castingProposal.findMany({
    where: { ...where, status: 'pending' },
    select: { id: true, title: true, senderUserId: true, recipientId: true },
  })
  if (pending.length === 0) return 0
  await tx.castingProposal.updateMany({
    where: { id: { in: pending.map((proposal) => proposal.id) }, status: 'pending' },
    data: {
      status: 'cancelled',
      cancelledAt: now,
      cancelledById: leaverId,
      cancelReason: DEPARTURE_REASON,
    },
  })
  await notify(
    tx,
    pending.flatMap((proposal) => {
      const other =
        proposal.senderUserId === leaverId ? proposal.recipientId : proposal.senderUserId
      if (other === null || other === leaverId) return []
      return [
        {
          userId: other,
          kind: 'proposal_answered' as const,
          payload: {
            proposalId: proposal.id,
            title: proposal.title,
            status: 'cancelled',
            reason: DEPARTURE_REASON,
          },
        },
      ]
    }),
  )
  return pending.length
}

/**
 * DELETE /models/{id} and account withdrawal: deletes a profile without history (photo rows,
 * likes and rankings cascade), archives one with history. Call under the profile's row lock.
 */
export async function removeOrArchiveProfile(
  tx: Tx,
  profileId: number,
  now: Date,
): Promise<{ archived: boolean; photoIds: string[] }> {
  if (await profileHasHistory(tx, profileId)) {
    return { archived: true, ...(await archiveProfile(tx, profileId, now)) }
  }
  const { ownerId } = await tx.modelProfile.findUniqueOrThrow({
    where: { id: profileId },
    select: { ownerId: true },
  })
  // A proposal still waiting for this profile ends (the sender told) rather than point nowhere.
  await endPendingProposals(tx, { targetModelProfileId: profileId }, ownerId, now)
  const photos = await tx.modelPhoto.findMany({ where: { profileId }, select: { id: true } })
  await tx.modelProfile.delete({ where: { id: profileId } })
  return { archived: false, photoIds: photos.map((photo) => photo.id) }
}

/**
 * The purge job's part (ADR 0032): archived profiles still holding personal data as evidence
 * are erased once no report on them is open, or when the hold has lasted EVIDENCE_HOLD_MS.
 */
export async function purgeArchivedProfiles(
  db: { $transaction: <T>(fn: (tx: Tx) => Promise<T>) => Promise<T> } & Pick<Tx, 'modelProfile'>,
  now: Date,
): Promise<{ profiles: number; photoIds: string[] }> {
  const held = await db.modelProfile.findMany({
    where: {
      archivedAt: { not: null },
      anonymisedAt: null,
      OR: [
        { reports: { none: { status: 'open' } } },
        { archivedAt: { lt: new Date(now.getTime() - EVIDENCE_HOLD_MS) } },
      ],
    },
    select: { id: true },
    take: 500,
  })
  const photoIds: string[] = []
  for (const { id } of held) {
    photoIds.push(...(await db.$transaction((tx) => anonymiseProfile(tx, id, now))))
  }
  return { profiles: held.length, photoIds }
}
