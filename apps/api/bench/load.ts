// `pnpm --filter @cnm/api load`: N virtual users (LOAD_USERS, 200) keep one API process busy
// on loopback for LOAD_DURATION_S (60) with the mixed traffic of load-scenarios.ts, then
// print req/s and p99 per route. Passes (exit 0) only with zero 5xx, zero failed requests
// and zero lost writes: every write the API answered is found in the database.
//
// It runs the API from source in production mode (tsx src/server.ts) on a database of its
// own (LOAD_DATABASE_URL or TEST_DATABASE_URL: a server where it may CREATE DATABASE; the
// database is dropped afterwards), with per-IP limits on and each user on its own address
// behind TRUST_PROXY=1. LOAD_REDIS_URL (e.g. redis://127.0.0.1:6379) puts the limits in
// Redis under a prefix of this run's own. A measurement on a shared machine: compare runs
// with the machine's load average, which it prints.
//
// LOAD_STACK=production runs the same users against the production shape instead (issue #30,
// ADR 0038): nginx in front of two API instances from the build (`pnpm build` first), limits
// in Redis (LOAD_REDIS_URL, default redis://127.0.0.1:6379), each user connecting from an
// address of its own on 127.0.0.0/8 (nginx passes the real peer address, so a spoofed
// X-Forwarded-For would count nothing), and instance 1 restarted (SIGTERM, then started
// again) halfway through. The single-process run above is its control.
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import bcrypt from 'bcrypt'
import { API_PATHS, bearer } from '@cnm/contracts'
import { createPrismaClient } from '../src/db/prisma.js'
import { seedDemoProfiles } from '../src/db/demo/demo-profiles.js'
import { seedReferenceData } from '../src/db/seed-data/seed-reference-data.js'
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
} from '@cnm/devkit/databases'
import { startPostgresServer, type PostgresServer } from '@cnm/devkit/postgres'
import { createUser } from '../test/helpers/factories.js'
import {
  LEDGER_CHECKS,
  SCENARIOS,
  logIn,
  type Answer,
  type Ledger,
  type VirtualUser,
} from './load-scenarios.js'
import { freePort } from '@cnm/embedded-pg'
import { runToEnd, startService, waitForHttp, type Service } from '@cnm/devkit/processes'
import { startProductionShape, type ProductionShape } from '@cnm/devkit/production'

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = path.resolve(apiRoot, '../..')
const USERS = Number(process.env.LOAD_USERS ?? 200)
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 60)
const PROFILES = Number(process.env.LOAD_PROFILES ?? 300)
/** A server where this user may CREATE DATABASE; unset: a throw-away local one (devkit). */
const SERVER_URL = process.env.LOAD_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const STACK = process.env.LOAD_STACK ?? 'single'
if (STACK !== 'single' && STACK !== 'production') {
  throw new Error(`LOAD_STACK must be "single" (the default) or "production"; got "${STACK}"`)
}
const REDIS_URL =
  process.env.LOAD_REDIS_URL ?? (STACK === 'production' ? 'redis://127.0.0.1:6379' : undefined)
const PASSWORD = 'Load-test-pass1!'
// The lowest cost allowed outside tests: log-in stays the most expensive route.
const BCRYPT_COST = 10

// The control: the same users and client against a bare Fastify hello-world, for a while.
const CONTROL_S = Math.min(10, DURATION_S)

const say = (line: string) => process.stdout.write(`[load] ${line}\n`)

interface RouteStats {
  latencies: number[]
  statuses: Map<number, number>
  errors: number
}

const stats = new Map<string, RouteStats>()
function record(label: string, ms: number, status: number | null): void {
  let entry = stats.get(label)
  if (!entry) {
    entry = { latencies: [], statuses: new Map(), errors: 0 }
    stats.set(label, entry)
  }
  entry.latencies.push(ms)
  if (status === null) entry.errors += 1
  else entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1)
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

/**
 * A user's own client address: behind nginx a real peer address on 127.0.0.0/8 (Linux answers
 * on all of it); straight to the API, X-Forwarded-For from TEST-NET-2 with TRUST_PROXY=1.
 */
const addressOf = (index: number) =>
  STACK === 'production'
    ? `127.18.${Math.floor(index / 250) % 256}.${(index % 250) + 1}`
    : `198.18.${Math.floor(index / 250) % 256}.${(index % 250) + 1}`

