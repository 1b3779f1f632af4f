// Booking agreements (issue #28, ADR 0044). A booking (an application booked, a direct
// proposal accepted) starts a draft filled from the casting or proposal; the client edits and
// sends it; the model side accepts (the booking is confirmed) or declines. After that every
// change is a new version the other side must accept. Versions are never edited in place (a
// trigger refuses it); each acceptance records its time, its IP and who gave it, and each
// version the SHA-256 of its canonical content.
import {
  agreementDraftSchema,
  agreementTermsSchema,
  BOOKING_SERVER_MESSAGES,
  SERVER_MESSAGES,
  type Agreement,
  type AgreementContent,
  type AgreementDraft,
  type AgreementEvent,
  type AgreementParties,
  type AgreementPay,
  type PaymentDisputeInput,
  type PaymentMarkInput,
  type AgreementSide,
  type AgreementSummary,
  type AgreementTerms,
  type AgreementVersion,
  type AgreementVersionInput,
  type YouthCheck,
  DAY_MS,
} from '@cnm/contracts'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { HttpError, notFound } from '../../lib/http-error.js'
import { isAgencyOwner } from '../../lib/model-access.js'
import type { AuthContext } from '../../plugins/auth.js'
import { agreementRoleOf, type AgreementRole } from './agreement-access.js'
import {
  draftFromCasting,
  draftFromOption,
  draftFromProposal,
  resolveDraft,
  sameTerms,
  sha256Of,
} from './agreement-terms.js'
import { ageOn, checkYouthHours, ruleForAge, spanOf } from './youth-rule.js'
import { notify } from '../../lib/notify.js'
import { recordUsage } from './image-usage.js'
import { releaseOptionsForBooking } from '../../lib/date-holds.js'
import { seoulToday } from '../../lib/seoul-day.js'

type Tx = Prisma.TransactionClient
type Viewer = Pick<AuthContext, 'userId' | 'role'>

const conflict = (message: string) => new HttpError('CONFLICT', message)

export interface BookingsDeps {
  prisma: PrismaClient
  clock: Clock
}

/** The agreed terms' last shoot day and due date, kept on the agreement for the pay record. */
const payDatesOf = (terms: AgreementTerms) => ({
  lastShootDate: new Date(
    `${terms.shoots
      .map((shoot) => shoot.date)
      .sort()
      .at(-1)}T00:00:00Z`,
  ),
  dueDate: new Date(`${terms.paymentDueDate}T00:00:00Z`),
})

