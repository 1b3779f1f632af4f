import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { API_PATHS, envelopeSchema, SERVER_MESSAGES } from '@cnm/contracts'
import { checkSchemaIsCurrent, expectedMigrations } from '../../db/schema-version.js'
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

  // Liveness: the process answers. A load balancer restarts an instance that stops answering
  // here, and never for a database outage (that is readiness).
  app.get(
    API_PATHS.HEALTH_LIVE,
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Is the process alive?',
        response: { 200: envelopeSchema(z.object({ status: z.literal('ok') })) },
      },
    },
    async () => envelope({ status: 'ok' as const }),
  )

  // Readiness: send it traffic only when its database answers with every migration this
  // build expects applied, and Redis answers when configured (ADR 0038).
  const readySchema = envelopeSchema(
    z.object({
      status: z.enum(['ok', 'unavailable']),
      database: z.enum(['up', 'down']),
      migrations: z.enum(['current', 'behind', 'unknown']),
      redis: z.enum(['up', 'down', 'off']),
      /** Stopping (SIGTERM): still answering, but send new traffic elsewhere. */
      draining: z.boolean(),
    }),
  )
  app.get(
    API_PATHS.HEALTH_READY,
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'May this instance take traffic (database, migrations, Redis)?',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      const state = await health.probeDatabase()
      let migrations: 'current' | 'behind' | 'unknown' = 'unknown'
      if (state.database === 'up') {
        migrations = await checkSchemaIsCurrent(app.prisma, expectedMigrations()).then(
          () => 'current' as const,
          () => 'behind' as const,
        )
      }
      let redis: 'up' | 'down' | 'off' = 'off'
      if (app.redis) {
        redis = await Promise.race([
          app.redis.ping().then(() => 'up' as const),
          new Promise<'down'>((resolve) => setTimeout(() => resolve('down'), 2_000).unref()),
        ]).catch(() => 'down' as const)
      }
      const draining = app.drain.active
      const ready =
        state.database === 'up' && migrations === 'current' && redis !== 'down' && !draining
      const data = {
        status: ready ? ('ok' as const) : ('unavailable' as const),
        database: state.database,
        migrations,
        redis,
        draining,
      }
      if (ready) return envelope(data)
      request.log.warn(data, 'readiness: not ready')
      return reply.code(503).send(envelope(data, SERVER_MESSAGES.SERVICE_UNAVAILABLE))
    },
  )
}
