// The database a benchmark runs on: DATABASE_URL when set, otherwise an embedded Postgres
// in the run's temporary folder; migrated either way.
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { freePort, startEmbeddedPostgres, type EmbeddedPg } from '@cnm/embedded-pg'
import { run } from './processes.js'

export interface BenchDatabase {
  url: string
  /** Stops the embedded server, if one was started. */
  stop: () => Promise<void>
}

export async function prepareBenchDatabase(options: {
  repoRoot: string
  workDir: string
  logFile: (name: string) => string
  say: (line: string) => void
}): Promise<BenchDatabase> {
  let database: EmbeddedPg | undefined
  let url = process.env.DATABASE_URL
  if (!url) {
    options.say('starting embedded Postgres…')
    database = await startEmbeddedPostgres({
      dataDir: path.join(options.workDir, 'pg'),
      database: 'bench',
      persistent: false,
    })
    url = database.url
  }
  const stop = async () => {
    await database?.stop()
  }
  try {
    options.say('migrating…')
    await run(
      'migrate',
      'node',
      ['tooling/prisma-wasm-engine/bin/prisma.mjs', 'migrate', 'deploy'],
      {
        cwd: options.repoRoot,
        env: { ...process.env, DATABASE_URL: url },
        logFile: options.logFile('migrate'),
      },
    )
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
    WEB_ORIGIN: 'http://localhost:5173',
    API_PUBLIC_URL: `http://127.0.0.1:${apiPort}`,
    // Nothing is sent during the run; an unused port keeps it that way.
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(await freePort()),
    MAIL_FROM: 'Casting N Model <bench@castingnmodel.local>',
    ...overrides,
  }
}
