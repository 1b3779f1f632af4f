// Queues the pushes of new notifications (issue #29, ADR 0055), in the transaction that writes
// them: one outbox row per subscribed browser of the user, unless the user turned that kind
// off. The outbox worker delivers them with retries, so a slow or failing push service never
// slows or fails the request that caused the notification.
import { PUSH_KIND_OF_NOTIFICATION } from '@cnm/contracts'
import type { OutboxDb } from '../outbox/enqueue.js'
import { pushMessageOf, type PushableNotification } from './push-texts.js'

/** Outbox `kind` of a push: the notification's kind after this prefix (logs, metrics). */
export const PUSH_OUTBOX_KIND_PREFIX = 'push:'
/** A push is worth a few retries over about an hour; past that the alert is stale. */
const PUSH_MAX_ATTEMPTS = 6

export interface NotificationToPush extends PushableNotification {
  userId: number
}

export async function enqueuePushes(
  db: OutboxDb,
  notifications: readonly NotificationToPush[],
): Promise<number> {
  const pushable = notifications.filter((row) => PUSH_KIND_OF_NOTIFICATION[row.kind])
  if (pushable.length === 0) return 0
  const userIds = [...new Set(pushable.map((row) => row.userId))]
  // Most users have no subscription: one indexed read, and nothing more for them.
  const subscriptions = await db.pushSubscription.findMany({
    where: { userId: { in: userIds } },
    select: {
      id: true,
      userId: true,
      user: { select: { language: true, pushOptOuts: { select: { kind: true } } } },
    },
  })
  if (subscriptions.length === 0) return 0
  const data = []
  for (const row of pushable) {
    for (const subscription of subscriptions) {
      if (subscription.userId !== row.userId) continue
      const off = subscription.user.pushOptOuts.some(
        (optOut) => optOut.kind === PUSH_KIND_OF_NOTIFICATION[row.kind],
      )
      const message = off ? null : pushMessageOf(row, subscription.user.language)
      if (!message) continue
      data.push({
        channel: 'PUSH' as const,
        kind: `${PUSH_OUTBOX_KIND_PREFIX}${row.kind}`,
        recipient: String(subscription.id),
        textBody: JSON.stringify(message),
        maxAttempts: PUSH_MAX_ATTEMPTS,
      })
    }
  }
  if (data.length > 0) await db.outboxMessage.createMany({ data })
  return data.length
}
