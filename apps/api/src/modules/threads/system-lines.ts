// Lines the platform itself writes into a thread (sender null, side 'system'), e.g. "the
// client cancelled the booking" (ADR 0024 addendum). The first line of the body is an English
// catalogue message, translated for each reader; what follows it (a user's reason) is kept
// as written. The threads module owns message_threads, so other modules write through here.
import { translateMessage, type Language } from '@cnm/contracts'
import type { Prisma } from '../../generated/prisma/client.js'
import type { Side } from './thread-access.js'

/** The thread of an application or of a direct proposal (each has at most one). */
export type SystemLineThread = { applicationId: number } | { proposalId: number }

export interface SystemLine {
  thread: SystemLineThread
  /** An English catalogue message (SERVER_MESSAGES), translated when read. */
  line: string
  /** Free text after it, as written. */
  detail: string
  /** The side that did not cause it: its unread count goes up. */
  unreadFor: Side
  now: Date
}

/**
 * Adds the line to the application's or proposal's thread when one exists (a thread is
 * created by the first message; without one there is nothing to show it in) and returns its id.
 */
export async function postSystemLine(
  tx: Prisma.TransactionClient,
  { thread: of, line, detail, unreadFor, now }: SystemLine,
): Promise<number | null> {
  const thread = await tx.messageThread.findUnique({ where: of, select: { id: true } })
  if (!thread) return null
  await tx.message.create({
    data: { threadId: thread.id, senderId: null, body: `${line}\n${detail}`, createdAt: now },
  })
  await tx.messageThread.update({
    where: { id: thread.id },
    data: {
      lastMessageAt: now,
      ...(unreadFor === 'client'
        ? { clientUnread: { increment: 1 } }
        : { modelUnread: { increment: 1 } }),
    },
  })
  return thread.id
}

/** A system line's body in the reader's language (its first line, when it is a catalogue text). */
export function systemLineIn(body: string, language: Language): string {
  const end = body.indexOf('\n')
  const head = end === -1 ? body : body.slice(0, end)
  const translated = translateMessage(head, language)
  if (translated === undefined) return body
  return end === -1 ? translated : `${translated}${body.slice(end)}`
}
