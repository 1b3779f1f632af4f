// CREATE/DROP DATABASE on the test server, shared by global-setup and helpers/db.
import { randomBytes } from 'node:crypto'
import pg from 'pg'

/** Every database the suite creates starts with this, followed by its creation time. */
export const TEST_DATABASE_PREFIX = 'cnmt_'
/** Older leftovers (a run that was killed) are dropped by the next run's setup. */
const STALE_AFTER_SECONDS = 6 * 60 * 60

const OBJECT_IN_USE = '55006'

/** `cnmt_<seconds since epoch, base 36>_<label>_<random>`: unique and datable. */
export function uniqueDatabaseName(label: string): string {
  const created = Math.floor(Date.now() / 1000).toString(36)
  return `${TEST_DATABASE_PREFIX}${created}_${label}_${randomBytes(4).toString('hex')}`
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl)
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

/** Seals the migrated template so no stray connection can block copying it. */
export async function sealTemplate(adminUrl: string, name: string): Promise<void> {
  await withAdminClient(adminUrl, (client) =>
    client.query(`ALTER DATABASE ${quoteIdent(name)} WITH ALLOW_CONNECTIONS false`),
  )
}

/** Drops databases of earlier runs that never reached their teardown. */
export async function dropStaleDatabases(adminUrl: string): Promise<string[]> {
  const nowSeconds = Math.floor(Date.now() / 1000)
  return withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
      [TEST_DATABASE_PREFIX],
    )
    const stale = rows
      .map((row) => row.datname)
      .filter((name) => {
        const created = parseInt(name.slice(TEST_DATABASE_PREFIX.length).split('_')[0] ?? '', 36)
        return Number.isFinite(created) && nowSeconds - created > STALE_AFTER_SECONDS
      })
    for (const name of stale) {
      await client.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`)
    }
    return stale
  })
}
