// `pnpm --filter @cnm/api bench:rankings`: the ranking job over 100,000 published profiles
// and 500,000 likes (plus castings, bookings, reviews, proposals and message threads so every
// signal has rows to read), then GET /models/rankings at 50 connections beside the same two
// statements (page + scope size) sent straight through `pg` by 50 concurrent callers.
// Targets (issue #16): recomputation < 60 s; p99 < 50 ms. A measurement, not a test: it exits
// 0 once it has numbers.
//
// Postgres: DATABASE_URL when set (a database of its own: the bench's rows are added once),
// otherwise a throw-away database (harness.ts, runBench). Options: BENCH_PROFILES (100000), BENCH_LIKES (500000),
// BENCH_DURATION_S (10), BENCH_CONNECTIONS (50), BENCH_POOL (10).
import { rankingListQuerySchema } from '@cnm/contracts'
import { createPrismaClient } from '../src/db/prisma.js'
import { recomputeRankings, rankingStatements } from '../src/modules/rankings/index.js'
import {
  alternatingRounds,
  envNumber,
  explain,
  figuresTable,
  runBench,
  sendAtOnce,
  verdict,
  type Bench,
} from './harness.js'

const PROFILES = envNumber('BENCH_PROFILES', 100_000)
const LIKES = envNumber('BENCH_LIKES', 500_000)
const TARGET_RECOMPUTE_S = 60
const TARGET_P99_MS = 50
const LIKERS = 5_000
const OWNERS = 2_000
// Page 2 of a category: the scope table and an offset, as a visitor paging a tab would.
const QUERIES = ['scope=all', 'scope=category:1&page=2', 'scope=gender:40001&page=5']

const FIRST_PROFILE = `SELECT min(id) AS first FROM model_profiles WHERE stage_name LIKE 'Bench Model %'`

