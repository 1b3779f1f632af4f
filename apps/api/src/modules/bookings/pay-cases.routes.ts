import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  PAY_CASE_API_PATHS,
  PAY_CASE_SERVER_MESSAGES,
  payCaseListQuerySchema,
  payCaseListResponseSchema,
  payCaseNoteInputSchema,
  payCaseParamsSchema,
  payCaseResolutionInputSchema,
  payCaseResponseSchema,
} from '@cnm/contracts'
import { envelope } from '../../lib/reply.js'
import { adminRead, adminWrite, authOf, errorResponses } from '../../lib/http/route-helpers.js'
import { createPayCasesService } from './pay-cases.service.js'

const TAGS = ['admin']

/**
 * The admin console's pay queue (issue #28, ADR 0046): bookings whose pay is 14 days overdue or
 * disputed. Role ADMIN only: others 403, guests 401. Notes and resolutions are audited.
 */
export const payCasesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cases = createPayCasesService({
    prisma: app.prisma,
    clock: app.clock,
    webOrigin: app.config.webOrigins[0] ?? 'http://localhost:5173',
    wakeOutbox: () => app.outbox.wake(),
  })

  app.get(
    PAY_CASE_API_PATHS.LIST,
    adminRead(app, {
      tags: TAGS,
      summary: 'Bookings whose pay (or kill fee) is 14 days overdue or disputed',
      querystring: payCaseListQuerySchema,
      response: { 200: payCaseListResponseSchema, ...errorResponses(400, 401, 403) },
    }),
    async (request) => envelope({ items: await cases.list(request.query) }),
  )

  const caseAction = (
    path: string,
    summary: string,
    run: typeof cases.addNote,
    message: string,
    body: typeof payCaseNoteInputSchema | typeof payCaseResolutionInputSchema,
  ) =>
    app.post(
      path,
      adminWrite(app, {
        tags: TAGS,
        summary,
        params: payCaseParamsSchema,
        body,
        response: { 200: payCaseResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
      }),
      async (request) =>
        envelope(
          { case: await run(authOf(request).userId, request.params.id, request.body.note) },
          message,
        ),
    )

  caseAction(
    PAY_CASE_API_PATHS.NOTES(':id'),
    'Add a note to a pay case (kept in the audit log)',
    cases.addNote,
    PAY_CASE_SERVER_MESSAGES.NOTE_ADDED,
    payCaseNoteInputSchema,
  )
  caseAction(
    PAY_CASE_API_PATHS.RESOLUTION(':id'),
    'Mark a pay case resolved (optional note); both sides are told, with the note; it opens again when the pay changes',
    cases.resolve,
    PAY_CASE_SERVER_MESSAGES.RESOLVED,
    payCaseResolutionInputSchema,
  )
}
