import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  alertEmailsInputSchema,
  alertUnsubscribeQuerySchema,
  API_PATHS,
  messageOnlyResponseSchema,
  SAVED_SEARCH_SERVER_MESSAGES,
  savedSearchIdParamsSchema,
  savedSearchInputSchema,
  savedSearchListResponseSchema,
  savedSearchPatchSchema,
  savedSearchResponseSchema,
} from '@cnm/contracts'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import {
  authOf,
  errorResponses,
  signedInRead,
  signedInWrite,
} from '../../lib/http/route-helpers.js'
import { notFound } from '../../lib/http-error.js'
import { envelope } from '../../lib/reply.js'
import { createSavedSearchService } from './saved-searches.service.js'

const TAGS = ['saved-searches']

/**
 * Saved searches and their alerts (issue #29, ADR 0051): the owner's list and changes, the
 * matching job (every 10 minutes), the daily digest e-mail (00:00 UTC, 09:00 in Seoul) and its
 * one-click unsubscribe (RFC 8058), public and signed by an HMAC of the user id.
 */
export const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = app.config.jwtSecret
  const searches = createSavedSearchService({ prisma: app.prisma, clock: app.clock, secret })
  const write = RATE_LIMITS.savedSearchWrite

  app.get(
    API_PATHS.MY_SAVED_SEARCHES,
    signedInRead(app, {
      tags: TAGS,
      summary: "The caller's saved searches, with their matches, and whether alert e-mails are on",
      response: { 200: savedSearchListResponseSchema, ...errorResponses(401) },
    }),
    async (request) => envelope(await searches.list(authOf(request).userId)),
  )

  app.post(
    API_PATHS.MY_SAVED_SEARCHES,
    signedInWrite(app, write, {
      tags: TAGS,
      summary: 'Save a search of the castings board under a name (at most 20)',
      body: savedSearchInputSchema,
      response: { 201: savedSearchResponseSchema, ...errorResponses(400, 401, 409, 429) },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          envelope(
            await searches.create(authOf(request).userId, request.body),
            SAVED_SEARCH_SERVER_MESSAGES.SAVED,
          ),
        ),
  )

  app.patch(
    API_PATHS.MY_SAVED_SEARCH(':id'),
    signedInWrite(app, write, {
      tags: TAGS,
      summary: 'Rename, pause or resume one of the caller’s saved searches',
      params: savedSearchIdParamsSchema,
      body: savedSearchPatchSchema,
      response: { 200: savedSearchResponseSchema, ...errorResponses(400, 401, 404, 429) },
    }),
    async (request) =>
      envelope(
        await searches.update(authOf(request).userId, request.params.id, request.body),
        SAVED_SEARCH_SERVER_MESSAGES.UPDATED,
      ),
  )

  app.delete(
    API_PATHS.MY_SAVED_SEARCH(':id'),
    signedInWrite(app, write, {
      tags: TAGS,
      summary: 'Delete one of the caller’s saved searches and its matches',
      params: savedSearchIdParamsSchema,
      response: { 200: messageOnlyResponseSchema, ...errorResponses(401, 404, 429) },
    }),
    async (request) => {
      await searches.remove(authOf(request).userId, request.params.id)
      return envelope(null, SAVED_SEARCH_SERVER_MESSAGES.DELETED)
    },
  )

  app.put(
    API_PATHS.MY_ALERT_EMAILS,
    signedInWrite(app, write, {
      tags: TAGS,
      summary: 'Turn the daily alert e-mails on or off (in-app alerts stay)',
      body: alertEmailsInputSchema,
      response: { 200: messageOnlyResponseSchema, ...errorResponses(400, 401, 429) },
    }),
    async (request) => {
      await searches.setAlertEmails(authOf(request).userId, request.body.on)
      return envelope(
        null,
        request.body.on
          ? SAVED_SEARCH_SERVER_MESSAGES.ALERT_EMAILS_ON
          : SAVED_SEARCH_SERVER_MESSAGES.ALERT_EMAILS_OFF,
      )
    },
  )

  // RFC 8058: the mail provider POSTs "List-Unsubscribe=One-Click" to the header's URL as a
  // form. The body says nothing the signed URL does not, so it is read as text and set aside
  // (this parser lives in this module's plugin only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  )
  app.post(
    API_PATHS.ALERT_UNSUBSCRIBE,
    {
      config: { rateLimit: RATE_LIMITS.alertUnsubscribe },
      schema: {
        tags: TAGS,
        summary: 'One-click unsubscribe from the alert e-mails (RFC 8058)',
        querystring: alertUnsubscribeQuerySchema,
        response: { 200: messageOnlyResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      // A wrong token answers like an unknown user: the link proves nothing else.
      if (!(await searches.unsubscribe(request.query.u, request.query.t))) throw notFound()
      return envelope(null, SAVED_SEARCH_SERVER_MESSAGES.ALERT_EMAILS_OFF)
    },
  )
}
