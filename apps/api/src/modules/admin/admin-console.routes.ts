import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ADMIN_CONSOLE_API_PATHS,
  ADMIN_CONSOLE_SERVER_MESSAGES,
  adminAuditLogListResponseSchema,
  adminAuditLogQuerySchema,
  adminDashboardResponseSchema,
  adminReasonSchema,
  adminReportItemResponseSchema,
  adminReportKindParamsSchema,
  adminReportListQuerySchema,
  adminReportListResponseSchema,
  adminSuspensionResponseSchema,
  userIdParamsSchema,
  type AdminReportItem,
  type AdminReportKind,
  type AdminSuspension,
} from '@cnm/contracts'
import { envelope } from '../../lib/reply.js'
import { adminRead, adminWrite, authOf, errorResponses } from '../../lib/http/route-helpers.js'
import { createAdminConsoleService } from './admin-console.service.js'
import { createReportsQueueService } from './reports-queue.service.js'
import { createSuspensionService } from './suspension.service.js'

const TAGS = ['admin']

/**
 * The admin console's API (issue #16, ADR 0028): dashboard, one reports queue with its
 * actions, suspension and the audit log. Role ADMIN only: others 403, guests 401. Every
 * action takes a reason, writes an audit row and notifies the user it affects.
 */
export const adminConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const consoleReads = createAdminConsoleService({ prisma: app.prisma })
  const photos = app.photos
  const reports = createReportsQueueService({
    prisma: app.prisma,
    clock: app.clock,
    // Administrators see a hidden profile's photos too (signed URLs of withheld files).
    photoUrl: photos.managerUrl,
    queuePhotoVisibility: photos.queueVisibilitySync,
  })
  const suspension = createSuspensionService({
    prisma: app.prisma,
    clock: app.clock,
    sessions: app.sessions,
    queuePhotoVisibility: photos.queueVisibilitySync,
  })

  app.get(
    ADMIN_CONSOLE_API_PATHS.DASHBOARD,
    adminRead(app, {
      tags: TAGS,
      summary: 'Counts of every queue: approvals, reviews, held castings, reports, suspensions',
      response: { 200: adminDashboardResponseSchema, ...errorResponses(401, 403) },
    }),
    async () => envelope(await consoleReads.dashboard()),
  )

  app.get(
    ADMIN_CONSOLE_API_PATHS.REPORTS,
    adminRead(app, {
      tags: TAGS,
      summary: 'Reports on profiles, castings, messages and reviews, with the content',
      querystring: adminReportListQuerySchema,
      response: { 200: adminReportListResponseSchema, ...errorResponses(400, 401, 403) },
    }),
    async (request) => envelope(await reports.list(request.query)),
  )

  const reportAction = (
    path: string,
    summary: string,
    run: (
      actorId: number,
      kind: AdminReportKind,
      id: number,
      reason: string,
    ) => Promise<AdminReportItem>,
    message: string,
  ) =>
    app.post(
      path,
      adminWrite(app, {
        tags: TAGS,
        summary,
        params: adminReportKindParamsSchema,
        body: adminReasonSchema,
        response: {
          200: adminReportItemResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      }),
      async (request) => {
        const { kind, id } = request.params
        const report = await run(authOf(request).userId, kind, id, request.body.reason)
        return envelope({ report }, message)
      },
    )

  reportAction(
    ADMIN_CONSOLE_API_PATHS.REPORT_DISMISS(':kind', ':id'),
    'Dismiss an open report (the reporter is told)',
    reports.dismiss,
    ADMIN_CONSOLE_SERVER_MESSAGES.REPORT_DISMISSED,
  )
  reportAction(
    ADMIN_CONSOLE_API_PATHS.REPORT_HIDE(':kind', ':id'),
    "Hide the reported content and resolve its open reports (the content's owner is told)",
    reports.hideContent,
    ADMIN_CONSOLE_SERVER_MESSAGES.CONTENT_HIDDEN,
  )
  reportAction(
    ADMIN_CONSOLE_API_PATHS.REPORT_RESOLVE(':kind', ':id'),
    'Mark an impersonation report acted on (the reporter is told); other kinds answer 409',
    reports.resolve,
    ADMIN_CONSOLE_SERVER_MESSAGES.REPORT_RESOLVED,
  )
  reportAction(
    ADMIN_CONSOLE_API_PATHS.REPORT_RESTORE(':kind', ':id'),
    "Show hidden content again (the content's owner is told)",
    reports.restoreContent,
    ADMIN_CONSOLE_SERVER_MESSAGES.CONTENT_RESTORED,
  )

  const suspensionAction = (
    path: string,
    summary: string,
    run: (actorId: number, targetId: number, reason: string) => Promise<AdminSuspension>,
    message: string,
  ) =>
    app.post(
      path,
      adminWrite(app, {
        tags: TAGS,
        summary,
        params: userIdParamsSchema,
        body: adminReasonSchema,
        response: {
          200: adminSuspensionResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      }),
      async (request) =>
        envelope(
          await run(authOf(request).userId, request.params.id, request.body.reason),
          message,
        ),
    )

  suspensionAction(
    ADMIN_CONSOLE_API_PATHS.USER_SUSPEND(':id'),
    'Suspend an account: no log-in, sessions ended, models and castings hidden',
    suspension.suspend,
    ADMIN_CONSOLE_SERVER_MESSAGES.USER_SUSPENDED,
  )
  suspensionAction(
    ADMIN_CONSOLE_API_PATHS.USER_REINSTATE(':id'),
    'Reinstate a suspended account and show what the suspension hid',
    suspension.reinstate,
    ADMIN_CONSOLE_SERVER_MESSAGES.USER_REINSTATED,
  )

  app.get(
    ADMIN_CONSOLE_API_PATHS.AUDIT_LOGS,
    adminRead(app, {
      tags: TAGS,
      summary: 'The audit log, newest first, by actor, target, action and date range',
      querystring: adminAuditLogQuerySchema,
      response: { 200: adminAuditLogListResponseSchema, ...errorResponses(400, 401, 403) },
    }),
    async (request) => envelope(await consoleReads.auditLogs(request.query)),
  )
}
