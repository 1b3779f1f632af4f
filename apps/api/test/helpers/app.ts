import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import type { FastifyServerOptions } from 'fastify'
import { buildApp, type App, type AppDeps } from '../../src/app.js'
import { loadConfig, type AppConfig } from '../../src/config/env.js'
import type { PrismaClient } from '../../src/db/prisma.js'
import type { Clock } from '../../src/lib/clock.js'
import { createTestDatabase, type TestDatabase } from './db.js'

/** The environment every test app starts from; override per app with `env`. */
export const TEST_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'test',
  JWT_SECRET: 'test-jwt-secret-that-is-at-least-32-characters',
  COOKIE_SECRET: 'test-cookie-secret-that-is-at-least-32-chars',
  BCRYPT_COST: '4',
  RATE_LIMIT_ENABLED: 'true',
  LOG_LEVEL: 'silent',
  WEB_ORIGIN: 'http://localhost:5173',
  API_PUBLIC_URL: 'http://localhost:4000',
}

export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({ ...TEST_ENV, DATABASE_URL: 'postgresql://unused@127.0.0.1:1/unused', ...env })
}

export interface TestAppOptions {
  /** Usually from createTestDatabase(); any { url, prisma } pair works. */
  db: Pick<TestDatabase, 'url' | 'prisma'>
  /** Environment variables on top of TEST_ENV, validated like the real ones. */
  env?: Record<string, string>
  clock?: Clock
  /** Defaults to no logging; pass e.g. { level: 'debug' } to watch a test. */
  logger?: FastifyServerOptions['logger']
  modules?: AppDeps['modules']
  /** Outgoing mail and SMS, e.g. test/fakes/smtp.ts and test/fakes/twilio.ts. */
  mailer?: AppDeps['mailer']
  sms?: AppDeps['sms']
  /**
   * Off unless asked for: enqueued messages then stay PENDING in outbox_messages, where a
   * test can read them, or are delivered on `app.outbox.drain()`.
   */
  outboxWorker?: AppDeps['outboxWorker']
  /** Off unless asked for: queued jobs wait until the test calls `app.jobs.drain()`. */
  jobWorkers?: boolean
  /** Defaults to local disk in a fresh temporary directory (removed when the app closes). */
  storage?: AppDeps['storage']
  /** Sees every route as it is registered (AppDeps.onRoute). */
  onRoute?: AppDeps['onRoute']
  /** Adds test-only routes before the app is made ready. */
  routes?: (app: App) => void | Promise<void>
}

/** The real app on the given database, ready for `request(app.server)`. Close it in afterAll. */
export async function buildTestApp(options: TestAppOptions): Promise<App> {
  const uploadDir =
    options.env?.UPLOAD_DIR ?? (await mkdtemp(path.join(os.tmpdir(), 'cnm-test-uploads-')))
  const app = await buildApp({
    config: testConfig({ DATABASE_URL: options.db.url, UPLOAD_DIR: uploadDir, ...options.env }),
    prisma: options.db.prisma as PrismaClient,
    clock: options.clock,
    logger: options.logger ?? false,
    modules: options.modules,
    mailer: options.mailer,
    sms: options.sms,
    outboxWorker: options.outboxWorker ?? false,
    jobWorkers: options.jobWorkers ?? false,
    storage: options.storage,
    onRoute: options.onRoute,
  })
  if (!options.env?.UPLOAD_DIR) {
    app.addHook('onClose', async () => {
      await rm(uploadDir, { recursive: true, force: true })
      await rm(app.config.videoUploadDirectory, { recursive: true, force: true })
    })
  }
  await options.routes?.(app)
  await app.ready()
  return app
}

export interface TestAppContext {
  readonly app: App
  readonly db: TestDatabase
}

/**
 * One database and one app for the whole file, created in beforeAll and removed
 * in afterAll. Read `ctx.app` / `ctx.db` inside tests and hooks, not at import time.
 */
export function setupTestApp(options: Omit<TestAppOptions, 'db'> = {}): TestAppContext {
  let app: App | undefined
  let db: TestDatabase | undefined
  beforeAll(async () => {
    db = await createTestDatabase()
    app = await buildTestApp({ ...options, db })
  })
  afterAll(async () => {
    await app?.close()
    await db?.drop()
  })
  const notYet = (what: string) =>
    new Error(`setupTestApp: ${what} is created in beforeAll; use it inside a test or hook.`)
  return {
    get app() {
      if (!app) throw notYet('app')
      return app
    },
    get db() {
      if (!db) throw notYet('db')
      return db
    },
  }
}
