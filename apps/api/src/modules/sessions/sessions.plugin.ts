import fp from 'fastify-plugin'
import { issueAccessToken } from '../../plugins/auth.js'
import { createSessionService, type SessionService } from './sessions.service.js'
import { createSignupTickets, type SignupTickets } from './signup-tickets.js'
import { clearRefreshCookieLine, REFRESH_COOKIE, refreshCookieOptions } from './refresh-cookie.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Server-side sessions behind every access token (log-in, refresh, revoke). */
    sessions: SessionService
    /** Signed hand-over from a Google sign-in to the sign-up form (loginType 2). */
    signupTickets: SignupTickets
  }
}

/**
 * Decorates the app for the users module and for the Google callback, which opens
 * sessions and issues sign-up tickets without owning either.
 */
export const sessionsPlugin = fp(
  async (app) => {
    app.decorate(
      'sessions',
      createSessionService({
        prisma: app.prisma,
        clock: app.clock,
        signAccessToken: (subject, expiresInSeconds) =>
          issueAccessToken(app, subject, { expiresInSeconds }),
      }),
    )
    // Every 401 also ends the browser's refresh cookie (spec §4: a 401 clears both cookies).
    const clearLine = clearRefreshCookieLine(refreshCookieOptions(app.config))
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.statusCode === 401) {
        const current = reply.getHeader('set-cookie')
        const lines = current === undefined ? [] : ([] as string[]).concat(current as string[])
        if (!lines.some((line) => line.startsWith(`${REFRESH_COOKIE}=;`))) {
          reply.header('set-cookie', [...lines, clearLine])
        }
      }
      done(null, payload)
    })
    app.decorate(
      'signupTickets',
      createSignupTickets({ secret: app.config.signupTicketSecret, clock: app.clock }),
    )
  },
  { name: 'sessions', fastify: '5.x', dependencies: ['prisma', 'auth'] },
)
