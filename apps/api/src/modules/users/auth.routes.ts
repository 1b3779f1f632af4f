import cookie from '@fastify/cookie'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  authSessionResponseSchema,
  loginPayloadSchema,
  messageOnlyResponseSchema,
  SERVER_MESSAGES,
  signUpPayloadSchema,
} from '@cnm/contracts'
import { envelope } from '../../lib/reply.js'
import { requestLanguage } from '../../plugins/i18n.js'
import { unauthorized } from '../../lib/http-error.js'
import {
  REFRESH_COOKIE,
  refreshCookieOptions,
  sendSessionCookie,
  PASSWORD_CHANGE_SESSION_MAX_AGE_MS,
} from '../sessions/index.js'
import { createLoginService, LoginThrottledError } from './login.service.js'
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
  // Only these routes read or write the refresh cookie.
  await app.register(cookie)
  const refreshCookie = refreshCookieOptions(config)
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
    refuseDemoAccounts: config.isProduction,
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
      return reply
        .code(201)
        .send(envelope(sendSessionCookie(reply, refreshCookie, session), SERVER_MESSAGES.SIGNED_UP))
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
          ? { maxAgeMs: PASSWORD_CHANGE_SESSION_MAX_AGE_MS, passwordChangeOnly: true }
          : {}),
      })
      const answer = sendSessionCookie(reply, refreshCookie, session)
      if (verified.passwordChangeRequired) {
        return envelope(
          { ...answer, passwordChangeRequired: true },
          SERVER_MESSAGES.PASSWORD_CHANGE_REQUIRED,
        )
      }
      return envelope(answer, SERVER_MESSAGES.LOGGED_IN)
    },
  )

  app.post(
    API_PATHS.LOGOUT,
    {
      config: {
        signIn: 'required',
        rateLimit: RATE_LIMITS.logout,
        allowPasswordChangeSession: true,
      },
      schema: {
        tags: ['users'],
        summary: 'End the current session and clear its refresh cookie',
        security: BEARER,
        response: { 200: messageOnlyResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      await sessions.revoke(authOf(request).sessionId, 'logout')
      reply.clearCookie(REFRESH_COOKIE, refreshCookie)
      return envelope(null, SERVER_MESSAGES.LOGGED_OUT)
    },
  )

  app.post(
    API_PATHS.REFRESH,
    {
      config: { rateLimit: RATE_LIMITS.refresh },
      schema: {
        tags: ['users'],
        summary: 'Trade the refresh cookie for a new access token (and a new refresh cookie)',
        description:
          'The refresh token is read from its HttpOnly cookie only. Each one works once; ' +
          'presenting a used one ends its whole session (401).',
        response: { 200: authSessionResponseSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const refreshToken = request.cookies[REFRESH_COOKIE]
      if (!refreshToken) throw unauthorized()
      try {
        const session = await sessions.refresh(refreshToken, { ip: request.ip })
        return envelope(
          sendSessionCookie(reply, refreshCookie, session),
          SERVER_MESSAGES.TOKEN_REFRESHED,
        )
      } catch (error) {
        // A refused token is dead for good: the browser may as well forget it.
        reply.clearCookie(REFRESH_COOKIE, refreshCookie)
        throw error
      }
    },
  )
}
