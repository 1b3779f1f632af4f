// A booking cancelled late by the client owes the agreed kill fee (issue #28, ADR 0044, 0046):
// the whole fee of the agreed terms and the share owed, recorded in the cancellation's own
// transaction whatever the kind of booking. Split from bookings.service.ts (issue #27).
import {
  DAY_MS,
  type AgreementContent,
  type AgreementSide,
  type AgreementTerms,
} from '@cnm/contracts'
import type { Prisma } from '../../generated/prisma/client.js'
import { seoulToday } from '../../lib/seoul-day.js'
import { spanOf } from './youth-rule.js'

type Tx = Prisma.TransactionClient

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
