// Entry point: the only place that builds real dependencies and listens.
import { createRequire } from 'node:module'
import type { FastifyServerOptions } from 'fastify'
import { buildApp, REDACTED_LOG_PATHS } from './app.js'
import { ConfigError, loadConfig, type AppConfig } from './config/env.js'
import { createPrismaClient, type PrismaClient } from './db/prisma.js'
import {
  checkSchemaIsCurrent,
  expectedMigrations,
  SchemaNotCurrentError,
  type SchemaCheck,
} from './db/schema-version.js'
import { createSmtpMailer } from './lib/mailer.js'
import { createSmsSender } from './lib/sms.js'
import { drainThenClose } from './plugins/closing.js'
import { RedisUnavailableError } from './plugins/redis.js'

/** After the drain, this long a shutdown waits for open requests and jobs. */
const SHUTDOWN_TIMEOUT_MS = 10_000

function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const base = {
    level: config.logLevel,
    redact: REDACTED_LOG_PATHS,
  }
  if (config.env !== 'development') return base
  // pino-pretty is a dev dependency: absent from a production install, and then
  // development falls back to the JSON lines production writes.
  try {
    const target = createRequire(import.meta.url).resolve('pino-pretty')
    return {
      ...base,
      transport: { target, options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    }
  } catch {
    return base
  }
}

/** The database must hold every migration this build expects; else there is nothing to serve. */
async function checkDatabase(prisma: PrismaClient, databaseUrl: string): Promise<SchemaCheck> {
  try {
    return await checkSchemaIsCurrent(prisma, expectedMigrations())
  } catch (error) {
    const reason =
      error instanceof SchemaNotCurrentError
        ? error.message
        : `Cannot read the database at ${describeDatabase(databaseUrl)}: ${driverMessage(error)}. ` +
          'Is Postgres running, and is DATABASE_URL right?'
    process.stderr.write(`The API did not start. ${reason}\n`)
    await prisma.$disconnect().catch(() => undefined)
    process.exit(1)
  }
}

/** Prisma wraps the driver's one line in several of its own; keep the driver's. */
function driverMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return /Message: `([^`]+)`/.exec(text)?.[1] ?? text.trim().split('\n').at(-1) ?? text
}

/** Host, port and database name; never the password. */
function describeDatabase(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl)
    return `${url.hostname}:${url.port || 5432}${url.pathname}`
  } catch {
    return 'DATABASE_URL'
  }
}

async function main(): Promise<void> {
  let config: AppConfig
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`)
      process.exit(1)
    }
    throw error
  }

  const prisma = createPrismaClient(config.databaseUrl)
  const schema = await checkDatabase(prisma, config.databaseUrl)
  const mailer = createSmtpMailer({ smtp: config.smtp, from: config.mailFrom })
  const sms = createSmsSender(config, mailer)
  let app: Awaited<ReturnType<typeof buildApp>>
  try {
    app = await buildApp({ config, prisma, mailer, sms, logger: loggerOptions(config) })
  } catch (error) {
    // A dependency that must answer at start (Redis when REDIS_URL is set) did not.
    if (!(error instanceof RedisUnavailableError)) throw error
    process.stderr.write(`${error.message}\n`)
    mailer.close()
    await prisma.$disconnect()
    process.exit(1)
  }
  for (const warning of config.warnings) app.log.warn(warning)
  app.log.info({ schemaVersion: schema.version }, 'database schema is current')
  if (schema.unknown.length > 0) {
    app.log.warn(
      { migrations: schema.unknown },
      'the database has migrations this build does not know (is it running older code?)',
    )
  }

  let shuttingDown = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      app.log.warn({ signal }, 'second signal, exiting now')
      process.exit(1)
    }
    shuttingDown = true
    const drainMs = config.shutdownDrainMs
    app.log.info({ signal, drainMs }, 'shutting down')
    const timer = setTimeout(
      () => {
        app.log.error('shutdown timed out')
        process.exit(1)
      },
      2 * drainMs + SHUTDOWN_TIMEOUT_MS,
    )
    timer.unref()
    try {
      // Drain (answers say Connection: close, readiness 503, streams end), then close: the
      // outbox worker stops after its sends in flight and the job workers after their
      // running jobs (ADR 0016).
      await drainThenClose(app, new Promise((resolve) => setTimeout(resolve, drainMs)), {
        settleMs: drainMs,
      })
      mailer.close()
      await prisma.$disconnect()
      process.exit(0)
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  try {
    await app.listen({ host: config.host, port: config.port })
  } catch (error) {
    app.log.fatal({ err: error }, 'could not start')
    await prisma.$disconnect()
    process.exit(1)
  }
}

await main()
