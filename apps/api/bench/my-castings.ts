// `pnpm --filter @cnm/api bench:my-castings`: GET /users/0/castings (My Casting, client view)
// for a client with 2,000 applications over their castings, among other clients' castings
// and applications, at 50 connections; beside the same three SQL statements (page of
// castings with counters, count, proposals sent) sent straight through `pg` by 50
// concurrent callers. Prints req/s, p50, p99, the ratio and EXPLAIN (ANALYZE) of the page.
// Targets (issue #15): p99 < 50 ms and >= 60 % of the raw throughput.
// A measurement, not a test: it exits 0 once it has numbers.
//
// Postgres: DATABASE_URL when set (a database of its own: the bench adds its rows once and
// reuses them), otherwise a throw-away database (harness.ts, runBench). Options: BENCH_DURATION_S (10),
// BENCH_CONNECTIONS (50), BENCH_POOL (10: the raw pool; the API's pg pool also has 10),
// BENCH_CASTINGS (40 castings of the client; 2,000 applications spread over them).
// Two controls: the route's own queries (its session check, then the three statements at
// once), which the target is judged against, and the three statements alone.
import { readdirSync, readFileSync } from 'node:fs'
import bcrypt from 'bcrypt'
import type pg from 'pg'
import { API_PATHS, myCastingsQuerySchema } from '@cnm/contracts'
import { myCastingsStatements } from '../src/modules/applications/index.js'
import { LAST_USED_RESOLUTION_MS, SESSION_CHECK_SQL } from '../src/plugins/auth.js'
import type * as harness from './harness.js'
import {
  alternatingRounds,
  envNumber,
  explain,
  figuresTable,
  runBench,
  sendAtOnce,
  verdict,
  type Bench,
  type Statement,
} from './harness.js'

const CASTINGS = envNumber('BENCH_CASTINGS', 40)
const APPLICATIONS = 2_000
/** Other clients' castings and applications, so the client's rows are found by index. */
const OTHER_CASTINGS = 2_000
const OTHER_APPLICATIONS_EACH = 10
const MODELS = 400
const TARGET_RATIO = 0.6
const TARGET_P99_MS = 50
const CLIENT_EMAIL = 'bench-my-castings-client@example.com'
const PASSWORD = 'Bench-pass-1!'

/** The harness's figures plus CPU time per request of the Node side (the API's process tree, or the raw caller), µs. */
interface Figures extends harness.Figures {
  cpuPerRequest: number | null
}

const TICK_US = 10_000

/** CPU time (user + system) so far of `root` and its descendants, in µs, from /proc; null elsewhere. */
function treeCpuMicros(root: number | undefined): number | null {
  if (root === undefined) return null
  try {
    const stats = new Map<number, { ppid: number; cpu: number }>()
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue
      try {
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? []
        stats.set(Number(entry), {
          ppid: Number(fields[1]),
          cpu: (Number(fields[11]) + Number(fields[12])) * TICK_US,
        })
      } catch {
        // The process ended while we looked.
      }
    }
    let total = 0
    const queue = [root]
    while (queue.length > 0) {
      const pid = queue.pop() as number
      total += stats.get(pid)?.cpu ?? 0
      for (const [child, stat] of stats) if (stat.ppid === pid) queue.push(child)
    }
    return total
  } catch {
    return null
  }
}

const selfCpuMicros = () => {
  const usage = process.cpuUsage()
  return usage.user + usage.system
}

/**
 * The bench's rows, written once per database with generate_series: a client with CASTINGS
 * castings (every status) and APPLICATIONS applications over them (a third with a message
 * thread), 30 direct proposals sent, and other clients' castings with applications.
 */
