// `pnpm bench`: builds the API for production, starts it on a seeded database and
// measures the reference-data routes against a bare Fastify hello-world on the same
// machine (autocannon, 100 connections). Targets (docs/decisions/0009): at least 60 % of
// hello-world's requests per second and p99 under 10 ms. A measurement, not a test:
// it always exits 0 once it has numbers.
//
// Postgres: DATABASE_URL when set (migrated and seeded in place), otherwise a throw-away
// database on a test server (@cnm/devkit/postgres: TEST_DATABASE_URL, Docker or an
// embedded Postgres in a temporary folder), dropped afterwards.
// Options: --no-build reuses dist/ as it is; BENCH_DURATION_S (20), BENCH_CONNECTIONS (100).
import { readFileSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon, { type Result } from 'autocannon'
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@cnm/devkit/postgres'
import { runToEnd, startService, waitForHttp, type Service } from '@cnm/devkit/processes'
import { freePorts } from '@cnm/embedded-pg'
import { benchApiEnv } from './database.js'

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = path.resolve(apiRoot, '../..')
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100)
const WARM_UP_S = 2
const ROUNDS = 10
// Plain requests, no Accept-Encoding: autocannon turns every body into a string, so a
// gzipped body would cost the load generator more than the uncompressed one.
const TARGET_RATIO = 0.6
const TARGET_P99_MS = 10

const say = (line: string) => process.stdout.write(`[bench] ${line}\n`)

interface Target {
  label: string
  url: string
  /** hello-world is the yardstick; a control is a bare route sending an API answer's bytes. */
  role: 'yardstick' | 'route' | 'control'
  /** The server process, whose CPU time per request is reported. */
  pid: number
}

// CPU time (user + system) of a process so far, in µs, from /proc (Linux); null elsewhere.
const TICK_US = 10_000
function cpuMicros(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
    return (Number(fields[11]) + Number(fields[12])) * TICK_US
  } catch {
    return null
  }
}

interface Round {
  result: Result
  /** Server and load-generator CPU per request, in µs (null without /proc). */
  serverCpu: number | null
  clientCpu: number
}

interface Measurement {
  /** Median over the rounds. */
  requestsPerSecond: number
  /** Median over the rounds of this route's req/s divided by hello-world's in the same round. */
  ratio: number
  /** Median over the rounds of the server's CPU time per request (µs), and of autocannon's. */
  serverCpu: number | null
  clientCpu: number
  /** Median over the rounds, and the worst round. */
  p99: number
  worstP99: number
  mean: number
  failures: number
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

const perSecond = (round: Result) => round.requests.total / (DURATION_S / ROUNDS)

function combine(rounds: readonly Round[], hello: readonly Round[]): Measurement {
  const results = rounds.map((round) => round.result)
  const total = results.reduce((sum, round) => sum + round.requests.total, 0)
  const serverCpu = rounds.map((round) => round.serverCpu)
  return {
    requestsPerSecond: median(results.map(perSecond)),
    ratio: median(
      results.map((round, index) => perSecond(round) / perSecond(hello[index]?.result ?? round)),
    ),
    serverCpu: serverCpu.every((value) => value !== null) ? median(serverCpu) : null,
    clientCpu: median(rounds.map((round) => round.clientCpu)),
    p99: median(results.map((round) => round.latency.p99)),
    worstP99: Math.max(...results.map((round) => round.latency.p99)),
    mean: results.reduce((sum, r) => sum + r.latency.average * r.requests.total, 0) / (total || 1),
    failures: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
  }
}

/**
 * Each route gets DURATION_S in ROUNDS interleaved slices (hello, infos, countries, hello,
 * …), so a burst of other work on the machine hits all of them rather than one; a route is
 * compared with hello-world round by round, and the median round is reported.
 */
async function measureAll(targets: readonly Target[]): Promise<Measurement[]> {
  const load = (url: string, duration: number) =>
    autocannon({ url, connections: CONNECTIONS, duration })
  const measure = async (target: Target, duration: number): Promise<Round> => {
    const serverBefore = cpuMicros(target.pid)
    const clientBefore = process.cpuUsage()
    const result = await load(target.url, duration)
    const client = process.cpuUsage(clientBefore)
    const serverAfter = cpuMicros(target.pid)
    const requests = result.requests.total || 1
    return {
      result,
      serverCpu:
        serverBefore === null || serverAfter === null
          ? null
          : (serverAfter - serverBefore) / requests,
      clientCpu: (client.user + client.system) / requests,
    }
  }
  // The first seconds include JIT warm-up and, for the API, filling its cache.
  for (const target of targets) await load(target.url, WARM_UP_S)
  const rounds: Round[][] = targets.map(() => [])
  for (let round = 1; round <= ROUNDS; round += 1) {
    say(`round ${round} of ${ROUNDS}…`)
    for (const [index, target] of targets.entries()) {
      rounds[index]?.push(await measure(target, DURATION_S / ROUNDS))
    }
  }
  return rounds.map((routeRounds) => combine(routeRounds, rounds[0] ?? []))
}

// Headers Node adds to every answer by itself.
const PER_CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** One answer's headers and body (base64), for hello-world.mjs to send as they are. */
function captureAnswer(url: string): Promise<{ headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const headers = Object.fromEntries(
            Object.entries(response.headers)
              .filter(([name]) => !PER_CONNECTION_HEADERS.has(name))
              .map(([name, value]) => [name, String(value)]),
          )
          resolve({ headers, body: Buffer.concat(chunks).toString('base64') })
        })
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

