import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createThrowAwayDatabase } from '@cnm/devkit/postgres'
import { runToEnd, startService, waitForHttp } from '@cnm/devkit/processes'
import { startProductionShape } from '@cnm/devkit/production'
import { freePorts } from '@cnm/embedded-pg'
import { createFakeGoogle, createFakeSmtp, createFakeTwilio } from '../fakes/api-fakes.js'
import { startControlServer } from '../fakes/control-server.js'
import { ensureBuilds } from './builds.js'
import { apiDir, artifactsDir, logsDir, repoRoot, webDir } from './paths.js'

/** What the tests need to reach the running stack (serialisable: it crosses to the workers). */
export interface StackInfo {
  webUrl: string
  apiUrl: string
  /** The fakes' remote control: GET /emails and /sms, PUT /google/next-user. */
  controlUrl: string
  databaseUrl: string
  supportInbox: string
  /** Made with the API's own CLI (`dist/cli/create-admin.js`), as an operator would. */
  admin: { email: string; password: string }
  artifactsDir: string
  /** Where the API keeps this run's photo files (a temporary folder). */
  uploadDir: string
}

export interface Stack {
  info: StackInfo
  stop: () => Promise<void>
}

/** Like Promise.all, but waits for every step, so none is still starting during teardown. */
async function allOrFirstError<T extends readonly unknown[]>(
  steps: [...{ [K in keyof T]: Promise<T[K]> }],
): Promise<T> {
  const results = await Promise.allSettled(steps)
  const failed = results.find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  )
  if (failed) throw failed.reason
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T
}

/** Names of the databases the suite creates; a later run drops those a killed run left. */
const E2E_DATABASE_PREFIX = 'cnme2e_'
export const SUPPORT_INBOX = 'support@cnm-e2e.test'
const ADMIN_EMAIL = 'admin@cnm-e2e.test'
const secret = () => randomBytes(32).toString('base64url')

/**
 * Which build of the product the journeys drive (E2E_STACK): `built` (the default, and CI's)
 * is the production build, the API's dist/ and `vite preview` with the prerendered pages;
 * `dev` is what `pnpm start` runs, the API from source through tsx and the Vite dev server
 * with React's development checks (StrictMode's double effects: issue #24). The first-paint
 * suite needs prerendered pages and is left out of a dev run (vitest.config.ts).
 * `production` is what `pnpm start:prod` runs (ADR 0038): nginx with deploy/nginx/ in front of
 * two built API instances with NODE_ENV=production (limits on, in Redis), photos in s3rver;
 * vitest.config.ts runs the sign-up and casting-loop journeys there.
 */
export type StackKind = 'built' | 'dev' | 'production'
const STACK_KINDS: readonly StackKind[] = ['built', 'dev', 'production']
export function stackKind(): StackKind {
  const kind = process.env.E2E_STACK ?? 'built'
  if (!STACK_KINDS.includes(kind as StackKind))
    throw new Error(`E2E_STACK must be one of ${STACK_KINDS.join(', ')}; got "${kind}"`)
  return kind as StackKind
}

/**
 * Starts the whole product as it runs in production, on loopback ports: a fresh
 * Postgres database (migrated and seeded), an SMTP catcher and the Twilio and Google
 * stand-ins, the built API, and the built web app behind `vite preview` (which
 * forwards /api to the API). Whatever started is stopped again if a later step fails.
 */