const dateOnly = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null)
export const fullName = (user: { firstName: string | null; lastName: string | null }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ')

const agreementSelect = {
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

type AgreementRow = Prisma.BookingAgreementGetPayload<{ select: typeof agreementSelect }>
type VersionRow = AgreementRow['versions'][number]

const bookingOf = (row: AgreementRow) =>
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
function partiesOf(row: AgreementRow, today: string): AgreementParties {
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

const acceptanceOf = (at: Date | null, ip: string | null) =>
  at ? { at: at.toISOString(), ip: ip ?? '' } : null

function toVersion(version: VersionRow): AgreementVersion {
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
const tellOtherSide = (tx: Tx, row: AgreementRow, by: AgreementSide, event: AgreementEvent) =>
  notify(tx, {
    userId: by === 'client' ? row.modelUserId : row.clientId,
    kind: 'agreement',
    payload: { agreementId: row.id, title: bookingOf(row).title, event },
  })

/** A side's acceptance columns: when, from which IP, by which account. */
const acceptanceBy = (
  side: AgreementSide,
  { at, ip, userId }: { at: Date; ip: string; userId: number },
) =>
  side === 'client'
    ? { clientAcceptedAt: at, clientAcceptedIp: ip, clientAcceptedById: userId }
    : { modelAcceptedAt: at, modelAcceptedIp: ip, modelAcceptedById: userId }

/** Pay as both sides read it, once the agreement is confirmed. */
const payOf = (row: AgreementRow): AgreementPay | null =>
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
const owesKillFee = (row: AgreementRow) => !bookingOf(row).standing && row.killFeeOwed !== null

const pendingOf = (row: AgreementRow) => row.versions.find((one) => one.status === 'proposed')

export function createBookingsService({ prisma, clock }: BookingsDeps) {
  const today = () => clock.now().toISOString().slice(0, 10)

  async function load(db: Tx | PrismaClient, id: number) {
    return db.bookingAgreement.findUnique({ where: { id }, select: agreementSelect })
  }

  /**
   * The row locked for a change, with the caller's side (admins and strangers refused). A
   * cancelled booking takes no more changes, except the pay of a kill fee it owes (`pay`).
   */
  async function lockForWrite(tx: Tx, viewer: Viewer, id: number, pay = false) {
    await tx.$queryRaw`SELECT id FROM booking_agreements WHERE id = ${id} FOR UPDATE`
    const row = await load(tx, id)
    const role = agreementRoleOf(viewer, row, 'write') as AgreementSide
    if (!row) throw notFound()
    if (!bookingOf(row).standing && !(pay && owesKillFee(row)))
      throw conflict(BOOKING_SERVER_MESSAGES.AGREEMENT_BOOKING_CANCELLED)
    return { row, role }
  }

  /** The version `number` when it waits for the caller's answer (else 409), with the locked row. */
  async function lockToAnswer(tx: Tx, viewer: Viewer, id: number, number: number) {
    const { row, role } = await lockForWrite(tx, viewer, id)
    const version = pendingOf(row)
    if (!version || version.number !== number || version.proposedBy === role) {
      throw conflict(BOOKING_SERVER_MESSAGES.AGREEMENT_NOT_ANSWERABLE)
    }
    return { row, role, version }
  }

  function youthOf(
    row: AgreementRow,
    terms: { shoots: AgreementTerms['shoots']; nightWorkConsent: boolean },
  ): YouthCheck {
    return checkYouthHours(
      dateOnly(row.modelProfile?.birthDate ?? null),
      terms.shoots,
      terms.nightWorkConsent,
    )
  }

  function toAgreement(row: AgreementRow, role: AgreementRole): Agreement {
    const booking = bookingOf(row)
    const pending = pendingOf(row)
    const confirmed = row.agreedVersion !== null
    const draft = confirmed ? null : (row.draftTerms as unknown as AgreementDraft)
    const agreed = row.versions.find((one) => one.number === row.agreedVersion)
    const youth = agreed
      ? (agreed.content as unknown as AgreementContent).youth
      : youthOf(row, draft ?? { shoots: [], nightWorkConsent: false })
    const writer = role !== 'admin' && booking.standing
    const mayEditDraft = writer && role === 'client' && !confirmed && pending === undefined
    // The pay of a standing booking, or the kill fee of one the client cancelled late.
    const payWriter = role !== 'admin' && (booking.standing || owesKillFee(row))
    return {
      id: row.id,
      status: row.status,
      viewer: role,
      booking: {
        kind: booking.kind,
        id: booking.id,
        title: booking.title,
        standing: booking.standing,
      },
      parties: partiesOf(row, today()),
      draft,
      youth,
      agreedVersion: row.agreedVersion,
      confirmedAt: row.confirmedAt?.toISOString() ?? null,
      versions: row.versions.map(toVersion),
      killFeeOwed: row.killFeeOwed === null ? null : Number(row.killFeeOwed),
      pay: payOf(row),
      can: {
        markPaid:
          payWriter &&
          role === 'client' &&
          confirmed &&
          ['unpaid', 'disputed'].includes(row.payStatus),
        answerPay: payWriter && role === 'model' && row.payStatus === 'marked_paid',
        editDraft: mayEditDraft,
        send: mayEditDraft,
        answer: writer && pending && pending.proposedBy !== role ? pending.number : null,
        proposeChange: writer && confirmed && pending === undefined,
      },
      createdAt: row.createdAt.toISOString(),
    }
  }

  /**
   * Writes a new version in the caller's transaction: the client sends the draft (before the
   * first confirmation), or either side proposes changed terms (after it); also an extension
   * asked for in answer to a usage-ended notice (ADR 0056).
   */
  async function proposeIn(
    tx: Tx,
    viewer: Viewer,
    id: number,
    input: AgreementVersionInput,
    ip: string,
    now: Date,
  ): Promise<number> {
    const { row, role } = await lockForWrite(tx, viewer, id)

    if (pendingOf(row)) throw conflict(BOOKING_SERVER_MESSAGES.AGREEMENT_WAITING)
    const confirmed = row.agreedVersion !== null
    let candidate: unknown
    if (!confirmed) {
      if (role !== 'client') throw new HttpError('FORBIDDEN', SERVER_MESSAGES.FORBIDDEN)
      const draft = input.terms ?? agreementDraftSchema.parse(row.draftTerms)
      if (input.terms) {
        await tx.bookingAgreement.update({
          where: { id },
          data: { draftTerms: input.terms as Prisma.InputJsonValue },
        })
      }
      candidate = resolveDraft({ ...draft, paymentDueDate: draft.paymentDueDate ?? null })
    } else {
      candidate = input.terms
    }
    const parsed = agreementTermsSchema.safeParse(candidate)
    if (!parsed.success) throw conflict(BOOKING_SERVER_MESSAGES.AGREEMENT_INCOMPLETE)
    const terms = parsed.data
    const agreed = row.versions.find((one) => one.number === row.agreedVersion)
    if (agreed && sameTerms((agreed.content as unknown as AgreementContent).terms, terms)) {
      throw conflict(BOOKING_SERVER_MESSAGES.AGREEMENT_SAME_TERMS)
    }
    const youth = youthOf(row, terms)
    if (youth.problems.length > 0) {
      throw new HttpError('CONFLICT', BOOKING_SERVER_MESSAGES.AGREEMENT_YOUTH_HOURS)
    }
    const number = (row.versions.at(-1)?.number ?? 0) + 1
    const booking = bookingOf(row)
    const content: AgreementContent = {
      agreementId: row.id,
      number,
      booking: { kind: booking.kind, id: booking.id, title: booking.title },
      parties: partiesOf(row, terms.shoots[0]?.date ?? dateOnly(now)!),
      terms,
      youth,
    }
    const acceptance = acceptanceBy(role, { at: now, ip, userId: viewer.userId })
    await tx.agreementVersion.create({
      data: {
        agreementId: id,
        number,
        content: content as unknown as Prisma.InputJsonValue,
        contentSha256: sha256Of(content),
        proposedBy: role,
        createdAt: now,
        ...acceptance,
      },
    })
    if (!confirmed) await tx.bookingAgreement.update({ where: { id }, data: { status: 'sent' } })
    await tellOtherSide(tx, row, role, confirmed ? 'change_proposed' : 'sent')
    return number
  }

  async function answerFor(viewer: Viewer, id: number): Promise<Agreement> {
    const row = await load(prisma, id)
    return toAgreement(row!, agreementRoleOf(viewer, row, 'read'))
  }

  return {
    async list(viewer: Viewer): Promise<AgreementSummary[]> {
      const rows = await prisma.bookingAgreement.findMany({
        where: { OR: [{ clientId: viewer.userId }, { modelUserId: viewer.userId }] },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: 200,
        select: agreementSelect,
      })
      return rows.map((row) => {
        const role = row.clientId === viewer.userId ? 'client' : 'model'
        const booking = bookingOf(row)
        const pending = pendingOf(row)
        return {
          id: row.id,
          status: row.status,
          viewer: role,
          title: booking.title,
          counterpartName:
            role === 'client' ? (row.modelProfile?.stageName ?? '') : booking.companyName,
          standing: booking.standing,
          agreedVersion: row.agreedVersion,
          waitingForYou: booking.standing && pending !== undefined && pending.proposedBy !== role,
          payStatus: row.payStatus,
          createdAt: row.createdAt.toISOString(),
        }
      })
    },

    get: answerFor,

    /** The client edits the draft, until the first confirmation and while no version waits. */
    async saveDraft(viewer: Viewer, id: number, terms: AgreementDraft): Promise<Agreement> {
      await prisma.$transaction(async (tx) => {
        const { row, role } = await lockForWrite(tx, viewer, id)
        if (role !== 'client') throw new HttpError('FORBIDDEN', SERVER_MESSAGES.FORBIDDEN)
        if (row.agreedVersion !== null) throw conflict(BOOKING_SERVER_MESSAGES.AGREEMENT_NOT_DRAFT)
        if (pendingOf(row)) throw conflict(BOOKING_SERVER_MESSAGES.AGREEMENT_WAITING)
        await tx.bookingAgreement.update({
          where: { id },
          data: { draftTerms: terms as Prisma.InputJsonValue, status: 'draft' },
        })
      })
      return answerFor(viewer, id)
    },

    /**
     * A new version: the client sends the draft (before the first confirmation), or either side
     * proposes changed terms (after it). The proposer's own acceptance is recorded with it.
     */
    async propose(
      viewer: Viewer,
      id: number,
      input: AgreementVersionInput,
      ip: string,
    ): Promise<Agreement> {
      const now = clock.now()
      await prisma.$transaction((tx) => proposeIn(tx, viewer, id, input, ip, now))
      return answerFor(viewer, id)
    },

    proposeIn,

    /** The side that did not propose a waiting version accepts it: it becomes the agreed one. */
    async accept(viewer: Viewer, id: number, number: number, ip: string): Promise<Agreement> {
      const now = clock.now()
      await prisma.$transaction(async (tx) => {
        const { row, role, version } = await lockToAnswer(tx, viewer, id, number)
        let guardianConsentAt: Date | null = null
        if ((version.content as unknown as AgreementContent).parties.model.minor) {
          // Under 19 the booking is a contract the guardian consents to (Civil Act, ADR 0035).
          guardianConsentAt = row.modelProfile?.guardianConsentAt ?? null
          if (role === 'model' && guardianConsentAt === null) {
            throw conflict(SERVER_MESSAGES.BOOKING_NEEDS_GUARDIAN)
          }
        }
        const acceptance = acceptanceBy(role, { at: now, ip, userId: viewer.userId })
        await tx.agreementVersion.update({
          where: { id: version.id },
          data: { status: 'accepted', guardianConsentAt, ...acceptance },
        })
        await tx.bookingAgreement.update({
          where: { id },
          data: {
            status: 'confirmed',
            agreedVersion: number,
            confirmedAt: row.confirmedAt ?? now,
            ...payDatesOf((version.content as unknown as AgreementContent).terms),
          },
        })
        const { terms } = version.content as unknown as AgreementContent
        await recordUsage(tx, id, number, terms, now)
        // The days are now the model's: other clients' options on them end, each told (ADR 0054).
        if (row.modelProfileId !== null) {
          await releaseOptionsForBooking(tx, {
            profileId: row.modelProfileId,
            clientId: row.clientId,
            days: terms.shoots.map((shoot) => shoot.date),
            now,
          })
        }
        await tellOtherSide(tx, row, role, 'accepted')
      })
      return answerFor(viewer, id)
    },

    /** The side that did not propose a waiting version declines it; an agreed one stays. */
    async decline(viewer: Viewer, id: number, number: number, reason: string): Promise<Agreement> {
      const now = clock.now()
      await prisma.$transaction(async (tx) => {
        const { row, version } = await lockToAnswer(tx, viewer, id, number)
        await tx.agreementVersion.update({
          where: { id: version.id },
          data: { status: 'declined', declinedAt: now, declineReason: reason || null },
        })
        if (row.agreedVersion === null) {
          await tx.bookingAgreement.update({ where: { id }, data: { status: 'declined' } })
        }
        await tellOtherSide(
          tx,
          row,
          version.proposedBy === 'client' ? 'model' : 'client',
          'declined',
        )
      })
      return answerFor(viewer, id)
    },

    /** The client marks a confirmed booking paid (again after a dispute); the model side is asked. */
    async markPaid(viewer: Viewer, id: number, input: PaymentMarkInput): Promise<Agreement> {
      const now = clock.now()
      await prisma.$transaction(async (tx) => {
        const { row, role } = await lockForWrite(tx, viewer, id, true)
        if (role !== 'client') throw new HttpError('FORBIDDEN', SERVER_MESSAGES.FORBIDDEN)
        if (row.agreedVersion === null) {
          throw conflict(BOOKING_SERVER_MESSAGES.PAYMENT_NOT_CONFIRMED_AGREEMENT)
        }
        if (row.payStatus === 'confirmed') {
          throw conflict(BOOKING_SERVER_MESSAGES.PAYMENT_ALREADY_CONFIRMED)
        }
        await tx.bookingAgreement.update({
          where: { id },
          data: {
            payStatus: 'marked_paid',
            paidOn: new Date(`${input.paidOn}T00:00:00Z`),
            paidAmount: BigInt(input.amount),
            paidReference: input.reference || null,
            paidMarkedAt: now,
            payAnsweredAt: null,
            payCaseResolvedAt: null,
          },
        })
        await tellOtherSide(tx, row, 'client', 'pay_marked')
      })
      return answerFor(viewer, id)
    },

    /** The model side confirms receipt of a payment marked paid, or disputes it with a note. */
    async answerPayment(
      viewer: Viewer,
      id: number,
      answer: { confirm: true } | ({ confirm: false } & PaymentDisputeInput),
    ): Promise<Agreement> {
      const now = clock.now()
      await prisma.$transaction(async (tx) => {
        const { row, role } = await lockForWrite(tx, viewer, id, true)
        if (role !== 'model') throw new HttpError('FORBIDDEN', SERVER_MESSAGES.FORBIDDEN)
        if (row.payStatus !== 'marked_paid') {
          throw conflict(BOOKING_SERVER_MESSAGES.PAYMENT_NOT_MARKED)
        }
        await tx.bookingAgreement.update({
          where: { id },
          data: answer.confirm
            ? { payStatus: 'confirmed', payAnsweredAt: now, payDisputeNote: null }
            : {
                payStatus: 'disputed',
                payAnsweredAt: now,
                payDisputeNote: answer.note,
                // A new dispute opens the admin pay case again (ADR 0046).
                payCaseResolvedAt: null,
              },
        })
        await tellOtherSide(tx, row, 'model', answer.confirm ? 'pay_confirmed' : 'pay_disputed')
      })
      return answerFor(viewer, id)
    },

    /** An accepted version for the PDF: its two sides and administrators; 404 otherwise. */
    async agreedVersionFor(viewer: Viewer, id: number, number: number) {
      const row = await load(prisma, id)
      agreementRoleOf(viewer, row, 'read')
      const version = row?.versions.find((one) => one.number === number)
      if (!version || version.status !== 'accepted') throw notFound()
      return toVersion(version)
    },
  }
}

export type BookingsService = ReturnType<typeof createBookingsService>

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

/** The whole fee of agreed terms: per day times the shoot days, per hour times the hours. */
export function totalFeeOf(terms: AgreementTerms): number {
  if (terms.fee.basis === 'total') return terms.fee.amount
  if (terms.fee.basis === 'per_day') return terms.fee.amount * terms.shoots.length
  const minutes = terms.shoots.reduce((sum, shoot) => {
    const { start, end } = spanOf(shoot)
    return sum + (end - start)
  }, 0)
  return Math.round((terms.fee.amount * minutes) / 60)
}

/**
 * Called in a booking's cancellation transaction (applications and proposals, ADR 0024
 * addendum; options, ADR 0054 addendum): when the client cancels a confirmed booking fewer
 * than the agreed notice days before the first shoot day (Seoul dates), the agreement records
 * the kill fee owed.
 */
export async function recordCancellation(
  tx: Tx,
  booking: { applicationId: number } | { proposalId: number } | { optionId: number },
  by: AgreementSide,
  now: Date,
): Promise<void> {
  const agreement = await tx.bookingAgreement.findUnique({
    where: booking,
    select: {
      id: true,
      agreedVersion: true,
      versions: { select: { number: true, content: true } },
    },
  })
  const agreed = agreement?.versions.find((one) => one.number === agreement.agreedVersion)
  if (!agreement || !agreed || by !== 'client') return
  const { terms } = agreed.content as unknown as AgreementContent
  const first = terms.shoots.map((shoot) => shoot.date).sort()[0]
  if (!first) return
  const daysBefore = Math.round(
    (Date.parse(`${first}T00:00:00Z`) - Date.parse(`${seoulToday(now)}T00:00:00Z`)) / DAY_MS,
  )
  if (daysBefore >= terms.cancellation.lateNoticeDays) return
  const owed = Math.round((totalFeeOf(terms) * terms.cancellation.killFeePercent) / 100)
  await tx.bookingAgreement.update({
    where: { id: agreement.id },
    // From now on the agreement's pay is the kill fee: the same marking, answer, reminders and
    // admin queue as a fee, due on the agreed due date (ADR 0046).
    data: { killFeeOwed: BigInt(owed), payCaseResolvedAt: null },
  })
}
