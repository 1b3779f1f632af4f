import { inject } from 'vitest'
import { createPrismaClient, type PrismaClient } from '../../src/db/prisma.js'
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
} from '@cnm/devkit/databases'
import { TEST_DATABASE_PREFIX } from './db-names.js'

export interface TestDatabase {
  name: string
  url: string
  prisma: PrismaClient
  /** Disconnects and drops the database; call it in afterAll. */
  drop(): Promise<void>
}

/**
 * A fresh, fully migrated database copied from the run's template (about as fast
 * as a TRUNCATE), with its own Prisma client. One per test file is the norm.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { adminUrl, template } = inject('testDatabase')
  const name = uniqueDatabaseName(TEST_DATABASE_PREFIX, `w${process.env.VITEST_POOL_ID ?? '0'}`)
  await createDatabase(adminUrl, name, template)
  const url = databaseUrl(adminUrl, name)
  // Small pool: two workers each hold a database at once on a shared server.
  const prisma = createPrismaClient(url, { maxConnections: 4 })
  return {
    name,
    url,
    prisma,
    async drop() {
      await prisma.$disconnect()
      await dropDatabase(adminUrl, name)
    },
  }
}

/**
 * Empties every table (sequences restart), for files whose tests must not see
 * each other's rows. Cheaper than a new database per test.
 */
export async function resetDatabase(prisma: PrismaClient): Promise<void> {
  const tables = await prisma.$queryRaw<Array<{ tablename: string }>>`
    SELECT tablename FROM pg_tables
    WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`
  if (tables.length === 0) return
  const list = tables
    .map(({ tablename }) => `"public"."${tablename.replaceAll('"', '""')}"`)
    .join(', ')
  await prisma.$executeRawUnsafe(`TRUNCATE ${list} RESTART IDENTITY CASCADE`)
}

/**
 * A client for a port nothing listens on (1 needs root to bind), for tests of
 * what the API does when the database is down. Nothing to drop; disconnect it.
 */
export function unreachableDatabase(): Pick<TestDatabase, 'url' | 'prisma'> {
  const url = 'postgresql://postgres:postgres@127.0.0.1:1/unreachable'
  return { url, prisma: createPrismaClient(url, { maxConnections: 1, connectionTimeoutMs: 1_000 }) }
}
