import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import path from 'node:path'
import { freePort } from '@cnm/embedded-pg'
import { startGoogleStandIn } from '../fakes/google.js'
import { startInboxServer } from '../fakes/inbox-server.js'
import { startSmtpCatcher } from '../fakes/smtp-catcher.js'
import { startTwilioStandIn } from '../fakes/twilio.js'
import { ensureBuilds } from './builds.js'
import { createE2eDatabase } from './database.js'
import { apiDir, artifactsDir, logsDir, repoRoot, webDir } from './paths.js'
import { runToEnd, startService, waitForHttp } from './processes.js'

/** What the tests need to reach the running stack (serialisable: it crosses to the workers). */
export interface StackInfo {
  webUrl: string
  apiUrl: string
  /** GET /emails and /sms: everything the catchers received. */
  inboxUrl: string
  databaseUrl: string
  supportInbox: string
  artifactsDir: string
}

export interface Stack {
  info: StackInfo
  stop: () => Promise<void>
}

export const SUPPORT_INBOX = 'support@cnm-e2e.test'
const secret = () => randomBytes(32).toString('base64url')

/**
 * Starts the whole product as it runs in production, on loopback ports: a fresh
 * Postgres database (migrated and seeded), an SMTP catcher and the Twilio and Google
 * stand-ins, the built API, and the built web app behind `vite preview` (which
 * forwards /api to the API). Whatever started is stopped again if a later step fails.
 */
export async function startStack(options: { log: (line: string) => void; build?: boolean }): Promise<Stack> {
  const { log } = options
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    const results = await Promise.allSettled(stops.splice(0).reverse().map((step) => step()))
    for (const result of results) if (result.status === 'rejected') log(`teardown: ${String(result.reason)}`)
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
    const [database, smtp, twilio, google] = await Promise.all([
      timed('database ready', createE2eDatabase),
      startSmtpCatcher(),
      startTwilioStandIn(),
      startGoogleStandIn(),
      options.build === false ? Promise.resolve() : ensureBuilds(log),
    ])
    stops.push(database.drop, smtp.close, twilio.close, google.close)
    log(`database: ${database.source}`)
    const inbox = await startInboxServer({ emails: smtp.emails, sms: twilio.messages })
    stops.push(inbox.close)

    const [apiPort, webPort] = [await freePort(), await freePort()]
    const webUrl = `http://127.0.0.1:${webPort}`
    const apiUrl = `http://127.0.0.1:${apiPort}`
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      LOG_LEVEL: 'info',
      DATABASE_URL: database.url,
      JWT_SECRET: secret(),
      COOKIE_SECRET: secret(),
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
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_AUTH_URL: google.authUrl,
      GOOGLE_TOKEN_URL: google.tokenUrl,
      GOOGLE_CERTS_URL: google.certsUrl,
      GOOGLE_ISSUER: google.issuer,
      // Every journey comes from 127.0.0.1; per-IP limits would throttle the suite, not a user.
      RATE_LIMIT_ENABLED: 'false',
      BCRYPT_COST: '10',
      CERTIFICATION_BYPASS_DESTINATIONS: '',
      CERTIFICATION_BYPASS_CODE: '',
      ADMIN_EMAILS: '',
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    }

    await timed('migrations applied', () =>
      runToEnd('migrate', process.execPath, ['tooling/prisma-wasm-engine/bin/prisma.mjs', 'migrate', 'deploy'], {
        cwd: repoRoot,
        env,
        logFile: path.join(logsDir, 'migrate.log'),
      }),
    )

    const seeded = existsSync(path.join(apiDir, 'src/db/seed.ts'))
      ? timed('reference data seeded', () =>
          runToEnd('seed', 'pnpm', ['--filter', '@cnm/api', 'db:seed'], {
            cwd: repoRoot,
            env,
            logFile: path.join(logsDir, 'seed.log'),
          }),
        )
      : Promise.resolve(log('no apps/api/src/db/seed.ts yet: reference data not seeded'))

    const api = startService('api', process.execPath, ['--enable-source-maps', 'dist/server.js'], {
      cwd: apiDir,
      env,
      logFile: path.join(logsDir, 'api.log'),
    })
    stops.push(api.stop)
    const web = startService(
      'web',
      process.execPath,
      [path.join(webDir, 'node_modules/vite/bin/vite.js'), 'preview', '--host', '127.0.0.1', '--port', String(webPort), '--strictPort'],
      { cwd: webDir, env: { ...env, API_PROXY_TARGET: apiUrl }, logFile: path.join(logsDir, 'web.log') },
    )
    stops.push(web.stop)

    await Promise.all([
      seeded,
      timed('api up', () => waitForHttp(`${apiUrl}/health`, api, 60_000)),
      timed('web up', () => waitForHttp(`${webUrl}/`, web, 60_000)),
    ])

    return {
      info: { webUrl, apiUrl, inboxUrl: inbox.url, databaseUrl: database.url, supportInbox: SUPPORT_INBOX, artifactsDir },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
