import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  LIVE_TICKET_TTL_SECONDS,
  liveEventsQuerySchema,
  liveTicketResponseSchema,
} from '@cnm/contracts'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { authOf, errorResponses, signedInWrite } from '../../lib/http/route-helpers.js'
import { unauthorized } from '../../lib/http-error.js'
import { REQUEST_ID_HEADER } from '../../lib/request-id.js'
import { envelope } from '../../lib/reply.js'

/** What EventSource waits before reconnecting after the server closed the stream. */
const RETRY_MS = 2_000

interface TicketClaims {
  sub?: string
  sid?: string
  typ?: string
}

/**
 * Live updates by Server-Sent Events (ADR 0039). POST /events/ticket (signed in) answers a
 * ticket valid for a minute; GET /events?ticket= opens the stream, which sends
 * `event: notification` whenever a notification row for the user is committed on any
 * instance (lib/live). The ticket rides in the URL because EventSource sends no
 * Authorization header; it is a JWT of its own type that no other route accepts, and the
 * request log hides it.
 */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    API_PATHS.LIVE_TICKET,
    signedInWrite(app, RATE_LIMITS.liveTicket, {
      tags: ['live'],
      summary: 'A ticket that opens the live-updates stream within a minute',
      response: { 200: liveTicketResponseSchema, ...errorResponses(401, 429) },
    }),
    async (request) => {
      const auth = authOf(request)
      const ticket = app.jwt.sign(
        { sub: String(auth.userId), sid: auth.sessionId, typ: 'live' },
        {
          expiresIn: LIVE_TICKET_TTL_SECONDS,
          clockTimestamp: app.clock.now().getTime(),
        },
      )
      return envelope({ ticket, expiresInSeconds: LIVE_TICKET_TTL_SECONDS })
    },
  )

  app.get(
    API_PATHS.LIVE_EVENTS,
    {
      config: { rateLimit: RATE_LIMITS.liveStream },
      schema: {
        tags: ['live'],
        summary: 'The live-updates stream (text/event-stream)',
        querystring: liveEventsQuerySchema,
        response: errorResponses(400, 401, 429),
      },
    },
    async (request, reply) => {
      let claims: TicketClaims
      try {
        claims = app.jwt.verify<TicketClaims>(request.query.ticket, {
          clockTimestamp: app.clock.now().getTime(),
        })
      } catch {
        throw unauthorized()
      }
      if (claims.typ !== 'live' || !claims.sub || !/^\d+$/.test(claims.sub) || !claims.sid)
        throw unauthorized()
      // A session logged out since the ticket was issued opens nothing.
      if (!(await app.sessions.isLive(claims.sid, Number(claims.sub)))) throw unauthorized()

      reply.hijack()
      const stream = reply.raw
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx: pass each event on at once (deploy/nginx/cnm-site.conf).
        'x-accel-buffering': 'no',
        [REQUEST_ID_HEADER]: request.id,
      })
      stream.write(`retry: ${RETRY_MS}\n: open\n\n`)
      app.live.open(Number(claims.sub), stream)
    },
  )
}
