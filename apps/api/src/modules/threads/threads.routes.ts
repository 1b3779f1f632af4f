import { ownHostsOf } from '../../lib/text/own-hosts.js'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  inboxQuerySchema,
  inboxResponseSchema,
  messageInputSchema,
  messageListQuerySchema,
  messageOnlyResponseSchema,
  messageReportSchema,
  messageResponseSchema,
  SERVER_MESSAGES,
  threadParamsSchema,
  threadResponseSchema,
} from '@cnm/contracts'
import { HttpError } from '../../lib/http-error.js'
import { authOf, BEARER, errorResponses, signedInWrite } from '../../lib/http/route-helpers.js'
import { envelope } from '../../lib/reply.js'
import { requestLanguage } from '../../plugins/i18n.js'
import { createInbox } from './inbox.js'
import { createThreadsService } from './threads.service.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import type { ThreadKind } from './thread-access.js'

const TAGS = ['messages']

/**
 * The message threads of applications and direct proposals (issue #15, ADR 0025): read a page,
 * write, report. Who may do what is decided in thread-access.ts.
 */
export const threadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const threads = createThreadsService({
    prisma: app.prisma,
    clock: app.clock,
    photoUrl: app.photos.url,
    ownHosts: ownHostsOf(app.config),
  })

  // Per user over all threads; the route's own config guards the IP. Runs after
  // authentication, so the key is the account, not the address.
  const perUser = app.createRateLimit({
    ...RATE_LIMITS.threadSendPerAccount,
    keyGenerator: (request: FastifyRequest) => `messages:${authOf(request).userId}`,
  })
  const limitPerUser = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await perUser(request)
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(limit.ttlInSeconds))
      throw new HttpError('RATE_LIMITED', SERVER_MESSAGES.MESSAGES_TOO_FAST)
    }
  }

  // Issue #26: one inbox for both sides, newest first.
  const inbox = createInbox({ prisma: app.prisma, photoUrl: app.photos.url })
  app.get(
    API_PATHS.MY_THREADS,
    signedInWrite(app, RATE_LIMITS.threadReadPerIp, {
      tags: TAGS,
      summary: "The caller's threads with a message, newest first, with the caller's unread count",
      querystring: inboxQuerySchema,
      response: { 200: inboxResponseSchema, ...errorResponses(400, 401, 429) },
    }),
    async (request) =>
      envelope(await inbox.list(authOf(request).userId, request.query, app.clock.now())),
  )

  const routes: ReadonlyArray<[ThreadKind, (id: string) => string, string]> = [
    ['application', API_PATHS.APPLICATION_MESSAGES, 'an application (casting owner and applicant)'],
    ['proposal', API_PATHS.PROPOSAL_MESSAGES, 'a direct proposal (sender and recipient)'],
  ]
  for (const [kind, path, whose] of routes) {
    app.get(
      path(':id'),
      signedInWrite(app, RATE_LIMITS.threadReadPerIp, {
        tags: TAGS,
        summary:
          `The thread of ${whose}: the newest page, older ones with \`before\`, ` +
          'newer ones with `after`; reading up to the newest marks it read',
        params: threadParamsSchema,
        querystring: messageListQuerySchema,
        response: { 200: threadResponseSchema, ...errorResponses(400, 401, 404, 429) },
      }),
      async (request) =>
        envelope(
          await threads.get(
            kind,
            authOf(request).userId,
            request.params.id,
            request.query,
            requestLanguage(request),
          ),
        ),
    )

    app.post(
      path(':id'),
      {
        // The per-user limit needs the caller, which onRequest's sign-in check has set.
        preHandler: limitPerUser,
        config: { signIn: 'required', rateLimit: RATE_LIMITS.threadSendPerIp },
        schema: {
          tags: TAGS,
          summary:
            `Write in the thread of ${whose}` +
            (kind === 'application' ? '; the client writes first' : '; either side may start'),
          security: BEARER,
          params: threadParamsSchema,
          body: messageInputSchema,
          response: { 201: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            envelope(
              await threads.send(
                kind,
                authOf(request).userId,
                request.params.id,
                request.body.body,
                requestLanguage(request),
              ),
              SERVER_MESSAGES.MESSAGE_SENT,
            ),
          ),
    )
  }

  app.post(
    API_PATHS.MESSAGE_REPORTS(':id'),
    signedInWrite(app, RATE_LIMITS.threadReport, {
      tags: TAGS,
      summary: "Report the other side's message to the administrators (reason: info type 13)",
      params: threadParamsSchema,
      body: messageReportSchema,
      response: { 201: messageOnlyResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
    }),
    async (request, reply) => {
      await threads.report(authOf(request).userId, request.params.id, request.body, request.ip)
      return reply.code(201).send(envelope(null, SERVER_MESSAGES.MESSAGE_REPORTED))
    },
  )
}
