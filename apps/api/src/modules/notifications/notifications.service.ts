// In-app notifications and the header's unread counts (issue #15, ADR 0025). Every query is
// the caller's own rows, through the indexes (user_id, id DESC), (user_id, read_at) and the
// thread indexes led by client_id / model_user_id.
import type {
  AppNotification,
  NotificationKind,
  NotificationList,
  NotificationRead,
  UnreadCounts,
} from '@cnm/contracts'
import { NOTIFICATION_KIND_VALUES } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'

export interface NotificationsDeps {
  prisma: PrismaClient
  clock: Clock
}

export interface NotificationListQuery {
  unreadOnly?: boolean | undefined
  before?: number | undefined
  limit: number
}

type Payload = AppNotification['payload']

/** Keeps the flat ids-and-names shape of the contract; anything else in a row is dropped. */
function payloadOf(value: unknown): Payload {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {}
  const payload: Payload = {}
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'string' || typeof item === 'number' || item === null) payload[key] = item
  }
  return payload
}

/**
 * Only the kinds this release knows (ADR 0057): during a rolling deploy a newer release may
 * already write a kind this one's answer schema refuses, which would fail the whole list (found
 * by test/previous-release.test.ts against an older release). Such rows show once every
 * instance runs the release that made them.
 */
const KNOWN_KINDS = { in: [...NOTIFICATION_KIND_VALUES] }

export function createNotificationsService({ prisma, clock }: NotificationsDeps) {
  const unreadNotifications = (userId: number) =>
    prisma.notification.count({ where: { userId, readAt: null, kind: KNOWN_KINDS } })

  async function list(userId: number, query: NotificationListQuery): Promise<NotificationList> {
    const [rows, unread] = await Promise.all([
      prisma.notification.findMany({
        where: {
          userId,
          kind: KNOWN_KINDS,
          ...(query.unreadOnly ? { readAt: null } : {}),
          ...(query.before !== undefined ? { id: { lt: query.before } } : {}),
        },
        orderBy: { id: 'desc' },
        take: query.limit + 1,
        select: {
          id: true,
          kind: true,
          payload: true,
          threadId: true,
          castingId: true,
          readAt: true,
          createdAt: true,
        },
      }),
      unreadNotifications(userId),
    ])
    return {
      items: rows.slice(0, query.limit).map((row) => ({
        id: row.id,
        kind: row.kind as NotificationKind,
        payload: payloadOf(row.payload),
        threadId: row.threadId,
        castingId: row.castingId,
        read: row.readAt !== null,
        createdAt: row.createdAt.toISOString(),
      })),
      hasMore: rows.length > query.limit,
      unread,
    }
  }

  /** Marks the caller's given rows (others' ids are ignored, not reported) or all of them. */
  async function markRead(
    userId: number,
    input: NotificationRead,
  ): Promise<{ marked: number; unread: number }> {
    const { count } = await prisma.notification.updateMany({
      where: { userId, readAt: null, ...('ids' in input ? { id: { in: input.ids } } : {}) },
      data: { readAt: clock.now() },
    })
    return { marked: count, unread: await unreadNotifications(userId) }
  }

  /** The header's two counts: unread notifications and unread messages over every thread. */
  async function unreadCounts(userId: number): Promise<UnreadCounts> {
    const rows = await prisma.$queryRaw<Array<{ notifications: bigint; messages: bigint }>>`
      SELECT
        (SELECT count(*) FROM notifications WHERE user_id = ${userId} AND read_at IS NULL
           AND kind = ANY(${KNOWN_KINDS.in})) AS notifications,
        (SELECT coalesce(sum(client_unread), 0) FROM message_threads WHERE client_id = ${userId})
        + (SELECT coalesce(sum(model_unread), 0) FROM message_threads
           WHERE model_user_id = ${userId})
          AS messages`
    const row = rows[0]
    return { notifications: Number(row?.notifications ?? 0), messages: Number(row?.messages ?? 0) }
  }

  return { list, markRead, unreadCounts }
}

export type NotificationsService = ReturnType<typeof createNotificationsService>
