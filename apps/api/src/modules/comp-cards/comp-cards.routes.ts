import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { API_PATHS, modelIdParamsSchema } from '@cnm/contracts'
import { errorResponses } from '../../lib/http/route-helpers.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { createCompCardService } from './comp-cards.service.js'
import { sendCompCard } from './send-comp-card.js'

/**
 * GET /models/:id/comp-card (issue #29, ADR 0045): the profile's comp card as a PDF. Anyone
 * for a published profile (its photos and sizes are public already), the owner and
 * administrators for their draft or hidden one, 404 for everyone else.
 */
export const compCardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const cards = createCompCardService({
    prisma: app.prisma,
    storage: app.storage,
    clock: app.clock,
  })
  app.get(
    API_PATHS.MODEL_COMP_CARD(':id'),
    {
      config: { signIn: 'optional', rateLimit: RATE_LIMITS.compCard },
      schema: {
        tags: ['models'],
        summary: "A model's comp card, A5 landscape PDF (cached; ETag and If-None-Match)",
        params: modelIdParamsSchema,
        response: errorResponses(400, 401, 404, 429),
      },
    },
    async (request, reply) =>
      sendCompCard(request, reply, await cards.cardForViewer(request.auth, request.params.id)),
  )
}