async function seed(pool: pg.Pool): Promise<number> {
  const existing = await pool.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    CLIENT_EMAIL,
  ])
  if (existing.rows[0]) return existing.rows[0].id
  const passwordHash = await bcrypt.hash(PASSWORD, 4)
  const client = await pool.query<{ id: number }>(
    `INSERT INTO users (email, login_type, service_type, examination_status, password_hash,
       first_name, last_name, updated_at)
     VALUES ($1, 1, 3, 3, $2, 'Bench', 'Client', now()) RETURNING id`,
    [CLIENT_EMAIL, passwordHash],
  )
  const clientId = client.rows[0]!.id
  await pool.query(
    `INSERT INTO users (email, login_type, service_type, examination_status, updated_at)
     SELECT 'bench-mc-other-' || g || '@example.com', 1, 3, 3, now() FROM generate_series(1, 50) g`,
  )
  await pool.query(
    `INSERT INTO users (email, login_type, service_type, updated_at)
     SELECT 'bench-mc-model-' || g || '@example.com', 1, 1, now() FROM generate_series(1, $1::int) g`,
    [MODELS],
  )
  await pool.query(
    `INSERT INTO model_profiles (owner_id, stage_name, status, height_cm, birth_date, published_at, updated_at)
     SELECT u.id, 'Bench Model ' || u.id, 'published', 160 + (u.id % 25), DATE '1998-05-01', now(), now()
     FROM users u WHERE u.email LIKE 'bench-mc-model-%'`,
  )
  const castingColumns = `(client_id, status, title, company_name, product_categories, contract_period,
      budget_type, budget, model_number, location_of_filming, posting_media, usage_scope,
      application_deadline, published_at, created_at, updated_at)`
  await pool.query(
    `INSERT INTO castings ${castingColumns}
     SELECT $1, (ARRAY['live','live','closed','draft','held'])[1 + g % 5]::"CastingStatus",
       'Bench casting ' || g, 'Bench Co', 'Cosmetics', 6, 'total', 1000000 + g, 3,
       'Seoul', 'Instagram', 'Online, 12 months', now() + interval '10 days', now(),
       now() - g * interval '1 hour', now()
     FROM generate_series(1, $2::int) g`,
    [clientId, CASTINGS],
  )
  await pool.query(
    `INSERT INTO castings ${castingColumns}
     SELECT o.id, 'live', 'Other casting ' || g, 'Other Co', 'Apparel', 3, 'total', 500000, 2,
       'Busan', 'Web', 'Web, 6 months', now() + interval '10 days', now(),
       now() - g * interval '1 minute', now()
     FROM generate_series(1, $1::int) g
     JOIN LATERAL (SELECT id FROM users WHERE email LIKE 'bench-mc-other-%'
                   ORDER BY id OFFSET (g % 50) LIMIT 1) o ON true`,
    [OTHER_CASTINGS],
  )
  // Each casting's applications come from distinct profiles (one per profile per casting).
  const applicationsFor = `
     INSERT INTO applications (casting_id, model_profile_id, applicant_id, status, note,
       status_changed_at, created_at, updated_at)
     SELECT c.id, p.id, p.owner_id,
       (ARRAY['submitted','viewed','shortlisted','declined','submitted'])[1 + (p.id + c.id) % 5]::"ApplicationStatus",
       'Hello', now(), now() - (p.rn * interval '1 minute'), now()
     FROM castings c
     JOIN LATERAL (
       SELECT mp.id, mp.owner_id, row_number() OVER (ORDER BY mp.id) AS rn
       FROM model_profiles mp WHERE mp.stage_name LIKE 'Bench Model %'
       ORDER BY (mp.id * 7919 + c.id) % $2::int LIMIT $3::int
     ) p ON true
     WHERE c.client_id = ANY($1::int[])`
  await pool.query(applicationsFor, [[clientId], MODELS, Math.ceil(APPLICATIONS / CASTINGS)])
  const others = (
    await pool.query<{ id: number }>(`SELECT id FROM users WHERE email LIKE 'bench-mc-other-%'`)
  ).rows.map((row) => row.id)
  await pool.query(applicationsFor, [others, MODELS, OTHER_APPLICATIONS_EACH])
  await pool.query(
    `UPDATE castings c SET application_count = s.n
     FROM (SELECT casting_id, count(*)::int AS n FROM applications GROUP BY casting_id) s
     WHERE s.casting_id = c.id`,
  )
  await pool.query(
    `INSERT INTO message_threads (application_id, client_id, model_user_id, client_unread, model_unread, last_message_at)
     SELECT a.id, c.client_id, a.applicant_id, a.id % 4, a.id % 3, now()
     FROM applications a JOIN castings c ON c.id = a.casting_id WHERE a.id % 3 = 0`,
  )
  await pool.query(
    `INSERT INTO casting_proposals (title, company_name, product_categories, contract_period,
       budget_type, budget, model_category, model_detailed_category, gender, age, model_number,
       filming_date, location_of_filming, posting_media, other_content, contact_information,
       email, sender_user_id, target_model_profile_id, recipient_id, status, created_at)
     SELECT 'Direct ' || p.id, 'Bench Co', 'Cosmetics', 3, 'KRW', 800000, 'Beauty', 'Make-up',
       'Female', 25, 1, 'May', 'Seoul', 'Instagram', '', 'x', 'bench@example.com',
       $1, p.id, p.owner_id, 'pending', now() - p.id * interval '1 second'
     FROM model_profiles p WHERE p.stage_name LIKE 'Bench Model %' ORDER BY p.id LIMIT 30`,
    [clientId],
  )
  return clientId
}

/** The API with the client's token, and the CPU its process tree spent per request. */
async function measureApi(
  bench: Bench,
  url: string,
  token: string,
  duration: number,
  apiPid: number | undefined,
): Promise<Figures> {
  const cpuBefore = treeCpuMicros(apiPid)
  const figures = await bench.measureApi(
    { url, headers: { authorization: `Bearer ${token}` } },
    duration,
  )
  return {
    ...figures,
    cpuPerRequest: perRequest(cpuBefore, treeCpuMicros(apiPid), figures.count),
  }
}

