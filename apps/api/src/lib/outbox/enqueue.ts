// Writing a message to the outbox (issue #27: below the modules, so any of them queues a mail
// or an SMS without depending on outbox/, which keeps the worker that delivers them).
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'

/** A client or an open transaction: enqueue inside the transaction that creates the record. */
export type OutboxDb = PrismaClient | Prisma.TransactionClient

export interface OutgoingEmail {
  /** What the message is for, e.g. 'email-code', 'temporary-password'. */
  kind: string
  to: string
  subject: string
  text: string
  html?: string
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>
}

export interface OutgoingSms {
  kind: string
  /** E.164, e.g. +821012345678. */
  to: string
  text: string
}

/**
 * Kinds whose body carries a secret (a code, a temporary password). The worker
 * wipes their bodies once the message is sent or given up, so the outbox table
 * does not keep working credentials around.
 */
export const SECRET_BODY_KINDS: ReadonlySet<string> = new Set([
  'email-code',
  'sms-code',
  'temporary-password',
])
export const REMOVED_BODY = '[removed after delivery]'

/**
 * Every outgoing e-mail is written to the outbox first; the outbox worker
 * delivers it with retries. Call `app.outbox.wake()` after the transaction
 * commits so it goes out at once rather than at the next poll.
 */
export async function enqueueEmail(db: OutboxDb, email: OutgoingEmail): Promise<{ id: string }> {
  return db.outboxMessage.create({
    data: {
      channel: 'EMAIL',
      kind: email.kind,
      recipient: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html ?? null,
      ...(email.headers && { headers: email.headers }),
    },
    select: { id: true },
  })
}

export async function enqueueSms(db: OutboxDb, sms: OutgoingSms): Promise<{ id: string }> {
  return db.outboxMessage.create({
    data: { channel: 'SMS', kind: sms.kind, recipient: sms.to, textBody: sms.text },
    select: { id: true },
  })
}
