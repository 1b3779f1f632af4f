// Runs once per `vitest run`, before any worker starts: picks a Postgres server,
// applies the committed migrations to a template database with the real Prisma
// CLI, and tells the workers where it is (read with `inject('testDatabase')`).
import type { TestProject } from 'vitest/node'
import PgBoss from 'pg-boss'
import { JOB_SCHEMA } from '../src/lib/jobs/job-runner.js'
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  dropStaleDatabases,
  sealTemplate,
  uniqueDatabaseName,
} from '@cnm/devkit/databases'
import { startPostgresServer } from '@cnm/devkit/postgres'
import { TEST_DATABASE_PREFIX } from './helpers/db-names.js'
import { migrateDeploy } from './helpers/migrate.js'

export interface TestDatabaseServer {
  adminUrl: string
  template: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseServer
  }
}

/**
 * pg-boss creates its own schema on first start (ADR 0016). Doing it once here means every
 * test database copied from the template has it, instead of each app creating it again.
 */
async function installJobSchema(url: string): Promise<void> {
  const boss = new PgBoss({
    connectionString: url,
    schema: JOB_SCHEMA,
    max: 1,
    supervise: false,
    schedule: false,
  })
  boss.on('error', () => undefined)
  try {
    await boss.start()
  } catch (error) {
    throw new Error(`could not create the pg-boss schema in the test template: ${String(error)}`, {
      cause: error,
    })
  } finally {
    await boss.stop({ graceful: false, wait: true })
  }
}

const log = (message: string) => process.stdout.write(`[api tests] ${message}\n`)

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now()
  const server = await startPostgresServer()
  const template = uniqueDatabaseName(TEST_DATABASE_PREFIX, 'template')
  try {
    const stale = await dropStaleDatabases(server.adminUrl, TEST_DATABASE_PREFIX)
    if (stale.length > 0) log(`dropped ${stale.length} database(s) left by killed runs`)
    await createDatabase(server.adminUrl, template)
    await migrateDeploy(databaseUrl(server.adminUrl, template))
    await installJobSchema(databaseUrl(server.adminUrl, template))
    await sealTemplate(server.adminUrl, template)
  } catch (error) {
    await dropDatabase(server.adminUrl, template).catch(() => undefined)
    await server.stop()
    throw error
  }
  log(`Postgres from ${server.kind}; migrated template ${template} in ${Date.now() - started} ms`)
  project.provide('testDatabase', { adminUrl: server.adminUrl, template })

  return async () => {
    await dropDatabase(server.adminUrl, template).catch((error: unknown) =>
      log(`could not drop ${template}: ${String(error)}`),
    )
    await server.stop()
  }
}
