// Booking agreements (issue #28, ADR 0044). A booking (an application booked, a direct
// proposal accepted, an option booked) starts a draft filled from the casting, proposal or
// option (agreement-start.ts); the client edits and sends it; the model side accepts (the
// booking is confirmed) or declines. After that every change is a new version the other side
// must accept. Versions are never edited in place (a trigger refuses it); each acceptance
// records its time, its IP and who gave it, and each version the SHA-256 of its canonical
// content. Pay steps: agreement-pay.ts; the kill fee of a late cancellation: kill-fee.ts; the
// row as read: agreement-rows.ts.
import {
  agreementDraftSchema,
  agreementTermsSchema,
  BOOKING_SERVER_MESSAGES,
  SERVER_MESSAGES,
  type Agreement,
  type AgreementContent,
  type AgreementDraft,
  type AgreementSide,
  type AgreementSummary,
  type AgreementTerms,
  type AgreementVersionInput,
  type YouthCheck,
} from '@cnm/contracts'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { releaseOptionsForBooking } from '../../lib/date-holds.js'
import { HttpError, notFound } from '../../lib/http-error.js'
import type { AuthContext } from '../../plugins/auth.js'
import { agreementRoleOf, type AgreementRole } from './agreement-access.js'
import { createPaySteps } from './agreement-pay.js'
import {
  acceptanceBy,
  agreementSelect,
  bookingOf,
  dateOnly,
  owesKillFee,
  partiesOf,
  payDatesOf,
  payOf,
  pendingOf,
  tellOtherSide,
  toVersion,
  type AgreementRow,
} from './agreement-rows.js'
import { resolveDraft, sameTerms, sha256Of } from './agreement-terms.js'
import { recordUsage } from './image-usage.js'
import { checkYouthHours } from './youth-rule.js'

type Tx = Prisma.TransactionClient
type Viewer = Pick<AuthContext, 'userId' | 'role'>

const conflict = (message: string) => new HttpError('CONFLICT', message)

export interface BookingsDeps {
  prisma: PrismaClient
  clock: Clock
}

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

    ...createPaySteps({ prisma, clock, lockForWrite, answerFor }),

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
