// The database a benchmark runs on: DATABASE_URL when set, otherwise an embedded Postgres
// in the run's temporary folder; migrated either way.
import { randomBytes } from 'node:crypto'
import { createThrowAwayDatabase } from '@cnm/devkit/postgres'
import { runToEnd } from '@cnm/devkit/processes'
import { freePort } from '@cnm/embedded-pg'

export interface BenchDatabase {
  url: string
  /** Drops the throw-away database, if one was made. */
  stop: () => Promise<void>
}

export async function prepareBenchDatabase(options: {
  repoRoot: string
  workDir: string
  logFile: (name: string) => string
  say: (line: string) => void
}): Promise<BenchDatabase> {
  let drop: (() => Promise<void>) | undefined
  let url = process.env.DATABASE_URL
  if (!url) {
    options.say('starting a throw-away database…')
    const database = await createThrowAwayDatabase('cnmbench_')
    url = database.url
    drop = database.drop
    options.say(`database: ${database.source}`)
  }
  const stop = async () => {
    await drop?.()
  }
  try {
    options.say('migrating…')
    await runToEnd('node', ['tooling/prisma-wasm-engine/bin/prisma.mjs', 'migrate', 'deploy'], {
      label: 'migrate',
      cwd: options.repoRoot,
      env: { ...process.env, DATABASE_URL: url },
      output: { logFile: options.logFile('migrate') },
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}

/** The environment of an API started for a benchmark: production mode, fresh secrets, no mail out. */
export async function benchApiEnv(
  env: NodeJS.ProcessEnv,
  apiPort: number,
  overrides: NodeJS.ProcessEnv = {},
): Promise<NodeJS.ProcessEnv> {
  const secret = () => randomBytes(32).toString('hex')
  return {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    JWT_SECRET: secret(),
    COOKIE_SECRET: secret(),
    SIGNUP_TICKET_SECRET: secret(),
    WEB_ORIGIN: 'http://localhost:5173',
    API_PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
    // Nothing is sent during the run; an unused port keeps it that way.
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(await freePort()),
    MAIL_FROM: 'Casting N Model <bench@castingnmodel.local>',
    // No proxy in front to drain on SIGTERM (plugins/closing.ts).
    SHUTDOWN_DRAIN_MS: '0',
    ...overrides,
  }
}