// Other work on the machine skews every figure; the load average says how much.
const machineLoad = () =>
  `load average ${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores`

function report(targets: readonly Target[], results: Measurement[], loadBefore: string): void {
  const helloCpu = results[0]?.serverCpu ?? null
  const rows = results.map((result, index) => {
    // The two halves of the target apart: they fail for different reasons.
    const verdict = (met: boolean) => (targets[index]?.role === 'route' ? (met ? 'yes' : 'NO') : '')
    const cpu = result.serverCpu === null ? 'n/a' : `${result.serverCpu.toFixed(0)} µs`
    const cpuRatio =
      result.serverCpu === null || helloCpu === null
        ? 'n/a'
        : `${((helloCpu / result.serverCpu) * 100).toFixed(0)} %`
    return [
      targets[index]?.label ?? '',
      Math.round(result.requestsPerSecond).toLocaleString('en-US'),
      `${result.p99} ms (worst ${result.worstP99})`,
      `${result.mean.toFixed(2)} ms`,
      index === 0 ? '100 %' : `${(result.ratio * 100).toFixed(0)} %`,
      cpu,
      index === 0 ? '100 %' : cpuRatio,
      `${result.clientCpu.toFixed(0)} µs`,
      String(result.failures),
      verdict(result.ratio >= TARGET_RATIO),
      verdict(result.p99 < TARGET_P99_MS),
    ]
  })
  const header = [
    'route',
    'req/s',
    'p99',
    'mean',
    'vs hello',
    'server CPU/req',
    'CPU vs hello',
    'autocannon CPU/req',
    'failed',
    `>= ${TARGET_RATIO * 100} %`,
    `p99 < ${TARGET_P99_MS} ms`,
  ]
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)),
  )
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')
  process.stdout.write(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n`)
  for (const row of rows) process.stdout.write(`${line(row)}\n`)
  process.stdout.write(
    `\n${CONNECTIONS} connections, ${DURATION_S} s per route in ${ROUNDS} interleaved rounds ` +
      `after ${WARM_UP_S} s warm-up; ` +
      `target: >= ${TARGET_RATIO * 100} % of hello-world and p99 < ${TARGET_P99_MS} ms.\n` +
      `Figures are medians of the rounds; "vs hello" compares each round with hello-world's.\n` +
      `Server and autocannon share the cores: a route whose answers cost autocannon more to ` +
      `read gets fewer req/s than its server CPU alone explains.\n` +
      `The control is a bare Fastify route sending the country list's exact headers and ` +
      `bytes: about the most any server gets for that answer here.\n` +
      // Little's law: with every connection busy, mean latency = connections / throughput.
      `At ${CONNECTIONS} connections a p99 under ${TARGET_P99_MS} ms needs well over ` +
      `${Math.round((CONNECTIONS * 1000) / TARGET_P99_MS).toLocaleString('en-US')} req/s.\n` +
      `Machine: ${loadBefore} before, ${machineLoad()} after.\n`,
  )
}

