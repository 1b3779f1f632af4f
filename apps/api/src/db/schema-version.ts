// Is the database's schema the one this code was built for? The API refuses to start on a
// database that lacks a migration (it would listen, then fail requests and log "relation
// ... does not exist" every outbox poll), and /health reports the latest one applied.
// The expected list is shipped into the build (docs/decisions/0013-devkit-and-schema-check.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { PrismaClient } from '../generated/prisma/client.js'

/** Written by `pnpm --filter @cnm/api build` next to the built copy of this file. */
export const SHIPPED_LIST_FILE = 'migrations.json'
const here = path.dirname(fileURLToPath(import.meta.url))
/** src/db and dist/db are both four levels below the repository root. */
const MIGRATIONS_DIR = path.resolve(here, '../../../../prisma/migrations')

/** The migration folders in `dir`, in the order Prisma applies them (by name). */
export function listMigrationFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter(
      (entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'migration.sql')),
    )
    .map((entry) => entry.name)
    .sort()
}

/**
 * The migrations this code expects: the list the build shipped, or, running from source
 * (tsx, tests), the committed prisma/migrations folder itself.
 */
export function expectedMigrations(): string[] {
  const shipped = path.join(here, SHIPPED_LIST_FILE)
  if (existsSync(shipped)) return JSON.parse(readFileSync(shipped, 'utf8')) as string[]
  return listMigrationFolders(MIGRATIONS_DIR)
}

type Db = Pick<PrismaClient, '$queryRaw'>

interface AppliedMigrations {
  finished: string[]
  /** Started and neither finished nor rolled back: a migration that failed part-way. */
  failed: string[]
}

/** What `_prisma_migrations` says, or null when the table does not exist (never migrated). */
async function readApplied(db: Db): Promise<AppliedMigrations | null> {
  const [table] = await db.$queryRaw<{ present: boolean }[]>`
    SELECT to_regclass('_prisma_migrations') IS NOT NULL AS present`
  if (!table?.present) return null
  const rows = await db.$queryRaw<{ name: string; finished: boolean; rolledBack: boolean }[]>`
    SELECT migration_name AS name, finished_at IS NOT NULL AS finished,
           rolled_back_at IS NOT NULL AS "rolledBack"
    FROM _prisma_migrations`
  return {
    finished: rows.filter((row) => row.finished && !row.rolledBack).map((row) => row.name),
    failed: rows.filter((row) => !row.finished && !row.rolledBack).map((row) => row.name),
  }
}

/** The latest migration applied, by name (names start with their timestamp); null: none. */
export async function schemaVersion(db: Db): Promise<string | null> {
  const applied = await readApplied(db)
  return applied?.finished.sort().at(-1) ?? null
}

export class SchemaNotCurrentError extends Error {
  override name = 'SchemaNotCurrentError'
}

const MIGRATE_HINT =
  'Apply the committed migrations with `pnpm db:migrate` (from the repository, with the same ' +
  'DATABASE_URL), then start the API again.'

export interface SchemaCheck {
  version: string | null
  /** Applied migrations this build does not know: the database is ahead of the code. */
  unknown: string[]
}

/** Throws SchemaNotCurrentError, saying what is missing and how to fix it, unless current. */
export async function checkSchemaIsCurrent(
  db: Db,
  expected: readonly string[],
): Promise<SchemaCheck> {
  const applied = await readApplied(db)
  if (applied === null) {
    throw new SchemaNotCurrentError(
      `The database has no migrations applied (no _prisma_migrations table). ${MIGRATE_HINT}`,
    )
  }
  if (applied.failed.length > 0) {
    throw new SchemaNotCurrentError(
      `Migration ${applied.failed.join(', ')} failed part-way. Fix the database, mark it with ` +
        '`pnpm prisma migrate resolve` (docs/decisions/0002-offline-prisma-migrations.md), ' +
        `then run \`pnpm db:migrate\`.`,
    )
  }
  const missing = expected.filter((name) => !applied.finished.includes(name))
  if (missing.length > 0) {
    throw new SchemaNotCurrentError(
      `The database schema is behind this build: ${missing.length} migration(s) not applied ` +
        `(${missing.join(', ')}). ${MIGRATE_HINT}`,
    )
  }
  return {
    version: [...applied.finished].sort().at(-1) ?? null,
    unknown: applied.finished.filter((name) => !expected.includes(name)),
  }
}
