import Fastify, {
  type FastifyBaseLogger,
  type RouteOptions,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { AppConfig } from './config/env.js'
import type { PrismaClient } from './generated/prisma/client.js'
import { systemClock, type Clock } from './lib/clock.js'
import { createFrontCache, serverWithFrontCache, type FrontCache } from './lib/front-cache.js'
import type { Mailer } from './lib/mailer.js'
import { REQUEST_ID_HEADER, requestIdGenerator } from './lib/request-id.js'
import { livePlugin } from './plugins/live.js'
import { metricsPlugin } from './plugins/metrics.js'
import { closingPlugin } from './plugins/closing.js'
import { withRequestSerializer } from './lib/request-log.js'
import type { SmsSender } from './lib/sms.js'
import { appModules, type AppModule } from './modules/index.js'
import { JOBS } from './modules/jobs.js'
import { defineJobs } from './lib/jobs/job-registry.js'
import { nulGuardPlugin } from './plugins/nul-guard.js'
import { afterResponsePlugin } from './plugins/after-response.js'
import { authPlugin } from './plugins/auth.js'
import { errorsPlugin } from './plugins/errors.js'
import { i18nPlugin } from './plugins/i18n.js'
import { openapiPlugin } from './plugins/openapi.js'
import { outboxPlugin, type OutboxWorkerOptions } from './modules/outbox/index.js'
import { sessionsPlugin } from './modules/sessions/index.js'
import { modelPhotosPlugin } from './modules/photos/index.js'
import { prismaPlugin } from './plugins/prisma.js'
import { sqlPoolPlugin } from './plugins/sql-pool.js'
import type { JobRunner } from './lib/jobs/job-runner.js'
import { jobsPlugin } from './lib/jobs/jobs.plugin.js'
import type { FileStorage } from './lib/storage/storage.js'
import { storagePlugin } from './lib/storage/storage.plugin.js'
import { redisPlugin } from './plugins/redis.js'
import { BODY_LIMIT_BYTES, securityPlugin } from './plugins/security.js'

/**
 * Everything the app talks to, passed in so tests can swap any of it (a Prisma
 * client on a throw-away database, a fixed clock, later a loopback mailer/SMS).
 */
export interface AppDeps {
  config: AppConfig
  prisma: PrismaClient
  clock?: Clock
  /** Fastify logger options; defaults to JSON logs at config.logLevel. */
  logger?: FastifyServerOptions['logger']
  /** Feature modules to mount; defaults to all of modules/index.ts. */
  modules?: readonly AppModule[]
  /** Outgoing e-mail; defaults to SMTP as configured (config.smtp). */
  mailer?: Mailer
  /** Outgoing SMS; defaults to Twilio when configured, else the development mail sink; null: none. */
  sms?: SmsSender | null
  /** The outbox delivery loop; false keeps messages in the table (tests call app.outbox.drain()). */
  outboxWorker?: boolean | OutboxWorkerOptions
  /** Background jobs (ADR 0016); defaults to pg-boss on config.databaseUrl. */
  jobs?: JobRunner
  /** Polling job workers and schedules; defaults to config.jobWorkers (tests: false, then drain()). */
  jobWorkers?: boolean
  /** Where photo files live; defaults to config.storage (ADR 0017). */
  storage?: FileStorage
  /**
   * Called for every route as it is registered, before any plugin's own routes: lets a test
   * list every route of the real app (routes.guard.test.ts).
   */
  onRoute?: (route: RouteOptions) => void
}

export type App = FastifyInstance<
  Server,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
    clock: Clock
    /** Public answers kept in front of the router (lib/front-cache.ts). */
    frontCache: FrontCache
  }
}

/** Headers that must never reach the logs (server.ts's logger uses the same list). */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
]

// Fastify accepts a hop count at runtime but its types do not; a hop count means
// "trust the nearest n proxies", which is this function. Never `true` (ADR 0019).
function toFastifyTrustProxy(value: AppConfig['trustProxy']) {
  if (typeof value === 'number') return (_address: string, hop: number) => hop < value
  return value === false ? false : [...value]
}

/**
 * Builds the app with all plugins and modules registered, not yet ready and
 * never listening: server.ts listens, tests call `app.ready()` (after adding any
 * test-only routes) and send requests to `app.server`.
 */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { config } = deps
  const genReqId = requestIdGenerator(config.trustProxy !== false)
  const frontCache = createFrontCache(undefined, genReqId)
  const app = Fastify({
    logger: withRequestSerializer(
      deps.logger ?? { level: config.logLevel, redact: REDACTED_LOG_PATHS },
    ),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: toFastifyTrustProxy(config.trustProxy),
    genReqId,
    serverFactory: serverWithFrontCache(frontCache),
  }).withTypeProvider<ZodTypeProvider>()

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('clock', deps.clock ?? systemClock)
  app.decorate('frontCache', frontCache)
  // A closing server answers through Fastify, which refuses new work.
  app.addHook('preClose', (done) => {
    frontCache.close()
    done()
  })
  // Lets a user quote the id of a failed request, which is in every log line.
  // A callback hook, not an async one: it runs on every request, and skipping the
  // promise is measurable on the cached reference routes (see `pnpm bench`).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id)
    done()
  })

  // Awaited one by one so that routes added later (by modules or by a test)
  // see every hook, e.g. the rate limiter's onRoute hook.
  await app.register(closingPlugin)
  await app.register(errorsPlugin)
  await app.register(afterResponsePlugin)
  await app.register(nulGuardPlugin)
  await app.register(i18nPlugin)
  await app.register(prismaPlugin, { prisma: deps.prisma })
  await app.register(sqlPoolPlugin, { databaseUrl: config.databaseUrl })
  // Before the rate limiter, which keeps its counters there when REDIS_URL is set.
  await app.register(redisPlugin, { config })
  await app.register(securityPlugin, { config })
  await app.register(authPlugin, { config })
  await app.register(livePlugin, { config })
  await app.register(metricsPlugin, { token: config.metricsToken })
  await app.register(sessionsPlugin)
  await app.register(outboxPlugin, {
    config,
    mailer: deps.mailer,
    sms: deps.sms,
    worker: deps.outboxWorker,
  })
  await app.register(jobsPlugin, {
    databaseUrl: config.databaseUrl,
    runner: deps.jobs,
    workers: deps.jobWorkers ?? config.jobWorkers,
  })
  await app.register(storagePlugin, { config, storage: deps.storage })
  // app.photos: what the modules use of the photos module (URLs, visibility, deletion).
  await app.register(modelPhotosPlugin)
  if (!config.isProduction) {
    await app.register(openapiPlugin, { apiPublicUrl: config.apiPublicUrl })
  }

  const modules = deps.modules ?? appModules
  for (const module of modules) {
    await app.register(module.routes, { prefix: module.prefix ?? '' })
  }
  // Every background job is declared in modules/jobs.ts; those of the mounted modules run.
  defineJobs(app, JOBS, new Set(modules.map((module) => module.name)))
  return app
}
