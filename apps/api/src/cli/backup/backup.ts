// Backup and restore of one installation (docs/operations.md, "Backups"; ADR 0047): the
// database with pg_dump's custom format, the photo files of the storage (S3 bucket or
// local folder) copied beside it, and an inventory (manifest.json) of what was there: the
// row count of every table, the applied migrations, every photo file the database names
// and each stored file's SHA-256. A restore goes into an EMPTY database and storage, then
// takes the same inventory again and refuses to call it done unless the two agree.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import type { FileStorage } from '../../lib/storage/storage.js'
import { BackupError, findPgTools, serverMajor, type PgTools } from './pg-tools.js'

export { BackupError } from './pg-tools.js'

const run = promisify(execFile)
const MANIFEST = 'manifest.json'
const DUMP = 'database.dump'
const FILES = 'files'
/** Schemas Postgres itself owns: never counted, never dumped by hand. */
const SYSTEM_SCHEMAS = ['pg_catalog', 'information_schema', 'pg_toast']

export interface Inventory {
  /** "schema.table" → rows, for every table outside Postgres's own schemas. */
  tables: Record<string, number>
  /** Names of the applied Prisma migrations, oldest first. */
  migrations: string[]
  /** Storage keys the database names (model_photos: originals and variants), sorted. */
  photoReferences: string[]
  /** key → SHA-256 (hex) of every stored file. */
  files: Record<string, string>
}

export interface Manifest {
  format: 1
  createdAt: string
  postgres: { serverMajor: number; pgDump: string }
  storage: 'local' | 's3'
  inventory: Inventory
}

/** A libpq connection without the password in argv (it goes in PGPASSWORD). */
function libpqTarget(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} }
}

/** Runs `work` on a connection of its own, closed afterwards. */
async function withClient<T>(
  databaseUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function databaseInventory(client: pg.Client): Promise<Omit<Inventory, 'files'>> {
  const { rows: tables } = await client.query<{ schema: string; name: string }>(
    `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
       WHERE table_type = 'BASE TABLE' AND table_schema <> ALL($1) AND table_schema NOT LIKE 'pg_temp%'
       ORDER BY 1, 2`,
    [SYSTEM_SCHEMAS],
  )
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const ident = `${client.escapeIdentifier(table.schema)}.${client.escapeIdentifier(table.name)}`
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${ident}`)
    counts[`${table.schema}.${table.name}`] = Number(rows[0]?.n)
  }
  const has = (name: string) => `public.${name}` in counts
  const migrations = has('_prisma_migrations')
    ? (
        await client.query<{ name: string }>(
          `SELECT migration_name AS name FROM _prisma_migrations
             WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
        )
      ).rows.map((row) => row.name)
    : []
  const photoReferences = has('model_photos')
    ? (
        await client.query<{ key: string }>(
          `SELECT original_key AS key FROM model_photos
             UNION SELECT variant->>'key' FROM model_photos, jsonb_array_elements(variants) AS variant
             WHERE variant ? 'key'
             ORDER BY 1`,
        )
      ).rows.map((row) => row.key)
    : []
  return { tables: counts, migrations, photoReferences }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')

async function storageInventory(storage: FileStorage): Promise<Record<string, string>> {
  const files: Record<string, string> = {}
  for await (const file of storage.list('')) {
    const bytes = await storage.get(file.key)
    if (bytes) files[file.key] = sha256(bytes)
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)))
}

/** What the installation holds now: the inventory a backup records and a restore checks. */
export async function takeInventory(databaseUrl: string, storage: FileStorage): Promise<Inventory> {
  return {
    ...(await withClient(databaseUrl, databaseInventory)),
    files: await storageInventory(storage),
  }
}

/** Everything that differs between two inventories, as lines a person can act on. */
export function differences(expected: Inventory, actual: Inventory): string[] {
  const lines: string[] = []
  for (const table of new Set([...Object.keys(expected.tables), ...Object.keys(actual.tables)])) {
    if (expected.tables[table] !== actual.tables[table])
      lines.push(
        `table ${table}: ${expected.tables[table] ?? 'absent'} rows in the backup, ${actual.tables[table] ?? 'absent'} restored`,
      )
  }
  if (expected.migrations.join('\n') !== actual.migrations.join('\n'))
    lines.push(
      `migrations: [${expected.migrations.join(', ')}] in the backup, [${actual.migrations.join(', ')}] restored`,
    )
  if (expected.photoReferences.join('\n') !== actual.photoReferences.join('\n'))
    lines.push('photo references: the restored database names other files than the backup')
  for (const key of actual.photoReferences) {
    if (!(key in actual.files))
      lines.push(`photo file ${key}: named by the database, not in the storage`)
  }
  for (const [key, hash] of Object.entries(expected.files)) {
    if (actual.files[key] !== hash)
      lines.push(
        `file ${key}: ${actual.files[key] ? 'different bytes' : 'missing'} after the restore`,
      )
  }
  return lines
}

export interface BackupOptions {
  databaseUrl: string
  storage: FileStorage
  /** A new or empty folder. */
  out: string
  pgBinDir?: string | undefined
  log?: (line: string) => void
}

