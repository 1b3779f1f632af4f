// `pnpm --filter @cnm/api bench:saved-searches`: the saved-search matching job (issue #29,
// ADR 0051) for BENCH_SEARCHES (50,000) active searches against BENCH_NEW (1,000) castings
// that went live since the last run, in one set-based statement, beside the control: the
// board's own query (boardStatements, through `pg`) sent once per search, as a job without
// the set-based statement would, timed on a sample and scaled to every search.
// Target (issue #29): the whole run under 30 s. A measurement, not a test: exits 0 with numbers.
//
// Postgres: DATABASE_URL when set (a database of its own), otherwise a throw-away database.
// Options: BENCH_SEARCHES (50000), BENCH_NEW (1000), BENCH_SAMPLE (500).
import { castingListQuerySchema, DAY_MS, MINUTE_MS, savedCastingFilters } from '@cnm/contracts'
import { createPrismaClient } from '../src/db/prisma.js'
import { toSearchQuery, toSearchSigns } from '../src/lib/text/search-query.js'
import { boardStatements } from '../src/modules/castings/index.js'
import { matchSavedSearches } from '../src/modules/saved-searches/index.js'
import { envNumber, runBench, topUpDemoRows, verdict } from './harness.js'

const SEARCHES = envNumber('BENCH_SEARCHES', 50_000)
const NEW_CASTINGS = envNumber('BENCH_NEW', 1_000)
const SAMPLE = envNumber('BENCH_SAMPLE', 500)
const OWNERS = Math.ceil(SEARCHES / 10)

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
  await pool.query(
    `INSERT INTO users (email, login_type, service_type, updated_at)
     SELECT 'bench-saver-' || n || '@example.com', 1, 1, now()
     FROM generate_series(1, $1) AS n ON CONFLICT DO NOTHING`,
    [OWNERS],
  )
  const owners = (
    await pool.query<{ id: number }>(
      `SELECT id FROM users WHERE email LIKE 'bench-saver-%' ORDER BY id LIMIT $1`,
      [OWNERS],
    )
  ).rows.map((row) => row.id)
  const rows = Array.from({ length: SEARCHES }, (_, i) => {
    const parsed = savedCastingFilters(queryOf(i))
    if (!parsed.ok) throw new Error(`bench query ${queryOf(i)} does not parse`)
    const q = parsed.filters.q
    return {
      user: pick(owners, i),
      query: parsed.query,
      filters: JSON.stringify(parsed.filters),
      text: typeof q === 'string' ? toSearchQuery(q) : null,
      signs: `{${((typeof q === 'string' ? toSearchSigns(q) : null) ?? []).map((sign) => JSON.stringify(sign)).join(',')}}`,
    }
  })
  for (let start = 0; start < rows.length; start += 5_000) {
    const chunk = rows.slice(start, start + 5_000)
    await pool.query(
      `INSERT INTO saved_searches (user_id, kind, name, query, filters, text_query, text_signs,
         matched_until, created_at, updated_at)
       SELECT u, 'castings', 'bench ' || q, q, f::jsonb, t, g::text[], $6, $6, $6
       FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[]) AS s(u, q, f, t, g)`,
      [
        chunk.map((row) => row.user),
        chunk.map((row) => row.query),
        chunk.map((row) => row.filters),
        chunk.map((row) => row.text),
        chunk.map((row) => row.signs),
        minutesAgo(10),
      ],
    )
  }
  await pool.query('VACUUM ANALYZE saved_searches')

  // The job, as it runs in the API (through Prisma), once.
  const prisma = createPrismaClient(bench.databaseUrl, { maxConnections: 2 })
  bench.onStop(() => prisma.$disconnect())
  const started = performance.now()
  const run = await matchSavedSearches(prisma, { now: () => now })
  const jobMs = performance.now() - started

  // The control: the board's own statement per search, for a sample, scaled up.
  const sampleStarted = performance.now()
  let sampleMatches = 0
  for (const row of rows.slice(0, SAMPLE)) {
    const query = castingListQuerySchema.parse(Object.fromEntries(new URLSearchParams(row.query)))
    const { page } = boardStatements({ ...query, pageSize: 100 }, now)
    sampleMatches += (await pool.query(page.text, page.values)).rowCount ?? 0
  }
  const perSearchMs = (performance.now() - sampleStarted) / SAMPLE

  bench.report([
    `saved-search matching: ${SEARCHES} searches x ${NEW_CASTINGS} castings gone live (${total} castings in all)`,
    `  one set-based statement (the job)        ${(jobMs / 1000).toFixed(2)} s, ${run.found} castings found, ${run.notified} notifications`,
    `  control: the board's query per search    ${perSearchMs.toFixed(2)} ms each -> ${((perSearchMs * SEARCHES) / 1000).toFixed(1)} s for all (sample of ${SAMPLE}, ${sampleMatches} rows)`,
    `  target: the run under 30 s: ${verdict(jobMs < 30_000)}`,
  ])
})
