// Entry point: the only place that builds real dependencies and listens.
import { createRequire } from 'node:module'
import type { FastifyServerOptions } from 'fastify'
import { buildApp } from './app.js'
import { ConfigError, loadConfig, type AppConfig } from './config/env.js'
import { createPrismaClient } from './db/prisma.js'
import { createSmtpMailer } from './lib/mailer.js'
import { createSmsSender } from './lib/sms.js'
import { RedisUnavailableError } from './plugins/redis.js'

/** After this long a shutdown stops waiting for open requests. */
const SHUTDOWN_TIMEOUT_MS = 10_000

function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  const base = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
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

  let shuttingDown = false
  const shutdown = async (signal: NodeJS.Signals) => {
    if (shuttingDown) {
      app.log.warn({ signal }, 'second signal, exiting now')
      process.exit(1)
    }
    shuttingDown = true
    app.log.info({ signal }, 'shutting down')
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out')
      process.exit(1)
    }, SHUTDOWN_TIMEOUT_MS)
    timer.unref()
    try {
      // Closing the app stops the outbox worker after its sends in flight.
      await app.close()
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
