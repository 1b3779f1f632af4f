// `pnpm --filter @cnm/api bench:castings`: GET /castings with three filters and a sort over
// 20,000 castings, 50 connections, beside the same two SQL statements (page + capped count)
// sent straight through `pg` by 50 concurrent callers, the database's own limit for this
// query. Prints p50, p99 and req/s side by side, the ratio and EXPLAIN (ANALYZE) of both
// statements. Targets (issue #15): p99 < 50 ms and >= 60 % of the raw throughput.
// A measurement, not a test: it exits 0 once it has numbers.
//
// Postgres: DATABASE_URL when set (a database of its own: generated castings are added
// until BENCH_CASTINGS exist), otherwise an embedded Postgres in a temporary folder.
// Options: BENCH_CASTINGS (20000), BENCH_DURATION_S (15), BENCH_CONNECTIONS (50),
// BENCH_POOL (10: the board's pg pool in the API and the raw pool are the same size).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { castingListQuerySchema, INFO_TYPE } from '@cnm/contracts'
import * as harness from './harness.js'
import {
  benchWorkDir,
  seedReferenceData,
  startBenchApi,
  explain,
  loadAverageLine,
  sendAtOnce,
  verdict,
  type Figures,
  type Statement,
} from './harness.js'
import { prepareBenchDatabase, type BenchDatabase } from './database.js'
import { boardStatements } from '../src/modules/castings/castings-list.js'
import { runToEnd, type Service } from '@cnm/devkit/processes'

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = path.resolve(apiRoot, '../..')
const CASTINGS = Number(process.env.BENCH_CASTINGS ?? 20_000)
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const POOL = Number(process.env.BENCH_POOL ?? 10)
const TARGET_RATIO = 0.6
const TARGET_P99_MS = 50
// Three filters and a sort, as a visitor of /castings would send them; the ids are looked
// up in the reference data (category Fashion, gender Female).
const queryOf = (ids: { fashion: number; female: number }) =>
  `categoryId=${ids.fashion}&genderId=${ids.female}&budgetMin=1000000&sort=deadline`

const say = (line: string) => process.stdout.write(`[bench:castings] ${line}\n`)

const measureApi = (url: string, duration: number) =>
  harness.measureApi({ url, connections: CONNECTIONS, duration })

const measureRaw = (pool: pg.Pool, statements: readonly Statement[], duration: number) =>
  harness.measureRaw({ connections: CONNECTIONS, duration }, () => sendAtOnce(pool, statements))

