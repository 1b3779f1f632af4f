// Cancelling a booking, the part shared by its two kinds (ADR 0024 addendum): a booked
// application (POST /applications/{id}/cancellation) and an accepted direct proposal
// (POST /proposals/{id}/cancellation). Each route locks and checks its own row; the state
// rule, the columns written, the thread's system line, the other side's notification and the
// `cancellation` of the answers are the same, so they are written once here.
import { SERVER_MESSAGES, type BookingCancellation } from '@cnm/contracts'
import type { Prisma } from '../../generated/prisma/client.js'
import { HttpError } from '../../lib/http-error.js'
import { notify } from '../../lib/notify.js'
import { postSystemLine, type SystemLineThread } from './system-lines.js'

/** Who cancelled: the client side (casting owner, proposal sender) or the model side. */
export type CancellingSide = BookingCancellation['by']

/**
 * The state rule: only the live booking status moves (`booked`, `accepted`); a second
 * cancellation and any other status are 409, each with its own words.
 */
export function assertCancellable(
  status: string | null,
  live: 'booked' | 'accepted',
  notLive: string,
): void {
  if (status === 'cancelled') {
    throw new HttpError('CONFLICT', SERVER_MESSAGES.BOOKING_ALREADY_CANCELLED)
  }
  if (status !== live) throw new HttpError('CONFLICT', notLive)
}

/** The row's columns once cancelled (applications and casting_proposals name them alike). */
export const cancelledColumns = (now: Date, userId: number, reason: string) => ({
  status: 'cancelled' as const,
  cancelledAt: now,
  cancelledById: userId,
  cancelReason: reason,
})

export interface CancellationNotice {
  by: CancellingSide
  reason: string
  now: Date
  /** The booking's thread: it gets the system line when it exists. */
  thread: SystemLineThread
  /** The other side's account; null when it is gone (nobody to tell). */
  otherUserId: number | null
  castingId?: number
  /** Ids and names for the notification's line and link (`by` is added). */
  payload: Record<string, string | number | null>
}

/**
 * Tells the other side, in the cancelling transaction: a system line in the thread (its
 * unread count goes up) and a `booking_cancelled` notification linked to the thread.
 */
export async function announceCancellation(
  tx: Prisma.TransactionClient,
  { by, reason, now, thread, otherUserId, castingId, payload }: CancellationNotice,
): Promise<void> {
  const threadId = await postSystemLine(tx, {
    thread,
    line:
      by === 'client'
        ? SERVER_MESSAGES.BOOKING_CANCELLED_BY_CLIENT_LINE
        : SERVER_MESSAGES.BOOKING_CANCELLED_BY_MODEL_LINE,
    detail: reason,
    unreadFor: by === 'client' ? 'model' : 'client',
    now,
  })
  if (otherUserId === null) return
  await notify(tx, {
    userId: otherUserId,
    kind: 'booking_cancelled',
    castingId: castingId ?? null,
    threadId,
    payload: { ...payload, by },
  })
}

export interface CancelledFacts {
  status: string | null
  cancelledAt: Date | null
  cancelledById: number | null
  cancelReason: string | null
  /** The model side's account (the applicant, the proposal's recipient). */
  modelSideUserId: number | null
}

/**
 * Who cancelled, when and why, for the answers; null unless cancelled. Only the two sides
 * may cancel, so anyone but the model side is the client.
 */
export function cancellationOf(facts: CancelledFacts): BookingCancellation | null {
  if (facts.status !== 'cancelled' || facts.cancelledAt === null) return null
  return {
    by: facts.cancelledById === facts.modelSideUserId ? 'model' : 'client',
    at: facts.cancelledAt.toISOString(),
    reason: facts.cancelReason ?? '',
  }
}
