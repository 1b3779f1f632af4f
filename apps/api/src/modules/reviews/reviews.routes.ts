import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  castingCompleteResponseSchema,
  messageOnlyResponseSchema,
  myReviewResponseSchema,
  myReviewsResponseSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListResponseSchema,
  reviewReportSchema,
  TRUST_API_PATHS,
  TRUST_SERVER_MESSAGES,
  trustIdParamsSchema,
} from '@cnm/contracts'
import { envelope } from '../../lib/reply.js'
import {
  authOf,
  errorResponses,
  signedInRead,
  signedInWrite,
} from '../../lib/http/route-helpers.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { createReviewsService } from './reviews.service.js'

const TAGS = ['reviews']

/** Cron of the release job: every ten minutes, so a closed window is released soon after. */
/** Reviews after a booking (issue #16, ADR 0028) and the client's "casting done" switch. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = createReviewsService({
    prisma: app.prisma,
    clock: app.clock,
    photoUrl: app.photos.url,
  })

  app.post(
    TRUST_API_PATHS.APPLICATION_REVIEWS(':id'),
    signedInWrite(app, RATE_LIMITS.reviewWrite, {
      tags: TAGS,
      summary: 'Review the other side of a booked application (once, within the window)',
      description:
        'Double-blind: the review stays visible to its author only until the other side has ' +
        'written theirs (then both are released together) or the 30-day window closes.',
      params: trustIdParamsSchema,
      body: reviewInputSchema,
      response: { 201: myReviewResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
    }),
    async (request, reply) => {
      const { review, released } = await reviews.write(
        authOf(request),
        request.params.id,
        request.body,
      )
      return reply
        .code(201)
        .send(
          envelope(
            { review },
            released ? TRUST_SERVER_MESSAGES.REVIEW_RELEASED : TRUST_SERVER_MESSAGES.REVIEW_SAVED,
          ),
        )
    },
  )

  app.get(
    TRUST_API_PATHS.MODEL_REVIEWS(':id'),
    {
      schema: {
        tags: TAGS,
        summary: 'Released reviews of a public model profile, with the average and count',
        params: trustIdParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => envelope(await reviews.listForModel(request.params.id, request.query)),
  )

  app.get(
    TRUST_API_PATHS.MY_REVIEWS,
    signedInRead(app, {
      tags: TAGS,
      summary: 'My received (released) and written reviews, and bookings waiting for mine',
      response: { 200: myReviewsResponseSchema, ...errorResponses(401) },
    }),
    async (request) => envelope(await reviews.mine(authOf(request).userId)),
  )

  app.post(
    TRUST_API_PATHS.REVIEW_REPORTS(':id'),
    signedInWrite(app, RATE_LIMITS.reviewReport, {
      tags: TAGS,
      summary: 'Report a published review (reason: info type 13)',
      params: trustIdParamsSchema,
      body: reviewReportSchema,
      response: { 200: messageOnlyResponseSchema, ...errorResponses(400, 401, 404, 429) },
    }),
    async (request) => {
      await reviews.report(authOf(request), request.params.id, request.body, request.ip)
      return envelope(null, TRUST_SERVER_MESSAGES.REVIEW_REPORTED)
    },
  )

  app.post(
    TRUST_API_PATHS.CASTING_COMPLETE(':id'),
    signedInWrite(app, RATE_LIMITS.castingComplete, {
      tags: TAGS,
      summary: 'Mark my casting as done: its bookings can be reviewed from now on',
      params: trustIdParamsSchema,
      response: {
        200: castingCompleteResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    }),
    async (request) =>
      envelope(
        await reviews.complete(authOf(request), request.params.id),
        TRUST_SERVER_MESSAGES.CASTING_COMPLETED,
      ),
  )
}
