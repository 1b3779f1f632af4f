// The parts every route bench shares (models, castings, partners, my-castings, rankings,
// threads): `runBench` (settings from BENCH_*, the database, the reference data, the raw
// pool, the API, stopping it all), the autocannon run against the API, the control that
// sends the route's SQL straight through `pg` from as many concurrent callers, alternating
// rounds, EXPLAIN output, the report's table and the verdicts. Each script keeps only what it
// measures: its own rows, queries and report lines.
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import pg from 'pg'
import { freePort } from '@cnm/embedded-pg'
import { runToEnd, startService, waitForHttp, type Service } from '@cnm/devkit/processes'
import { benchApiEnv, prepareBenchDatabase, type BenchDatabase } from './database.js'

export interface Figures {
  requestsPerSecond: number
  p50: number
  p99: number
  errors: number
  /** Requests answered (autocannon) or control calls completed (pg). */
  count: number
}

export interface Statement {
  text: string
  values?: readonly unknown[]
}

/** `connections` concurrent clients on the API for `duration` seconds. */
export async function measureApi(options: {
  url: string
  connections: number
  duration: number
  headers?: Record<string, string>
  /** Paths to cycle through, one per request (autocannon's `requests`). */
  paths?: readonly string[]
}): Promise<Figures> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    ...(options.headers && { headers: options.headers }),
    ...(options.paths && {
      requests: options.paths.map((path) => ({ method: 'GET', path })),
    }),
  })
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    count: result.requests.total,
  }
}

/**
 * The control: `connections` callers each running `call` in a loop for `duration` seconds,
 * the database's own limit for what the route sends. A call that throws counts as an error.
 */
export async function measureRaw(
  options: { connections: number; duration: number },
  call: () => Promise<unknown>,
): Promise<Figures> {
  const latencies: number[] = []
  let errors = 0
  const deadline = Date.now() + options.duration * 1000
  const caller = async () => {
    while (Date.now() < deadline) {
      const started = performance.now()
      try {
        await call()
        latencies.push(performance.now() - started)
      } catch {
        errors += 1
      }
    }
  }
  const started = Date.now()
  await Promise.all(Array.from({ length: options.connections }, caller))
  const seconds = (Date.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))] ?? 0
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    count: latencies.length,
  }
}

/** What a route does per request: its statements at once. */
export const sendAtOnce = (pool: pg.Pool, statements: readonly Statement[]) =>
  Promise.all(
    statements.map((statement) => pool.query(statement.text, statement.values as unknown[])),
  )

/** EXPLAIN (ANALYZE, BUFFERS) of one statement, printed indented; returns the plan's lines. */
export async function explain(
  pool: pg.Pool,
  statement: Statement,
  heading: string,
  say: (line: string) => void,
): Promise<string[]> {
  const plan = await pool.query(
    `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
    statement.values as unknown[],
  )
  const lines = plan.rows.map((row: Record<string, string>) => row['QUERY PLAN'] ?? '')
  say(heading)
  for (const line of lines) process.stdout.write(`    ${line}\n`)
  return lines
}

/** A target's verdict as the reports print it. */
export const verdict = (met: boolean) => (met ? 'met' : 'MISSED')

/** The last line of every report: a busy machine skews both sides. */
export const loadAverageLine = () =>
  `  load average during the run: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} (other work on the machine skews both sides)`

/**
 * Starts the API (`tsx src/server.ts`) on a free port against the bench's database, its log
 * in the bench's folder, adds it to `children` (stopped by the bench's `finally`) and waits
 * for /health.
 */
export async function startBenchApi(options: {
  apiRoot: string
  env: NodeJS.ProcessEnv
  logFile: (name: string) => string
  children: Service[]
  /** Variables on top of benchApiEnv's (LOG_LEVEL, JOB_WORKERS...). */
  extraEnv: Record<string, string>
}): Promise<{ port: number; service: Service }> {
  const port = await freePort()
  const service = startService('pnpm', ['exec', 'tsx', 'src/server.ts'], {
    label: 'api',
    cwd: options.apiRoot,
    output: { logFile: options.logFile('api') },
    env: await benchApiEnv(options.env, port, options.extraEnv),
  })
  options.children.push(service)
  await waitForHttp(`http://127.0.0.1:${port}/health`, { service, timeoutMs: 60_000 })
  return { port, service }
}

