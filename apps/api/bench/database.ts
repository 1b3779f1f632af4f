// The database a benchmark runs on: DATABASE_URL when set, otherwise an embedded Postgres
// in the run's temporary folder; migrated either way.
import path from 'node:path'
import { startEmbeddedPostgres, type EmbeddedPg } from '@cnm/embedded-pg'
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
