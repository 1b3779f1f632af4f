import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  messageOnlyResponseSchema,
  normalizeEmail,
  passwordChangePayloadSchema,
  SERVER_MESSAGES,
  temporaryPasswordPayloadSchema,
} from '@cnm/contracts'
import { HttpError } from '../../lib/http-error.js'
import { envelope } from '../../lib/reply.js'
import { requestLanguage } from '../../plugins/i18n.js'
import { LoginThrottledError } from './login.service.js'
import { createPasswordService } from './password.service.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { authOf, BEARER, errorResponses } from '../../lib/http/route-helpers.js'
import type { UsersRouteOptions } from './users.routes.js'

/** Password change (spec §7 PUT /users/password) and the temporary password (PATCH). */
export const passwordRoutes: FastifyPluginAsyncZod<UsersRouteOptions> = async (
  app,
  { hasher, throttle },
) => {
  const passwords = createPasswordService({
    prisma: app.prisma,
    clock: app.clock,
    hasher,
    sessions: app.sessions,
    throttle,
  })
  // A second limiter on the same route, keyed by who asks and the address asked for (known
  // or not). Keyed by the address alone, three requests from anywhere would lock the owner
  // out of recovery for an hour (ADR 0019); the route's own config caps the caller's IP.
  const perRequester = app.createRateLimit({
    ...RATE_LIMITS.temporaryPasswordPerRequester,
    keyGenerator: (request: FastifyRequest) =>
      `temporary-password:${request.ip}:${normalizeEmail((request.body as { email: string }).email)}`,
  })

  app.put(
    API_PATHS.PASSWORD,
    {
      config: {
        signIn: 'required',
        rateLimit: RATE_LIMITS.passwordChange,
        allowPasswordChangeSession: true,
      },
      schema: {
        tags: ['users'],
        summary: 'Change the password; every session ends and the user logs in again',
        description:
          'currentPassword may also be the temporary password the session was opened with.',
        security: BEARER,
        body: passwordChangePayloadSchema,
        response: { 200: messageOnlyResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      try {
        await passwords.change(authOf(request).userId, request.body)
      } catch (error) {
        if (error instanceof LoginThrottledError) {
          reply.header('retry-after', String(error.retryAfterSeconds))
        }
        throw error
      }
      return envelope(null, SERVER_MESSAGES.PASSWORD_CHANGED_LOGIN_AGAIN)
    },
  )

  app.patch(
    API_PATHS.TEMPORARY_PASSWORD,
    {
      config: { rateLimit: RATE_LIMITS.temporaryPasswordPerIp },
      preHandler: async (request, reply) => {
        const limit = await perRequester(request)
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', String(limit.ttlInSeconds))
          throw new HttpError('RATE_LIMITED', SERVER_MESSAGES.RATE_LIMITED)
        }
      },
      schema: {
        tags: ['users'],
        summary: 'E-mail a temporary password (same answer whether or not the account exists)',
        body: temporaryPasswordPayloadSchema,
        response: { 200: messageOnlyResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { stored } = await passwords.sendTemporaryPassword(
        request.body.email,
        requestLanguage(request),
      )
      // Stored after the answer, which therefore takes as long for an unknown address.
      app.afterResponse.track(
        'storing a temporary password',
        stored.then((queued) => {
          if (queued) app.outbox.wake()
        }),
        request.log,
      )
      return envelope(null, SERVER_MESSAGES.TEMPORARY_PASSWORD_SENT)
    },
  )
}