/**
 * The bench's own temporary folder (logs, an embedded Postgres' data), readable by the
 * postgres user (0755), and `logFile(name)` inside it. Remove it in the bench's `finally`.
 */
export async function benchWorkDir(name: string) {
  const workDir = await mkdtemp(path.join(tmpdir(), `cnm-bench-${name}-`))
  await chmod(workDir, 0o755)
  return {
    workDir,
    logFile: (log: string) => path.join(workDir, `${log}.log`),
    remove: () => rm(workDir, { recursive: true, force: true }),
  }
}

/** The reference data (info lists) every route reads: `tsx src/db/seed.ts`. */
export async function seedReferenceData(options: {
  apiRoot: string
  env: NodeJS.ProcessEnv
  logFile: (name: string) => string
  say: (line: string) => void
}): Promise<void> {
  options.say('loading reference data…')
  await runToEnd('pnpm', ['exec', 'tsx', 'src/db/seed.ts'], {
    label: 'seed',
    cwd: options.apiRoot,
    env: options.env,
    output: { logFile: options.logFile('seed') },
  })
}

/** A whole-number setting from the environment (BENCH_*), `fallback` when unset. */
export function envNumber(name: string, fallback: number): number {
  const text = process.env[name]
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name}=${text} is not a number; unset it for ${fallback} or give a count`)
  }
  return value
}

/** What a bench's `body` works with: its database, its settings and the measuring tools. */
export interface Bench {
  say: (line: string) => void
  apiRoot: string
  workDir: string
  logFile: (name: string) => string
  /** `process.env` with DATABASE_URL set to the bench's database. */
  env: NodeJS.ProcessEnv
  databaseUrl: string
  /** The raw pool of the controls (`poolSize` connections). */
  pool: pg.Pool
  /** BENCH_DURATION_S: seconds of one measurement. */
  durationS: number
  /** BENCH_CONNECTIONS (50): autocannon's connections, and the control's callers. */
  connections: number
  /** BENCH_POOL (10): the raw pool's size (the API's pools have the same). */
  poolSize: number
  /** `50 connections, pool 10, 10 s per measurement` for the report's heading. */
  settingsText: string
  /** The API at `target` (a URL, or requests to cycle through) for `duration` seconds. */
  measureApi: (
    target: string | { url: string; paths?: readonly string[]; headers?: Record<string, string> },
    duration: number,
  ) => Promise<Figures>
  /** The control: `call` from `connections` callers for `duration` seconds. */
  measureRaw: (call: () => Promise<unknown>, duration: number) => Promise<Figures>
  /** The control of a route that sends `statements` at once. */
  measureStatements: (statements: readonly Statement[], duration: number) => Promise<Figures>
  /** Starts the API (LOG_LEVEL=warn: request logs would measure the log file); its base URL. */
  startApi: (extraEnv?: Record<string, string>) => Promise<{ base: string; service: Service }>
  /** Runs `stop` when the bench ends, before the database goes (last added, first run). */
  onStop: (stop: () => Promise<unknown>) => void
  /** Prints the report: a blank line, `lines`, the load average, a blank line. */
  report: (lines: readonly string[]) => void
}

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * Runs one route bench: its folder, its migrated database (DATABASE_URL, or a throw-away
 * one), the reference data unless `referenceData: false`, the raw pool; then `body`; then
 * stops whatever it started, however it ended. A failure is printed and exits 1.
 */
export async function runBench(
  options: {
    /** `castings` for `[bench:castings]` and the folder `cnm-bench-castings-…`. */
    name: string
    /** BENCH_DURATION_S when unset. */
    durationS: number
    referenceData?: boolean
    /** The raw pool's size when BENCH_POOL does not apply to this bench. */
    poolSize?: number
  },
  body: (bench: Bench) => Promise<void>,
): Promise<void> {
  const say = (line: string) => process.stdout.write(`[bench:${options.name}] ${line}\n`)
  const durationS = envNumber('BENCH_DURATION_S', options.durationS)
  const connections = envNumber('BENCH_CONNECTIONS', 50)
  const poolSize = options.poolSize ?? envNumber('BENCH_POOL', 10)
  const { workDir, logFile, remove } = await benchWorkDir(options.name)
  const children: Service[] = []
  const stops: Array<() => Promise<unknown>> = []
  let database: BenchDatabase | undefined
  let pool: pg.Pool | undefined
  try {
    database = await prepareBenchDatabase({
      repoRoot: path.resolve(apiRoot, '../..'),
      workDir,
      logFile,
      say,
    })
    const databaseUrl = database.url
    const env = { ...process.env, DATABASE_URL: databaseUrl }
    if (options.referenceData !== false) await seedReferenceData({ apiRoot, env, logFile, say })
    const raw = new pg.Pool({ connectionString: databaseUrl, max: poolSize })
    pool = raw
    const measureRawCall = (call: () => Promise<unknown>, duration: number) =>
      measureRaw({ connections, duration }, call)
    await body({
      say,
      apiRoot,
      workDir,
      logFile,
      env,
      databaseUrl,
      pool: raw,
      durationS,
      connections,
      poolSize,
      settingsText: `${connections} connections, pool ${poolSize}, ${durationS} s per measurement`,
      measureApi: (target, duration) =>
        measureApi({
          ...(typeof target === 'string' ? { url: target } : target),
          connections,
          duration,
        }),
      measureRaw: measureRawCall,
      measureStatements: (statements, duration) =>
        measureRawCall(() => sendAtOnce(raw, statements), duration),
      startApi: async (extraEnv = {}) => {
        const { port, service } = await startBenchApi({
          apiRoot,
          env,
          logFile,
          children,
          extraEnv: { LOG_LEVEL: 'warn', ...extraEnv },
        })
        return { base: `http://127.0.0.1:${port}`, service }
      },
      onStop: (stop) => {
        stops.push(stop)
      },
      report: (lines) => {
        process.stdout.write(['', ...lines, loadAverageLine(), ''].join('\n'))
      },
    })
  } catch (error) {
    process.stderr.write(
      `[bench:${options.name}] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n` +
        `The logs (migrate, seed, api) are in ${workDir} while it runs; Postgres comes from ` +
        'DATABASE_URL, else a throw-away database (TEST_DATABASE_URL, Docker or a local cluster).\n',
    )
    process.exitCode = 1
  } finally {
    await pool?.end()
    for (const stop of stops.reverse()) await stop()
    for (const child of children.reverse()) await child.stop()
    await database?.stop()
    await remove()
  }
}