/**
 * Requests sent again because the keep-alive connection they went out on was closed by the
 * other side before any answer (nginx's old workers close idle client connections on a reload).
 * Browsers resend such a request on a new connection, whatever its method, and Node's docs
 * advise the same (`request.reusedSocket`); the run does it once and prints how often.
 */
let resent = 0

/** One request from `agent` (keep-alive, bound to the user's address); status and body text. */
function request(
  agent: http.Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  retried = false,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    let answered = false
    const call = http.request(url, { agent, method, headers }, (response) => {
      answered = true
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }))
      response.on('error', reject)
    })
    call.on('error', (error: NodeJS.ErrnoException) => {
      const closedUnderUs = error.code === 'ECONNRESET' || error.code === 'EPIPE'
      if (call.reusedSocket && closedUnderUs && !answered && !retried) {
        resent += 1
        resolve(request(agent, url, method, headers, body, true))
      } else reject(error)
    })
    call.end(body)
  })
}

function makeUser(index: number, base: string, email: string): VirtualUser {
  const ip = addressOf(index)
  const agent = new http.Agent({
    keepAlive: true,
    ...(STACK === 'production' ? { localAddress: ip } : {}),
  })
  const user: VirtualUser = {
    index,
    ip,
    email,
    password: PASSWORD,
    token: null,
    async send(label, method, urlPath, options = {}) {
      const token = options.token === undefined ? user.token : options.token
      const headers: Record<string, string> =
        STACK === 'production' ? {} : { 'x-forwarded-for': ip }
      if (token) headers.authorization = bearer(token)
      if (options.body !== undefined) headers['content-type'] = 'application/json'
      const started = performance.now()
      try {
        const body = options.body === undefined ? undefined : JSON.stringify(options.body)
        const response = await request(agent, `${base}${urlPath}`, method, headers, body)
        record(label, performance.now() - started, response.status)
        let parsed: Answer['body'] = null
        try {
          parsed = response.text ? (JSON.parse(response.text) as Answer['body']) : null
        } catch {
          // nginx's own error pages are HTML; the status says what happened.
        }
        return { status: response.status, body: parsed }
      } catch {
        record(label, performance.now() - started, null)
        return { status: 0, body: null }
      }
    },
    openStream(label, urlPath, holdMs) {
      // A connection of its own, as a browser's EventSource holds one; the latency recorded
      // is the time to the stream's first bytes. A stream the server ends early (an instance
      // shutting down) is what EventSource reconnects from, not a failure.
      const started = performance.now()
      return new Promise((resolve) => {
        const stream = http.get(
          `${base}${urlPath}`,
          {
            headers: STACK === 'production' ? {} : { 'x-forwarded-for': ip },
            ...(STACK === 'production' ? { localAddress: ip } : {}),
          },
          (response) => {
            let first = true
            response.on('data', () => {
              if (!first) return
              first = false
              record(label, performance.now() - started, response.statusCode ?? 0)
              setTimeout(() => stream.destroy(), holdMs)
            })
            response.on('close', () => {
              if (first) record(label, performance.now() - started, response.statusCode ?? 0)
              resolve()
            })
          },
        )
        stream.on('error', () => {
          record(label, performance.now() - started, null)
          resolve()
        })
      })
    },
  }
  return user
}

const totalWeight = SCENARIOS.reduce((sum, scenario) => sum + scenario.weight, 0)
function pickScenario() {
  let roll = Math.random() * totalWeight
  for (const scenario of SCENARIOS) {
    roll -= scenario.weight
    if (roll < 0) return scenario
  }
  return SCENARIOS[0] as (typeof SCENARIOS)[number]
}

function report(durationS: number): { fiveHundreds: number; failed: number } {
  let fiveHundreds = 0
  let failed = 0
  let total = 0
  const rows = [...stats.entries()].sort(([a], [b]) => a.localeCompare(b))
  say(
    `${'route'.padEnd(32)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  statuses`,
  )
  for (const [label, entry] of rows) {
    const sorted = [...entry.latencies].sort((a, b) => a - b)
    const statuses = [...entry.statuses.entries()].sort(([a], [b]) => a - b)
    for (const [status, count] of statuses) if (status >= 500) fiveHundreds += count
    failed += entry.errors
    total += sorted.length
    const statusText = statuses.map(([status, count]) => `${status}×${count}`).join(' ')
    say(
      `${label.padEnd(32)} ${(sorted.length / durationS).toFixed(1).padStart(8)} ` +
        `${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)}  ` +
        `${statusText}${entry.errors ? ` failed×${entry.errors}` : ''}`,
    )
  }
  say(`all routes: ${(total / durationS).toFixed(1)} req/s, ${total} requests`)
  return { fiveHundreds, failed }
}

