// Driver adapter factory handed to the wasm schema engine. It wraps
// @prisma/adapter-pg and fixes the three places where that adapter, written
// for Prisma Client, does not fit what the schema engine does.
import { randomUUID } from 'node:crypto'
import { PrismaPg } from '@prisma/adapter-pg'
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils'
import pg from 'pg'
import { log } from './log.mjs'
import { connectTimeoutMs, databaseUrlFor, quoteIdent, toPgConnectionString } from './pg-url.mjs'

// Catalog types (char, int2vector, regproc, oidvector, pg_node_tree, regclass,
// regtype) that the schema describer selects and PrismaPg refuses to map.
const CATALOG_TYPE_OIDS = new Set([18, 22, 24, 30, 194, 2205, 2206])
const TEXT_OID = 25

function reportCatalogTypesAsText(result) {
  for (const one of Array.isArray(result) ? result : [result]) {
    for (const field of one?.fields ?? []) {
      if (CATALOG_TYPE_OIDS.has(field.dataTypeID)) field.dataTypeID = TEXT_OID
    }
  }
  return result
}

class CatalogAsTextClient extends pg.Client {
  query(config, values, callback) {
    if (typeof values === 'function') {
      callback = values
      values = undefined
    }
    if (typeof callback === 'function') {
      return super.query(config, values, (error, result) =>
        callback(error, error ? result : reportCatalogTypesAsText(result)),
      )
    }
    const pending = super.query(config, values)
    return typeof pending?.then === 'function' ? pending.then(reportCatalogTypesAsText) : pending
  }
}

function describePostgresError({ code, severity, message, detail, hint, position }) {
  const lines = [`Database error code: ${code}`, '', 'Database error:', `${severity}: ${message}`]
  if (detail) lines.push(`DETAIL: ${detail}`)
  if (hint) lines.push(`HINT: ${hint}`)
  if (position) lines.push(`POSITION: ${position}`)
  return lines.join('\n')
}

/**
 * One connection per pool: the engine takes a session-level advisory lock and
 * expects every later statement to run in that same session.
 */
async function connectAdapter(url) {
  const schema = new URL(url).searchParams.get('schema') ?? undefined
  const pool = new pg.Pool({
    connectionString: toPgConnectionString(url),
    max: 1,
    connectionTimeoutMillis: connectTimeoutMs(url),
    Client: CatalogAsTextClient,
    // Migration scripts use unqualified names, like the native engine's.
    ...(schema ? { options: `-c search_path=${quoteIdent(schema)}` } : {}),
  })
  const adapter = await new PrismaPg(pool, { schema, disposeExternalPool: true }).connect()
  // PrismaPg splits scripts on ';', which breaks function bodies and string
  // literals; Postgres runs a multi-statement simple query in one implicit
  // transaction, which is what the native engine does too.
  adapter.executeScript = async (script) => {
    try {
      await pool.query(script)
    } catch (error) {
      // Keep Postgres' own wording: it is what a user needs to fix a migration.
      if (typeof error?.code === 'string' && typeof error.severity === 'string') {
        throw new Error(describePostgresError(error))
      }
      adapter.onError(error)
    }
  }
  return adapter
}

/** Runs `work` on a short-lived single client; used for CREATE/DROP DATABASE. */
export async function withClient(url, work) {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs(url),
  })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end().catch(() => {})
  }
}

async function wipeDatabase(adapter) {
  const { rows } = await adapter.underlyingDriver().query(
    `SELECT nspname FROM pg_namespace
     WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'`,
  )
  const drops = rows.map((row) => `DROP SCHEMA ${quoteIdent(row.nspname)} CASCADE;`)
  await adapter.executeScript(`${drops.join('\n')}\nCREATE SCHEMA IF NOT EXISTS public;`)
}

/**
 * @param {{ url: string, shadowDatabaseUrl?: string }} datasource
 */
export function createAdapterFactory({ url, shadowDatabaseUrl }) {
  const temporaryDatabases = new Set()

  const dropTemporary = async (name) => {
    await withClient(url, (client) =>
      client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`),
    )
    temporaryDatabases.delete(name)
  }

  const factory = {
    provider: 'postgres',
    adapterName: '@prisma/adapter-pg',
    connect: () => connectAdapter(url),
    async connectToShadowDb() {
      if (shadowDatabaseUrl) {
        const adapter = await connectAdapter(shadowDatabaseUrl)
        await wipeDatabase(adapter)
        return adapter
      }
      // PrismaPg's own shadow database would reuse the main database when it
      // is configured with a connection string, so create a real one here.
      const name = `prisma_migrate_shadow_db_${randomUUID().replaceAll('-', '')}`
      await withClient(url, (client) => client.query(`CREATE DATABASE ${quoteIdent(name)}`))
      temporaryDatabases.add(name)
      log(`created shadow database ${name}`)
      const adapter = await connectAdapter(databaseUrlFor(url, name))
      const dispose = adapter.dispose.bind(adapter)
      adapter.dispose = async () => {
        // The pool must be closed before the database can be dropped.
        await dispose()
        await dropTemporary(name)
      }
      return adapter
    },
  }

  return {
    factory: bindMigrationAwareSqlAdapterFactory(factory),
    /** Drops shadow databases the engine did not dispose of (e.g. after an error). */
    async cleanup() {
      for (const name of [...temporaryDatabases]) {
        await dropTemporary(name).catch((error) => log(`could not drop ${name}: ${error.message}`))
      }
    },
  }
}
