// An agreement as read (issue #28, ADR 0044): the row the service loads, what a booking of each
// kind (application, proposal, option) stands for, the parties, versions and pay as both sides
// read them, and the notification that tells the other side. Split from bookings.service.ts
// (issue #27) so the service holds only the steps.
import type {
  AgreementEvent,
  AgreementParties,
  AgreementPay,
  AgreementSide,
  AgreementTerms,
  AgreementVersion,
  AgreementContent,
} from '@cnm/contracts'
import type { Prisma } from '../../generated/prisma/client.js'
import { isAgencyOwner } from '../../lib/model-access.js'
import { notify } from '../../lib/notify.js'
import { ageOn, ruleForAge } from './youth-rule.js'

type Tx = Prisma.TransactionClient

/** The agreed terms' last shoot day and due date, kept on the agreement for the pay record. */
export const payDatesOf = (terms: AgreementTerms) => ({
  lastShootDate: new Date(
    `${terms.shoots
      .map((shoot) => shoot.date)
      .sort()
      .at(-1)}T00:00:00Z`,
  ),
  dueDate: new Date(`${terms.paymentDueDate}T00:00:00Z`),
})

export const dateOnly = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null)
export const fullName = (user: { firstName: string | null; lastName: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ')

export const agreementSelect = {
  id: true,
  applicationId: true,
  proposalId: true,
  optionId: true,
  clientId: true,
  modelUserId: true,
  modelProfileId: true,
  status: true,
  draftTerms: true,
  agreedVersion: true,
  confirmedAt: true,
  dueDate: true,
  payStatus: true,
  paidOn: true,
  paidAmount: true,
  paidReference: true,
  paidMarkedAt: true,
  payAnsweredAt: true,
  payDisputeNote: true,
  killFeeOwed: true,
  createdAt: true,
  application: {
    select: { status: true, casting: { select: { title: true, companyName: true } } },
  },
  proposal: { select: { status: true, title: true, companyName: true } },
  option: { select: { status: true, optionDate: true, client: { select: { agency: true } } } },
  client: { select: { firstName: true, lastName: true } },
  modelUser: { select: { firstName: true, lastName: true, agency: true, serviceType: true } },
  modelProfile: {
    select: { stageName: true, birthDate: true, guardianName: true, guardianConsentAt: true },
  },
  versions: { orderBy: { number: 'asc' } },
} as const satisfies Prisma.BookingAgreementSelect

export type AgreementRow = Prisma.BookingAgreementGetPayload<{ select: typeof agreementSelect }>
export type VersionRow = AgreementRow['versions'][number]

export const bookingOf = (row: AgreementRow) =>
  row.option !== null
    ? {
        kind: 'option' as const,
        id: row.optionId ?? 0,
        // An option has no casting: the model and the first day held stand for the title.
        title: `${row.modelProfile?.stageName ?? ''} ${dateOnly(row.option.optionDate)}`.trim(),
        companyName: row.option.client.agency ?? '',
        standing: row.option.status === 'booked',
      }
    : row.applicationId !== null
      ? {
          kind: 'application' as const,
          id: row.applicationId,
          title: row.application?.casting.title ?? '',
          companyName: row.application?.casting.companyName ?? '',
          standing: row.application?.status === 'booked',
        }
      : {
          kind: 'proposal' as const,
          id: row.proposalId ?? 0,
          title: row.proposal?.title ?? '',
          companyName: row.proposal?.companyName ?? '',
          standing: row.proposal?.status === 'accepted',
        }

/** The two parties as they stand now; a version keeps the snapshot it was written with. */
export function partiesOf(row: AgreementRow, today: string): AgreementParties {
  const birth = dateOnly(row.modelProfile?.birthDate ?? null)
  const minor = birth !== null && ruleForAge(ageOn(birth, today)) !== 'adult'
  return {
    client: {
      userId: row.clientId,
      companyName: bookingOf(row).companyName,
      name: fullName(row.client),
    },
    model: {
      userId: row.modelUserId,
      agencyName: isAgencyOwner(row.modelUser)
        ? row.modelUser.agency || fullName(row.modelUser)
        : null,
      profileId: row.modelProfileId,
      stageName: row.modelProfile?.stageName ?? '',
      guardianName: minor ? (row.modelProfile?.guardianName ?? null) : null,
      minor,
    },
  }
}

export const acceptanceOf = (at: Date | null, ip: string | null) =>
  at ? { at: at.toISOString(), ip: ip ?? '' } : null

export function toVersion(version: VersionRow): AgreementVersion {
  return {
    number: version.number,
    status: version.status,
    proposedBy: version.proposedBy as AgreementSide,
    content: version.content as unknown as AgreementContent,
    sha256: version.contentSha256,
    clientAcceptance: acceptanceOf(version.clientAcceptedAt, version.clientAcceptedIp),
    modelAcceptance: acceptanceOf(version.modelAcceptedAt, version.modelAcceptedIp),
    guardianConsentAt: version.guardianConsentAt?.toISOString() ?? null,
    declinedAt: version.declinedAt?.toISOString() ?? null,
    declineReason: version.declineReason,
    createdAt: version.createdAt.toISOString(),
  }
}

/** Tells the side other than `by` what happened to the agreement (in-app, then the e-mail digest). */
export const tellOtherSide = (
  tx: Tx,
  row: AgreementRow,
  by: AgreementSide,
  event: AgreementEvent,
) =>
  notify(tx, {
    userId: by === 'client' ? row.modelUserId : row.clientId,
    kind: 'agreement',
    payload: { agreementId: row.id, title: bookingOf(row).title, event },
  })

/** A side's acceptance columns: when, from which IP, by which account. */
export const acceptanceBy = (
  side: AgreementSide,
  { at, ip, userId }: { at: Date; ip: string; userId: number },
) =>
  side === 'client'
    ? { clientAcceptedAt: at, clientAcceptedIp: ip, clientAcceptedById: userId }
    : { modelAcceptedAt: at, modelAcceptedIp: ip, modelAcceptedById: userId }

/** Pay as both sides read it, once the agreement is confirmed. */
export const payOf = (row: AgreementRow): AgreementPay | null =>
  row.agreedVersion === null || row.dueDate === null
    ? null
    : {
        status: row.payStatus,
        dueDate: dateOnly(row.dueDate)!,
        paidOn: dateOnly(row.paidOn),
        amount: row.paidAmount === null ? null : Number(row.paidAmount),
        reference: row.paidReference,
        markedAt: row.paidMarkedAt?.toISOString() ?? null,
        answeredAt: row.payAnsweredAt?.toISOString() ?? null,
        disputeNote: row.payDisputeNote,
      }

/** A cancelled booking whose agreement records a kill fee: its pay is the kill fee (ADR 0046). */
export const owesKillFee = (row: AgreementRow) =>
  !bookingOf(row).standing && row.killFeeOwed !== null

export const pendingOf = (row: AgreementRow) =>
  row.versions.find((one) => one.status === 'proposed')
