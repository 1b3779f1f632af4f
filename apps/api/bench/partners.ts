// `pnpm --filter @cnm/api bench:partners`: GET /partners (first page, and filtered by
// agency type and city) at 50 connections over BENCH_PARTNERS approved client companies
// among BENCH_OTHER_USERS other accounts, each partner with castings, bookings and released
// reviews, beside the route's own two statements (page + count) sent straight through `pg`
// by 50 concurrent callers: the database's own limit for this query. Also GET
// /partners/{id}. Prints req/s, p50/p99 and EXPLAIN (ANALYZE) of the page statement.
// Target (issue #16): p99 < 50 ms at 50 connections. A measurement, not a test: it exits 0
// once it has numbers.
//
// Postgres: DATABASE_URL when set (a database of its own: bench rows are added once, marked
// by their e-mail domain), otherwise a throw-away database (harness.ts, runBench).
// Options: BENCH_PARTNERS (5000), BENCH_OTHER_USERS (50000), BENCH_DURATION_S (10),
// BENCH_CONNECTIONS (50), BENCH_POOL (10: the API's Prisma pool and the raw pool alike).
import type pg from 'pg'
import { partnerListQuerySchema } from '@cnm/contracts'
import { envNumber, explain, figuresTable, runBench, verdict, type Bench } from './harness.js'
import { benchModel } from './harness.js'
import { partnerListStatements } from '../src/modules/partners/index.js'

const PARTNERS = envNumber('BENCH_PARTNERS', 5_000)
const OTHER_USERS = envNumber('BENCH_OTHER_USERS', 50_000)
const TARGET_P99_MS = 50
const CASTINGS_PER_PARTNER = 4
const MARK = '@bench-partners.example'

