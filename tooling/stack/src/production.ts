/**
 * `pnpm start:prod`: the production shape on this machine (ADR 0038, docs/operations.md):
 * builds the API and the web app, applies migrations and reference data, then runs nginx
 * (Debian's package, config in deploy/nginx/) in front of two API instances with
 * NODE_ENV=production sharing Postgres and Redis, photos in an S3-compatible store (s3rver).
 * Stops with a message saying how to fix it when nginx, Redis or a build is missing.
 *
 * Postgres: DATABASE_URL, else embedded Postgres in .data/production/postgres. Redis:
 * REDIS_URL, else redis://127.0.0.1:6379. E-mail: SMTP_HOST, else the in-process mail
 * catcher. Secrets: from the environment, else generated once into
 * .data/production/secrets.env (mode 0600). START_PROD_SKIP_BUILD=1 serves dist/ as it is.
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { config as loadDotenv, parse as parseDotenv } from 'dotenv'
import { startEmbeddedPostgres, type EmbeddedPg } from '@cnm/embedded-pg'
import { runToEnd } from '@cnm/devkit/processes'
import {
  assertRedisAnswers,
  nginxBinary,
  productionEnv,
  ProductionStackError,
  SECRET_NAMES,
  SITE_PORT,
  startProductionShape,
  type ProductionShape,
} from '@cnm/devkit/production'
import { startMailCatcher, type MailCatcher } from './mail-catcher.js'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const dataDir = path.join(repoRoot, '.data', 'production')

function say(line: string): void {
  process.stdout.write(`[prod] ${line}\n`)
}

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value <= 0 || value > 65535)
    throw new ProductionStackError(`${name} must be a port number, got "${raw}"`)
  return value
}

/** Secrets from the environment, else the ones generated on the first run. */
async function secrets(): Promise<Record<(typeof SECRET_NAMES)[number], string>> {
  const file = path.join(dataDir, 'secrets.env')
  const stored = existsSync(file) ? parseDotenv(await readFile(file, 'utf8')) : {}
  const values = {} as Record<(typeof SECRET_NAMES)[number], string>
  let generated = false
  for (const name of SECRET_NAMES) {
    const value = process.env[name] || stored[name]
    if (value) values[name] = value
    else {
      values[name] = randomBytes(32).toString('base64url')
      generated = true
    }
  }
  if (generated) {
    await mkdir(dataDir, { recursive: true })
    await writeFile(file, SECRET_NAMES.map((name) => `${name}=${values[name]}`).join('\n') + '\n')
    await chmod(file, 0o600)
    say(
      `generated secrets into ${path.relative(repoRoot, file)} (set them in the environment to choose)`,
    )
  }
  return values
}

async function main(): Promise<void> {
  loadDotenv({ path: path.join(repoRoot, '.env'), quiet: true })
  let database: EmbeddedPg | undefined
  let mail: MailCatcher | undefined
  let shape: ProductionShape | undefined
  let stopping = false
  const stopAll = async (code: number): Promise<never> => {
    if (stopping) process.exit(code)
    stopping = true
    say('stopping…')
    await shape?.stop().catch(() => {})
    await mail?.close().catch(() => {})
    await database?.stop().catch(() => {})
    say('stopped')
    process.exit(code)
  }
  process.on('SIGINT', () => void stopAll(0))
  process.on('SIGTERM', () => void stopAll(0))

  try {
    // What cannot be fixed by waiting: said before a minute of building.
    nginxBinary()
    const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
    await assertRedisAnswers(redisUrl)
    const port = portFromEnv('PROD_PORT', SITE_PORT)

    let databaseUrl = process.env.DATABASE_URL
    if (!databaseUrl) {
      say('starting embedded Postgres (data in .data/production/postgres)…')
      database = await startEmbeddedPostgres({
        dataDir: path.join(dataDir, 'postgres'),
        port: portFromEnv('EMBEDDED_PG_PORT', 54339),
        persistent: true,
        database: 'casting',
      })
      databaseUrl = database.url
    }
    let smtp = {
      host: process.env.SMTP_HOST ?? '',
      port: process.env.SMTP_PORT ?? '',
      secure: process.env.SMTP_SECURE ?? '',
    }
    if (!smtp.host) {
      mail = await startMailCatcher({
        smtpPort: portFromEnv('MAIL_CATCHER_SMTP_PORT', 1025),
        webPort: portFromEnv('MAIL_CATCHER_WEB_PORT', 1080),
      })
      smtp = { host: '127.0.0.1', port: String(mail.smtpPort), secure: 'false' }
    }
    const env = productionEnv(process.env, {
      secrets: await secrets(),
      databaseUrl,
      redisUrl,
      smtp,
    })

    if (process.env.START_PROD_SKIP_BUILD !== '1') {
      say('building the API and the web app…')
      await runToEnd(
        'pnpm',
        ['exec', 'turbo', 'run', 'build', '--filter=@cnm/api', '--filter=@cnm/web'],
        {
          cwd: repoRoot,
          env: { ...process.env, NODE_ENV: 'production' },
          label: 'build',
          output: 'console',
        },
      )
    }
    say('applying migrations…')
    await runToEnd('node', ['tooling/prisma-wasm-engine/bin/prisma.mjs', 'migrate', 'deploy'], {
      cwd: repoRoot,
      env,
      label: 'migrate',
      output: 'console',
    })
    say('loading reference data…')
    await runToEnd(process.execPath, ['dist/db/seed.js'], {
      cwd: path.join(repoRoot, 'apps/api'),
      env,
      label: 'seed',
      output: 'console',
    })

    shape = await startProductionShape({
      env,
      apiDir: path.join(repoRoot, 'apps/api'),
      webRoot: path.join(repoRoot, 'apps/web/dist'),
      runDir: dataDir,
      logsDir: path.join(dataDir, 'logs'),
      port,
      log: say,
    })
    const lines = [
      '',
      'Casting N Model (production shape) is running:',
      `  Site (nginx)   ${shape.webUrl}/   (API under /api, photos under /media)`,
      ...shape.instances.map(
        (instance) =>
          `  ${instance.label}          ${instance.url}  (health: /health; not for browsers)`,
      ),
      `  Logs           ${path.relative(repoRoot, path.join(dataDir, 'logs'))}/ (JSON lines; nginx: .data/production/nginx/access.log)`,
      mail
        ? `  Mail catcher   ${mail.webUrl}`
        : `  E-mail         SMTP ${env.SMTP_HOST}:${env.SMTP_PORT}`,
      '',
      'Create an administrator: node apps/api/dist/cli/create-admin.js --email you@example.com',
      '(with the same DATABASE_URL). Press Ctrl-C to stop everything.',
      '',
    ]
    process.stdout.write(lines.join('\n'))
    for (const service of [shape.nginx, ...shape.instances.map((instance) => instance.service)]) {
      void service.exited.then((code) => {
        if (!stopping) {
          say(`${service.label} exited with code ${code}; stopping`)
          void stopAll(code === 0 ? 1 : code)
        }
      })
    }
  } catch (error) {
    process.stderr.write(`[prod] ${error instanceof Error ? error.message : String(error)}\n`)
    await stopAll(1)
  }
}

void main()
