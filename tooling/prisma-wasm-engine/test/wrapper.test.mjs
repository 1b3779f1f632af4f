import { chmod, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prisma, repoRoot } from './helpers.mjs'

describe('bin/prisma.mjs', () => {
  let tempDir

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'pwe-wrapper-'))
  })
  afterAll(async () => {
    await rm(tempDir, { recursive: true, force: true })
  })

  it('uses the wasm bridge as schema engine when no native engine is installed', async () => {
    const result = await prisma(['version'])

    expect(result.code, result.output).toBe(0)
    expect(result.stdout).toMatch(
      /Schema Engine\s*: schema-engine-cli [0-9a-f]{40} \(at .*prisma-wasm-engine\/bin\/schema-engine\.mjs/,
    )
  })

  it('keeps a schema engine the user chose', async () => {
    const custom = path.join(tempDir, 'custom-engine')
    await writeFile(
      custom,
      '#!/bin/sh\necho "schema-engine-cli 0000000000000000000000000000000000000000"\n',
    )
    await chmod(custom, 0o755)

    const result = await prisma(['version'], { env: { PRISMA_SCHEMA_ENGINE_BINARY: custom } })

    expect(result.code, result.output).toBe(0)
    expect(result.stdout).toMatch(
      /schema-engine-cli 0{40} \(at \S*custom-engine, resolved by PRISMA_SCHEMA_ENGINE_BINARY\)/,
    )
  })

  it('forwards the exit code of the CLI', async () => {
    const result = await prisma(['migrate', 'no-such-subcommand'])

    expect(result.code).not.toBe(0)
  })

  it('runs generate without a database', async () => {
    const schema = (await readFile(path.join(repoRoot, 'prisma/schema.prisma'), 'utf8')).replace(
      /output\s*=\s*".*"/,
      `output = "${path.join(tempDir, 'client')}"`,
    )
    const schemaPath = path.join(tempDir, 'schema.prisma')
    await writeFile(schemaPath, schema)

    const result = await prisma(['generate', '--schema', schemaPath], { env: { DATABASE_URL: '' } })

    expect(result.code, result.output).toBe(0)
    expect(result.stdout).toContain('Generated Prisma Client')
    expect((await readdir(path.join(tempDir, 'client'))).length).toBeGreaterThan(0)
  })
})
