import cookie from '@fastify/cookie'
import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  API_PATHS,
  SERVER_MESSAGES,
  WEB_ROUTES,
  googleExchangePayloadSchema,
  googleExchangeResponseSchema,
  googleStartQuerySchema,
} from '@cnm/contracts'
import { HttpError } from '../../lib/http-error.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { envelope } from '../../lib/reply.js'
import {
  createGoogleClient,
  GoogleSignInError,
  isGoogleConfigured,
  newPkcePair,
} from './google-client.js'
import {
  decodeState,
  encodeState,
  GOOGLE_COOKIE,
  GOOGLE_COOKIE_TTL_SECONDS,
  GOOGLE_HANDOFF_COOKIE,
  parsePending,
  randomToken,
  serializePending,
} from './google-state.js'
import { createGoogleService, GoogleAccountConflict } from './google.service.js'
import { refreshCookieOptions, sendSessionCookie } from '../sessions/index.js'

// Whatever Google sends back is read loosely: a bad value is a failed sign-in
// shown on the web page, not a JSON error in the browser.
const callbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(8192).optional(),
  error: z.string().max(200).optional(),
})

/** The cookie holds a digest of the code, so the code itself is never in two places. */
const handoffBinding = (ticket: string) => createHash('sha256').update(ticket).digest('base64url')

const unavailable = () => new HttpError('SERVICE_UNAVAILABLE', SERVER_MESSAGES.GOOGLE_UNAVAILABLE)

