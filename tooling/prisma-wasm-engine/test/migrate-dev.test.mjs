import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  migrationNames,
  prisma,
  query,
  repoRoot,
  serverUrl,
  shadowDatabases,
  urlFor,
} from './helpers.mjs'

// Semicolons inside a function body and a string literal: the script has to
// reach Postgres whole, not split into statements.
const FUNCTION_MIGRATION = `CREATE FUNCTION "set_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."updated_at" := now();
  RETURN NEW;
END;
$$;

CREATE TRIGGER "info_items_set_updated_at" BEFORE UPDATE ON "info_items"
  FOR EACH ROW EXECUTE FUNCTION "set_updated_at"();

COMMENT ON TABLE "info_items" IS 'reference data; seeded';
`

describe('migrate dev and migrate reset on a copy of the prisma folder', () => {
  const database = `pwe_test_dev_${process.pid}`
  let tempDir
  let migrationsDir
  let configPath

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'pwe-dev-'))
    migrationsDir = path.join(tempDir, 'migrations')
    await cp(path.join(repoRoot, 'prisma/migrations'), migrationsDir, { recursive: true })
    const [init] = (await readdir(migrationsDir)).filter((name) => name.endsWith('_init'))
    const afterInit = `${BigInt(init.slice(0, 14)) + 1n}_touch_function`
    await mkdir(path.join(migrationsDir, afterInit))
    await writeFile(path.join(migrationsDir, afterInit, 'migration.sql'), FUNCTION_MIGRATION)

    const schema = (await readFile(path.join(repoRoot, 'prisma/schema.prisma'), 'utf8'))
      .replace(/output\s*=\s*".*"/, 'output = "./generated"')
      .replace(/^model User \{\n/m, 'model User {\n  nickname String?\n')
    await writeFile(path.join(tempDir, 'schema.prisma'), schema)

    configPath = path.join(tempDir, 'prisma.config.mjs')
    const config = {
      schema: path.join(tempDir, 'schema.prisma'),
      migrations: { path: migrationsDir },
      datasource: { url: urlFor(database) },
    }
    await writeFile(configPath, `export default ${JSON.stringify(config, null, 2)}\n`)
  })

  afterAll(async () => {
    await query(serverUrl(), `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
    await rm(tempDir, { recursive: true, force: true })
  })

  it('creates the database, applies the history and writes a migration for the schema change', async () => {
    const result = await prisma([
      'migrate',
      'dev',
      '--name',
      'add_nickname',
      '--config',
      configPath,
    ])

    expect(result.code, result.output).toBe(0)
    expect(result.stdout).toContain(`PostgreSQL database ${database} created`)
    const created = (await readdir(migrationsDir)).filter((name) => name.endsWith('_add_nickname'))
    expect(created).toHaveLength(1)
    const sql = await readFile(path.join(migrationsDir, created[0], 'migration.sql'), 'utf8')
    expect(sql).toMatch(/ALTER TABLE "users" ADD COLUMN\s+"nickname" TEXT;/)

    const comment = await query(
      urlFor(database),
      "SELECT obj_description('info_items'::regclass) AS comment",
    )
    expect(comment).toEqual([{ comment: 'reference data; seeded' }])
    expect(await shadowDatabases()).toEqual([])
  })

  it('migrate reset --force empties the database and reapplies every migration', async () => {
    const url = urlFor(database)
    await query(
      url,
      "INSERT INTO info_items (id, type, value, updated_at) VALUES (1, 10, 'kept?', now())",
    )

    const result = await prisma(['migrate', 'reset', '--force', '--config', configPath])

    expect(result.code, result.output).toBe(0)
    expect(result.stdout).toContain('Database reset successful')
    expect(await query(url, 'SELECT id FROM info_items')).toEqual([])
    const applied = await query(
      url,
      'SELECT migration_name FROM _prisma_migrations ORDER BY migration_name',
    )
    const every = await migrationNames(migrationsDir)
    expect(every).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/_init$/),
        expect.stringMatching(/_touch_function$/),
        expect.stringMatching(/_add_nickname$/),
      ]),
    )
    expect(applied.map((row) => row.migration_name)).toEqual(every)
    const columns = await query(
      url,
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'users' AND column_name = 'nickname'",
    )
    expect(columns).toHaveLength(1)
  })
})