export async function startStack(options: {
  log: (line: string) => void
  build?: boolean
}): Promise<Stack> {
  const { log } = options
  const dev = stackKind() === 'dev'
  const production = stackKind() === 'production'
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    const results = await Promise.allSettled(
      stops
        .splice(0)
        .reverse()
        .map((step) => step()),
    )
    for (const result of results)
      if (result.status === 'rejected') log(`teardown: ${String(result.reason)}`)
  }
  const timed = async <T>(label: string, step: () => Promise<T>): Promise<T> => {
    const started = Date.now()
    const value = await step()
    log(`${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
    return value
  }

  await rm(logsDir, { recursive: true, force: true })
  await mkdir(logsDir, { recursive: true })
  try {
    // Started side by side; each registers its own teardown as soon as it is up, so a
    // failure of one still stops the others.
    const startFake = async <T extends { start: () => Promise<void>; stop: () => Promise<void> }>(
      fake: T,
    ) => {
      await fake.start()
      stops.push(() => fake.stop())
      return fake
    }
    const [database, smtp, twilio, google] = await allOrFirstError([
      timed('database ready', () => createThrowAwayDatabase(E2E_DATABASE_PREFIX)).then(
        (database) => {
          stops.push(database.drop)
          return database
        },
      ),
      startFake(createFakeSmtp()),
      startFake(createFakeTwilio()),
      startFake(createFakeGoogle()),
      options.build === false || dev ? Promise.resolve() : ensureBuilds(log),
    ])
    log(`database: ${database.source}`)
    const control = await startControlServer({
      emails: smtp.messages,
      sms: twilio.messages,
      google,
    })
    stops.push(control.close)

    // Photos of this run only, removed with it (the API's default is the dev folder).
    const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'cnm-e2e-uploads-'))
    stops.push(() => rm(uploadDir, { recursive: true, force: true }))

    const [apiPort, webPort] = await freePorts(2)
    const webUrl = `http://127.0.0.1:${webPort}`
    const apiUrl = `http://127.0.0.1:${apiPort}`
    const info = (api: string, admin: StackInfo['admin']): StackInfo => ({
      webUrl,
      apiUrl: api,
      controlUrl: control.url,
      databaseUrl: database.url,
      supportInbox: SUPPORT_INBOX,
      admin,
      artifactsDir,
      uploadDir,
    })
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      // Not production: the suite switches the per-IP limits off, which production refuses
      // (ADR 0019). The build served is still the production one. E2E_STACK=production is.
      NODE_ENV: production ? 'production' : 'test',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url,
      UPLOAD_DIR: uploadDir,
      JWT_SECRET: secret(),
      COOKIE_SECRET: secret(),
      SIGNUP_TICKET_SECRET: secret(),
      WEB_ORIGIN: webUrl,
      // The browser reaches the API through the web server, OAuth callback included.
      API_PUBLIC_URL: `${webUrl}/api`,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      SMTP_SECURE: 'false',
      MAIL_FROM: 'Casting N Model <no-reply@cnm-e2e.test>',
      SUPPORT_INBOX,
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: twilio.from,
      TWILIO_API_BASE_URL: twilio.url,
      ...google.env,
      // Every journey comes from 127.0.0.1; per-IP limits would throttle the suite, not a user.
      // Production refuses that (ADR 0019): there the limits count in Redis, as they would.
      ...(production
        ? {
            REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
            REDIS_KEY_PREFIX: `cnme2e:${randomBytes(4).toString('hex')}:`,
          }
        : { RATE_LIMIT_ENABLED: 'false' }),
      BCRYPT_COST: '10',
      CERTIFICATION_BYPASS_DESTINATIONS: '',
      CERTIFICATION_BYPASS_CODE: '',
      ADMIN_EMAILS: '',
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    }

    await timed('migrations applied', () =>
      runToEnd(
        process.execPath,
        ['tooling/prisma-wasm-engine/bin/prisma.mjs', 'migrate', 'deploy'],
        {
          label: 'migrate',
          cwd: repoRoot,
          env,
          output: { logFile: path.join(logsDir, 'migrate.log') },
        },
      ),
    )

    const adminLog = path.join(logsDir, 'create-admin.log')
    const adminCreated = timed('administrator created', async () => {
      const cli = dev
        ? ['--import', 'tsx', 'src/cli/create-admin.ts']
        : ['dist/cli/create-admin.js']
      await runToEnd(process.execPath, [...cli, '--email', ADMIN_EMAIL], {
        label: 'create-admin',
        cwd: apiDir,
        env,
        output: { logFile: adminLog },
      })
      // The CLI prints a generated password once.
      const password = /Password[^:]*:\s*(\S+)/.exec(await readFile(adminLog, 'utf8'))?.[1]
      if (!password) throw new Error(`create-admin printed no password; see ${adminLog}`)
      return { email: ADMIN_EMAIL, password }
    })
    const seeded = timed('reference data seeded', () =>
      runToEnd('pnpm', ['--filter', '@cnm/api', 'db:seed'], {
        label: 'seed',
        cwd: repoRoot,
        env,
        output: { logFile: path.join(logsDir, 'seed.log') },
      }),
    )

    if (production) {
      const shape = await startProductionShape({
        env,
        apiDir,
        webRoot: path.join(webDir, 'dist'),
        runDir: uploadDir,
        logsDir,
        port: webPort,
        log,
      })
      stops.push(shape.stop)
      const [admin] = await allOrFirstError([adminCreated, seeded])
      // The API through nginx, as a browser's requests go.
      return { info: info(`${webUrl}/api`, admin), stop }
    }

    const apiEntry = dev ? ['--import', 'tsx', 'src/server.ts'] : ['dist/server.js']
    const api = startService(process.execPath, ['--enable-source-maps', ...apiEntry], {
      label: 'api',
      cwd: apiDir,
      env,
      output: { logFile: path.join(logsDir, 'api.log') },
    })
    stops.push(api.stop)
    const web = startService(
      process.execPath,
      [
        path.join(webDir, 'node_modules/vite/bin/vite.js'),
        ...(dev ? [] : ['preview']),
        '--host',
        '127.0.0.1',
        '--port',
        String(webPort),
        '--strictPort',
      ],
      {
        label: 'web',
        cwd: webDir,
        env: { ...env, API_PROXY_TARGET: apiUrl },
        output: { logFile: path.join(logsDir, 'web.log') },
      },
    )
    stops.push(web.stop)

    const [admin] = await allOrFirstError([
      adminCreated,
      seeded,
      timed('api up', () => waitForHttp(`${apiUrl}/health`, { service: api, timeoutMs: 60_000 })),
      timed('web up', () => waitForHttp(`${webUrl}/`, { service: web, timeoutMs: 60_000 })),
    ])

    return { info: info(apiUrl, admin), stop }
  } catch (error) {
    await stop()
    throw error
  }
}
