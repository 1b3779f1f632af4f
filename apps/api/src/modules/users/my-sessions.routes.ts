import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  SERVER_MESSAGES,
  endSessionsResponseSchema,
  mySessionParamsSchema,
  mySessionsResponseSchema,
  type MySession,
} from '@cnm/contracts'
import { notFound } from '../../lib/http-error.js'
import { authOf, BEARER, errorResponses } from '../../lib/http/route-helpers.js'
import { envelope } from '../../lib/reply.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { describeDevice } from '../../lib/device.js'
import type { UsersRouteOptions } from './users.routes.js'

/**
 * My Profile's device list (issue #17 finding 9, ADR 0019): list my live sessions, end one
 * of them, end all but the one making the request. Someone else's session id is "not
 * found", like an unknown one, so ids cannot be probed.
 */
export const mySessionsRoutes: FastifyPluginAsyncZod<UsersRouteOptions> = async (
  app,
  { locate },
) => {
  const common = {
    config: { signIn: 'required' as const, rateLimit: RATE_LIMITS.mySessions },
  }

  app.get(
    API_PATHS.MY_SESSIONS,
    {
      ...common,
      schema: {
        tags: ['users'],
        summary: "The signed-in user's live sessions: device, rough place, last use",
        security: BEARER,
        response: { 200: mySessionsResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => {
      const { userId, sessionId } = authOf(request)
      const rows = await app.sessions.liveOf(userId)
      const sessions: MySession[] = await Promise.all(
        rows.map(async (row) => {
          const guess = row.ip ? await locate(row.ip) : null
          return {
            id: row.id,
            ...describeDevice(row.userAgent),
            place: guess ? { countryCode: guess.countryCode, city: guess.city } : null,
            createdAt: row.createdAt.toISOString(),
            lastUsedAt: row.lastUsedAt.toISOString(),
            current: row.id === sessionId,
          }
        }),
      )
      return envelope(sessions, SERVER_MESSAGES.OK)
    },
  )

  app.delete(
    API_PATHS.MY_SESSION(':sessionId'),
    {
      ...common,
      schema: {
        tags: ['users'],
        summary: 'Log out one of my sessions (device)',
        security: BEARER,
        params: mySessionParamsSchema,
        response: { 200: endSessionsResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const { userId } = authOf(request)
      if (!(await app.sessions.endOwn(userId, request.params.sessionId))) throw notFound()
      return envelope({ ended: 1 }, SERVER_MESSAGES.SESSION_ENDED)
    },
  )

  app.delete(
    API_PATHS.MY_SESSIONS,
    {
      ...common,
      schema: {
        tags: ['users'],
        summary: 'Log out every session of mine but this one',
        security: BEARER,
        response: { 200: endSessionsResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => {
      const { userId, sessionId } = authOf(request)
      const ended = await app.sessions.revokeAllForUser(userId, 'logout', {
        exceptSessionId: sessionId,
      })
      return envelope({ ended }, SERVER_MESSAGES.OTHER_SESSIONS_ENDED)
    },
  )
}
