import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  currentLocationResponseSchema,
  accountDeletionPayloadSchema,
  currentUserResponseSchema,
  messageOnlyResponseSchema,
  modelRequestResponseSchema,
  SERVER_MESSAGES,
  userIdParamsSchema,
} from '@cnm/contracts'
import { envelope } from '../../lib/reply.js'
import { requestLanguage } from '../../plugins/i18n.js'
import { createAccountService } from './account.service.js'
import { createLocationService } from './current-location.service.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import {
  authOf,
  BEARER,
  errorResponses,
  signedInRead,
  signedInWrite,
} from '../../lib/http/route-helpers.js'
import type { UsersRouteOptions } from './users.routes.js'

/** The signed-in user's own account: read it, withdraw it, ask for review; and where they are. */
export const accountRoutes: FastifyPluginAsyncZod<UsersRouteOptions> = async (
  app,
  { locate, hasher },
) => {
  const accounts = createAccountService({
    prisma: app.prisma,
    clock: app.clock,
    sessions: app.sessions,
    hasher,
  })
  const locations = createLocationService({ prisma: app.prisma, locate })

  app.get(
    API_PATHS.CURRENT_USER,
    signedInRead(app, {
      tags: ['users'],
      summary: 'The signed-in user (spec §7 GET /users/0)',
      response: { 200: currentUserResponseSchema, ...errorResponses(401) },
    }),
    async (request) =>
      envelope({
        user: await accounts.currentUser(authOf(request).userId, requestLanguage(request)),
      }),
  )

  app.get(
    API_PATHS.CURRENT_LOCATION,
    {
      // Guests are welcome (spec §7 sends "Bearer " with an empty token); a token that is
      // sent must be valid, so a stale one still signs the web out as everywhere else.
      config: { signIn: 'optional' },
      schema: {
        tags: ['users'],
        summary: "The user's saved city and country, else a guess from the IP address",
        description:
          'The guess uses an offline GeoIP data set; private and loopback addresses are unknown.',
        security: [...BEARER, {}],
        response: { 200: currentLocationResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const location = await locations.locate(
        request.auth?.userId ?? null,
        request.ip,
        requestLanguage(request),
      )
      return envelope(
        location,
        location.source === 'unknown' ? SERVER_MESSAGES.LOCATION_UNKNOWN : SERVER_MESSAGES.OK,
      )
    },
  )

  app.patch(
    API_PATHS.MODEL_REQUEST,
    signedInWrite(app, RATE_LIMITS.modelRequest, {
      tags: ['users'],
      summary: 'A model asks an administrator to review them for pro status (1 -> 2)',
      description: 'Idempotent while pending; 409 once approved; 403 for clients.',
      response: { 200: modelRequestResponseSchema, ...errorResponses(401, 403, 409, 429) },
    }),
    async (request) => {
      const outcome = await accounts.requestModelReview(authOf(request).userId)
      return envelope({ examinationStatus: outcome.examinationStatus }, outcome.message)
    },
  )

  app.delete(
    API_PATHS.USER(':id'),
    signedInWrite(app, RATE_LIMITS.deleteAccount, {
      tags: ['users'],
      summary: 'Withdraw one’s own account, or (administrators) delete any account',
      description:
        'Personal data is erased and every session ends; the e-mail becomes free. Withdrawing ' +
        'one’s own account needs currentPassword (e-mail accounts) or a Google sign-in from ' +
        'the last 10 minutes (Google accounts).',
      params: userIdParamsSchema,
      body: accountDeletionPayloadSchema.nullish(),
      response: { 200: messageOnlyResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
    }),
    async (request) => {
      await accounts.deleteUser(authOf(request), request.params.id, request.body ?? {})
      return envelope(null, SERVER_MESSAGES.ACCOUNT_DELETED)
    },
  )
}
