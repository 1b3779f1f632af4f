// Who is on which side of a thread (issue #15, ADR 0025). A thread belongs to one application
// (client: the casting's owner; model side: the applicant) or one direct proposal (client: its
// sender; model side: its recipient). Nobody else reads or writes it, administrators included
// (they see a reported message through the report): anyone else gets the 404 of a thread that
// does not exist, so ids cannot be probed.
import type { ProfileThumb } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import { notFound } from '../../lib/http-error.js'
import { stageNameSeenBy } from '../../lib/read-models/model-card.js'
import { toImage, type PhotoUrl } from '../../lib/read-models/photo-image.js'

export type ThreadKind = 'application' | 'proposal'
export type Side = 'client' | 'model'

export interface ThreadRef {
  kind: ThreadKind
  /** The application's or the proposal's id. */
  refId: number
  clientId: number
  modelUserId: number
  /** The caller's side. */
  side: Side
  /** The casting's or the proposal's title. */
  title: string
  /** The client's company (for the model side) or the profile's stage name (for the client). */
  counterpartName: string
  /** The other side left (account withdrawn, profile archived; ADR 0032): shown as a deleted account. */
  counterpartDeparted: boolean
  /** Either side left: the thread is kept to be read, and nobody writes in it any more. */
  closedByDeparture: boolean
  profile: ProfileThumb | null
  castingId: number | null
  /**
   * Contact details are shown once the booking's agreement is confirmed (ADR 0044; at booking
   * for a booking without an agreement), and not after the booking is cancelled.
   */
  contactsOpen: boolean
  /**
   * A cancelled booking (ADR 0024 addendum): messages written before this moment were
   * readable in full while the booking stood, and stay so; later ones are redacted again.
   */
  contactsOpenBefore?: Date | null
  /** The client must write first on an application. */
  clientWritesFirst: boolean
  thread: { id: number; clientUnread: number; modelUnread: number } | null
}

export const profileSelect = {
  id: true,
  stageName: true,
  birthDate: true,
  archivedAt: true,
  coverPhoto: { select: { variants: true, placeholder: true, width: true, height: true } },
} as const

type ProfileRow = {
  id: number
  stageName: string
  birthDate: Date | null
  archivedAt: Date | null
  coverPhoto: {
    variants: unknown
    placeholder: string | null
    width: number | null
    height: number | null
  } | null
}

const threadSelect = { id: true, clientUnread: true, modelUnread: true } as const

/**
 * The profile as the caller sees it: a minor's full name only for the model side and a client
 * whose booking (or accepted proposal) stands (ADR 0035); an archived profile not at all
 * (ADR 0032).
 */
export const thumbOf = (
  profile: ProfileRow | null,
  photoUrl: PhotoUrl,
  today: Date,
  fullName: boolean,
): ProfileThumb | null =>
  profile && !profile.archivedAt
    ? {
        id: profile.id,
        stageName: stageNameSeenBy(profile, today, fullName),
        cover: profile.coverPhoto ? toImage(profile.coverPhoto, photoUrl) : null,
      }
    : null

/**
 * Contact details open when the booking's agreement is confirmed (issue #28, ADR 0044), not at
 * booking. A booking made before agreements existed has none, and keeps the contact details it
 * was shown at booking (ADR 0024).
 */
const agreementConfirmed = (agreement: { agreedVersion: number | null } | null): boolean =>
  agreement === null || agreement.agreedVersion !== null

function sideOf(userId: number, clientId: number, modelUserId: number): Side | null {
  if (userId === clientId) return 'client'
  if (userId === modelUserId) return 'model'
  return null
}

export async function applicationThreadRef(
  prisma: PrismaClient,
  photoUrl: PhotoUrl,
  today: Date,
  userId: number,
  applicationId: number,
): Promise<ThreadRef> {
  const application = await prisma.application.findUnique({
    where: { id: applicationId },
    select: {
      id: true,
      status: true,
      cancelledAt: true,
      applicantId: true,
      castingId: true,
      casting: {
        select: {
          clientId: true,
          title: true,
          companyName: true,
          client: { select: { deletedAt: true } },
        },
      },
      applicant: { select: { deletedAt: true } },
      modelProfile: { select: profileSelect },
      thread: { select: threadSelect },
      agreement: { select: { agreedVersion: true } },
    },
  })
  if (!application) throw notFound()
  const clientId = application.casting.clientId
  const side = sideOf(userId, clientId, application.applicantId)
  if (!side) throw notFound()
  const booked = application.status === 'booked'
  const contactsOpen = booked && agreementConfirmed(application.agreement)
  const modelLeft =
    application.modelProfile.archivedAt !== null || application.applicant.deletedAt !== null
  const clientLeft = application.casting.client.deletedAt !== null
  const profile = thumbOf(application.modelProfile, photoUrl, today, side === 'model' || booked)
  return {
    kind: 'application',
    refId: application.id,
    clientId,
    modelUserId: application.applicantId,
    side,
    title: application.casting.title,
    counterpartName:
      side === 'client' ? (profile?.stageName ?? '') : application.casting.companyName,
    counterpartDeparted: side === 'client' ? modelLeft : clientLeft,
    closedByDeparture: modelLeft || clientLeft,
    profile,
    castingId: application.castingId,
    contactsOpen,
    contactsOpenBefore: application.status === 'cancelled' ? application.cancelledAt : null,
    clientWritesFirst: true,
    thread: application.thread,
  }
}

export async function proposalThreadRef(
  prisma: PrismaClient,
  photoUrl: PhotoUrl,
  today: Date,
  userId: number,
  proposalId: number,
): Promise<ThreadRef> {
  const proposal = await prisma.castingProposal.findUnique({
    where: { id: proposalId },
    select: {
      id: true,
      title: true,
      companyName: true,
      status: true,
      cancelledAt: true,
      senderUserId: true,
      recipientId: true,
      sender: { select: { deletedAt: true } },
      recipient: { select: { deletedAt: true } },
      targetModelProfile: { select: profileSelect },
      thread: { select: threadSelect },
      agreement: { select: { agreedVersion: true } },
    },
  })
  // Proposals from the footer form (no recipient) or from a guest (no sender) have no thread.
  if (!proposal || proposal.recipientId === null || proposal.senderUserId === null) {
    throw notFound()
  }
  const side = sideOf(userId, proposal.senderUserId, proposal.recipientId)
  if (!side) throw notFound()
  const accepted = proposal.status === 'accepted'
  const contactsOpen = accepted && agreementConfirmed(proposal.agreement)
  const modelLeft =
    Boolean(proposal.targetModelProfile?.archivedAt) || Boolean(proposal.recipient?.deletedAt)
  const clientLeft = Boolean(proposal.sender?.deletedAt)
  const profile = thumbOf(
    proposal.targetModelProfile,
    photoUrl,
    today,
    side === 'model' || accepted,
  )
  return {
    kind: 'proposal',
    refId: proposal.id,
    clientId: proposal.senderUserId,
    modelUserId: proposal.recipientId,
    side,
    title: proposal.title,
    counterpartName: side === 'client' ? (profile?.stageName ?? '') : proposal.companyName,
    counterpartDeparted: side === 'client' ? modelLeft : clientLeft,
    closedByDeparture: modelLeft || clientLeft,
    profile,
    castingId: null,
    contactsOpen,
    contactsOpenBefore: proposal.status === 'cancelled' ? proposal.cancelledAt : null,
    clientWritesFirst: false,
    thread: proposal.thread,
  }
}
