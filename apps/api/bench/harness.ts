// The parts every route bench shares (models, castings, partners, my-castings, rankings,
// threads): the autocannon run against the API, the control that sends the route's SQL
// straight through `pg` from as many concurrent callers, EXPLAIN output and the verdicts.
// Each script keeps its own seeding, queries and report.
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import type pg from 'pg'
import { freePort } from '@cnm/embedded-pg'
import { runToEnd, startService, waitForHttp, type Service } from '@cnm/devkit/processes'
import { benchApiEnv } from './database.js'

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