async function main(): Promise<void> {
  const { workDir, logFile, remove } = await benchWorkDir('castings')
  const children: Service[] = []
  let database: BenchDatabase | undefined
  let pool: pg.Pool | undefined
  try {
    database = await prepareBenchDatabase({ repoRoot, workDir, logFile, say })
    const databaseUrl = database.url
    const env = { ...process.env, DATABASE_URL: databaseUrl }
    await seedReferenceData({ apiRoot, env, logFile, say })

    pool = new pg.Pool({ connectionString: databaseUrl, max: POOL })
    const have = Number((await pool.query('SELECT count(*) FROM castings')).rows[0].count)
    if (have < CASTINGS) {
      say(`adding ${CASTINGS - have} generated castings (have ${have})…`)
      const started = Date.now()
      await runToEnd(
        'pnpm',
        ['exec', 'tsx', 'src/db/seed-demo.ts', '--castings', String(CASTINGS - have)],
        { label: 'seed-demo', cwd: apiRoot, env, output: { logFile: logFile('seed-demo') } },
      )
      say(`added in ${((Date.now() - started) / 1000).toFixed(1)} s`)
    }
    await pool.query('VACUUM ANALYZE castings')
    const total = Number((await pool.query('SELECT count(*) FROM castings')).rows[0].count)
    const idOf = async (type: number, value: string) => {
      const row = (
        await pool!.query('SELECT id FROM info_items WHERE type = $1 AND value = $2', [type, value])
      ).rows[0] as { id: number } | undefined
      if (!row) {
        throw new Error(
          `bench:castings: no info item "${value}" of type ${type}; the reference seed did not load (see its log)`,
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
    for (const [name, statement] of Object.entries(statements)) {
      const lines = await explain(pool, statement, `EXPLAIN ANALYZE (${name}):`, say)
      const seqScan = lines.some((line: string) => /Seq Scan on castings/.test(line))
      say(`${name}: ${seqScan ? 'sequential scan of castings' : 'index scans only on castings'}`)
    }

    const { port: apiPort } = await startBenchApi({
      apiRoot,
      env,
      logFile,
      children,
      extraEnv: {
        // Request logs would measure the log file, not the route.
        LOG_LEVEL: 'warn',
      },
    })
    const url = `http://127.0.0.1:${apiPort}/castings?${QUERY}`
    const sample = (await (await fetch(url)).json()) as {
      data: { total: number; items: unknown[] }
    }
    say(
      `${total} castings; GET /castings?${QUERY} -> ${sample.data.items.length} cards of ${sample.data.total} matches`,
    )

    say('warming up…')
    await measureApi(url, 2)
    const both = [statements.page, statements.count]
    await measureRaw(pool, both, 2)
    // Alternating rounds, so a busy neighbour on the machine hits every side alike. Two
    // controls: the route's two statements on every request (what a request costs with
    // no count cache), and the page alone (what a request costs once the count of these
    // filters is cached, as it is after the first request; see castings-list.ts).
    const rounds: Array<{ api: Figures; raw: Figures; rawPage: Figures }> = []
    for (let round = 0; round < 2; round += 1) {
      const raw = await measureRaw(pool, both, DURATION_S)
      const rawPage = await measureRaw(pool, [statements.page], DURATION_S)
      const apiFigures = await measureApi(url, DURATION_S)
      rounds.push({ api: apiFigures, raw, rawPage })
      say(
        `round ${round + 1}: API ${apiFigures.requestsPerSecond.toFixed(0)} req/s p99 ${apiFigures.p99.toFixed(1)} ms | ` +
          `raw page+count ${raw.requestsPerSecond.toFixed(0)} req/s p99 ${raw.p99.toFixed(1)} ms | ` +
          `raw page ${rawPage.requestsPerSecond.toFixed(0)} req/s p99 ${rawPage.p99.toFixed(1)} ms`,
      )
    }
    type RoundFigures = (typeof rounds)[number]
    const best = (pick: (r: RoundFigures) => number) => Math.max(...rounds.map(pick))
    const apiRps = best((r) => r.api.requestsPerSecond)
    const rawRps = best((r) => r.raw.requestsPerSecond)
    const rawPageRps = best((r) => r.rawPage.requestsPerSecond)
    const apiP99 = Math.min(...rounds.map((r) => r.api.p99))
    // Judged against the page alone: after the first request the route sends only that.
    const ratio = apiRps / rawPageRps
    const p50Of = (pick: (r: RoundFigures) => Figures) =>
      Math.min(...rounds.map((r) => pick(r).p50))
    const p99Of = (pick: (r: RoundFigures) => Figures) =>
      Math.min(...rounds.map((r) => pick(r).p99))
    const errorsOf = (pick: (r: RoundFigures) => Figures) =>
      rounds.reduce((n, r) => n + pick(r).errors, 0)
    const line = (label: string, rps: number, pick: (r: RoundFigures) => Figures) =>
      `  ${label.padEnd(34)} ${rps.toFixed(0).padStart(7)} ${p50Of(pick).toFixed(1).padStart(8)} ${p99Of(pick).toFixed(1).padStart(8)} ${String(errorsOf(pick)).padStart(7)}`
    process.stdout.write(
      [
        '',
        `GET /castings?${QUERY}`,
        `${total} castings, ${CONNECTIONS} connections, pool ${POOL}, ${DURATION_S} s rounds (best of ${rounds.length})`,
        `  ${''.padEnd(34)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
        line('API (Fastify, board on pg pool)', apiRps, (r) => r.api),
        line('raw pg, page + count', rawRps, (r) => r.raw),
        line('raw pg, page only (control)', rawPageRps, (r) => r.rawPage),
        `  throughput ${(ratio * 100).toFixed(0)} % of the control (target >= ${TARGET_RATIO * 100} %: ${verdict(ratio >= TARGET_RATIO)}); ` +
          `p99 ${apiP99.toFixed(1)} ms (target < ${TARGET_P99_MS} ms: ${verdict(apiP99 < TARGET_P99_MS)})`,
        loadAverageLine(),
        '',
      ].join('\n'),
    )
  } finally {
    await pool?.end()
    for (const child of children) await child.stop()
    await database?.stop()
    await remove()
  }
}

await main()
