// `pnpm --filter @cnm/api bench:saved-searches`: the saved-search matching job (issue #29,
// ADR 0051) for BENCH_SEARCHES (50,000) active searches against BENCH_NEW (1,000) castings
// that went live since the last run, in one set-based statement, beside the control: the
// board's own query (boardStatements, through `pg`) sent once per search, as a job without
// the set-based statement would, timed on a sample and scaled to every search.
// Target (issue #29): the whole run under 30 s. A measurement, not a test: exits 0 with numbers.
// Then the clients' models searches (ADR 0051 addendum): BENCH_MODEL_SEARCHES (10,000) against
// BENCH_NEW_PROFILES (200) profiles first published since the last run, the job's second
// statement beside the directory's own query (listStatements) per search.
//
// Postgres: DATABASE_URL when set (a database of its own), otherwise a throw-away database.
// Options: BENCH_SEARCHES (50000), BENCH_NEW (1000), BENCH_SAMPLE (500), BENCH_MODEL_SEARCHES
// (10000), BENCH_NEW_PROFILES (200).
import {
  castingListQuerySchema,
  DAY_MS,
  MINUTE_MS,
  modelListQuerySchema,
  savedSearchFilters,
  type SavedSearchKind,
} from '@cnm/contracts'
import type pg from 'pg'
import { createPrismaClient } from '../src/db/prisma.js'
import { toSearchQuery, toSearchSigns } from '../src/lib/text/search-query.js'
import { boardStatements } from '../src/modules/castings/index.js'
import { listStatements } from '../src/modules/models/index.js'
import { matchSavedModelSearches, matchSavedSearches } from '../src/modules/saved-searches/index.js'
import { envNumber, runBench, topUpDemoRows, verdict, type Bench } from './harness.js'
import type { PrismaClient } from '../src/generated/prisma/client.js'

const SEARCHES = envNumber('BENCH_SEARCHES', 50_000)
const NEW_CASTINGS = envNumber('BENCH_NEW', 1_000)
const SAMPLE = envNumber('BENCH_SAMPLE', 500)
const OWNERS = Math.ceil(SEARCHES / 10)
const MODEL_SEARCHES = envNumber('BENCH_MODEL_SEARCHES', 10_000)
const NEW_PROFILES = envNumber('BENCH_NEW_PROFILES', 200)

await runBench({ name: 'saved-searches', durationS: 0 }, async (bench) => {
  const { pool, say } = bench
  const total = await topUpDemoRows(bench, {
    table: 'castings',
    want: NEW_CASTINGS,
    flag: '--castings',
    noun: 'generated castings',
  })
  const now = new Date()
  const minutesAgo = (minutes: number) =>
    new Date(now.getTime() - minutes * MINUTE_MS).toISOString()
  // The newest castings went live five minutes ago; every search last ran ten minutes ago.
  await pool.query(
    `UPDATE castings SET status = 'live', hidden_at = NULL, published_at = $1,
       application_deadline = $2
     WHERE id IN (SELECT id FROM castings ORDER BY id DESC LIMIT $3)`,
    [minutesAgo(5), new Date(now.getTime() + 14 * DAY_MS).toISOString(), NEW_CASTINGS],
  )

  // Filters people would save: words of real titles, cities, categories, genders, budgets.
  const words = (
    await pool.query<{ word: string }>(
      `SELECT DISTINCT lower(w) AS word FROM castings, regexp_split_to_table(title, '\\s+') AS w
       WHERE length(w) > 3 LIMIT 300`,
    )
  ).rows.map((row) => row.word)
  const ids = async (column: string) =>
    (
      await pool.query<{ id: number }>(
        `SELECT DISTINCT ${column} AS id FROM castings WHERE ${column} IS NOT NULL LIMIT 50`,
      )
    ).rows.map((row) => row.id)
  const [cities, categories, genders] = await Promise.all([
    ids('city_id'),
    ids('model_category_id'),
    ids('gender_id'),
  ])
  const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!
  const queryOf = (i: number) => {
    const parts: string[] = []
    if (i % 2 === 0 && words.length > 0) parts.push(`q=${encodeURIComponent(pick(words, i * 7))}`)
    if (i % 3 === 0 && cities.length > 0) parts.push(`cityId=${pick(cities, i)}`)
    if (i % 4 === 0 && categories.length > 0) parts.push(`categoryId=${pick(categories, i)}`)
    if (i % 5 === 0 && genders.length > 0) parts.push(`genderId=${pick(genders, i)}`)
    if (i % 7 === 0) parts.push('budgetMin=500000')
    if (parts.length === 0) parts.push(`age=${20 + (i % 15)}`)
    return parts.join('&')
  }

  say(`adding ${OWNERS} accounts and ${SEARCHES} saved searches…`)
  await pool.query('DELETE FROM saved_search_hits')
  await pool.query('DELETE FROM saved_searches')
  const owners = await benchAccounts(pool, 'bench-saver', 1, OWNERS)
  const rows = await addSearches(pool, 'castings', owners, SEARCHES, queryOf, minutesAgo(10))

  // The job, as it runs in the API (through Prisma), once.
  const prisma = createPrismaClient(bench.databaseUrl, { maxConnections: 2 })
  bench.onStop(() => prisma.$disconnect())
  const started = performance.now()
  const run = await matchSavedSearches(prisma, { now: () => now })
  const jobMs = performance.now() - started

  // The control: the board's own statement per search, for a sample, scaled up.
  const control = await perSearchControl(pool, rows, (saved) => {
    const query = castingListQuerySchema.parse(Object.fromEntries(new URLSearchParams(saved)))
    return boardStatements({ ...query, pageSize: 100 }, now).page
  })
  const perSearchMs = control.perSearchMs
  const sampleMatches = control.matches

  bench.report([
    `saved-search matching: ${SEARCHES} searches x ${NEW_CASTINGS} castings gone live (${total} castings in all)`,
    `  one set-based statement (the job)        ${(jobMs / 1000).toFixed(2)} s, ${run.found} castings found, ${run.notified} notifications`,
    `  control: the board's query per search    ${perSearchMs.toFixed(2)} ms each -> ${((perSearchMs * SEARCHES) / 1000).toFixed(1)} s for all (sample of ${SAMPLE}, ${sampleMatches} rows)`,
    `  target: the run under 30 s: ${verdict(jobMs < 30_000)}`,
    ...(await benchModelSearches(bench, prisma, now)),
  ])
})

