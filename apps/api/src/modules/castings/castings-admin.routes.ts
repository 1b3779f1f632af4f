import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminCastingListQuerySchema,
  adminCastingListResponseSchema,
  adminCastingReasonSchema,
  adminCastingReleaseSchema,
  adminCastingResponseSchema,
  API_PATHS,
  CASTING_SERVER_MESSAGES,
  castingIdParamsSchema,
} from '@cnm/contracts'
import type { CountCache } from '../../lib/short-cache.js'
import { adminRead, adminWrite, authOf, errorResponses } from '../../lib/http/route-helpers.js'
import { envelope } from '../../lib/reply.js'
import { createCastingsAdminService } from './castings-admin.service.js'

const TAGS = ['admin']

/** The held queue and hiding of castings (role ADMIN; others 403, guests 401). */
export const castingsAdminRoutes: FastifyPluginAsyncZod<{ counts: CountCache }> = async (
  app,
  { counts },
) => {
  const admin = createCastingsAdminService({ prisma: app.prisma, clock: app.clock, counts })

  app.get(
    API_PATHS.ADMIN_CASTINGS,
    adminRead(app, {
      tags: TAGS,
      summary: 'Castings by status (held by default) or hidden ones, the longest waiting first',
      querystring: adminCastingListQuerySchema,
      response: { 200: adminCastingListResponseSchema, ...errorResponses(400, 401, 403) },
    }),
    async (request) => envelope(await admin.list(request.query)),
  )

  app.post(
    API_PATHS.ADMIN_CASTING_RELEASE(':id'),
    adminWrite(app, {
      tags: TAGS,
      summary: 'Release a held casting: it goes live and its client is told',
      params: castingIdParamsSchema,
      body: adminCastingReleaseSchema.nullish(),
      response: {
        200: adminCastingResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    }),
    async (request) =>
      envelope(
        {
          casting: await admin.release(
            authOf(request).userId,
            request.params.id,
            request.body?.reason || null,
          ),
        },
        CASTING_SERVER_MESSAGES.RELEASED,
      ),
  )

  const decisions = [
    [
      API_PATHS.ADMIN_CASTING_REJECT(':id'),
      'reject',
      'Send a held casting back to its client as a draft, with the reason',
      CASTING_SERVER_MESSAGES.REJECTED,
    ],
    [
      API_PATHS.ADMIN_CASTING_HIDE(':id'),
      'hide',
      'Hide a casting from every public list',
      CASTING_SERVER_MESSAGES.HIDDEN,
    ],
    [
      API_PATHS.ADMIN_CASTING_RESTORE(':id'),
      'restore',
      'Show a hidden casting again',
      CASTING_SERVER_MESSAGES.RESTORED,
    ],
  ] as const
  for (const [path, action, summary, message] of decisions) {
    app.post(
      path,
      adminWrite(app, {
        tags: TAGS,
        summary,
        params: castingIdParamsSchema,
        body: adminCastingReasonSchema,
        response: {
          200: adminCastingResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      }),
      async (request) =>
        envelope(
          {
            casting: await admin[action](
              authOf(request).userId,
              request.params.id,
              request.body.reason,
            ),
          },
          message,
        ),
    )
  }
}
