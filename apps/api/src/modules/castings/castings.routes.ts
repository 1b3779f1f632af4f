import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  CASTING_SERVER_MESSAGES,
  castingDetailResponseSchema,
  castingIdParamsSchema,
  castingInputSchema,
  castingListQuerySchema,
  castingListResponseSchema,
  castingOwnerResponseSchema,
  castingReportSchema,
  messageOnlyResponseSchema,
} from '@cnm/contracts'
import {
  authOf,
  errorResponses,
  plainJsonSerializer,
  signedInWrite,
} from '../../lib/http/route-helpers.js'
import { envelope } from '../../lib/reply.js'
import { castingsAdminRoutes } from './castings-admin.routes.js'
import { createCastingsService, OUTCOME_MESSAGE } from './castings.service.js'
import { boardCountsOf } from './board-counts.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'

const TAGS = ['castings']

/**
 * Castings (issue #15, ADR 0023): the public board and detail page, the client's create,
 * edit, publish and close, reports, the deadline job, and (as a child plugin sharing the
 * board's count cache) the administrators' held queue.
 */
export const castingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The board's hot read goes through plain pg (castings-list.ts), on the app's one pool.
  const pool = app.sqlPool

  const counts = boardCountsOf(app)
  const castings = createCastingsService({ prisma: app.prisma, pool, clock: app.clock, counts })
  await app.register(castingsAdminRoutes, { counts })

  app.get(
    API_PATHS.CASTINGS,
    {
      // The board's hot path (bench:castings): no zod pass over the cards.
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: TAGS,
        summary: 'Live castings, filtered, sorted and paged (at most 10,000 results)',
        querystring: castingListQuerySchema,
        response: { 200: castingListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => envelope(await castings.list(request.query)),
  )

  app.get(
    API_PATHS.CASTING(':id'),
    {
      config: { signIn: 'optional' },
      schema: {
        tags: TAGS,
        summary:
          'One casting; drafts, held and hidden ones only for their client and admins (404 otherwise)',
        params: castingIdParamsSchema,
        response: { 200: castingDetailResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => envelope(await castings.get(request.auth, request.params.id)),
  )

  app.post(
    API_PATHS.CASTINGS,
    signedInWrite(app, RATE_LIMITS.castingCreate, {
      tags: TAGS,
      summary: 'Post a casting (client accounts): a draft, or live with publish: true',
      description:
        'Publishing needs an approved client (examination 3). A text that asks talent for money is held for review instead of going live.',
      body: castingInputSchema,
      response: { 201: castingOwnerResponseSchema, ...errorResponses(400, 401, 403, 429) },
    }),
    async (request, reply) => {
      const { casting, outcome } = await castings.create(authOf(request), request.body)
      return reply.code(201).send(envelope({ casting }, OUTCOME_MESSAGE[outcome]))
    },
  )

  app.patch(
    API_PATHS.CASTING(':id'),
    signedInWrite(app, RATE_LIMITS.castingWrite, {
      tags: TAGS,
      summary: 'Change a casting (its client); a live one goes through the money rule again',
      params: castingIdParamsSchema,
      body: castingInputSchema,
      response: {
        200: castingOwnerResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    }),
    async (request) => {
      const { casting, outcome } = await castings.update(
        authOf(request),
        request.params.id,
        request.body,
      )
      return envelope({ casting }, OUTCOME_MESSAGE[outcome])
    },
  )

  app.post(
    API_PATHS.CASTING_PUBLISH(':id'),
    signedInWrite(app, RATE_LIMITS.castingWrite, {
      tags: TAGS,
      summary: 'Publish a draft (its client, approved accounts only)',
      params: castingIdParamsSchema,
      response: {
        200: castingOwnerResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    }),
    async (request) => {
      const { casting, outcome } = await castings.publish(authOf(request), request.params.id)
      return envelope({ casting }, OUTCOME_MESSAGE[outcome])
    },
  )

  app.post(
    API_PATHS.CASTING_CLOSE(':id'),
    signedInWrite(app, RATE_LIMITS.castingWrite, {
      tags: TAGS,
      summary:
        'Close a live casting, or withdraw a held one (its client); applicants still waiting are told',
      params: castingIdParamsSchema,
      response: {
        200: castingOwnerResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    }),
    async (request) =>
      envelope(
        await castings.close(authOf(request), request.params.id),
        CASTING_SERVER_MESSAGES.CLOSED,
      ),
  )

  app.post(
    API_PATHS.CASTING_REPORTS(':id'),
    signedInWrite(app, RATE_LIMITS.castingReport, {
      tags: TAGS,
      summary: 'Report a casting to the administrators (reason: info type 13)',
      params: castingIdParamsSchema,
      body: castingReportSchema,
      response: { 201: messageOnlyResponseSchema, ...errorResponses(400, 401, 404, 429) },
    }),
    async (request, reply) => {
      await castings.report(authOf(request), request.params.id, request.body, request.ip)
      return reply.code(201).send(envelope(null, CASTING_SERVER_MESSAGES.REPORTED))
    },
  )
}
