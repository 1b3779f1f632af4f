// Where a booking's agreement begins (issue #28, ADR 0044, 0054): the draft filled from the
// casting, the direct proposal or the option, inside the booking's own transaction. Split from
// bookings.service.ts (issue #27).
import type { Prisma } from '../../generated/prisma/client.js'
import { draftFromCasting, draftFromOption, draftFromProposal } from './agreement-terms.js'

type Tx = Prisma.TransactionClient

/**
 * Starts the draft agreement of a booking inside the booking's own transaction (the
 * applications and proposals modules call it through index.ts). Once per booking: a second
 * call for the same booking changes nothing.
 */
export async function startAgreement(
  tx: Tx,
  booking: { applicationId: number } | { proposalId: number },
): Promise<void> {
  if ('applicationId' in booking) {
    const application = await tx.application.findUniqueOrThrow({
      where: { id: booking.applicationId },
      select: {
        applicantId: true,
        modelProfileId: true,
        casting: {
          select: {
            clientId: true,
            budget: true,
            budgetType: true,
            filmingDate: true,
            filmingDateNote: true,
            locationOfFilming: true,
            usageScope: true,
            postingMedia: true,
            usageMonths: true,
            contractPeriod: true,
          },
        },
      },
    })
    await tx.bookingAgreement.upsert({
      where: { applicationId: booking.applicationId },
      update: {},
      create: {
        applicationId: booking.applicationId,
        clientId: application.casting.clientId,
        modelUserId: application.applicantId,
        modelProfileId: application.modelProfileId,
        draftTerms: draftFromCasting(application.casting) as Prisma.InputJsonValue,
      },
    })
    return
  }
  const proposal = await tx.castingProposal.findUniqueOrThrow({
    where: { id: booking.proposalId },
    select: {
      senderUserId: true,
      recipientId: true,
      targetModelProfileId: true,
      budget: true,
      budgetType: true,
      filmingDate: true,
      locationOfFilming: true,
      postingMedia: true,
      contractPeriod: true,
    },
  })
  // A proposal sent by a guest (no sender account) has nobody to agree with on the platform.
  if (proposal.senderUserId === null || proposal.recipientId === null) return
  await tx.bookingAgreement.upsert({
    where: { proposalId: booking.proposalId },
    update: {},
    create: {
      proposalId: booking.proposalId,
      clientId: proposal.senderUserId,
      modelUserId: proposal.recipientId,
      modelProfileId: proposal.targetModelProfileId,
      draftTerms: draftFromProposal(proposal) as Prisma.InputJsonValue,
    },
  })
}

/**
 * Starts the draft agreement of an option the client books (ADR 0054), in the options module's
 * transaction under the profile's lock: one shoot day per date held, the client's note as the
 * special terms, the fee and usage scope left for the client to fill in. Answers its id; a
 * second call for the same option answers the same agreement.
 */
export async function startOptionAgreement(
  tx: Tx,
  option: { optionId: number; dates: readonly string[] },
): Promise<number> {
  const held = await tx.modelOption.findUniqueOrThrow({
    where: { id: option.optionId },
    select: { clientId: true, profileId: true, note: true, profile: { select: { ownerId: true } } },
  })
  const agreement = await tx.bookingAgreement.upsert({
    where: { optionId: option.optionId },
    update: {},
    create: {
      optionId: option.optionId,
      clientId: held.clientId,
      modelUserId: held.profile.ownerId,
      modelProfileId: held.profileId,
      draftTerms: draftFromOption(option.dates, held.note) as Prisma.InputJsonValue,
    },
    select: { id: true },
  })
  return agreement.id
}
