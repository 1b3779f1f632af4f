// `pnpm --filter @cnm/api bench:models`: GET /models with three filters and a sort over
// 100,000 profiles, 50 connections, beside the same two SQL statements (page + capped
// count) sent straight through `pg` by 50 concurrent callers, the database's own limit
// for this query. Prints req/s, p99, the ratio and EXPLAIN (ANALYZE) of both statements.
// Targets (issue #14): >= 60 % of the raw throughput, p99 < 50 ms, no sequential scan.
// A measurement, not a test: it exits 0 once it has numbers.
//
// Postgres: DATABASE_URL when set (a database of its own: demo profiles are added until
// BENCH_PROFILES exist), otherwise a throw-away database (harness.ts, runBench).
// Options: BENCH_PROFILES (100000), BENCH_DURATION_S (15), BENCH_CONNECTIONS (50),
// BENCH_POOL (10: the API's Prisma pool and the raw pool are the same size), BENCH_QUERY
// (the query string; e.g. `q=민지&sort=liked` for the Korean search of issue #29, ADR 0050).
import { modelListQuerySchema } from '@cnm/contracts'
import {
  envNumber,
  explainEach,
  measurePagedList,
  figuresTable,
  runBench,
  topUpDemoRows,
} from './harness.js'
import { listStatements } from '../src/modules/models/index.js'

const PROFILES = envNumber('BENCH_PROFILES', 100_000)
// Three filters and a sort, as a client of /models would send them.
const QUERY =
  process.env.BENCH_QUERY ?? 'genderId=40001&heightMin=165&heightMax=180&categoryId=1&sort=liked'

await runBench({ name: 'models', durationS: 15 }, async (bench) => {
  const { say, durationS } = bench
  const total = await topUpDemoRows(bench, {
    table: 'model_profiles',
    want: PROFILES,
    flag: '--count',
    noun: 'demo profiles',
  })
  const query = modelListQuerySchema.parse(Object.fromEntries(new URLSearchParams(QUERY)))
  const statements = listStatements(query, new Date())
  await explainEach(bench, statements, 'model_profiles')

  const { base } = await bench.startApi()
  const url = `${base}/models?${QUERY}`
  const sample = (await (await fetch(url)).json()) as {
    data: { total: number; items: Array<{ id: number }> }
  }
  say(
    `${total} profiles; GET /models?${QUERY} -> ${sample.data.items.length} cards of ${sample.data.total} matches`,
  )

  const list = await measurePagedList(bench, {
    url,
    statements,
    apiLabel: 'API (Fastify + pg pool)',
  })
  // The profile page of the first card (issue #14's load run showed it slow): the API only,
  // printed for comparison between runs.
  const profileUrl = `${base}/models/${sample.data.items[0]?.id}`
  await bench.measureApi(profileUrl, 2)
  const profile = await bench.measureApi(profileUrl, durationS)
  bench.report([
    `GET /models?${QUERY}`,
    `${total} profiles, ${bench.settingsText} (best of 2)`,
    ...list.lines,
    ...figuresTable([{ label: 'GET /models/:id (one profile, guest)', figures: profile }]),
  ])
})
