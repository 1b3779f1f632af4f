// The one way any module tells a user something happened (issue #15, ADR 0023; in lib/ since
// issue #27, so a module reaches it without depending on notifications/). It writes an in-app
// notification row, in the caller's transaction when one is given, so the event and its
// notification commit together. E-mail is not sent here: the notification e-mail job
// reads rows with emailedAt = null and queues digests through the outbox, so nothing is lost
// when SMTP is down and a burst of messages becomes one e-mail per thread per 15 minutes.
// Kinds that reach the phone queue their Web Push in the outbox here, in the same transaction
// (ADR 0055): sent by the outbox worker, never in the request.
import type { NotificationKind } from '@cnm/contracts'
import type { Prisma, PrismaClient } from '../generated/prisma/client.js'
import { publishAfterCommit } from './live/after-commit.js'
import { enqueuePushes } from './push/enqueue-push.js'

type Db = PrismaClient | Prisma.TransactionClient

export interface NotifyInput {
  userId: number
  kind: NotificationKind
  /** Ids and short names to word the line and link it; no e-mail addresses or phones. */
  payload?: Record<string, string | number | null>
  threadId?: number | null
  castingId?: number | null
  /**
   * True when the kind has an e-mail of its own (the saved searches' daily digest): the
   * notification e-mail job then leaves the row alone.
   */
  emailed?: boolean
}

export async function notify(db: Db, input: NotifyInput | readonly NotifyInput[]): Promise<void> {
  const rows = (Array.isArray(input) ? input : [input]) as readonly NotifyInput[]
  if (rows.length === 0) return
  await db.notification.createMany({
    data: rows.map((row) => ({
      userId: row.userId,
      kind: row.kind,
      payload: row.payload ?? {},
      threadId: row.threadId ?? null,
      castingId: row.castingId ?? null,
      emailedAt: row.emailed === true ? new Date() : null,
    })),
  })
  await enqueuePushes(
    db,
    rows.map((row) => ({
      userId: row.userId,
      kind: row.kind,
      payload: row.payload ?? {},
      threadId: row.threadId ?? null,
    })),
  )
  // Open streams of these users refetch once the rows are committed (ADR 0039).
  for (const row of rows) {
    publishAfterCommit([row.userId], {
      type: 'notification',
      kind: row.kind,
      threadId: row.threadId ?? null,
    })
  }
}
