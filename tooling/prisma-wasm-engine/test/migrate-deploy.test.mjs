import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createTestDatabase,
  migrationNames,
  prisma,
  query,
  repoRoot,
  shadowDatabases,
  urlFor,
} from './helpers.mjs'

describe('migrate deploy and status with the committed migrations', () => {
  let db

  beforeAll(async () => {
    db = await createTestDatabase()
  })
  afterAll(async () => {
    await db?.drop()
  })

  it('creates the schema in an empty database', async () => {
    const result = await prisma(['migrate', 'deploy'], { env: { DATABASE_URL: db.url } })

    expect(result.code, result.output).toBe(0)
    expect(result.stdout).toContain('All migrations have been successfully applied.')
    const tables = await query(
      db.url,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    )
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        '_prisma_migrations',
        'users',
        'sessions',
        'refresh_tokens',
        'info_items',
        'outbox_messages',
      ]),
    )
    const applied = await query(
      db.url,
      'SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1',
    )
    const committed = await migrationNames(path.join(repoRoot, 'prisma/migrations'))
    expect(committed[0]).toMatch(/^\d{14}_init$/)
    expect(applied.map((row) => row.migration_name)).toEqual(committed)
  })

  it('reports the database as up to date afterwards', async () => {
    const result = await prisma(['migrate', 'status'], { env: { DATABASE_URL: db.url } })

    expect(result.code, result.output).toBe(0)
    expect(result.stdout).toContain('Database schema is up to date!')
  })

  it('leaves no temporary shadow database behind', async () => {
    expect(await shadowDatabases()).toEqual([])
  })
})

describe('errors from the database reach the user', () => {
  it('fails fast with P1001 when the server cannot be reached', async () => {
    const started = Date.now()
    const result = await prisma(['migrate', 'status'], {
      env: { DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/pwe_unreachable' },
    })

    expect(result.code).not.toBe(0)
    expect(result.output).toContain("P1001: Can't reach database server at `127.0.0.1:1`")
    expect(Date.now() - started).toBeLessThan(20_000)
  })

  it('names a missing database with P1003 in migrate diff', async () => {
    const result = await prisma(
      [
        'migrate',
        'diff',
        '--from-migrations',
        'prisma/migrations',
        '--to-schema',
        'prisma/schema.prisma',
      ],
      { env: { DATABASE_URL: urlFor('pwe_test_missing') } },
    )

    expect(result.code).not.toBe(0)
    expect(result.output).toContain('P1003')
    expect(result.output).toContain('Database `pwe_test_missing` does not exist')
  })
})
