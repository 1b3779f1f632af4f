import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  messageOnlyResponseSchema,
  modelCreateInputSchema,
  modelIdParamsSchema,
  modelLikeResponseSchema,
  modelListQuerySchema,
  modelListResponseSchema,
  modelOwnerResponseSchema,
  modelPublicResponseSchema,
  modelReportInputSchema,
  modelUpdateInputSchema,
  MODEL_SERVER_MESSAGES,
  myLikesQuerySchema,
  myLikesResponseSchema,
  myModelListResponseSchema,
  myModelsQuerySchema,
  SERVER_MESSAGES,
} from '@cnm/contracts'
import { envelope } from '../../lib/reply.js'
import { requestLanguage } from '../../plugins/i18n.js'
import {
  authOf,
  errorResponses,
  plainJsonSerializer,
  signedInRead,
  signedInWrite,
} from '../../lib/http/route-helpers.js'
import { createEngagementService } from './models-engagement.service.js'
import { createModelsService } from './models.service.js'
import { loadMyLikes } from './my-likes.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { VIDEO_JOBS } from '../videos/index.js'

const TAGS = ['models']

/**
 * Model profiles (issue #14): the public directory and profile page, the owner's
 * create/edit/state routes, likes and reports. Who may do what is decided in
 * model-access.ts; these handlers only parse, call and answer.
 */
