// `pnpm --filter @cnm/api bench:pay-record`: a client with BENCH_BOOKINGS (5,000) confirmed
// bookings in every pay state, its partner page (GET /partners/{id}, which shows the pay record)
// at 50 connections, beside the pay record's own statement (lib/read-models/pay-record.ts, the
// one set-based query) sent straight through `pg` by as many callers. Target (issue #28): p99 <
// 50 ms at 50 connections. Prints req/s, p50/p99 and EXPLAIN (ANALYZE) of the statement.
// The partner page keeps each answer for a few seconds (PARTNER_CACHE_MS, like the list): the
// API side measures what visitors get; the raw side is the statement's cost on every ask.
// A measurement, not a test: it exits 0 once it has numbers.
//
// Postgres: DATABASE_URL when set (a database of its own: bench rows are added once, marked by
// their e-mail domain), otherwise a throw-away database (harness.ts, runBench).
// Options: BENCH_BOOKINGS (5000), BENCH_DURATION_S (10), BENCH_CONNECTIONS (50), BENCH_POOL (10).
import type pg from 'pg'
import { envNumber, explain, figuresTable, runBench, verdict, type Bench } from './harness.js'
import { benchModel } from './harness.js'
import { PAY_RECORD_SQL, payRecordsOf } from '../src/lib/read-models/pay-record.js'

const BOOKINGS = envNumber('BENCH_BOOKINGS', 5_000)
const TARGET_P99_MS = 50
const MARK = '@bench-pay.example'

/** The client, one model, a casting per booking with its booked application and agreement. */
async function addBenchRows(pool: pg.Pool, bench: Bench): Promise<number> {
  const started = Date.now()
  const client = await pool.query<{ id: number }>(
    `INSERT INTO users (email, login_type, service_type, examination_status, category_one_depth_id,
                        category_two_depth_id, agency, phone_number, updated_at)
     VALUES ('client' || $1, 1, 3, 3, 2, 37, 'Bench Pay Company', '010-0000-0000', now())
     RETURNING id`,
    [MARK],
  )
  const clientId = client.rows[0]!.id
  const { modelId, profileId } = await benchModel(pool, MARK, 'Bench Pay Model')
  await pool.query(
    `INSERT INTO castings (client_id, status, title, company_name, product_categories, contract_period,
                           budget, model_number, location_of_filming, posting_media,
                           application_deadline, filming_date, published_at, updated_at)
     SELECT $1, 'closed'::"CastingStatus", 'Bench pay casting ' || k, 'Bench Pay Company', 'Apparel',
            3, 1000000, 1, 'Seoul', 'Instagram', now() - interval '400 days', current_date - 400,
            now() - (k || ' hours')::interval, now()
     FROM generate_series(1, $2::int) k`,
    [clientId, BOOKINGS],
  )
  await pool.query(
    `INSERT INTO applications (casting_id, model_profile_id, applicant_id, status, updated_at)
     SELECT c.id, $1, $2, 'booked', now() FROM castings c WHERE c.client_id = $3`,
    [profileId, modelId, clientId],
  )
  // Shot 10 to 400 days ago, due 30 days later; a tenth unpaid, a tenth disputed, a fifth
  // marked paid, the rest confirmed (a quarter of those late); one in fifty with a kill fee.
  await pool.query(
    `INSERT INTO booking_agreements (application_id, client_id, model_user_id, model_profile_id,
                                     status, draft_terms, agreed_version, confirmed_at,
                                     last_shoot_date, due_date, pay_status, paid_on, paid_amount,
                                     kill_fee_owed, updated_at)
     SELECT a.id, $1, $2, a.model_profile_id, 'confirmed', '{}'::jsonb, 1, now(),
            current_date - (10 + a.id % 390), current_date - (10 + a.id % 390) + 30,
            (CASE a.id % 10 WHEN 0 THEN 'unpaid' WHEN 1 THEN 'disputed'
                            WHEN 2 THEN 'marked_paid' WHEN 3 THEN 'marked_paid'
                            ELSE 'confirmed' END)::"PayStatus",
            CASE WHEN a.id % 10 >= 2
                 THEN current_date - (10 + a.id % 390) + CASE WHEN a.id % 4 = 0 THEN 45 ELSE 20 END
            END,
            CASE WHEN a.id % 10 >= 2 THEN 1000000 END,
            CASE WHEN a.id % 50 = 0 THEN 300000 END,
            now()
     FROM applications a JOIN castings c ON c.id = a.casting_id WHERE c.client_id = $1`,
    [clientId, modelId],
  )
  bench.say(
    `added ${BOOKINGS} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s (client ${clientId})`,
  )
  return clientId
}

await runBench({ name: 'pay-record', durationS: 10 }, async (bench) => {
  const { pool, say, durationS } = bench
  const existing = await pool.query<{ id: number }>(
    `SELECT id FROM users WHERE email = 'client' || $1`,
    [MARK],
  )
  const clientId = existing.rows[0]?.id ?? (await addBenchRows(pool, bench))
  if (existing.rows[0]) say(`bench rows already there (client ${clientId})`)
  await pool.query('VACUUM ANALYZE users, castings, applications, booking_agreements')

  const today = new Date()
  const day = today.toISOString().slice(0, 10)
  await explain(
    pool,
    { text: PAY_RECORD_SQL, values: [[clientId], day] },
    'EXPLAIN ANALYZE (pay record of the client):',
    say,
  )
  const record = (await payRecordsOf(pool, [clientId], today)).get(clientId)
  say(`pay record: ${JSON.stringify(record)}`)

  const url = `${(await bench.startApi()).base}/partners/${clientId}`
  const answer = await fetch(url)
  if (answer.status !== 200) {
    throw new Error(`GET /partners/${clientId} answered ${answer.status}: ${await answer.text()}`)
  }
  say('warming up…')
  await bench.measureApi(url, 2)
  await bench.measureRaw(() => payRecordsOf(pool, [clientId], today), 2)
  const raw = await bench.measureRaw(() => payRecordsOf(pool, [clientId], today), durationS)
  const api = await bench.measureApi(url, durationS)
  bench.report([
    `A client with ${BOOKINGS} confirmed bookings; ${bench.settingsText}`,
    ...figuresTable([
      {
        label: 'API GET /partners/{id}',
        figures: api,
        note: `p99 target < ${TARGET_P99_MS} ms: ${verdict(api.p99 < TARGET_P99_MS)}`,
      },
      { label: 'raw pg, the pay record statement', figures: raw },
    ]),
  ])
})
