// `pnpm --filter @cnm/api bench:live`: what idle signed-in users cost the API with live updates
// (one Server-Sent Events stream each, ADR 0039) beside the same users polling the header's
// counts (GET /me/unread) as the web does when the stream fails: every 30 s (UNREAD_POLL_MS),
// and every 5 s (the interval before live updates, issue #30's figure). One API process, one
// run, phases in turn: idle with nobody connected (the control), streams, polling every 30 s,
// polling every 5 s. For each: the API process' CPU (share of one core) and resident memory,
// requests answered with their latency, errors, and the database's transactions per second.
// A measurement, not a test: it exits 0 once it has numbers.
//
// The users log in through the API (sessions as a browser has them). Rate limits are off and
// bcrypt is cheap (NODE_ENV=test), since every user comes from 127.0.0.1 here.
// Options: BENCH_USERS (2000), BENCH_DURATION_S (60 per phase).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import { API_PATHS, bearer } from '@cnm/contracts'
import bcrypt from 'bcrypt'
import { envNumber, runBench } from './harness.js'

const USERS = envNumber('BENCH_USERS', 2_000)
const PASSWORD = 'Bench-live-1!'
const CLOCK_TICKS_PER_SECOND = 100

/** The pid of the process listening on `port` (the API's node, not its pnpm/tsx parents). */
function listenerPid(port: number): number {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
  const pid = /pid=(\d+)/.exec(line)?.[1]
  if (!pid) throw new Error(`no process listens on port ${port} (ss said: ${line.trim() || '-'})`)
  return Number(pid)
}

/** CPU seconds used so far and resident memory (MB) of one process, from /proc. */
function processUsage(pid: number) {
  // Fields after the command name (which may hold spaces): utime is the 12th, stime the 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
  return { cpuSeconds, rssMb: rssKb / 1024 }
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN
}

/** One request on a keep-alive agent; its status and body. */
function call(
  agent: http.Agent,
  url: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body)
    const request = http.request(
      url,
      {
        agent,
        method: options.method ?? 'GET',
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: bearer(options.token) } : {}),
        },
      },
      (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
}