export const modelsRoutes: FastifyPluginAsyncZod = async (app) => {
  const photos = app.photos
  const models = createModelsService({
    prisma: app.prisma,
    sql: app.sqlPool,
    clock: app.clock,
    photoUrl: photos.url,
    photoFiles: photos,
  })
  const engagement = createEngagementService({ prisma: app.prisma, clock: app.clock })

  // Public routes that answer more to the owner: a sent token is checked (a bad one is
  // a 401 like anywhere else), no token means a guest.
  const viewerOf = (request: FastifyRequest) => request.auth

  app.get(
    API_PATHS.MODELS,
    {
      // The directory's hot path (ADR 0015, bench:models): no zod pass over 24 cards.
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: TAGS,
        summary: 'Published models, filtered, sorted and paged (at most 10,000 results)',
        querystring: modelListQuerySchema,
        response: { 200: modelListResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => envelope(await models.list(request.query, requestLanguage(request))),
  )

  app.get(
    API_PATHS.MODEL(':id'),
    {
      config: { signIn: 'optional' },
      schema: {
        tags: TAGS,
        summary:
          'One model; drafts and hidden ones only for their owner and admins (404 otherwise)',
        params: modelIdParamsSchema,
        response: { 200: modelPublicResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      envelope({
        model: await models.get(viewerOf(request), request.params.id, requestLanguage(request)),
      }),
  )

  app.post(
    API_PATHS.MODELS,
    signedInWrite(app, RATE_LIMITS.modelCreate, {
      tags: TAGS,
      summary:
        'Register a model (model accounts and model/entertainment agencies); saved as a draft',
      body: modelCreateInputSchema,
      response: { 201: modelOwnerResponseSchema, ...errorResponses(400, 401, 403, 409, 429) },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          envelope(
            { model: await models.create(viewerOf(request), request.body) },
            MODEL_SERVER_MESSAGES.SAVED,
          ),
        ),
  )

  app.patch(
    API_PATHS.MODEL(':id'),
    signedInWrite(app, RATE_LIMITS.modelWrite, {
      tags: TAGS,
      summary: 'Change a model (owner or admin)',
      params: modelIdParamsSchema,
      body: modelUpdateInputSchema,
      response: { 200: modelOwnerResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
    }),
    async (request) =>
      envelope(
        { model: await models.update(viewerOf(request), request.params.id, request.body) },
        MODEL_SERVER_MESSAGES.SAVED,
      ),
  )

  app.delete(
    API_PATHS.MODEL(':id'),
    signedInWrite(app, RATE_LIMITS.modelWrite, {
      tags: TAGS,
      summary: 'Delete a model with its photos (owner or admin)',
      params: modelIdParamsSchema,
      response: { 200: messageOnlyResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
    }),
    async (request) => {
      await models.remove(viewerOf(request), request.params.id)
      // The profile's video rows went with it; their files go with the videos' sweep, queued
      // now rather than at the hour (ADR 0052 addendum). The hourly run retries a failed send.
      await app.jobs
        .send(VIDEO_JOBS.CLEANUP, {})
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'models: could not queue the videos cleanup'),
        )
      return envelope(null, MODEL_SERVER_MESSAGES.DELETED)
    },
  )

  const transitions = [
    [
      API_PATHS.MODEL_PUBLISH(':id'),
      'publish',
      'Publish a complete draft',
      MODEL_SERVER_MESSAGES.PUBLISHED,
    ],
    [API_PATHS.MODEL_HIDE(':id'), 'hide', 'Hide a published model', MODEL_SERVER_MESSAGES.HIDDEN],
    [
      API_PATHS.MODEL_UNHIDE(':id'),
      'unhide',
      'Show a hidden model again',
      MODEL_SERVER_MESSAGES.UNHIDDEN,
    ],
  ] as const
  for (const [path, action, summary, message] of transitions) {
    app.post(
      path,
      signedInWrite(app, RATE_LIMITS.modelWrite, {
        tags: TAGS,
        summary: `${summary} (owner or admin)`,
        params: modelIdParamsSchema,
        response: {
          200: modelOwnerResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      }),
      async (request) =>
        envelope({ model: await models[action](viewerOf(request), request.params.id) }, message),
    )
  }

  app.post(
    API_PATHS.MODEL_REVIEW_REQUEST(':id'),
    signedInWrite(app, RATE_LIMITS.modelReviewRequest, {
      tags: TAGS,
      summary: 'Ask an administrator to review a published model',
      params: modelIdParamsSchema,
      response: {
        200: modelOwnerResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    }),
    async (request) =>
      envelope(
        { model: await models.requestReview(viewerOf(request), request.params.id) },
        MODEL_SERVER_MESSAGES.REVIEW_REQUESTED,
      ),
  )

  app.post(
    API_PATHS.MODEL_LIKES(':id'),
    signedInWrite(app, RATE_LIMITS.modelLike, {
      tags: TAGS,
      summary: 'Like a model (idempotent)',
      params: modelIdParamsSchema,
      response: { 200: modelLikeResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
    }),
    async (request) =>
      envelope(
        await engagement.like(authOf(request), request.params.id),
        MODEL_SERVER_MESSAGES.LIKED,
      ),
  )

  app.delete(
    API_PATHS.MODEL_LIKES(':id'),
    signedInWrite(app, RATE_LIMITS.modelLike, {
      tags: TAGS,
      summary: 'Remove a like (idempotent)',
      params: modelIdParamsSchema,
      response: { 200: modelLikeResponseSchema, ...errorResponses(400, 401, 404, 429) },
    }),
    async (request) =>
      envelope(
        await engagement.unlike(authOf(request), request.params.id),
        MODEL_SERVER_MESSAGES.UNLIKED,
      ),
  )

  app.post(
    API_PATHS.MODEL_REPORTS(':id'),
    signedInWrite(app, RATE_LIMITS.modelReport, {
      tags: TAGS,
      summary: 'Report a model to the administrators (reason: info type 13)',
      params: modelIdParamsSchema,
      body: modelReportInputSchema,
      response: { 201: messageOnlyResponseSchema, ...errorResponses(400, 401, 404, 429) },
    }),
    async (request, reply) => {
      await engagement.report(authOf(request), request.params.id, request.body, request.ip)
      return reply.code(201).send(envelope(null, MODEL_SERVER_MESSAGES.REPORTED))
    },
  )

  app.get(
    API_PATHS.MY_MODELS,
    signedInRead(app, {
      tags: TAGS,
      summary: "The caller's models (My Model Management), newest first",
      querystring: myModelsQuerySchema,
      response: { 200: myModelListResponseSchema, ...errorResponses(400, 401) },
    }),
    async (request) =>
      envelope(await models.listMine(viewerOf(request), request.query, requestLanguage(request))),
  )

  app.get(
    API_PATHS.MY_MODEL(':id'),
    signedInRead(app, {
      tags: TAGS,
      summary: "One of the caller's models as the edit form holds it (owner or admin)",
      params: modelIdParamsSchema,
      response: { 200: modelOwnerResponseSchema, ...errorResponses(400, 401, 404) },
    }),
    async (request) =>
      envelope(
        { model: await models.getForOwner(viewerOf(request), request.params.id) },
        SERVER_MESSAGES.OK,
      ),
  )

  app.get(
    API_PATHS.MY_LIKES,
    signedInRead(app, {
      tags: TAGS,
      summary:
        "Followers: who follows the caller's models (those who register models), " +
        'or the models the caller follows (everybody else)',
      querystring: myLikesQuerySchema,
      response: { 200: myLikesResponseSchema, ...errorResponses(400, 401) },
    }),
    async (request) =>
      envelope(
        await loadMyLikes(
          {
            prisma: app.prisma,
            photoUrl: photos.url,
            today: () => app.clock.now(),
            language: requestLanguage(request),
          },
          viewerOf(request),
          request.query,
        ),
      ),
  )
}