/** The clients' models searches: the job's second statement beside the directory per search. */
async function benchModelSearches(bench: Bench, prisma: PrismaClient, now: Date) {
  const { pool, say } = bench
  const profiles = await topUpDemoRows(bench, {
    table: 'model_profiles',
    want: NEW_PROFILES * 10,
    flag: '--count',
    noun: 'demo profiles',
  })
  const minutesAgo = (minutes: number) =>
    new Date(now.getTime() - minutes * MINUTE_MS).toISOString()
  await pool.query(
    `UPDATE model_profiles SET status = 'published', hidden_by_admin_at = NULL, published_at = $1
     WHERE id IN (SELECT id FROM model_profiles ORDER BY id DESC LIMIT $2)`,
    [minutesAgo(5), NEW_PROFILES],
  )
  // Filters a client would save: Korean given names, 초성, English names with a typo, gender,
  // height, age, city.
  const names = (
    await pool.query<{ stage_name: string }>(
      `SELECT stage_name FROM model_profiles ORDER BY id DESC LIMIT 300`,
    )
  ).rows.map((row) => row.stage_name)
  const words = names.flatMap((name) => {
    if (/^[가-힣]{3}$/.test(name)) return [name.slice(1)]
    const first = name.split(' ')[0]!.toLowerCase()
    return first.length >= 6 ? [first.slice(0, 2) + first.slice(3)] : [first]
  })
  const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!
  const queryOf = (i: number) => {
    const parts: string[] = []
    if (i % 2 === 0 && words.length > 0) parts.push(`q=${encodeURIComponent(pick(words, i * 7))}`)
    if (i % 3 === 0) parts.push(`genderId=${40_001 + (i % 2)}`)
    if (i % 4 === 0) parts.push(`heightMin=${160 + (i % 15)}`)
    if (i % 5 === 0) parts.push(`ageMin=${18 + (i % 10)}&ageMax=${30 + (i % 10)}`)
    if (parts.length === 0) parts.push(`heightMax=${170 + (i % 20)}`)
    return parts.join('&')
  }
  say(`adding ${MODEL_SEARCHES} saved models searches of clients…`)
  await pool.query(`DELETE FROM saved_searches WHERE kind = 'models'`)
  const owners = await benchAccounts(pool, 'bench-client', 3, Math.ceil(MODEL_SEARCHES / 10))
  const rows = await addSearches(pool, 'models', owners, MODEL_SEARCHES, queryOf, minutesAgo(10))
  const started = performance.now()
  const run = await matchSavedModelSearches(prisma, { now: () => now })
  const jobMs = performance.now() - started
  const { perSearchMs, matches: sampleMatches } = await perSearchControl(
    pool,
    rows,
    async (saved) => {
      const query = modelListQuerySchema.parse(Object.fromEntries(new URLSearchParams(saved)))
      // As the directory does: a name search counts first, and the count picks the page's plan.
      const { count } = listStatements({ ...query, pageSize: 48 }, now)
      const matches = query.q === undefined ? undefined : await countOf(pool, count)
      return listStatements({ ...query, pageSize: 48 }, now, { matches }).page
    },
  )
  return [
    `models searches: ${MODEL_SEARCHES} clients' searches x ${NEW_PROFILES} profiles first published (${profiles} profiles in all)`,
    `  one set-based statement (the job)        ${(jobMs / 1000).toFixed(2)} s, ${run.found} profiles found, ${run.notified} notifications`,
    `  control: the directory's query per search ${perSearchMs.toFixed(2)} ms each -> ${((perSearchMs * MODEL_SEARCHES) / 1000).toFixed(1)} s for all (sample of ${SAMPLE}, ${sampleMatches} rows)`,
  ]
}

