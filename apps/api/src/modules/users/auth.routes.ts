import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  authSessionResponseSchema,
  loginPayloadSchema,
  logoutPayloadSchema,
  messageOnlyResponseSchema,
  refreshPayloadSchema,
  SERVER_MESSAGES,
  signUpPayloadSchema,
} from '@cnm/contracts'
import { envelope } from '../../lib/reply.js'
import { requestLanguage } from '../../plugins/i18n.js'
import { hashRefreshToken } from '../sessions/refresh-tokens.js'
import { createLoginService, LoginThrottledError } from './login.service.js'
import { PASSWORD_CHANGE_SESSION_MAX_AGE_MS } from '../sessions/sessions.service.js'
import { createSignUpService } from './sign-up.service.js'
import { authOf, BEARER, errorResponses } from '../../lib/http/route-helpers.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import type { UsersRouteOptions } from './users.routes.js'

/** Sign-up, log-in, log-out and token refresh: every route that opens or ends a session. */
export const authRoutes: FastifyPluginAsyncZod<UsersRouteOptions> = async (
  app,
  { hasher, throttle },
) => {
  const { prisma, clock, config, sessions } = app
  const signUps = createSignUpService({
    prisma,
    clock,
    hasher,
    signupTickets: app.signupTickets,
    adminEmails: config.adminEmails,
  })
  const logins = createLoginService({
    prisma,
    clock,
    hasher,
    throttle,
    sessions,
    adminEmails: config.adminEmails,
  })

  app.post(
    API_PATHS.SIGN_UP,
    {
      config: { rateLimit: RATE_LIMITS.signUp },
      schema: {
        tags: ['users'],
        summary: 'Sign up with e-mail (verified e-mail and SMS codes) or a Google sign-up ticket',
        body: signUpPayloadSchema,
        response: { 201: authSessionResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { userId } = await signUps.signUp(request.body, requestLanguage(request))
      const session = await sessions.start({
        userId,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      })
      return reply.code(201).send(envelope(session, SERVER_MESSAGES.SIGNED_UP))
    },
  )

  app.post(
    API_PATHS.LOGIN,
    {
      config: { rateLimit: RATE_LIMITS.login },
      schema: {
        tags: ['users'],
        summary: 'Log in with e-mail and password (or an e-mailed temporary password)',
        description:
          'Wrong e-mail and wrong password get the same 400 INVALID_CREDENTIALS. After a few ' +
          'failures an account answers 429 with Retry-After until its delay has passed.',
        body: loginPayloadSchema,
        response: { 200: authSessionResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      let verified
      try {
        verified = await logins.verify(request.body)
      } catch (error) {
        if (error instanceof LoginThrottledError) {
          reply.header('retry-after', String(error.retryAfterSeconds))
        }
        throw error
      }
      const session = await sessions.start({
        userId: verified.userId,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        ...(verified.passwordChangeRequired
          ? { maxAgeMs: PASSWORD_CHANGE_SESSION_MAX_AGE_MS }
          : {}),
      })
      if (verified.passwordChangeRequired) {
        return envelope(
          { ...session, passwordChangeRequired: true },
          SERVER_MESSAGES.PASSWORD_CHANGE_REQUIRED,
        )
      }
      return envelope(session, SERVER_MESSAGES.LOGGED_IN)
    },
  )

  app.post(
    API_PATHS.LOGOUT,
    {
      preHandler: app.authenticate,
      config: { rateLimit: RATE_LIMITS.logout },
      schema: {
        tags: ['users'],
        summary:
          'End the current session (and the one of the given refresh token, if the same user)',
        security: BEARER,
        // A client without a refresh token may send no body, which Fastify hands over as null.
        body: logoutPayloadSchema.nullish(),
        response: { 200: messageOnlyResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const auth = authOf(request)
      await sessions.revoke(auth.sessionId, 'logout')
      const refreshToken = request.body?.refreshToken
      if (refreshToken) {
        const row = await prisma.refreshToken.findUnique({
          where: { tokenHash: hashRefreshToken(refreshToken) },
          select: { session: { select: { id: true, userId: true } } },
        })
        // Never someone else's session, whatever token is sent.
        if (row && row.session.userId === auth.userId) {
          await sessions.revoke(row.session.id, 'logout')
        }
      }
      return envelope(null, SERVER_MESSAGES.LOGGED_OUT)
    },
  )

  app.post(
    API_PATHS.REFRESH,
    {
      config: { rateLimit: RATE_LIMITS.refresh },
      schema: {
        tags: ['users'],
        summary: 'Trade a refresh token for a new access and refresh token',
        description:
          'Each refresh token works once. Presenting a used one ends its whole session (401).',
        body: refreshPayloadSchema,
        response: { 200: authSessionResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const session = await sessions.refresh(request.body.refreshToken, { ip: request.ip })
      return envelope(session, SERVER_MESSAGES.TOKEN_REFRESHED)
    },
  )
}
