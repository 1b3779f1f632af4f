import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminFeatureInputSchema,
  adminKStarsOrderInputSchema,
  API_PATHS,
  featuredModelListResponseSchema,
  featuredModelResponseSchema,
  kStarsResponseSchema,
  modelIdParamsSchema,
  RANKING_SERVER_MESSAGES,
  rankingListQuerySchema,
  rankingListResponseSchema,
  rankingRecomputationParamsSchema,
  rankingRecomputationResponseSchema,
} from '@cnm/contracts'
import { envelope } from '../../lib/reply.js'
import { requestLanguage } from '../../plugins/i18n.js'
import {
  adminRead,
  adminWrite,
  authOf,
  errorResponses,
  plainJsonSerializer,
} from '../../lib/http/route-helpers.js'
import { createRankingsService } from './rankings.service.js'
import { createRecomputationService } from './recomputation.service.js'

/**
 * /ai-rankings and /k-stars (issue #16, ADR 0029): the precomputed ranking, the K-Stars
 * showcase, the administrators' curation, and the job that recomputes the ranking.
 */
export const rankingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const rankings = createRankingsService({
    prisma: app.prisma,
    clock: app.clock,
    photoUrl: app.photos.url,
  })
  const recomputations = createRecomputationService({
    prisma: app.prisma,
    clock: app.clock,
    jobs: app.jobs,
  })

  app.get(
    API_PATHS.MODEL_RANKINGS,
    {
      // A hot public read (bench:rankings): no zod pass over 24 entries.
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['models'],
        summary:
          'The ranking of published models in a scope (all, category:<id>, gender:<id>), ' +
          'as the ranking job last computed it, 24 per page',
        querystring: rankingListQuerySchema,
        response: { 200: rankingListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => envelope(await rankings.list(request.query, requestLanguage(request))),
  )

  app.get(
    API_PATHS.MODEL_K_STARS,
    {
      schema: {
        tags: ['models'],
        summary:
          'K-Stars: featured models in order, or reviewed entertainment-side models when none is featured',
        response: { 200: kStarsResponseSchema },
      },
    },
    async (request) => envelope(await rankings.kStars(requestLanguage(request))),
  )

  app.post(
    API_PATHS.ADMIN_MODEL_FEATURE(':id'),
    adminWrite(app, {
      tags: ['admin'],
      summary: 'Feature a published model on K-Stars, at `order` or last (audited)',
      params: modelIdParamsSchema,
      body: adminFeatureInputSchema,
      response: {
        200: featuredModelResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    }),
    async (request) =>
      envelope(
        {
          model: await rankings.feature(
            authOf(request).userId,
            request.params.id,
            request.body ?? {},
          ),
        },
        RANKING_SERVER_MESSAGES.FEATURED,
      ),
  )

  app.post(
    API_PATHS.ADMIN_MODEL_UNFEATURE(':id'),
    adminWrite(app, {
      tags: ['admin'],
      summary: 'Take a model off K-Stars (audited)',
      params: modelIdParamsSchema,
      response: {
        200: featuredModelResponseSchema,
        ...errorResponses(400, 401, 403, 404, 429),
      },
    }),
    async (request) =>
      envelope(
        { model: await rankings.unfeature(authOf(request).userId, request.params.id) },
        RANKING_SERVER_MESSAGES.UNFEATURED,
      ),
  )

  app.patch(
    API_PATHS.ADMIN_K_STARS_ORDER,
    adminWrite(app, {
      tags: ['admin'],
      summary: 'Set the order of every featured model at once (audited)',
      body: adminKStarsOrderInputSchema,
      response: {
        200: featuredModelListResponseSchema,
        ...errorResponses(400, 401, 403, 429),
      },
    }),
    async (request) =>
      envelope(
        { items: await rankings.reorder(authOf(request).userId, request.body) },
        RANKING_SERVER_MESSAGES.ORDER_SAVED,
      ),
  )

  app.post(
    API_PATHS.ADMIN_RANKING_RECOMPUTATIONS,
    adminWrite(app, {
      tags: ['admin'],
      summary:
        'Recompute the ranking now (audited): queues the ranking job, or joins the one ' +
        'already waiting; 202 with its status, also at the Location',
      response: {
        202: rankingRecomputationResponseSchema,
        ...errorResponses(401, 403, 429),
      },
    }),
    async (request, reply) => {
      const { state, message } = await recomputations.request(authOf(request).userId)
      const id = state.recomputation?.id
      if (id) reply.header('location', API_PATHS.ADMIN_RANKING_RECOMPUTATION(id))
      return reply.code(202).send(envelope(state, message))
    },
  )

  // Registered before …/:id; find-my-way prefers the static segment anyway.
  app.get(
    API_PATHS.ADMIN_RANKING_RECOMPUTATION_LATEST,
    adminRead(app, {
      tags: ['admin'],
      summary:
        'When the ranking was last computed, and the waiting or running recomputation ' +
        '(else the last one; scheduled runs included)',
      response: { 200: rankingRecomputationResponseSchema, ...errorResponses(401, 403) },
    }),
    async () => envelope(await recomputations.latest()),
  )

  app.get(
    API_PATHS.ADMIN_RANKING_RECOMPUTATION(':id'),
    adminRead(app, {
      tags: ['admin'],
      summary: 'A recomputation: queued, running, done (counts) or failed (the error)',
      params: rankingRecomputationParamsSchema,
      response: {
        200: rankingRecomputationResponseSchema,
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (request) => envelope(await recomputations.get(request.params.id)),
  )
}