/** Every user runs `step` back to back until the time is up; the seconds it took. */
async function drive(
  seconds: number,
  users: readonly VirtualUser[],
  step: (user: VirtualUser) => Promise<unknown>,
): Promise<number> {
  stats.clear()
  const started = Date.now()
  const deadline = started + seconds * 1000
  await Promise.all(
    users.map(async (user) => {
      while (Date.now() < deadline) await step(user)
    }),
  )
  return (Date.now() - started) / 1000
}

async function runControl(logDir: string, userCount: number): Promise<void> {
  const port = await freePort()
  const hello = startService(process.execPath, ['bench/hello-world.mjs', String(port)], {
    label: 'hello-world',
    cwd: apiRoot,
    env: { PATH: process.env.PATH },
    output: { logFile: path.join(logDir, 'hello-world.log') },
  })
  try {
    const base = `http://127.0.0.1:${port}`
    await waitForHttp(`${base}/`, { service: hello, timeoutMs: 30_000 })
    const users = Array.from({ length: userCount }, (_, i) => makeUser(i, base, ''))
    const elapsedS = await drive(CONTROL_S, users, (user) =>
      user.send('control: hello-world GET /', 'GET', '/'),
    )
    say(`control, same users and client for ${CONTROL_S} s:`)
    report(elapsedS)
  } finally {
    await hello.stop()
  }
}