/** Dumps the database and copies every stored file into `out`, with the inventory. */
export async function createBackup(options: BackupOptions): Promise<Manifest> {
  const log = options.log ?? (() => {})
  if (existsSync(options.out) && (await readdir(options.out)).length > 0)
    throw new BackupError(`${options.out} is not empty: back up into a new folder.`)
  await mkdir(path.join(options.out, FILES), { recursive: true })
  const major = await serverMajor(options.databaseUrl)
  const tools = await findPgTools(major, options.pgBinDir)
  const target = libpqTarget(options.databaseUrl)
  log(`pg_dump ${tools.major} (${tools.pgDump}) of a PostgreSQL ${major} server…`)
  // The dump and the inventory read one snapshot (pg_export_snapshot): the counts are those
  // of the dump even while the API keeps writing.
  const counted = await withClient(options.databaseUrl, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    try {
      const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
      await run(
        tools.pgDump,
        [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--snapshot=${rows[0]?.id}`,
          `--file=${path.join(options.out, DUMP)}`,
          `--dbname=${target.dbname}`,
        ],
        { env: { ...process.env, ...target.env }, maxBuffer: 16 * 1024 * 1024 },
      ).catch((error: Error & { stderr?: string }) => {
        throw new BackupError(`pg_dump failed: ${error.stderr?.trim() || error.message}`)
      })
      return await databaseInventory(client)
    } finally {
      await client.query('COMMIT')
    }
  })
  // Files after the dump: a photo uploaded in between is in the bucket, not named by the
  // dump, and harmless (the cleanup job removes orphans); the reverse cannot happen.
  let copied = 0
  for await (const file of options.storage.list('')) {
    const bytes = await options.storage.get(file.key)
    if (!bytes) continue
    const destination = path.join(options.out, FILES, ...file.key.split('/'))
    await mkdir(path.dirname(destination), { recursive: true })
    await writeFile(destination, bytes)
    copied += 1
  }
  log(`${copied} stored files copied`)
  const inventory: Inventory = { ...counted, files: await filesInBackup(options.out) }
  const missing = inventory.photoReferences.filter((key) => !(key in inventory.files))
  if (missing.length > 0)
    throw new BackupError(
      `${missing.length} photo files the database names are not in the storage (${missing.slice(0, 3).join(', ')}): ` +
        'deleted while the backup ran, or lost before it. Run the backup again; if they stay missing, the storage lost them.',
    )
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    postgres: { serverMajor: major, pgDump: describeTools(tools) },
    storage: options.storage.kind,
    inventory,
  }
  await writeFile(path.join(options.out, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`)
  return manifest
}

const describeTools = (tools: PgTools) => `${tools.pgDump} (PostgreSQL ${tools.major})`

async function filesInBackup(folder: string): Promise<Record<string, string>> {
  const root = path.join(folder, FILES)
  const files: Record<string, string> = {}
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const full = path.join(entry.parentPath, entry.name)
    files[path.relative(root, full).split(path.sep).join('/')] = sha256(await readFile(full))
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => (a < b ? -1 : 1)))
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

export interface RestoreOptions {
  /** An empty database (created, nothing in it): the restore never overwrites. */
  databaseUrl: string
  /** An empty storage (bucket or folder). */
  storage: FileStorage
  from: string
  pgBinDir?: string | undefined
  log?: (line: string) => void
}

/**
 * Restores a backup into an empty database and storage, then checks the inventory:
 * throws a BackupError listing every difference, or returns the restored inventory.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Inventory> {
  const log = options.log ?? (() => {})
  const manifestFile = path.join(options.from, MANIFEST)
  if (!existsSync(manifestFile))
    throw new BackupError(`${options.from} holds no ${MANIFEST}: not a backup of this tool.`)
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest
  const before = await withClient(options.databaseUrl, databaseInventory)
  const occupied = Object.keys(before.tables)
  if (occupied.length > 0)
    throw new BackupError(
      `The target database is not empty (${occupied.slice(0, 3).join(', ')}…): restore into a new database (createdb), never over one in use.`,
    )
  for await (const file of options.storage.list('')) {
    throw new BackupError(
      `The target storage is not empty (${file.key}): restore into a new bucket or folder.`,
    )
  }
  const major = await serverMajor(options.databaseUrl)
  const tools = await findPgTools(Math.max(major, manifest.postgres.serverMajor), options.pgBinDir)
  const target = libpqTarget(options.databaseUrl)
  log(`pg_restore ${tools.major} into a PostgreSQL ${major} server…`)
  await run(
    tools.pgRestore,
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${target.dbname}`,
      path.join(options.from, DUMP),
    ],
    { env: { ...process.env, ...target.env }, maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: Error & { stderr?: string }) => {
    throw new BackupError(`pg_restore failed: ${error.stderr?.trim() || error.message}`)
  })
  let restored = 0
  for (const key of Object.keys(manifest.inventory.files)) {
    const bytes = await readFile(path.join(options.from, FILES, ...key.split('/')))
    const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase()
    await options.storage.put(key, bytes, CONTENT_TYPES[extension] ?? 'application/octet-stream')
    restored += 1
  }
  log(`${restored} files put back`)
  const after = await takeInventory(options.databaseUrl, options.storage)
  const problems = differences(manifest.inventory, after)
  if (problems.length > 0)
    throw new BackupError(`The restore does not match the backup:\n  ${problems.join('\n  ')}`)
  return after
}
