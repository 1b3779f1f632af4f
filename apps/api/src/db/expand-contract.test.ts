// Migrations expand, and contract only on purpose (ADR 0057): during a rolling deploy the
// previous release keeps answering on the new schema, so a migration must not take away or
// change what that release reads and writes. Removing or reshaping something is a contract
// migration of its own (folder name ending in `_contract`), shipped a release after the code
// stopped using it, and its first line says so.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const migrationsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../prisma/migrations',
)

/** Before the rule: each broke the release before it for the time of a deploy. */
const BEFORE_THE_RULE: Record<string, string> = {
  '20261122045640_budget_bigint': 'budget INTEGER to BIGINT; the old client read both alike',
  '20261129003000_korean_search':
    "search_vector columns dropped; the previous release's directory search failed until it was replaced",
}

/** What the previous release may still be using, statement by statement. */
const CONTRACTING: Array<{ name: string; pattern: RegExp }> = [
  { name: 'drops a column', pattern: /\bDROP\s+COLUMN\b/i },
  { name: 'drops a table', pattern: /\bDROP\s+TABLE\b/i },
  { name: 'drops a type', pattern: /\bDROP\s+TYPE\b/i },
  { name: 'renames', pattern: /\bRENAME\b/i },
  {
    name: "changes a column's type",
    pattern: /\bALTER\s+COLUMN\s+"[^"]+"\s+(SET\s+DATA\s+)?TYPE\b/i,
  },
  { name: 'makes a column required', pattern: /\bSET\s+NOT\s+NULL\b/i },
]

/** `ADD COLUMN ... NOT NULL` without a default: the previous release's inserts would fail. */
const requiredWithoutDefault = (statement: string) =>
  statement
    .split(/,\s*(?=ADD|DROP|ALTER)/i)
    .some(
      (clause) =>
        /\bADD\s+COLUMN\b/i.test(clause) &&
        /\bNOT\s+NULL\b/i.test(clause) &&
        !/\b(DEFAULT|GENERATED)\b/i.test(clause),
    )

/** The statements of a migration, comments removed, whitespace folded. */
function statementsOf(sql: string): string[] {
  return sql
    .replace(/--[^\n]*/g, '')
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
}

/** Which contracting steps a migration takes, by name. */
function contractingSteps(sql: string): string[] {
  const found = new Set<string>()
  for (const statement of statementsOf(sql)) {
    for (const step of CONTRACTING) if (step.pattern.test(statement)) found.add(step.name)
    if (requiredWithoutDefault(statement)) found.add('adds a required column without a default')
  }
  return [...found]
}

const migrations = readdirSync(migrationsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort()

describe('migrations expand, and contract only on purpose (ADR 0057)', () => {
  it('finds each kind of contracting step (the rule fires)', () => {
    expect(contractingSteps('ALTER TABLE "users" DROP COLUMN "nickname";')).toEqual([
      'drops a column',
    ])
    expect(contractingSteps('ALTER TABLE "a" RENAME COLUMN "b" TO "c";')).toEqual(['renames'])
    expect(contractingSteps('ALTER TABLE "a" ALTER COLUMN "b" SET DATA TYPE BIGINT;')).toEqual([
      "changes a column's type",
    ])
    expect(contractingSteps('ALTER TABLE "a" ALTER COLUMN "b" SET NOT NULL;')).toEqual([
      'makes a column required',
    ])
    expect(
      contractingSteps('ALTER TABLE "a" ADD COLUMN "b" TEXT, ADD COLUMN "c" INTEGER NOT NULL;'),
    ).toEqual(['adds a required column without a default'])
    // Expanding is free: new tables, optional columns, required ones with a default.
    expect(
      contractingSteps(
        'CREATE TABLE "t" ("id" SERIAL NOT NULL);\n' +
          '-- DROP COLUMN in a comment is not a step\n' +
          'ALTER TABLE "a" ADD COLUMN "b" TEXT, ADD COLUMN "c" INTEGER NOT NULL DEFAULT 0;',
      ),
    ).toEqual([])
  })

  it('has no contracting step outside a contract migration that says why', () => {
    const problems: string[] = []
    for (const name of migrations) {
      if (name in BEFORE_THE_RULE) continue
      const sql = readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8')
      const steps = contractingSteps(sql)
      if (steps.length === 0) continue
      if (!name.endsWith('_contract')) {
        problems.push(
          `${name} ${steps.join(', ')}: the previous release still runs during a deploy. Expand ` +
            'now (add, copy, write both) and contract in a later `_contract` migration (ADR 0057).',
        )
      } else if (!/^-- Contract: .+/.test(sql)) {
        problems.push(
          `${name}: a contract migration starts with "-- Contract: <what and since when>"`,
        )
      }
    }
    expect(problems).toEqual([])
  })

  it('lists only migrations that exist as before the rule', () => {
    expect(Object.keys(BEFORE_THE_RULE).filter((name) => !migrations.includes(name))).toEqual([])
  })
})