/** Partners, other accounts, castings, one booking per casting and a released review on half. */
async function addBenchRows(pool: pg.Pool, cityIds: number[], bench: Bench): Promise<void> {
  const started = Date.now()
  await pool.query(
    `INSERT INTO users (email, login_type, service_type, examination_status, category_one_depth_id,
                        category_two_depth_id, city_id, agency, phone_number, created_at, updated_at)
     SELECT 'partner' || g || $1, 1, 3, 3, 2, CASE WHEN g % 2 = 0 THEN 37 ELSE 38 END,
            ($2::int[])[1 + g % array_length($2::int[], 1)], 'Bench Company ' || g, '010-0000-0000',
            now() - (g || ' minutes')::interval, now()
     FROM generate_series(1, $3::int) g`,
    [MARK, cityIds, PARTNERS],
  )
  await pool.query(
    `INSERT INTO users (email, login_type, service_type, examination_status, created_at, updated_at)
     SELECT 'other' || g || $1, 1, CASE WHEN g % 5 = 0 THEN 3 ELSE 1 END,
            CASE WHEN g % 5 = 0 THEN 2 ELSE 1 END, now() - (g || ' seconds')::interval, now()
     FROM generate_series(1, $2::int) g`,
    [MARK, OTHER_USERS],
  )
  const { modelId, profileId } = await benchModel(pool, MARK)
  await pool.query(
    `INSERT INTO castings (client_id, status, title, company_name, product_categories, contract_period,
                           budget, model_number, location_of_filming, posting_media,
                           application_deadline, filming_date, published_at, updated_at)
     SELECT u.id, CASE WHEN k % 2 = 0 THEN 'live'::"CastingStatus" ELSE 'closed'::"CastingStatus" END,
            'Bench casting ' || k, u.agency, 'Apparel', 3, 1000000, 2, 'Seoul', 'Instagram',
            now() + interval '30 days', current_date - 10, now() - (k || ' hours')::interval, now()
     FROM users u CROSS JOIN generate_series(1, $2::int) k
     WHERE u.email LIKE 'partner%' || $1`,
    [MARK, CASTINGS_PER_PARTNER],
  )
  await pool.query(
    `INSERT INTO applications (casting_id, model_profile_id, applicant_id, status, updated_at)
     SELECT c.id, $1, $2, 'booked', now() FROM castings c JOIN users u ON u.id = c.client_id
     WHERE u.email LIKE 'partner%' || $3`,
    [profileId, modelId, MARK],
  )
  await pool.query(
    `INSERT INTO reviews (application_id, direction, author_id, subject_user_id, rating, text, released_at)
     SELECT a.id, 'model_to_client', $1, c.client_id, 1 + a.id % 5, 'Bench review', now()
     FROM applications a JOIN castings c ON c.id = a.casting_id
     WHERE a.applicant_id = $1 AND a.id % 2 = 0`,
    [modelId],
  )
  bench.say(`added bench rows in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

await runBench({ name: 'partners', durationS: 10 }, async (bench) => {
  const { pool, say, durationS } = bench
  const cities = await pool.query<{ id: number }>(
    'SELECT id FROM info_items WHERE type = 18 ORDER BY id LIMIT 20',
  )
  const cityIds = cities.rows.map((row) => row.id)
  if (cityIds.length === 0)
    throw new Error('no cities (info type 18) after seeding: run pnpm db:seed and look at its log')
  const have = Number(
    (await pool.query(`SELECT count(*) FROM users WHERE email LIKE 'partner%' || $1`, [MARK]))
      .rows[0].count,
  )
  if (have === 0) await addBenchRows(pool, cityIds, bench)
  else say(`bench rows already there (${have} partners); delete users like '%${MARK}' to rebuild`)
  await pool.query('VACUUM ANALYZE users, castings, applications, reviews')

  const queries = {
    first: '',
    filtered: `categoryId=37&cityId=${cityIds[0]}`,
  }
  const statementsOf = (query: string) => {
    const parsed = partnerListQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))
    const { page, count } = partnerListStatements(parsed)
    return [page, count].map((sql) => ({ text: sql.text, values: sql.values as unknown[] }))
  }
  for (const [name, query] of Object.entries(queries)) {
    const [page] = statementsOf(query)
    await explain(pool, page!, `EXPLAIN ANALYZE (page, ${name}):`, say)
  }

  const base = `${(await bench.startApi()).base}/partners`
  const sample = (await (await fetch(`${base}?${queries.filtered}`)).json()) as {
    data: { total: number; items: Array<{ id: number }> }
  }
  const partnerId = sample.data.items[0]?.id
  if (partnerId === undefined)
    throw new Error('GET /partners answered no partner: the bench rows are missing')
  say(
    `${PARTNERS} partners among ${OTHER_USERS} other accounts; filtered list matches ${sample.data.total}`,
  )

  say('warming up…')
  await bench.measureApi(base, 2)
  await bench.measureStatements(statementsOf(''), 2)
  const p99Verdict = (p99: number) =>
    `p99 target < ${TARGET_P99_MS} ms: ${verdict(p99 < TARGET_P99_MS)}`
  const lines: string[] = []
  for (const [name, query] of Object.entries(queries)) {
    const url = query ? `${base}?${query}` : base
    const raw = await bench.measureStatements(statementsOf(query), durationS)
    const api = await bench.measureApi(url, durationS)
    lines.push(
      `GET /partners${query ? `?${query}` : ''} (${name}): API / raw ${((api.requestsPerSecond / raw.requestsPerSecond) * 100).toFixed(0)} %`,
      ...figuresTable([
        { label: 'API (Fastify + Prisma)', figures: api, note: p99Verdict(api.p99) },
        { label: 'raw pg, page + count', figures: raw },
      ]),
    )
  }
  const detail = await bench.measureApi(`${base}/${partnerId}`, durationS)
  lines.push(
    `GET /partners/${partnerId}`,
    ...figuresTable([{ label: 'API', figures: detail, note: p99Verdict(detail.p99) }]),
  )
  bench.report([`/partners, ${PARTNERS} partners, ${bench.settingsText}`, ...lines])
})