await runBench({ name: 'live', durationS: 60, poolSize: 2 }, async (bench) => {
  const { say, pool } = bench
  const hash = await bcrypt.hash(PASSWORD, 4)
  say(`adding ${USERS} users…`)
  await pool.query(
    `INSERT INTO users (email, login_type, service_type, examination_status, first_name,
                        password_hash, updated_at)
     SELECT 'live-' || n || '@cnm-bench.test', 1, 1, 3, 'Bench', $1, now()
     FROM generate_series(1, $2::int) AS n`,
    [hash, USERS],
  )
  const { base } = await bench.startApi({
    NODE_ENV: 'test',
    RATE_LIMIT_ENABLED: 'false',
    BCRYPT_COST: '4',
    JOB_WORKERS: 'false',
  })
  const pid = listenerPid(Number(new URL(base).port))
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })

  say('logging the users in…')
  const tokens: string[] = []
  for (let start = 1; start <= USERS; start += 100) {
    const batch = Array.from({ length: Math.min(100, USERS - start + 1) }, (_, i) => start + i)
    const answers = await Promise.all(
      batch.map((n) =>
        call(agent, `${base}${API_PATHS.LOGIN}`, {
          method: 'POST',
          body: { email: `live-${n}@cnm-bench.test`, password: PASSWORD },
        }),
      ),
    )
    for (const answer of answers) {
      if (answer.status !== 200) throw new Error(`log-in: HTTP ${answer.status} ${answer.body}`)
      tokens.push((JSON.parse(answer.body) as { data: { token: string } }).data.token)
    }
  }

  const transactions = async () =>
    Number(
      (
        await pool.query<{ count: string }>(
          'SELECT xact_commit + xact_rollback AS count FROM pg_stat_database WHERE datname = current_database()',
        )
      ).rows[0]?.count,
    )

  interface Phase {
    label: string
    connections: number
    cpuShare: number
    rssMb: number
    requests: number
    p50: number
    p99: number
    errors: number
    transactionsPerSecond: number
  }
  const phases: Phase[] = []
  /** Runs `during` for the phase's seconds and measures the API across it. */
  async function measure(
    label: string,
    connections: number,
    during: (seconds: number) => Promise<{ latencies: number[]; errors: number }>,
  ) {
    say(`${label}: ${bench.durationS} s…`)
    const before = processUsage(pid)
    const xactBefore = await transactions()
    const startedAt = performance.now()
    const { latencies, errors } = await during(bench.durationS)
    const seconds = (performance.now() - startedAt) / 1000
    const after = processUsage(pid)
    const xactAfter = await transactions()
    phases.push({
      label,
      connections,
      cpuShare: (after.cpuSeconds - before.cpuSeconds) / seconds,
      rssMb: after.rssMb,
      requests: latencies.length,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      errors,
      transactionsPerSecond: (xactAfter - xactBefore) / seconds,
    })
  }
  const idle = (seconds: number) =>
    new Promise<{ latencies: number[]; errors: number }>((resolve) =>
      setTimeout(() => resolve({ latencies: [], errors: 0 }), seconds * 1000),
    )

  await measure('nobody connected (control)', 0, idle)

  // Streams: each user takes a ticket and opens GET /events, then stays idle.
  say(`opening ${USERS} streams…`)
  const streams: http.ClientRequest[] = []
  let streamErrors = 0
  const openLatencies: number[] = []
  for (let start = 0; start < USERS; start += 100) {
    await Promise.all(
      tokens.slice(start, start + 100).map(async (token) => {
        const started = performance.now()
        const ticket = await call(agent, `${base}${API_PATHS.LIVE_TICKET}`, {
          method: 'POST',
          token,
        })
        if (ticket.status !== 200) {
          streamErrors += 1
          return
        }
        const { ticket: value } = (JSON.parse(ticket.body) as { data: { ticket: string } }).data
        await new Promise<void>((resolve) => {
          // A connection of its own, as a browser's EventSource holds one.
          const stream = http.get(
            `${base}${API_PATHS.LIVE_EVENTS}?ticket=${encodeURIComponent(value)}`,
            { agent: false },
            (response) => {
              if (response.statusCode !== 200) streamErrors += 1
              else openLatencies.push(performance.now() - started)
              response.on('data', () => undefined)
              resolve()
            },
          )
          stream.on('error', () => {
            streamErrors += 1
            resolve()
          })
          streams.push(stream)
        })
      }),
    )
  }
  await measure(`${USERS} open streams, idle`, USERS, async (seconds) => {
    await idle(seconds)
    return { latencies: openLatencies, errors: streamErrors }
  })
  for (const stream of streams) stream.destroy()

  const polling = (intervalS: number) => async (seconds: number) => {
    const latencies: number[] = []
    let errors = 0
    const deadline = performance.now() + seconds * 1000
    await Promise.all(
      tokens.map(async (token, index) => {
        // Spread over the interval, as users arrive at different times.
        await new Promise((resolve) => setTimeout(resolve, (index / USERS) * intervalS * 1000))
        while (performance.now() < deadline) {
          const started = performance.now()
          try {
            const answer = await call(agent, `${base}${API_PATHS.MY_UNREAD}`, { token })
            if (answer.status === 200) latencies.push(performance.now() - started)
            else errors += 1
          } catch {
            errors += 1
          }
          const next = started + intervalS * 1000
          if (next >= deadline) break
          await new Promise((resolve) => setTimeout(resolve, next - performance.now()))
        }
      }),
    )
    return { latencies, errors }
  }
  await measure(`${USERS} users polling every 30 s`, USERS, polling(30))
  await measure(`${USERS} users polling every 5 s`, USERS, polling(5))
  agent.destroy()

  const number = (value: number, digits = 0) =>
    Number.isFinite(value) ? value.toFixed(digits) : '-'
  bench.report([
    `${USERS} signed-in idle users, ${bench.durationS} s per phase, one API process (pid ${pid})`,
    'phase                                 | API CPU (% of a core) | API RSS MB | requests | p50 ms | p99 ms | errors | DB xact/s',
    ...phases.map((phase) =>
      [
        phase.label.padEnd(37),
        number(phase.cpuShare * 100, 1).padStart(21),
        number(phase.rssMb).padStart(10),
        String(phase.requests).padStart(8),
        number(phase.p50, 1).padStart(6),
        number(phase.p99, 1).padStart(6),
        String(phase.errors).padStart(6),
        number(phase.transactionsPerSecond, 1).padStart(9),
      ].join(' | '),
    ),
    'Streams: requests are the stream openings (ticket + GET /events), their latency the time to the',
    'first byte; nothing is sent while idle but a heartbeat comment every 25 s.',
  ])
})
