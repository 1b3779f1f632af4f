import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationReadResponseSchema,
  notificationReadSchema,
  SERVER_MESSAGES,
  unreadCountsResponseSchema,
} from '@cnm/contracts'
import {
  authOf,
  errorResponses,
  signedInRead,
  signedInWrite,
} from '../../lib/http/route-helpers.js'
import { envelope } from '../../lib/reply.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { createNotificationsService } from './notifications.service.js'

const TAGS = ['notifications']

/**
 * In-app notifications, the header's unread counts and the notification e-mail job (issue
 * #15, ADR 0025). The web polls GET /users/0/unread (and an open thread's `after`) every
 * THREAD_LIMITS.POLL_MS. Phones get Web Push for some kinds (lib/push, ADR 0055).
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifications = createNotificationsService({ prisma: app.prisma, clock: app.clock })

  app.get(
    API_PATHS.MY_UNREAD,
    signedInRead(app, {
      tags: TAGS,
      summary: "The header's counts: unread notifications and unread messages",
      response: { 200: unreadCountsResponseSchema, ...errorResponses(401) },
    }),
    async (request) => envelope(await notifications.unreadCounts(authOf(request).userId)),
  )

  app.get(
    API_PATHS.NOTIFICATIONS,
    signedInRead(app, {
      tags: TAGS,
      summary: "The caller's notifications, newest first (`before`: the oldest id shown)",
      querystring: notificationListQuerySchema,
      response: { 200: notificationListResponseSchema, ...errorResponses(400, 401) },
    }),
    async (request) => envelope(await notifications.list(authOf(request).userId, request.query)),
  )

  app.patch(
    API_PATHS.NOTIFICATIONS_READ,
    signedInWrite(app, RATE_LIMITS.notificationsMarkRead, {
      tags: TAGS,
      summary: "Mark the caller's notifications read: the given ids, or all",
      body: notificationReadSchema,
      response: { 200: notificationReadResponseSchema, ...errorResponses(400, 401, 429) },
    }),
    async (request) =>
      envelope(
        await notifications.markRead(authOf(request).userId, request.body),
        SERVER_MESSAGES.NOTIFICATIONS_READ,
      ),
  )
}
