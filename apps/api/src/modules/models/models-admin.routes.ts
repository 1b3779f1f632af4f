import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminModelListQuerySchema,
  adminModelListResponseSchema,
  adminModelReportDecisionSchema,
  adminModelReportListQuerySchema,
  adminModelReportListResponseSchema,
  adminModelReportResponseSchema,
  adminModelResponseSchema,
  adminModelReviewDecisionSchema,
  API_PATHS,
  MODEL_SERVER_MESSAGES,
  modelIdParamsSchema,
} from '@cnm/contracts'
import { envelope } from '../../lib/reply.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { authOf, BEARER, errorResponses } from '../../lib/http/route-helpers.js'
import { createModelsAdminService } from './models-admin.service.js'

const TAGS = ['admin']

/** Review and report queues of model profiles (role ADMIN; others 403, guests 401). */
export const modelsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const photos = app.photos
  const admin = createModelsAdminService({
    prisma: app.prisma,
    clock: app.clock,
    // Administrators see a hidden profile's photos too (signed URLs of withheld files).
    photoUrl: photos.managerUrl,
    queuePhotoVisibility: photos.queueVisibilitySync,
  })

  app.get(
    API_PATHS.ADMIN_MODELS,
    {
      config: { signIn: 'admin' },
      schema: {
        tags: TAGS,
        summary: 'Models by review status (requested by default), oldest request first',
        security: BEARER,
        querystring: adminModelListQuerySchema,
        response: { 200: adminModelListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => envelope(await admin.list(request.query)),
  )

  app.patch(
    API_PATHS.ADMIN_MODEL_REVIEW(':id'),
    {
      config: { signIn: 'admin', rateLimit: RATE_LIMITS.adminWrite },
      schema: {
        tags: TAGS,
        summary: 'Approve a requested review, or send it back with a reason',
        description:
          "Approving a model account's profile also makes the account pro (type 2, examination 3).",
        security: BEARER,
        params: modelIdParamsSchema,
        body: adminModelReviewDecisionSchema,
        response: {
          200: adminModelResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) =>
      envelope(
        { model: await admin.decide(authOf(request).userId, request.params.id, request.body) },
        MODEL_SERVER_MESSAGES.REVIEW_DECIDED,
      ),
  )

  app.get(
    API_PATHS.ADMIN_MODEL_REPORTS,
    {
      config: { signIn: 'admin' },
      schema: {
        tags: TAGS,
        summary: 'Reports on models by status (open by default), oldest first',
        security: BEARER,
        querystring: adminModelReportListQuerySchema,
        response: { 200: adminModelReportListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => envelope(await admin.listReports(request.query)),
  )

  app.patch(
    API_PATHS.ADMIN_MODEL_REPORT(':id'),
    {
      config: { signIn: 'admin', rateLimit: RATE_LIMITS.adminWrite },
      schema: {
        tags: TAGS,
        summary: 'Dismiss a report, or action it (hides the model as the admin console does)',
        description:
          'Actioning is POST /admin/reports/profile/{id}/hide-content: the owner cannot show ' +
          'the model again, every open report on it is resolved and the owner is told `reason` ' +
          "(the report's own reason when left out). Prefer the admin console routes.",
        security: BEARER,
        params: modelIdParamsSchema,
        body: adminModelReportDecisionSchema,
        response: {
          200: adminModelReportResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    async (request) =>
      envelope(
        {
          report: await admin.decideReport(authOf(request).userId, request.params.id, request.body),
        },
        MODEL_SERVER_MESSAGES.REPORT_RESOLVED,
      ),
  )
}
