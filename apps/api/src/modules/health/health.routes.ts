import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { API_PATHS, envelopeSchema, SERVER_MESSAGES } from '@cnm/contracts'
import { envelope } from '../../lib/reply.js'
import { createHealthService } from './health.service.js'

const healthSchema = envelopeSchema(
  z.object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['up', 'down']),
  }),
)

/** Liveness and database reachability for load balancers and `pnpm start`. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = createHealthService({ prisma: app.prisma })

  app.get(
    API_PATHS.HEALTH,
    {
      // Probes arrive every few seconds; only a failing one is worth a log line.
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Is the API up and can it reach its database?',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      if (await health.isDatabaseUp()) {
        return envelope({ status: 'ok' as const, database: 'up' as const })
      }
      request.log.warn('health check: database unreachable')
      return reply
        .code(503)
        .send(
          envelope(
            { status: 'unavailable' as const, database: 'down' as const },
            SERVER_MESSAGES.SERVICE_UNAVAILABLE,
          ),
        )
    },
  )
}
