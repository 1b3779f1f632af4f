// The rate-limit table is the only place a limit is written (issue #27): every limited route
// of the real app uses one of its entries, every entry is used, and docs/operations.md lists
// exactly these limits with their numbers.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RouteOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HOUR_MS, MINUTE_MS } from '@cnm/contracts'
import type { App } from '../../app.js'
import { buildTestApp } from '../../../test/helpers/app.js'
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db.js'
import { RATE_LIMITS, type RateLimit, type RateLimitKey } from './rate-limits.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(here, '../../../../..')
const srcRoot = path.resolve(here, '../..')

const entries = Object.entries(RATE_LIMITS) as [string, RateLimit][]
const nameOf = (limit: unknown) => entries.find(([, entry]) => entry === limit)?.[0]

/** Production source files of the API (tests and fixtures apart). */
function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productionFiles(file)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : []
  })
}

const KEY_TEXT: Record<RateLimitKey, string> = {
  ip: 'IP',
  account: 'account',
  'ip-and-email': 'IP + e-mail asked for',
}
const windowText = (ms: number) =>
  ms % HOUR_MS === 0 ? `${ms / HOUR_MS} h` : `${ms / MINUTE_MS} min`
/** The first four cells of a table row (the fifth, what the limit is for, is free text). */
const cellsOf = (row: string) =>
  row
    .split('|')
    .slice(1, 5)
    .map((cell) => cell.trim())
const docRow = ([name, limit]: [string, RateLimit]) =>
  `| \`${name}\` | ${limit.max} | ${windowText(limit.timeWindow)} | ${KEY_TEXT[limit.keyedOn]} |`

describe('one rate-limit table (issue #27)', () => {
  let db: TestDatabase
  let app: App
  const limited: { route: string; limit: unknown }[] = []
  const collect = (route: RouteOptions) => {
    const limit = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit
    if (limit === undefined || limit === false) return
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') limited.push({ route: `${method} ${route.url}`, limit })
    }
  }

  beforeAll(async () => {
    db = await createTestDatabase()
    app = await buildTestApp({ db, onRoute: collect })
  })
  afterAll(async () => {
    await app.close()
    await db.drop()
  })

  it('every limited route names a limit of the table', () => {
    expect(limited.length).toBeGreaterThan(50)
    const outside = limited.filter(({ limit }) => nameOf(limit) === undefined)
    expect(
      outside.map(({ route }) => route),
      'these routes write their own limit: add it to RATE_LIMITS in lib/http/rate-limits.ts and name it',
    ).toEqual([])
  })

  it('every limit of the table is used', () => {
    const used = new Set(limited.map(({ limit }) => nameOf(limit)))
    // A limit keyed on something else than the IP is a route's second limiter.
    const source = productionFiles(srcRoot)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    for (const [, name] of source.matchAll(/createRateLimit\(\{\s*\.\.\.RATE_LIMITS\.(\w+)/g)) {
      used.add(name)
    }
    const unused = entries.map(([name]) => name).filter((name) => !used.has(name))
    expect(unused, 'no route uses these limits: remove them from RATE_LIMITS').toEqual([])
  })

  it('every limit keyed on the IP is a route config, the others a second limiter', () => {
    const inRouteConfigs = new Set(
      limited.map(({ limit }) => nameOf(limit)).filter((name) => name !== undefined),
    )
    for (const name of inRouteConfigs) {
      expect(RATE_LIMITS[name as keyof typeof RATE_LIMITS].keyedOn, name).toBe('ip')
    }
  })

  it('docs/operations.md lists exactly the table', () => {
    const doc = readFileSync(path.join(repoRoot, 'docs/operations.md'), 'utf8')
    const section = doc.split(/^## /m).find((part) => part.startsWith('Rate limits')) ?? ''
    const listed = section
      .split('\n')
      .filter((line) => line.trimStart().startsWith('| `'))
      .map(cellsOf)
    expect(
      listed,
      `docs/operations.md, "## Rate limits": its table should list, in this order:\n${entries.map(docRow).join('\n')}\n`,
    ).toEqual(entries.map(docRow).map(cellsOf))
  })
})