async function main(): Promise<void> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'cnm-bench-'))
  const output = (name: string) => ({ logFile: path.join(workDir, `${name}.log`) })
  const children: Service[] = []
  let database: ThrowAwayDatabase | undefined
  try {
    if (process.argv.includes('--no-build')) {
      say('using the existing dist/ (--no-build)')
    } else {
      say('building the API (pnpm --filter @cnm/api build)…')
      await runToEnd('pnpm', ['--filter', '@cnm/api', 'build'], {
        label: 'build',
        cwd: repoRoot,
        env: process.env,
        output: output('build'),
      })
    }

    let databaseUrl = process.env.DATABASE_URL
    if (!databaseUrl) {
      say('starting a throw-away database…')
      database = await createThrowAwayDatabase('cnmbench_')
      databaseUrl = database.url
      say(`database: ${database.source}`)
    }
    const env = { ...process.env, DATABASE_URL: databaseUrl }
    say('migrating and seeding…')
    await runToEnd('node', ['tooling/prisma-wasm-engine/bin/prisma.mjs', 'migrate', 'deploy'], {
      label: 'migrate',
      cwd: repoRoot,
      env,
      output: output('migrate'),
    })
    const seedStarted = Date.now()
    await runToEnd('node', ['dist/db/seed.js'], {
      label: 'seed',
      cwd: apiRoot,
      env,
      output: output('seed'),
    })
    say(`seed finished in ${Date.now() - seedStarted} ms (process included)`)

    const [apiPort, helloPort] = (await freePorts(2)) as [number, number]
    const api = startService('node', ['dist/server.js'], {
      label: 'api',
      cwd: apiRoot,
      output: output('api'),
      env: await benchApiEnv(env, apiPort),
    })
    children.push(api)
    await waitForHttp(`http://127.0.0.1:${apiPort}/health`, { service: api, timeoutMs: 30_000 })
    const captureFile = path.join(workDir, 'country-list.json')
    await writeFile(
      captureFile,
      JSON.stringify(await captureAnswer(`http://127.0.0.1:${apiPort}/infos/country-list`)),
    )
    const hello = startService('node', ['bench/hello-world.mjs', String(helloPort), captureFile], {
      label: 'hello-world',
      cwd: apiRoot,
      env: process.env,
      output: output('hello'),
    })
    children.push(hello)
    await waitForHttp(`http://127.0.0.1:${helloPort}/`, { service: hello, timeoutMs: 30_000 })

    const pidOf = (child: Service) => child.pid ?? 0
    const targets: Target[] = [
      {
        label: 'hello-world (bare Fastify)',
        url: `http://127.0.0.1:${helloPort}/`,
        pid: pidOf(hello),
        role: 'yardstick',
      },
      {
        label: 'GET /infos?type=7',
        url: `http://127.0.0.1:${apiPort}/infos?type=7`,
        pid: pidOf(api),
        role: 'route',
      },
      {
        label: 'GET /infos/country-list',
        url: `http://127.0.0.1:${apiPort}/infos/country-list`,
        pid: pidOf(api),
        role: 'route',
      },
      {
        // Not front-cached: a cheap answer through Fastify's hooks (CORS, security headers).
        label: 'GET /infos/flags/KR.svg',
        url: `http://127.0.0.1:${apiPort}/infos/flags/KR.svg`,
        pid: pidOf(api),
        role: 'route',
      },
      {
        label: 'bare Fastify, country-list bytes',
        url: `http://127.0.0.1:${helloPort}/same-bytes`,
        pid: pidOf(hello),
        role: 'control',
      },
    ]
    const loadBefore = machineLoad()
    report(targets, await measureAll(targets), loadBefore)
  } finally {
    for (const child of children.reverse()) await child.stop()
    await database?.drop()
    await rm(workDir, { recursive: true, force: true })
  }
}

await main()