/** Every row the job reads, made by generate_series in a few statements (seconds, not minutes). */
const SEED_SQL = (profiles: number, likes: number) => [
  `INSERT INTO users (email, login_type, service_type, first_name, last_name, category_two_depth_id, updated_at)
   SELECT 'bench-owner-' || i || '@bench.local', 1, CASE WHEN i % 10 = 0 THEN 3 ELSE 1 END,
     'Owner', 'Bench', CASE WHEN i % 10 = 0 THEN 37 END, now()
   FROM generate_series(1, ${OWNERS}) i`,
  `INSERT INTO users (email, login_type, service_type, first_name, last_name, updated_at)
   SELECT 'bench-fan-' || i || '@bench.local', 1, 3, 'Fan', 'Bench', now()
   FROM generate_series(1, ${LIKERS}) i`,
  `INSERT INTO model_profiles (owner_id, stage_name, gender_id, birth_date, height_cm,
     hair_color_id, category_ids, shoot_type_ids, city_id, bio, status, review_status,
     published_at, updated_at, is_demo)
   SELECT o.id, 'Bench Model ' || i, 40001 + i % 3,
     date '1990-01-01' + (i % 9000), 155 + i % 40,
     CASE WHEN i % 2 = 0 THEN 30001 END,
     CASE WHEN i % 4 = 0 THEN ARRAY[1 + i % 12, 1 + (i / 7) % 12] ELSE ARRAY[1 + i % 12] END,
     CASE WHEN i % 3 = 0 THEN ARRAY[60001] ELSE '{}'::int[] END,
     NULL, repeat('bio ', (i % 30)), 'published',
     (CASE WHEN i % 5 = 0 THEN 'approved' ELSE 'none' END)::"ModelReviewStatus",
     now() - (i % 365) * interval '1 day', now() - (i % 120) * interval '1 day', true
   FROM generate_series(1, ${profiles}) i
   CROSS JOIN (SELECT min(id) AS first FROM users WHERE email LIKE 'bench-owner-%') o0
   JOIN users o ON o.id = o0.first + i % ${OWNERS}`,
  // Each fan likes ${likes / LIKERS} profiles spread over the whole range (distinct per fan).
  `INSERT INTO model_likes (profile_id, user_id)
   SELECT p.first + (f.n * 97 + (j * j) % ${profiles}) % ${profiles}, u0.first + f.n
   FROM (${FIRST_PROFILE}) p,
     (SELECT min(id) AS first FROM users WHERE email LIKE 'bench-fan-%') u0,
     generate_series(0, ${LIKERS - 1}) f(n),
     generate_series(0, ${Math.ceil(likes / LIKERS) - 1}) j
   ON CONFLICT DO NOTHING`,
  `UPDATE model_profiles p SET like_count = l.n
   FROM (SELECT profile_id, count(*)::int AS n FROM model_likes GROUP BY profile_id) l
   WHERE l.profile_id = p.id`,
  `INSERT INTO castings (client_id, status, title, company_name, product_categories,
     contract_period, budget, model_number, location_of_filming, posting_media,
     application_deadline, updated_at, is_demo)
   SELECT u.id, 'live', 'Bench casting ' || i, 'Bench', 'Apparel', 6, 1000000, 3, 'Seoul',
     'Online', now() + interval '30 days', now(), true
   FROM generate_series(1, 5000) i
   CROSS JOIN (SELECT min(id) AS first FROM users WHERE email LIKE 'bench-fan-%') u0
   JOIN users u ON u.id = u0.first + i % ${LIKERS}`,
  // 60,000 applications, every third booked (ids are consecutive: arithmetic, not lookups).
  `INSERT INTO applications (casting_id, model_profile_id, applicant_id, status, updated_at)
   SELECT c.first + i % 5000, p.id, p.owner_id,
     (CASE WHEN i % 3 = 0 THEN 'booked' ELSE 'submitted' END)::"ApplicationStatus", now()
   FROM generate_series(1, 60000) i
   CROSS JOIN (SELECT min(id) AS first FROM castings WHERE title LIKE 'Bench casting %') c
   CROSS JOIN (${FIRST_PROFILE}) bp
   JOIN model_profiles p ON p.id = bp.first + (i * 37) % ${profiles}
   ON CONFLICT DO NOTHING`,
  `INSERT INTO reviews (application_id, direction, author_id, subject_user_id, model_profile_id,
     rating, released_at)
   SELECT a.id, 'client_to_model', c.client_id, a.applicant_id, a.model_profile_id,
     1 + a.id % 5, now() - interval '1 day'
   FROM applications a JOIN castings c ON c.id = a.casting_id
   WHERE a.status = 'booked'`,
  // 30,000 proposals, two thirds answered within 0-96 hours.
  `INSERT INTO casting_proposals (title, company_name, product_categories, contract_period,
     budget_type, budget, model_category, model_detailed_category, gender, age, model_number,
     filming_date, location_of_filming, posting_media, other_content, contact_information,
     email, recipient_id, target_model_profile_id, status, answered_at, created_at)
   SELECT 'Bench proposal', 'Bench', 'Beauty', 3, 'total', 500000, 'Fashion', 'Runway',
     'Female', 25, 1, '2026-12-01', 'Seoul', 'Online', '', 'hidden', 'bench@bench.local',
     p.owner_id, p.id,
     (CASE WHEN i % 3 = 0 THEN 'pending' ELSE 'accepted' END)::"ProposalStatus",
     CASE WHEN i % 3 = 0 THEN NULL
       ELSE now() - interval '10 days' + (i % 96) * interval '1 hour' END,
     now() - interval '10 days'
   FROM generate_series(1, 30000) i
   CROSS JOIN (${FIRST_PROFILE}) bp
   JOIN model_profiles p ON p.id = bp.first + (i * 53) % ${profiles}`,
  // A thread on every booked application: the client writes, most get an answer.
  `INSERT INTO message_threads (application_id, client_id, model_user_id, last_message_at)
   SELECT a.id, c.client_id, a.applicant_id, now()
   FROM applications a JOIN castings c ON c.id = a.casting_id WHERE a.status = 'booked'`,
  `INSERT INTO messages (thread_id, sender_id, body, created_at)
   SELECT t.id, t.client_id, 'Hello', now() - interval '5 days' FROM message_threads t
   UNION ALL
   SELECT t.id, t.model_user_id, 'Hi', now() - interval '5 days' + (t.id % 48) * interval '1 hour'
   FROM message_threads t WHERE t.id % 4 <> 0`,
]

type Statements = ReturnType<typeof rankingStatements>

/** Each request one of `urls`, in turn. */
const measureApi = (bench: Bench, urls: string[], duration: number) =>
  bench.measureApi(
    {
      url: urls[0] as string,
      paths: urls.map((url) => new URL(url).pathname + new URL(url).search),
    },
    duration,
  )

/** Each call one query's two statements at once, the queries in turn. */
function measureRaw(bench: Bench, statements: readonly Statements[], duration: number) {
  let next = 0
  return bench.measureRaw(() => {
    const { page, last } = statements[next++ % statements.length] as Statements
    return sendAtOnce(bench.pool, [page, last])
  }, duration)
}

