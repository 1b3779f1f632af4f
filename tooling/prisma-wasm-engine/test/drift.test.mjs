import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, prisma, repoRoot } from './helpers.mjs'

const diffAgainst = (schemaPath, url) =>
  prisma(
    [
      'migrate',
      'diff',
      '--from-migrations',
      'prisma/migrations',
      '--to-schema',
      schemaPath,
      '--exit-code',
    ],
    {
      env: { DATABASE_URL: url },
    },
  )

describe('drift check: committed migrations against schema.prisma', () => {
  let db
  let tempDir

  beforeAll(async () => {
    db = await createTestDatabase()
    tempDir = await mkdtemp(path.join(tmpdir(), 'pwe-drift-'))
  })
  afterAll(async () => {
    await db?.drop()
    await rm(tempDir, { recursive: true, force: true })
  })

  it('passes (exit 0) for the schema in the repository', async () => {
    const result = await diffAgainst('prisma/schema.prisma', db.url)

    expect(result.code, result.output).toBe(0)
    expect(result.stdout).toContain('No difference detected.')
  })

  it('fails (exit 2) and names the change when the schema has a field no migration creates', async () => {
    const schema = await readFile(path.join(repoRoot, 'prisma/schema.prisma'), 'utf8')
    const changed = schema.replace(/^model User \{\n/m, 'model User {\n  nickname String?\n')
    expect(changed).not.toBe(schema)
    const changedPath = path.join(tempDir, 'schema.prisma')
    await writeFile(changedPath, changed)

    const result = await diffAgainst(changedPath, db.url)

    expect(result.code, result.output).toBe(2)
    expect(result.stdout).toContain('Added column `nickname`')
  })
})
