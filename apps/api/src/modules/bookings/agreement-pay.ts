// Pay tracked, never moved (issue #28, ADR 0044, 0046): the client marks a confirmed booking,
// or a kill fee it owes, paid; the model side confirms receipt or disputes it. The steps use
// the service's lock and answer, so they run under the same rules as every agreement write.
// Split from bookings.service.ts (issue #27).
import {
  BOOKING_SERVER_MESSAGES,
  SERVER_MESSAGES,
  type Agreement,
  type AgreementSide,
  type PaymentDisputeInput,
  type PaymentMarkInput,
} from '@cnm/contracts'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { HttpError } from '../../lib/http-error.js'
import type { AuthContext } from '../../plugins/auth.js'
import { tellOtherSide, type AgreementRow } from './agreement-rows.js'

type Tx = Prisma.TransactionClient
type Viewer = Pick<AuthContext, 'userId' | 'role'>

const conflict = (message: string) => new HttpError('CONFLICT', message)

export interface PayDeps {
  prisma: PrismaClient
  clock: Clock
  /** The agreement locked for a write, with the caller's side (`pay`: a kill fee's pay too). */
  lockForWrite: (
    tx: Tx,
    viewer: Viewer,
    id: number,
    pay?: boolean,
  ) => Promise<{ row: AgreementRow; role: AgreementSide }>
  /** The agreement as the caller reads it, after the change. */
  answerFor: (viewer: Viewer, id: number) => Promise<Agreement>
}

export function createPaySteps({ prisma, clock, lockForWrite, answerFor }: PayDeps) {
  return {
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
  }
}
