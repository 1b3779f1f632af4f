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
//
// `bench:models-search` (`--search`, issue #29, ADR 0050): the directory's name search instead,
// three queries taken from the seeded names: a Korean given name (a part of the full name), the
// initial consonants (초성) of a Korean name, and an English name of five letters or more with
// one letter left out (one typo); each beside its SQL through pg, with EXPLAIN.
import { modelListQuerySchema } from '@cnm/contracts'
import {
  type Bench,
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

const SEARCH = process.argv.includes('--search')

await runBench({ name: SEARCH ? 'models-search' : 'models', durationS: 15 }, async (bench) => {
  const { say, durationS } = bench
  const total = await topUpDemoRows(bench, {
    table: 'model_profiles',
    want: PROFILES,
    flag: '--count',
    noun: 'demo profiles',
  })
  if (SEARCH) {
    await measureSearches(bench, total)
    return
  }
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

/** The initial consonants of Hangul syllables (가-힣): 김민지 -> ㄱㅁㅈ. */
function initialsOf(word: string): string {
  const choseong = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ'
  return [...word]
    .map((char) => choseong[Math.floor((char.charCodeAt(0) - 0xac00) / 588)] ?? '')
    .join('')
}

/** Three name searches as people type them, from the seeded names (issue #29, ADR 0050). */
async function searchQueries(bench: Bench): Promise<Array<{ label: string; query: string }>> {
  const pick = async (where: string) =>
    (
      await bench.pool.query<{ stage_name: string }>(
        `SELECT stage_name FROM model_profiles
         WHERE status = 'published' AND hidden_by_admin_at IS NULL AND ${where}
         ORDER BY id LIMIT 1 OFFSET 500`,
      )
    ).rows[0]?.stage_name
  // A Korean full name written together (family name first): 김민지.
  const korean = (await pick(`stage_name ~ '^[가-힣]{3}$'`)) ?? '김민지'
  // An English first name of 6+ letters: one letter left out is still 5+, so it is forgiven.
  const english = (await pick(`stage_name ~ '^[A-Z][a-z]{5,} [A-Z][a-z]+$'`)) ?? 'Jennifer Lee'
  const first = english.split(' ')[0]!.toLowerCase()
  const typo = first.slice(0, 2) + first.slice(3)
  return [
    {
      label: `Korean given name "${korean.slice(1)}" (of ${korean})`,
      query: `q=${korean.slice(1)}`,
    },
    { label: `초성 "${initialsOf(korean)}" (of ${korean})`, query: `q=${initialsOf(korean)}` },
    { label: `English name with a typo "${typo}" (of ${first})`, query: `q=${typo}` },
  ]
}

async function measureSearches(bench: Bench, total: number) {
  const queries = await searchQueries(bench)
  const { base } = await bench.startApi()
  const lines: string[] = [
    `GET /models name searches`,
    `${total} profiles, ${bench.settingsText} (best of 2)`,
  ]
  for (const { label, query } of queries) {
    const parsed = modelListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))
    const url = `${base}/models?${encodeURI(query)}`
    const sample = (await (await fetch(url)).json()) as { data: { total: number } }
    // The directory counts a name search first; the count picks the page's plan (ADR 0050).
    const statements = listStatements(parsed, new Date(), { matches: sample.data.total })
    await explainEach(bench, statements, 'model_profiles')
    bench.say(`${label}: ${sample.data.total} matches`)
    const list = await measurePagedList(bench, {
      url,
      statements,
      apiLabel: 'API (Fastify + pg pool)',
    })
    lines.push('', `${label}: GET /models?${query}, ${sample.data.total} matches`, ...list.lines)
  }
  bench.report(lines)
}