/**
 * Measures every side of `sides` once per round, in turn, for `rounds` rounds, so a busy
 * neighbour on the machine hits every side alike; says each round's figures.
 */
export async function alternatingRounds<K extends string, F extends Figures>(
  sides: Record<K, { label: string; measure: () => Promise<F> }>,
  say: (line: string) => void,
  rounds = 2,
): Promise<Record<K, F>> {
  const keys = Object.keys(sides) as K[]
  const measured = Object.fromEntries(keys.map((key) => [key, [] as F[]])) as Record<K, F[]>
  for (let round = 0; round < rounds; round += 1) {
    const parts: string[] = []
    for (const key of keys) {
      const figures = await sides[key].measure()
      measured[key].push(figures)
      parts.push(
        `${sides[key].label} ${figures.requestsPerSecond.toFixed(0)} req/s p50 ${figures.p50.toFixed(1)} ms p99 ${figures.p99.toFixed(1)} ms`,
      )
    }
    say(`round ${round + 1}: ${parts.join(' | ')}`)
  }
  return Object.fromEntries(keys.map((key) => [key, bestOf(measured[key])])) as Record<K, F>
}

/**
 * The best of several measurements of one side: the round with the highest req/s (and its
 * other fields), the lowest p50 and p99 seen, the errors and counts of all rounds.
 */
export function bestOf<F extends Figures>(figures: readonly F[]): F {
  const top = figures.reduce((best, one) =>
    one.requestsPerSecond > best.requestsPerSecond ? one : best,
  )
  return {
    ...top,
    p50: Math.min(...figures.map((f) => f.p50)),
    p99: Math.min(...figures.map((f) => f.p99)),
    errors: figures.reduce((n, f) => n + f.errors, 0),
    count: figures.reduce((n, f) => n + f.count, 0),
  }
}