/** `count` accounts named `<prefix>-<n>@example.com` of a service type (1 model, 3 client). */
async function benchAccounts(pool: pg.Pool, prefix: string, serviceType: number, count: number) {
  await pool.query(
    `INSERT INTO users (email, login_type, service_type, updated_at)
     SELECT $1 || '-' || n || '@example.com', 1, $2, now()
     FROM generate_series(1, $3) AS n ON CONFLICT DO NOTHING`,
    [prefix, serviceType, count],
  )
  return (
    await pool.query<{ id: number }>(
      `SELECT id FROM users WHERE email LIKE $1 || '-%' ORDER BY id LIMIT $2`,
      [prefix, count],
    )
  ).rows.map((row) => row.id)
}

/**
 * Saves `count` searches of a kind as the service does (canonical filters, the tsquery, the
 * board's word signs), spread over `owners`, all last run at `since`.
 */
async function addSearches(
  pool: pg.Pool,
  kind: SavedSearchKind,
  owners: readonly number[],
  count: number,
  queryOf: (i: number) => string,
  since: string,
) {
  const models = kind === 'models'
  const rows = Array.from({ length: count }, (_, i) => {
    const parsed = savedSearchFilters(kind, queryOf(i))
    if (!parsed.ok) throw new Error(`bench query ${queryOf(i)} does not parse`)
    const q = parsed.filters.q
    const signs = typeof q === 'string' && !models ? toSearchSigns(q) : null
    return {
      user: owners[i % owners.length]!,
      query: parsed.query,
      filters: JSON.stringify(parsed.filters),
      text: typeof q === 'string' ? toSearchQuery(q, { typos: models }) : null,
      signs: `{${(signs ?? []).map((sign) => JSON.stringify(sign)).join(',')}}`,
    }
  })
  for (let start = 0; start < rows.length; start += 5_000) {
    const chunk = rows.slice(start, start + 5_000)
    await pool.query(
      `INSERT INTO saved_searches (user_id, kind, name, query, filters, text_query, text_signs,
         matched_until, created_at, updated_at)
       SELECT u, $7::"SavedSearchKind", 'bench ' || q, q, f::jsonb, t, g::text[], $6, $6, $6
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[]) AS s(u, q, f, t, g)`,
      [
        chunk.map((row) => row.user),
        chunk.map((row) => row.query),
        chunk.map((row) => row.filters),
        chunk.map((row) => row.text),
        chunk.map((row) => row.signs),
        since,
        kind,
      ],
    )
  }
  await pool.query('VACUUM ANALYZE saved_searches')
  return rows
}

/** The control: the list page's own statement per search, for a sample, timed per search. */
async function perSearchControl(
  pool: pg.Pool,
  rows: ReadonlyArray<{ query: string }>,
  pageOf: (query: string) => Statement | Promise<Statement>,
) {
  const started = performance.now()
  let matches = 0
  for (const row of rows.slice(0, SAMPLE)) {
    const page = await pageOf(row.query)
    matches += (await pool.query(page.text, page.values)).rowCount ?? 0
  }
  return { perSearchMs: (performance.now() - started) / SAMPLE, matches }
}

interface Statement {
  text: string
  values: unknown[]
}

async function countOf(pool: pg.Pool, count: Statement): Promise<number> {
  return (await pool.query<{ total: number }>(count.text, count.values)).rows[0]?.total ?? 0
}