/** Google sign-in (spec §7, ADR 0008): start, callback, and the web's one-time exchange. */
export const googleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app
  // The only cookie of the API (the pending sign-in), so only these routes parse cookies.
  await app.register(cookie, { secret: config.cookieSecret })
  const apiUrl = new URL(config.apiPublicUrl)
  const redirectUri = `${config.apiPublicUrl}${API_PATHS.GOOGLE_CALLBACK}`
  const client = isGoogleConfigured(config.google)
    ? createGoogleClient(config.google, redirectUri)
    : null
  const service = createGoogleService({
    prisma: app.prisma,
    clock: app.clock,
    sessions: app.sessions,
    signupTickets: app.signupTickets,
  })
  const cookieOptions = {
    // As the browser sees it: behind a proxy the API may live under a path prefix.
    path: `${apiUrl.pathname.replace(/\/+$/, '')}${API_PATHS.GOOGLE_START}`,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: apiUrl.protocol === 'https:',
    signed: true,
  }
  const webPage = (params: Record<string, string | undefined>) => {
    const url = new URL(WEB_ROUTES.REGISTER_GOOGLE, config.webOrigins[0])
    for (const [name, value] of Object.entries(params)) {
      if (value !== undefined) url.searchParams.set(name, value)
    }
    return url.toString()
  }
  const rateLimit = RATE_LIMITS.google
  const refreshCookie = refreshCookieOptions(config)

  app.get(
    API_PATHS.GOOGLE_START,
    {
      config: { rateLimit },
      schema: {
        tags: ['google'],
        summary: 'Leave for Google sign-in (302); returns to /register/google on the web',
        querystring: googleStartQuerySchema,
      },
    },
    async (request, reply) => {
      if (!client) throw unavailable()
      const { codeVerifier, codeChallenge } = newPkcePair()
      const state = encodeState(request.query)
      const nonce = randomToken()
      const expiresAt = app.clock.now().getTime() + GOOGLE_COOKIE_TTL_SECONDS * 1000
      reply.setCookie(GOOGLE_COOKIE, serializePending({ state, codeVerifier, nonce, expiresAt }), {
        ...cookieOptions,
        maxAge: GOOGLE_COOKIE_TTL_SECONDS,
      })
      return reply.redirect(client.authorizeUrl({ state, nonce, codeChallenge }), 302)
    },
  )

  const fail = (reply: FastifyReply, message: string, returnTo?: string) =>
    reply.redirect(webPage({ error: message, returnTo }), 302)

  function readPending(request: FastifyRequest) {
    const raw = request.cookies[GOOGLE_COOKIE]
    if (!raw) return null
    const unsigned = request.unsignCookie(raw)
    const pending = unsigned.valid ? parsePending(unsigned.value) : null
    return pending && pending.expiresAt > app.clock.now().getTime() ? pending : null
  }

  app.get(
    API_PATHS.GOOGLE_CALLBACK,
    {
      config: { rateLimit },
      schema: {
        tags: ['google'],
        summary: 'Google redirects here; answers with a redirect to the web',
        querystring: callbackQuerySchema,
      },
    },
    async (request, reply) => {
      if (!client) throw unavailable()
      const pending = readPending(request)
      // Single use: whatever happens next, this browser's attempt is over.
      reply.clearCookie(GOOGLE_COOKIE, cookieOptions)
      const { code, state, error } = request.query
      const start = state ? decodeState(state) : null
      // Forged, replayed or foreign state: nothing from this request is trusted.
      if (!pending || !state || state !== pending.state || !start) {
        request.log.warn('google callback: state does not match this browser')
        return fail(reply, SERVER_MESSAGES.GOOGLE_FAILED)
      }
      if (error || !code) {
        const cancelled = error === 'access_denied'
        return fail(
          reply,
          cancelled ? SERVER_MESSAGES.GOOGLE_CANCELLED : SERVER_MESSAGES.GOOGLE_FAILED,
          start.returnTo,
        )
      }
      try {
        const identity = await client.exchange({
          code,
          codeVerifier: pending.codeVerifier,
          nonce: pending.nonce,
        })
        const ticket = await service.createHandoff(identity, start.serviceType)
        reply.setCookie(GOOGLE_HANDOFF_COOKIE, handoffBinding(ticket), {
          ...cookieOptions,
          maxAge: GOOGLE_COOKIE_TTL_SECONDS,
        })
        return reply.redirect(webPage({ ticket, returnTo: start.returnTo }), 302)
      } catch (caught) {
        if (caught instanceof GoogleAccountConflict) {
          return fail(reply, SERVER_MESSAGES.GOOGLE_ACCOUNT_CONFLICT, start.returnTo)
        }
        if (caught instanceof GoogleSignInError) {
          request.log.warn(
            { reason: caught.message, cause: String(caught.cause ?? '') },
            'google sign-in refused',
          )
          const message =
            caught.reason === 'email-unverified'
              ? SERVER_MESSAGES.GOOGLE_EMAIL_UNVERIFIED
              : SERVER_MESSAGES.GOOGLE_FAILED
          return fail(reply, message, start.returnTo)
        }
        throw caught
      }
    },
  )

  app.post(
    API_PATHS.GOOGLE_EXCHANGE,
    {
      config: { rateLimit },
      schema: {
        tags: ['google'],
        summary: 'Trade the one-time code from /register/google for a session or a sign-up ticket',
        body: googleExchangePayloadSchema,
        response: { 200: googleExchangeResponseSchema },
      },
    },
    async (request, reply) => {
      if (!client) throw unavailable()
      // Only the browser that came back from Google may spend the code; checked before the
      // code is spent, so a code sent elsewhere stays usable by its own browser.
      const bound = request.unsignCookie(request.cookies[GOOGLE_HANDOFF_COOKIE] ?? '')
      if (!bound.valid || bound.value !== handoffBinding(request.body.ticket)) {
        request.log.warn('google exchange: hand-off code from another browser')
        throw new HttpError('VALIDATION_FAILED', SERVER_MESSAGES.SIGNUP_TICKET_INVALID, {
          fields: { ticket: SERVER_MESSAGES.SIGNUP_TICKET_INVALID },
        })
      }
      reply.clearCookie(GOOGLE_HANDOFF_COOKIE, cookieOptions)
      const result = await service.exchange(request.body.ticket, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      })
      if (result.kind === 'session') {
        const session = sendSessionCookie(reply, refreshCookie, result.session)
        return envelope({ kind: 'session' as const, session }, SERVER_MESSAGES.LOGGED_IN)
      }
      return envelope(result, SERVER_MESSAGES.OK)
    },
  )
}