async function main(): Promise<number> {
  // No settings on a fresh clone: an embedded Postgres of its own, root-safe (issue #24).
  const server: PostgresServer = SERVER_URL
    ? { kind: 'TEST_DATABASE_URL', adminUrl: SERVER_URL, stop: async () => {} }
    : await startPostgresServer()
  const ADMIN_URL = server.adminUrl
  const runId = randomBytes(4).toString('hex')
  const logDir = await mkdtemp(path.join(tmpdir(), 'cnm-load-'))
  const database = uniqueDatabaseName('cnmload_', 'load')
  const url = databaseUrl(ADMIN_URL, database)
  const prisma = createPrismaClient(url, { maxConnections: 4 })
  let api: Service | undefined
  let shape: ProductionShape | undefined
  let passed = false
  try {
    say(`database ${database}: migrating and seeding…`)
    await createDatabase(ADMIN_URL, database)
    const env = { ...process.env, DATABASE_URL: url, CHECKPOINT_DISABLE: '1' }
    const prismaCli = 'tooling/prisma-wasm-engine/bin/prisma.mjs'
    await runToEnd(process.execPath, [prismaCli, 'migrate', 'deploy'], {
      label: 'migrate',
      cwd: repoRoot,
      env,
      output: { logFile: path.join(logDir, 'migrate.log') },
    })
    await seedReferenceData(prisma)
    // Published demo profiles (no photos: the directory's queries are what is measured).
    await seedDemoProfiles(prisma, { count: PROFILES, realLikes: true })
    const passwordHash = await bcrypt.hash(PASSWORD, BCRYPT_COST)
    const emails = Array.from({ length: USERS }, (_, i) => `load-${runId}-${i}@example.com`)
    for (const email of emails) await createUser(prisma, { email, passwordHash })

    const secret = () => randomBytes(32).toString('base64')
    const apiEnv = {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      JWT_SECRET: secret(),
      COOKIE_SECRET: secret(),
      SIGNUP_TICKET_SECRET: secret(),
      // Nothing listens there: the outbox keeps notices queued, which is fine here.
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: '1',
      MAIL_FROM: 'Load <load@example.com>',
      BCRYPT_COST: String(BCRYPT_COST),
      ...(REDIS_URL ? { REDIS_URL, REDIS_KEY_PREFIX: `cnm-load:${runId}:` } : {}),
    }
    let base: string
    if (STACK === 'production') {
      say('the production shape: nginx, two API instances from the build, s3rver…')
      shape = await startProductionShape({
        env: apiEnv,
        apiDir: apiRoot,
        webRoot: path.join(repoRoot, 'apps/web/dist'),
        runDir: path.join(logDir, 'run'),
        logsDir: logDir,
        log: (line) => say(line),
      })
      base = `${shape.webUrl}/api`
    } else {
      const port = await freePort()
      api = startService(path.join(apiRoot, 'node_modules/.bin/tsx'), ['src/server.ts'], {
        label: 'api',
        cwd: apiRoot,
        output: { logFile: path.join(logDir, 'api.log') },
        env: {
          ...apiEnv,
          HOST: '127.0.0.1',
          PORT: String(port),
          WEB_ORIGIN: 'http://localhost:5173',
          API_PUBLIC_URL: `http://127.0.0.1:${port}`,
          TRUST_PROXY: '1',
          // No proxy in front to drain.
          SHUTDOWN_DRAIN_MS: '0',
        },
      })
      base = `http://127.0.0.1:${port}`
      await waitForHttp(`${base}${API_PATHS.HEALTH}`, { service: api, timeoutMs: 60_000 })
    }
    say(
      `API up; ${USERS} users for ${DURATION_S} s${REDIS_URL ? ', limits in Redis' : ''}` +
        (shape ? ', instance 1 restarted halfway' : ''),
    )

    const ledger: Ledger = {
      sessionsOpened: new Set(),
      sessionsClosed: new Set(),
      messagesSent: new Set(),
      profilesSeen: [],
      likes: new Map(),
    }
    const users = emails.map((email, i) => makeUser(i, base, email))
    // Everyone logs in first (not timed), as a page load with a saved session would not.
    await Promise.all(users.map((user) => logIn(user, ledger)))

    const loadAverageBefore = loadavg()[0] ?? 0
    // Behind nginx, instance 1 is stopped (SIGTERM: it finishes what it took) and started
    // again halfway: users must not see a 5xx or lose a write.
    const restart = shape
      ? new Promise<void>((resolve) => setTimeout(resolve, (DURATION_S * 1000) / 2)).then(
          async () => {
            const started = performance.now()
            say('restarting instance 1…')
            await shape!.restartInstance(0)
            const seconds = (performance.now() - started) / 1000
            say(`instance 1 back after ${seconds.toFixed(1)} s`)
            return seconds
          },
        )
      : Promise.resolve(0)
    const elapsedS = await drive(DURATION_S, users, (user) =>
      pickScenario().run(user, ledger, runId),
    )
    await restart
    const loadAverageAfter = loadavg()[0] ?? 0
    const { fiveHundreds, failed } = report(elapsedS)
    say(`load average before ${loadAverageBefore.toFixed(1)}, after ${loadAverageAfter.toFixed(1)}`)
    // Stopped first: a graceful shutdown finishes what it accepted, then the database is read.
    await api?.stop()
    await shape?.stop()
    await runControl(logDir, users.length)

    const problems: string[] = []
    for (const check of LEDGER_CHECKS) {
      const found = await check.check(prisma, ledger, runId)
      say(`${found.length === 0 ? 'ok  ' : 'FAIL'} ${check.name}`)
      problems.push(...found)
    }
    say(
      `writes answered: ${ledger.sessionsOpened.size} log-ins, ${ledger.sessionsClosed.size} ` +
        `log-outs, ${ledger.messagesSent.size} messages, ${ledger.likes.size} like states`,
    )
    if (fiveHundreds > 0)
      problems.push(`${fiveHundreds} answers were 5xx (see the logs in ${logDir})`)
    say(`requests resent after their reused connection closed before any answer: ${resent}`)
    if (failed > 0) problems.push(`${failed} requests failed without an answer`)
    for (const problem of problems) say(`problem: ${problem}`)
    passed = problems.length === 0
    say(passed ? 'PASS' : `FAIL (API log kept in ${logDir})`)
    return passed ? 0 : 1
  } finally {
    await api?.stop()
    await shape?.stop()
    await prisma.$disconnect()
    await dropDatabase(ADMIN_URL, database).catch(() => undefined)
    await server.stop()
    if (passed) await rm(logDir, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`[load] ${error instanceof Error ? error.message : String(error)}\n`)
    process.exit(1)
  },
)
