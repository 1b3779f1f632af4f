import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  pushPublicKeyResponseSchema,
  pushSettingsSchema,
  pushStateResponseSchema,
  pushSubscriptionDeleteSchema,
  pushSubscriptionInputSchema,
} from '@cnm/contracts'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import {
  authOf,
  errorResponses,
  signedInRead,
  signedInWrite,
} from '../../lib/http/route-helpers.js'
import { envelope } from '../../lib/reply.js'
import { createPushService } from './push.service.js'

const TAGS = ['push']

/**
 * Phone alerts (issue #29, ADR 0055): the VAPID public key, the caller's browsers subscribed to
 * Web Push, and which kinds of notification reach them. Sending is the outbox worker's.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const push = createPushService({ prisma: app.prisma, config: app.config })
  const write = RATE_LIMITS.pushWrite

  app.get(
    API_PATHS.PUSH_PUBLIC_KEY,
    signedInRead(app, {
      tags: TAGS,
      summary: "The server's VAPID public key, or enabled: false when push is off",
      response: { 200: pushPublicKeyResponseSchema, ...errorResponses(401) },
    }),
    async () => envelope(push.publicKey()),
  )

  app.post(
    API_PATHS.MY_PUSH_SUBSCRIPTIONS,
    signedInWrite(app, write, {
      tags: TAGS,
      summary: "Subscribe this browser (PushSubscription.toJSON()) to the caller's alerts",
      body: pushSubscriptionInputSchema,
      response: { 200: pushStateResponseSchema, ...errorResponses(400, 401, 429, 503) },
    }),
    async (request) => envelope(await push.subscribe(authOf(request).userId, request.body)),
  )

  app.delete(
    API_PATHS.MY_PUSH_SUBSCRIPTIONS,
    signedInWrite(app, write, {
      tags: TAGS,
      summary: "Unsubscribe one of the caller's browsers, by its endpoint",
      body: pushSubscriptionDeleteSchema,
      response: { 200: pushStateResponseSchema, ...errorResponses(400, 401, 404, 429) },
    }),
    async (request) =>
      envelope(await push.unsubscribe(authOf(request).userId, request.body.endpoint)),
  )

  app.get(
    API_PATHS.MY_PUSH_SETTINGS,
    signedInRead(app, {
      tags: TAGS,
      summary: 'Which kinds reach the phone, and how many browsers are subscribed',
      response: { 200: pushStateResponseSchema, ...errorResponses(401) },
    }),
    async (request) => envelope(await push.state(authOf(request).userId)),
  )

  app.put(
    API_PATHS.MY_PUSH_SETTINGS,
    signedInWrite(app, write, {
      tags: TAGS,
      summary: 'Turn each kind of phone alert on or off (in-app notifications stay)',
      body: pushSettingsSchema,
      response: { 200: pushStateResponseSchema, ...errorResponses(400, 401, 429) },
    }),
    async (request) => envelope(await push.updateSettings(authOf(request).userId, request.body)),
  )
}
