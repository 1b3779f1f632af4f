import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  bookingCancellationInputSchema,
  proposalAnswerSchema,
  proposalDetailResponseSchema,
  recordIdParamsSchema,
  SERVER_MESSAGES,
} from '@cnm/contracts'
import {
  authOf,
  errorResponses,
  signedInRead,
  signedInWrite,
} from '../../lib/http/route-helpers.js'
import { envelope } from '../../lib/reply.js'
import { requestLanguage } from '../../plugins/i18n.js'
import { ownHostsOf } from '../../lib/text/own-hosts.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { createProposalsService } from './proposals.service.js'

const TAGS = ['proposals']

/** Direct proposals (issue #15, ADR 0024): read by their sender and recipient, answered by the recipient. */
export const proposalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const proposals = createProposalsService({
    prisma: app.prisma,
    clock: app.clock,
    photoUrl: app.photos.url,
    ownHosts: ownHostsOf(app.config),
  })

  app.get(
    API_PATHS.PROPOSAL(':id'),
    signedInRead(app, {
      tags: TAGS,
      summary: 'A direct proposal, for its sender or its recipient (404 for anybody else)',
      params: recordIdParamsSchema,
      response: { 200: proposalDetailResponseSchema, ...errorResponses(400, 401, 404) },
    }),
    async (request) =>
      envelope({
        proposal: await proposals.get(authOf(request), request.params.id, requestLanguage(request)),
      }),
  )

  app.patch(
    API_PATHS.PROPOSAL(':id'),
    signedInWrite(app, RATE_LIMITS.applicationWrite, {
      tags: TAGS,
      summary: 'Accept or decline a direct proposal (its recipient, once); the sender is told',
      params: recordIdParamsSchema,
      body: proposalAnswerSchema,
      response: {
        200: proposalDetailResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    }),
    async (request) =>
      envelope(
        {
          proposal: await proposals.answer(
            authOf(request),
            request.params.id,
            request.body,
            requestLanguage(request),
          ),
        },
        SERVER_MESSAGES.PROPOSAL_ANSWERED,
      ),
  )

  app.post(
    API_PATHS.PROPOSAL_CANCELLATION(':id'),
    signedInWrite(app, RATE_LIMITS.applicationWrite, {
      tags: TAGS,
      summary: 'Cancel an accepted direct proposal with a reason (its sender or its recipient)',
      params: recordIdParamsSchema,
      body: bookingCancellationInputSchema,
      response: {
        200: proposalDetailResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    }),
    async (request) =>
      envelope(
        {
          proposal: await proposals.cancel(
            authOf(request),
            request.params.id,
            request.body,
            requestLanguage(request),
          ),
        },
        SERVER_MESSAGES.BOOKING_CANCELLED,
      ),
  )
}
