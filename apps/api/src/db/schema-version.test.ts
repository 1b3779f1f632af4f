// The API must not serve from a database whose schema is behind it (ADR 0013).
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
} from '@cnm/devkit/databases'
import { runToEnd } from '@cnm/devkit/processes'
import { TEST_ENV } from '../../test/helpers/app.js'
import { createTestDatabase, type TestDatabase } from '../../test/helpers/db.js'
import { TEST_DATABASE_PREFIX } from '../../test/helpers/db-names.js'
import { checkSchemaIsCurrent, expectedMigrations } from './schema-version.js'

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
/** The committed migrations, read here independently of the code under test. */
const committed = readdirSync(path.join(apiRoot, '../../prisma/migrations'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()
const latest = committed.at(-1) ?? ''

describe('the API started on a database without the migrations', () => {
  const { adminUrl } = inject('testDatabase')
  const empty = uniqueDatabaseName(TEST_DATABASE_PREFIX, 'empty')
  beforeAll(() => createDatabase(adminUrl, empty))
  afterAll(() => dropDatabase(adminUrl, empty))

  it('refuses to start and names the command that fixes it', async () => {
    const start = runToEnd(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      label: 'api',
      cwd: apiRoot,
      env: { ...process.env, ...TEST_ENV, DATABASE_URL: databaseUrl(adminUrl, empty), PORT: '0' },
    })

    await expect(start).rejects.toThrow(
      /^api failed \(exit code 1\)\. Its last lines:\nThe API did not start\. The database has no migrations applied \(no _prisma_migrations table\)\. Apply the committed migrations with `pnpm db:migrate`/,
    )
  })
})

describe('checkSchemaIsCurrent', () => {
  let db: TestDatabase
  beforeAll(async () => {
    db = await createTestDatabase()
  })
  afterAll(() => db?.drop())

  it('expects exactly the committed migrations', () => {
    expect(expectedMigrations()).toEqual(committed)
  })

  it('passes a migrated database and reports its latest migration', async () => {
    expect(await checkSchemaIsCurrent(db.prisma, committed)).toEqual({
      version: latest,
      unknown: [],
    })
  })

  it('refuses a database one migration behind, naming the missing one', async () => {
    await expect(
      checkSchemaIsCurrent(db.prisma, [...committed, '29990101000000_next']),
    ).rejects.toThrow(
      'The database schema is behind this build: 1 migration(s) not applied (29990101000000_next). Apply the committed migrations with `pnpm db:migrate`',
    )
  })

  it('reports migrations the build does not know without refusing', async () => {
    const known = committed.slice(0, -1)

    expect(await checkSchemaIsCurrent(db.prisma, known)).toEqual({
      version: latest,
      unknown: [latest],
    })
  })

  it('refuses a migration that failed part-way', async () => {
    await db.prisma
      .$executeRaw`UPDATE _prisma_migrations SET finished_at = NULL WHERE migration_name = ${latest}`

    await expect(checkSchemaIsCurrent(db.prisma, committed)).rejects.toThrow(
      `Migration ${latest} failed part-way.`,
    )
  })
})
