#!/usr/bin/env node
// Writes the names of the committed migrations into the build (dist/db/migrations.json),
// so the built API knows which schema it was built for wherever it runs and refuses a
// database that lacks one (src/db/schema-version.ts, docs/decisions/0013).
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// The built module itself lists them, so the build and the source read the folder alike.
const { listMigrationFolders, SHIPPED_LIST_FILE } = await import(
  path.join(apiRoot, 'dist/db/schema-version.js')
)
const names = listMigrationFolders(path.resolve(apiRoot, '../../prisma/migrations'))
if (names.length === 0) throw new Error('no migrations found in prisma/migrations')
await writeFile(
  path.join(apiRoot, 'dist/db', SHIPPED_LIST_FILE),
  `${JSON.stringify(names, null, 2)}\n`,
)
process.stdout.write(`shipped the list of ${names.length} migrations (latest ${names.at(-1)})\n`)