const perRequest = (before: number | null, after: number | null, requests: number) =>
  before === null || after === null || requests === 0 ? null : (after - before) / requests

/** Steps one after the other, the statements of each step at once. */
async function measureRaw(
  bench: Bench,
  steps: ReadonlyArray<readonly Statement[]>,
  duration: number,
): Promise<Figures> {
  const cpuBefore = selfCpuMicros()
  const figures = await bench.measureRaw(async () => {
    for (const statements of steps) await sendAtOnce(bench.pool, statements)
  }, duration)
  const cpu = selfCpuMicros() - cpuBefore
  return { ...figures, cpuPerRequest: figures.count === 0 ? null : cpu / figures.count }
}

const cpuText = (figures: Figures) =>
  figures.cpuPerRequest === null ? 'n/a' : `${(figures.cpuPerRequest / 1000).toFixed(2)} ms`

await runBench({ name: 'my-castings', durationS: 10, referenceData: false }, async (bench) => {
  const { pool, say, durationS } = bench
  say('adding the client, castings and applications (once per database)…')
  const clientId = await seed(pool)
  await pool.query('VACUUM ANALYZE')
  const applications = Number(
    (
      await pool.query(
        'SELECT count(*) FROM applications a JOIN castings c ON c.id = a.casting_id WHERE c.client_id = $1',
        [clientId],
      )
    ).rows[0].count,
  )
  const allApplications = Number(
    (await pool.query('SELECT count(*) FROM applications')).rows[0].count,
  )

  const query = myCastingsQuerySchema.parse({})
  const statements = myCastingsStatements(clientId, 'client', query)
  await explain(pool, statements.page, 'EXPLAIN ANALYZE (page):', say)

  const { base, service: api } = await bench.startApi()
  const login = await fetch(`${base}${API_PATHS.LOGIN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: CLIENT_EMAIL, password: PASSWORD }),
  })
  if (!login.ok) {
    throw new Error(
      `log-in of the bench client failed (${login.status} ${await login.text()}). ` +
        'If DATABASE_URL points at a database an older run seeded differently, drop it and run again.',
    )
  }
  const { token } = ((await login.json()) as { data: { token: string } }).data
  const url = `${base}${API_PATHS.MY_CASTINGS}`
  const sample = (await (
    await fetch(url, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { view: string; castings: { total: number; items: unknown[] } } }
  say(
    `client ${clientId}: ${applications} applications over ${sample.data.castings.total} castings ` +
      `(${allApplications} applications in all); GET ${API_PATHS.MY_CASTINGS} -> ${sample.data.view} view, ` +
      `${sample.data.castings.items.length} rows`,
  )

  say('warming up…')
  const listing = [statements.page, statements.count, statements.proposals]
  // Every signed-in route first reads its session (plugins/auth.ts), then My Casting sends
  // its three statements at once: the second control is exactly the route's queries.
  const sessionId = String(
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid,
  )
  const now = new Date()
  const session: Statement = {
    text: SESSION_CHECK_SQL,
    values: [
      sessionId,
      now.toISOString(),
      new Date(now.getTime() - LAST_USED_RESOLUTION_MS).toISOString(),
    ],
  }
  const asRoute = [[session], listing]
  await measureApi(bench, url, token, 2, api.pid)
  await measureRaw(bench, [listing], 2)
  const best = await alternatingRounds(
    {
      raw: { label: 'raw listing', measure: () => measureRaw(bench, [listing], durationS) },
      rawRoute: {
        label: 'raw session + listing',
        measure: () => measureRaw(bench, asRoute, durationS),
      },
      api: { label: 'API', measure: () => measureApi(bench, url, token, durationS, api.pid) },
    },
    say,
  )
  const ratio = best.api.requestsPerSecond / best.rawRoute.requestsPerSecond
  const listingRatio = best.api.requestsPerSecond / best.raw.requestsPerSecond
  bench.report([
    `GET ${API_PATHS.MY_CASTINGS} (client view), ${applications} applications of the client, ${bench.settingsText} (best of 2)`,
    ...figuresTable([
      { label: 'API (Fastify, pg pool)', figures: best.api },
      {
        label: "raw pg, session, then page + count + proposals (the route's queries)",
        figures: best.rawRoute,
      },
      {
        label: 'raw pg, page + count + proposals only',
        figures: best.raw,
        note: `(API at ${(listingRatio * 100).toFixed(0)} % of it)`,
      },
    ]),
    `  ratio to the route's queries ${(ratio * 100).toFixed(0)} % (target >= ${TARGET_RATIO * 100} %: ${verdict(ratio >= TARGET_RATIO)}); ` +
      `p99 target < ${TARGET_P99_MS} ms: ${verdict(best.api.p99 < TARGET_P99_MS)}`,
    `  Node CPU per request: API process ${cpuText(best.api)} | raw caller, route's queries ${cpuText(best.rawRoute)} ` +
      '(Postgres not counted; load-independent, unlike the rates above)',
  ])
})