/** The report's table: one row per side (req/s, p50, p99, errors) and what `note` adds. */
export function figuresTable(
  rows: ReadonlyArray<{ label: string; figures: Figures; note?: string }>,
): string[] {
  const width = Math.max(34, ...rows.map((row) => row.label.length))
  return [
    `  ${''.padEnd(width)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
    ...rows.map(
      ({ label, figures, note }) =>
        `  ${label.padEnd(width)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} ${figures.p50.toFixed(1).padStart(8)} ${figures.p99.toFixed(1).padStart(8)} ${String(figures.errors).padStart(7)}` +
        (note ? `  ${note}` : ''),
    ),
  ]
}

/** `have` rows of `table`, topped up to `want` by `seed-demo.ts <flag> n`; the rows after. */
export async function topUpDemoRows(
  bench: Bench,
  options: { table: string; want: number; flag: string; noun: string },
): Promise<number> {
  const count = async () =>
    Number((await bench.pool.query(`SELECT count(*) FROM ${options.table}`)).rows[0].count)
  const have = await count()
  if (have < options.want) {
    bench.say(`adding ${options.want - have} ${options.noun} (have ${have})…`)
    const started = Date.now()
    await runToEnd(
      'pnpm',
      ['exec', 'tsx', 'src/db/seed-demo.ts', options.flag, String(options.want - have)],
      {
        label: 'seed-demo',
        cwd: bench.apiRoot,
        env: bench.env,
        output: { logFile: bench.logFile('seed-demo') },
      },
    )
    bench.say(`added in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  await bench.pool.query(`VACUUM ANALYZE ${options.table}`)
  return count()
}

/** EXPLAIN ANALYZE of each statement, and whether it scanned `table` sequentially. */
export async function explainEach(
  bench: Bench,
  statements: Record<string, Statement>,
  table: string,
): Promise<void> {
  for (const [name, statement] of Object.entries(statements)) {
    const lines = await explain(bench.pool, statement, `EXPLAIN ANALYZE (${name}):`, bench.say)
    const seqScan = lines.some((line) => line.includes(`Seq Scan on ${table}`))
    bench.say(
      `${name}: ${seqScan ? `SEQUENTIAL SCAN of ${table} (target missed)` : `index scans only on ${table}`}`,
    )
  }
}

/**
 * A paged list whose count is cached after the first request (GET /models, GET /castings):
 * after a warm-up, alternating rounds of the API beside two controls, the route's page and
 * count on every request (no count cache) and the page alone (what a request costs once the
 * count of these filters is cached). Returns the report's lines, judged against the page
 * alone: >= 60 % of its throughput and p99 < 50 ms (issues #14 and #15).
 */
export async function measurePagedList(
  bench: Bench,
  options: { url: string; statements: { page: Statement; count: Statement }; apiLabel: string },
): Promise<{ lines: string[] }> {
  const { url, statements } = options
  const both = [statements.page, statements.count]
  bench.say('warming up…')
  await bench.measureApi(url, 2)
  await bench.measureStatements(both, 2)
  const best = await alternatingRounds(
    {
      raw: {
        label: 'raw page+count',
        measure: () => bench.measureStatements(both, bench.durationS),
      },
      rawPage: {
        label: 'raw page',
        measure: () => bench.measureStatements([statements.page], bench.durationS),
      },
      api: { label: 'API', measure: () => bench.measureApi(url, bench.durationS) },
    },
    bench.say,
  )
  const ratio = best.api.requestsPerSecond / best.rawPage.requestsPerSecond
  const [targetRatio, targetP99] = [0.6, 50]
  return {
    lines: [
      ...figuresTable([
        { label: options.apiLabel, figures: best.api },
        { label: 'raw pg, page + count', figures: best.raw },
        { label: 'raw pg, page only (control)', figures: best.rawPage },
      ]),
      `  throughput ${(ratio * 100).toFixed(0)} % of the control (target >= ${targetRatio * 100} %: ${verdict(ratio >= targetRatio)}); ` +
        `p99 ${best.api.p99.toFixed(1)} ms (target < ${targetP99} ms: ${verdict(best.api.p99 < targetP99)})`,
    ],
  }
}

/**
 * A model account (`'model' || mark`) with one published profile named `stageName`: the one
 * model the partners and pay-record benches book over and over.
 */
export async function benchModel(
  pool: pg.Pool,
  mark: string,
  stageName = 'Bench Model',
): Promise<{ modelId: number; profileId: number }> {
  const model = await pool.query<{ id: number }>(
    `INSERT INTO users (email, login_type, service_type, updated_at) VALUES ('model' || $1, 1, 1, now())
     RETURNING id`,
    [mark],
  )
  const modelId = model.rows[0]!.id
  const profile = await pool.query<{ id: number }>(
    `INSERT INTO model_profiles (owner_id, stage_name, status, updated_at)
     VALUES ($1, $2, 'published', now()) RETURNING id`,
    [modelId, stageName],
  )
  return { modelId, profileId: profile.rows[0]!.id }
}
