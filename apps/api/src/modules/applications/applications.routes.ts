import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  applicantListQuerySchema,
  applicantListResponseSchema,
  applicantResponseSchema,
  applicationBulkResponseSchema,
  applicationBulkUpdateSchema,
  applicationDetailResponseSchema,
  applicationUpdateSchema,
  applyInputSchema,
  bookingCancellationInputSchema,
  myApplicationResponseSchema,
  myCastingsQuerySchema,
  myCastingsResponseSchema,
  recordIdParamsSchema,
  SERVER_MESSAGES,
} from '@cnm/contracts'
import {
  authOf,
  BEARER,
  errorResponses,
  plainJsonSerializer,
  signedInRead,
  signedInWrite,
} from '../../lib/http/route-helpers.js'
import { envelope } from '../../lib/reply.js'
import { requestLanguage } from '../../plugins/i18n.js'
import { ownHostsOf } from '../../lib/text/own-hosts.js'
import { createApplicationsService } from './applications.service.js'
import { createViewsCache, loadMyCastings } from './my-castings.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'

const TAGS = ['applications']

/**
 * Applications to castings and My Casting (issue #15, ADR 0024). Who may do what is decided
 * in application-rules.ts; these handlers only parse, call and answer.
 */
export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const photoUrl = app.photos.url
  const ownHosts = ownHostsOf(app.config)
  const applications = createApplicationsService({
    prisma: app.prisma,
    clock: app.clock,
    photoUrl,
    ownHosts,
  })
  const views = createViewsCache(() => app.clock.now().getTime())

  app.post(
    API_PATHS.CASTING_APPLICATIONS(':id'),
    signedInWrite(app, RATE_LIMITS.applicationApply, {
      tags: TAGS,
      summary:
        'Apply to a live casting with one of your published models (model accounts and agencies)',
      params: recordIdParamsSchema,
      body: applyInputSchema,
      response: {
        201: myApplicationResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    }),
    async (request, reply) =>
      reply.code(201).send(
        envelope(
          {
            application: await applications.apply(authOf(request), request.params.id, request.body),
          },
          SERVER_MESSAGES.APPLICATION_SENT,
        ),
      ),
  )

  app.get(
    API_PATHS.CASTING_APPLICATIONS(':id'),
    signedInRead(app, {
      tags: TAGS,
      summary: "A casting's applicants, filtered and paged, with counts by status (its owner)",
      params: recordIdParamsSchema,
      querystring: applicantListQuerySchema,
      response: { 200: applicantListResponseSchema, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) =>
      envelope(
        await applications.list(
          authOf(request),
          request.params.id,
          request.query,
          requestLanguage(request),
        ),
      ),
  )

  app.patch(
    API_PATHS.CASTING_APPLICATIONS(':id'),
    signedInWrite(app, RATE_LIMITS.applicationWrite, {
      tags: TAGS,
      summary: 'Shortlist or decline several applicants at once (the casting owner)',
      params: recordIdParamsSchema,
      body: applicationBulkUpdateSchema,
      response: {
        200: applicationBulkResponseSchema,
        ...errorResponses(400, 401, 403, 404, 429),
      },
    }),
    async (request) =>
      envelope(
        await applications.bulkUpdate(authOf(request), request.params.id, request.body),
        SERVER_MESSAGES.APPLICATIONS_UPDATED,
      ),
  )

  app.get(
    API_PATHS.APPLICATION(':id'),
    signedInRead(app, {
      tags: TAGS,
      summary: 'One application: the casting owner (opening it marks it viewed) or the applicant',
      params: recordIdParamsSchema,
      response: { 200: applicationDetailResponseSchema, ...errorResponses(400, 401, 404) },
    }),
    async (request) =>
      envelope(
        await applications.get(authOf(request), request.params.id, requestLanguage(request)),
      ),
  )

  app.patch(
    API_PATHS.APPLICATION(':id'),
    signedInWrite(app, RATE_LIMITS.applicationWrite, {
      tags: TAGS,
      summary:
        'Shortlist, decline or book an applicant, or keep a private note (the casting owner)',
      params: recordIdParamsSchema,
      body: applicationUpdateSchema,
      response: {
        200: applicantResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    }),
    async (request) =>
      envelope(
        {
          applicant: await applications.update(
            authOf(request),
            request.params.id,
            request.body,
            requestLanguage(request),
          ),
        },
        SERVER_MESSAGES.APPLICATION_UPDATED,
      ),
  )

  app.delete(
    API_PATHS.APPLICATION(':id'),
    signedInWrite(app, RATE_LIMITS.applicationWrite, {
      tags: TAGS,
      summary: 'Withdraw an application while the client has not opened it (the applicant)',
      params: recordIdParamsSchema,
      response: {
        200: myApplicationResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    }),
    async (request) =>
      envelope(
        { application: await applications.withdraw(authOf(request), request.params.id) },
        SERVER_MESSAGES.APPLICATION_WITHDRAWN,
      ),
  )

  app.post(
    API_PATHS.APPLICATION_CANCELLATION(':id'),
    signedInWrite(app, RATE_LIMITS.applicationWrite, {
      tags: TAGS,
      summary:
        'Cancel a booking with a reason (the casting owner or the applicant), before the job has taken place',
      params: recordIdParamsSchema,
      body: bookingCancellationInputSchema,
      response: {
        200: applicationDetailResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    }),
    async (request) =>
      envelope(
        await applications.cancelBooking(authOf(request), request.params.id, request.body),
        SERVER_MESSAGES.BOOKING_CANCELLED,
      ),
  )

  app.get(
    API_PATHS.MY_CASTINGS,
    {
      config: { signIn: 'required' },
      // A hot page (bench:my-castings): no zod pass over the answer, see plainJsonSerializer.
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: TAGS,
        summary:
          'My Casting: castings posted and proposals sent (client view), or applications and proposals received (model view)',
        security: BEARER,
        querystring: myCastingsQuerySchema,
        response: { 200: myCastingsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      envelope(
        await loadMyCastings(
          {
            pool: app.sqlPool,
            photoUrl,
            today: () => app.clock.now(),
            views,
            reader: { language: requestLanguage(request), ownHosts },
          },
          authOf(request).userId,
          request.query,
        ),
      ),
  )
}
