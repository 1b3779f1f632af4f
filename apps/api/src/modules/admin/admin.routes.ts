import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminExaminationDecisionSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserResponseSchema,
  API_PATHS,
  SERVER_MESSAGES,
  userIdParamsSchema,
} from '@cnm/contracts'
import { envelope } from '../../lib/reply.js'
import { adminRead, adminWrite, authOf, errorResponses } from '../../lib/http/route-helpers.js'
import { createAdminService } from './admin.service.js'

/**
 * Administration of accounts (role ADMIN only; everyone else gets 403, guests 401).
 * Every examination decision is written to the audit log. A decision does not end the
 * user's sessions: the API reads status and role from the database on every request,
 * so the new status shows on the next GET /users/0 without signing anyone out.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = createAdminService({ prisma: app.prisma, clock: app.clock })

  app.get(
    API_PATHS.ADMIN_USERS,
    adminRead(app, {
      tags: ['admin'],
      summary: 'Users, oldest first, filtered by examination status and service type',
      querystring: adminUserListQuerySchema,
      response: { 200: adminUserListResponseSchema, ...errorResponses(400, 401, 403) },
    }),
    async (request) => envelope(await admin.listUsers(request.query)),
  )

  app.patch(
    API_PATHS.ADMIN_EXAMINATION(':id'),
    adminWrite(app, {
      tags: ['admin'],
      summary: 'Approve (3) an examination, or send it back (1) with a reason',
      description: 'Approving a model also makes its service type 2 (pro); sending back, 1.',
      params: userIdParamsSchema,
      body: adminExaminationDecisionSchema,
      response: { 200: adminUserResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    }),
    async (request) => {
      const user = await admin.decideExamination(
        authOf(request).userId,
        request.params.id,
        request.body,
      )
      return envelope({ user }, SERVER_MESSAGES.EXAMINATION_UPDATED)
    },
  )
}
