// Throw-away databases on a test server (see postgres.ts): the API suite's template and
// per-file copies, the e2e stack's and the benchmark's database. Every name starts with
// its suite's prefix and its creation time, so a later run can drop what a killed run
// left behind.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** Leftovers older than this (a run that was killed) are dropped by the next run. */
const STALE_AFTER_SECONDS = 6 * 60 * 60
const OBJECT_IN_USE = '55006'

/** `<prefix><seconds since epoch, base 36>_<label>_<random>`: unique and datable. */
export function uniqueDatabaseName(prefix: string, label: string): string {
  const created = Math.floor(Date.now() / 1000).toString(36)
  return `${prefix}${created}_${label}_${randomBytes(4).toString('hex')}`
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

export async function withAdminClient<T>(
  adminUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export async function createDatabase(
  adminUrl: string,
  name: string,
  template?: string,
): Promise<void> {
  const sql = `CREATE DATABASE ${quoteIdent(name)}${template ? ` TEMPLATE ${quoteIdent(template)}` : ''}`
  await withAdminClient(adminUrl, async (client) => {
    // Copying a template fails while anyone is connected to it; that can only be
    // a moment (the template refuses connections), so a few retries cover it.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(sql)
        return
      } catch (error) {
        const code = (error as { code?: string }).code
        if (code !== OBJECT_IN_USE || attempt >= 10) throw error
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
      }
    }
  })
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    // FORCE ends connections a test forgot to close instead of failing the drop.
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)
  })
}

/** Seals a migrated template so no stray connection can block copying it. */
export async function sealTemplate(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) =>
    client.query(`ALTER DATABASE ${quoteIdent(name)} WITH ALLOW_CONNECTIONS false`),
  )
}

/** Drops databases with this prefix that earlier runs never reached the teardown of. */
export async function dropStaleDatabases(adminUrl: string, prefix: string): Promise<string[]> {
  const nowSeconds = Math.floor(Date.now() / 1000)
  return withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
      [prefix],
    )
    const stale = rows
      .map((row) => row.datname)
      .filter((name) => {
        const created = parseInt(name.slice(prefix.length).split('_')[0] ?? '', 36)
        return Number.isFinite(created) && nowSeconds - created > STALE_AFTER_SECONDS
      })
    for (const name of stale) {
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)
    }
    return stale
  })
}
