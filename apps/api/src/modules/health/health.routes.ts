import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { API_PATHS, envelopeSchema, SERVER_MESSAGES } from '@cnm/contracts'
import { envelope } from '../../lib/reply.js'
import { createHealthService } from './health.service.js'

const healthSchema = envelopeSchema(
  z.object({
    status: z.enum(['ok', 'unavailable']),
    database: z.enum(['up', 'down']),
    /** The latest migration applied (prisma/migrations folder name); null when unknown. */
    schemaVersion: z.string().nullable(),
  }),
)

/**
 * Liveness, database reachability and schema version for load balancers, `pnpm start` and
 * whoever deploys (the API refuses to start on a schema behind it: db/schema-version.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const health = createHealthService({ prisma: app.prisma })

  app.get(
    API_PATHS.HEALTH,
    {
      // Probes arrive every few seconds; only a failing one is worth a log line.
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Is the API up, can it reach its database, and which migration is it on?',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const state = await health.probeDatabase()
      if (state.database === 'up') return envelope({ status: 'ok' as const, ...state })
      request.log.warn('health check: database unreachable')
      return reply
        .code(503)
        .send(
          envelope(
            { status: 'unavailable' as const, ...state },
            SERVER_MESSAGES.SERVICE_UNAVAILABLE,
          ),
        )
    },
  )
}