await runBench({ name: 'rankings', durationS: 10 }, async (bench) => {
  const { pool, say, durationS } = bench
  const seeded = Number(
    (await pool.query(`SELECT count(*) FROM model_profiles WHERE stage_name LIKE 'Bench Model %'`))
      .rows[0].count,
  )
  if (seeded === 0) {
    say(`seeding ${PROFILES} profiles, ${LIKES} likes and the other signals…`)
    const started = Date.now()
    for (const statement of SEED_SQL(PROFILES, LIKES)) await pool.query(statement)
    say(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } else {
    say(`reusing ${seeded} bench profiles already in the database`)
  }
  await pool.query('VACUUM ANALYZE')
  const counts = (
    await pool.query(`SELECT
      (SELECT count(*) FROM model_profiles WHERE status = 'published')::int AS profiles,
      (SELECT count(*) FROM model_likes)::int AS likes,
      (SELECT count(*) FROM applications WHERE status = 'booked')::int AS booked,
      (SELECT count(*) FROM reviews)::int AS reviews,
      (SELECT count(*) FROM casting_proposals)::int AS proposals,
      (SELECT count(*) FROM messages)::int AS messages`)
  ).rows[0] as Record<string, number>
  say(`data: ${JSON.stringify(counts)}`)

  const prisma = createPrismaClient(bench.databaseUrl, { maxConnections: 2 })
  bench.onStop(() => prisma.$disconnect())
  const runs: number[] = []
  const before = Number((await pool.query('SELECT count(*) FROM model_rankings')).rows[0].count)
  const labels = [
    before === 0 ? 'run 1 (every row inserted)' : `run 1 (${before} rows of an earlier run)`,
    'run 2 (every row updated, previous ranks kept)',
  ]
  for (const label of labels) {
    const result = await recomputeRankings(prisma, new Date())
    runs.push(result.ms / 1000)
    say(`${label}: ${result.rows} rows in ${(result.ms / 1000).toFixed(1)} s`)
  }
  await pool.query('VACUUM ANALYZE model_rankings')

  const statements = QUERIES.map((query) =>
    rankingStatements(rankingListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))),
  )
  await explain(pool, statements[1]!.page, `EXPLAIN ANALYZE (${QUERIES[1]}):`, say)

  // No job workers: the API under load only reads; the job was measured above.
  const { base } = await bench.startApi({ JOB_WORKERS: 'false' })
  const urls = QUERIES.map((query) => `${base}/models/rankings?${query}`)
  const sample = (await (await fetch(urls[0] as string)).json()) as {
    data: { total: number; items: unknown[] }
  }
  say(`GET /models/rankings?${QUERIES[0]} -> ${sample.data.items.length} of ${sample.data.total}`)

  say('warming up…')
  await measureApi(bench, urls, 2)
  await measureRaw(bench, statements, 2)
  // The floor of this machine right now: the same API answering its cheapest route.
  const floorUrl = `${base}/health`
  const best = await alternatingRounds(
    {
      raw: { label: 'raw pg', measure: () => measureRaw(bench, statements, durationS) },
      api: { label: 'API', measure: () => measureApi(bench, urls, durationS) },
      floor: { label: 'GET /health', measure: () => measureApi(bench, [floorUrl], durationS) },
    },
    say,
  )
  const recompute = Math.max(...runs)
  bench.report([
    `Rankings: ${counts.profiles} published profiles, ${counts.likes} likes`,
    `  recomputation: ${runs.map((s) => `${s.toFixed(1)} s`).join(', ')} ` +
      `(target < ${TARGET_RECOMPUTE_S} s: ${verdict(recompute < TARGET_RECOMPUTE_S)})`,
    `GET /models/rankings (${QUERIES.join(' | ')}), ${bench.settingsText} (best of 2)`,
    ...figuresTable([
      { label: 'API (Fastify + Prisma)', figures: best.api },
      { label: 'raw pg, same two statements', figures: best.raw },
      { label: 'floor, GET /health on the same API', figures: best.floor },
    ]),
    `  ratio ${((best.api.requestsPerSecond / best.raw.requestsPerSecond) * 100).toFixed(0)} % of the raw throughput; ` +
      `p99 target < ${TARGET_P99_MS} ms: ${verdict(best.api.p99 < TARGET_P99_MS)}`,
  ])
})
