// `pnpm --filter @cnm/api bench:castings`: GET /castings with three filters and a sort over
// 20,000 castings, 50 connections, beside the same two SQL statements (page + capped count)
// sent straight through `pg` by 50 concurrent callers, the database's own limit for this
// query. Prints p50, p99 and req/s side by side, the ratio and EXPLAIN (ANALYZE) of both
// statements. Targets (issue #15): p99 < 50 ms and >= 60 % of the raw throughput.
// A measurement, not a test: it exits 0 once it has numbers.
//
// Postgres: DATABASE_URL when set (a database of its own: generated castings are added
// until BENCH_CASTINGS exist), otherwise a throw-away database (harness.ts, runBench).
// Options: BENCH_CASTINGS (20000), BENCH_DURATION_S (15), BENCH_CONNECTIONS (50),
// BENCH_POOL (10: the board's pg pool in the API and the raw pool are the same size).
import { castingListQuerySchema, INFO_TYPE } from '@cnm/contracts'
import { envNumber, explainEach, measurePagedList, runBench, topUpDemoRows } from './harness.js'
import { boardStatements } from '../src/modules/castings/index.js'

const CASTINGS = envNumber('BENCH_CASTINGS', 20_000)
// Three filters and a sort, as a visitor of /castings would send them; the ids are looked
// up in the reference data (category Fashion, gender Female).
const queryOf = (ids: { fashion: number; female: number }) =>
  `categoryId=${ids.fashion}&genderId=${ids.female}&budgetMin=1000000&sort=deadline`

await runBench({ name: 'castings', durationS: 15 }, async (bench) => {
  const { pool, say } = bench
  const total = await topUpDemoRows(bench, {
    table: 'castings',
    want: CASTINGS,
    flag: '--castings',
    noun: 'generated castings',
  })
  const idOf = async (type: number, value: string) => {
    const row = (
      await pool.query('SELECT id FROM info_items WHERE type = $1 AND value = $2', [type, value])
    ).rows[0] as { id: number } | undefined
    if (!row) {
      throw new Error(
        `no info item "${value}" of type ${type}; the reference seed did not load (see its log)`,
      )
    }
    return row.id
  }
  const QUERY = queryOf({
    fashion: await idOf(INFO_TYPE.CATEGORY, 'Fashion'),
    female: await idOf(INFO_TYPE.GENDER, 'Female'),
  })

  const query = castingListQuerySchema.parse(Object.fromEntries(new URLSearchParams(QUERY)))
  const statements = boardStatements(query, new Date())
  await explainEach(bench, statements, 'castings')

  const { base } = await bench.startApi()
  const url = `${base}/castings?${QUERY}`
  const sample = (await (await fetch(url)).json()) as {
    data: { total: number; items: unknown[] }
  }
  say(
    `${total} castings; GET /castings?${QUERY} -> ${sample.data.items.length} cards of ${sample.data.total} matches`,
  )

  const list = await measurePagedList(bench, {
    url,
    statements,
    apiLabel: 'API (Fastify, board on pg pool)',
  })
  bench.report([
    `GET /castings?${QUERY}`,
    `${total} castings, ${bench.settingsText} (best of 2)`,
    ...list.lines,
  ])
})
