import { execFile } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { inject } from 'vitest'
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
} from '@cnm/devkit/databases'

export const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const repoRoot = path.resolve(packageDir, '../..')
const wrapper = path.join(packageDir, 'bin/prisma.mjs')

/** The migration folders under `dir`, in the order Prisma applies them (by name). */
export async function migrationNames(dir) {
  const entries = await readdir(dir, { withFileTypes: true })
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

export function serverUrl() {
  return inject('serverUrl')
}

export function urlFor(database) {
  return databaseUrl(serverUrl(), database)
}

export async function query(url, sql, params = []) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(sql, params)).rows
  } finally {
    await client.end()
  }
}

/** A fresh, empty database; returns its URL and a function that drops it. */
export async function createTestDatabase() {
  const name = uniqueDatabaseName('pwe_test_', 'db')
  await createDatabase(serverUrl(), name)
  return { name, url: urlFor(name), drop: () => dropDatabase(serverUrl(), name) }
}

/**
 * Runs the Prisma CLI through the wrapper as a user would (`pnpm prisma ...`).
 * Resolves with the exit code and output; never rejects on a non-zero exit.
 */
export function prisma(args, { env = {}, timeout = 60_000 } = {}) {
  const childEnv = { ...process.env, SHADOW_DATABASE_URL: '', ...env }
  if (!('PRISMA_SCHEMA_ENGINE_BINARY' in env)) delete childEnv.PRISMA_SCHEMA_ENGINE_BINARY
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [wrapper, ...args],
      { env: childEnv, timeout },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0
        resolve({ code, stdout, stderr, output: `${stdout}\n${stderr}` })
      },
    )
  })
}

export async function shadowDatabases() {
  const rows = await query(
    serverUrl(),
    "SELECT datname FROM pg_database WHERE datname LIKE 'prisma_migrate_shadow_db_%'",
  )
  return rows.map((row) => row.datname)
}
