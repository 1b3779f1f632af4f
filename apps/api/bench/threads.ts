// `pnpm --filter @cnm/api bench:threads`: a thread of 1,000 messages read the way the web
// reads it, the newest page and then every older page by its `before` cursor, through
// GET /applications/{id}/messages over HTTP, beside the same page statement sent straight
// through `pg` (the control). Prints each page's median latency for both, and EXPLAIN
// (ANALYZE) of the statement for the first and last page: an index scan that reads one page
// (limit + 1 rows) wherever the cursor is, never the whole thread (issue #15, ADR 0025).
// A measurement, not a test: it exits 0 once it has numbers.
//
// Postgres: DATABASE_URL when set (a database of its own), otherwise a throw-away one
// (harness.ts, runBench).
// Options: BENCH_MESSAGES (1000), BENCH_PAGE (30), BENCH_ROUNDS (15: walks of the thread).
// BENCH_OTHER_THREADS (100): threads of about 500 messages each, written interleaved with it.
import { randomUUID } from 'node:crypto'
import { loadavg } from 'node:os'
import path from 'node:path'
import { API_PATHS, SERVICE_TYPE, threadResponseSchema, DAY_MS } from '@cnm/contracts'
import { buildApp, type App } from '../src/app.js'
import { loadConfig } from '../src/config/env.js'
import { createPrismaClient } from '../src/db/prisma.js'
import { issueAccessToken } from '../src/plugins/auth.js'
import { envNumber, explain, runBench } from './harness.js'

const MESSAGES = envNumber('BENCH_MESSAGES', 1_000)
const PAGE = envNumber('BENCH_PAGE', 30)
const ROUNDS = envNumber('BENCH_ROUNDS', 15)
const OTHER_THREADS = envNumber('BENCH_OTHER_THREADS', 100)
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}
const ms = (value: number) => value.toFixed(2).padStart(7)

/** The statements the thread service sends for the newest page and for an older one. */
const NEWEST_SQL = `
  SELECT id, sender_id, body, created_at FROM messages
  WHERE thread_id = $1 ORDER BY id DESC LIMIT $2`
const OLDER_SQL = `
  SELECT id, sender_id, body, created_at FROM messages
  WHERE thread_id = $1 AND id < $3 ORDER BY id DESC LIMIT $2`
/** The header's counts as notifications.service.ts asks for them. */
const UNREAD_SQL = `
  SELECT
    (SELECT count(*) FROM notifications WHERE user_id = $1 AND read_at IS NULL) AS notifications,
    (SELECT coalesce(sum(client_unread), 0) FROM message_threads WHERE client_id = $1)
    + (SELECT coalesce(sum(model_unread), 0) FROM message_threads WHERE model_user_id = $1)
      AS messages`
const pageStatement = (threadId: number, before: number | null, limit: number) =>
  before === null
    ? { text: NEWEST_SQL, values: [threadId, limit] }
    : { text: OLDER_SQL, values: [threadId, limit, before] }

async function seed(app: App) {
  const now = new Date()
  const user = (email: string, serviceType: number) =>
    app.prisma.user.create({
      data: { email, loginType: 1, serviceType, examinationStatus: 3, firstName: 'Bench' },
    })
  const tag = randomUUID().slice(0, 8)
  const client = await user(`client-${tag}@bench.local`, SERVICE_TYPE.CLIENT_NORMAL)
  const model = await user(`model-${tag}@bench.local`, SERVICE_TYPE.MODEL_NORMAL)
  const profile = await app.prisma.modelProfile.create({
    data: { ownerId: model.id, stageName: 'Bench Model', status: 'published', publishedAt: now },
  })
  const casting = await app.prisma.casting.create({
    data: {
      clientId: client.id,
      status: 'live',
      title: 'Bench casting',
      companyName: 'Bench Co.',
      productCategories: 'Bench',
      contractPeriod: 1,
      budget: 1_000_000n,
      modelNumber: 1,
      locationOfFilming: 'Seoul',
      postingMedia: 'Web',
      applicationDeadline: new Date(now.getTime() + DAY_MS),
      publishedAt: now,
    },
  })
  const application = await app.prisma.application.create({
    data: { castingId: casting.id, modelProfileId: profile.id, applicantId: model.id },
  })
  const thread = await app.prisma.messageThread.create({
    data: { applicationId: application.id, clientId: client.id, modelUserId: model.id },
  })
  // Other threads' messages written in between, as in a live table: ~500 each.
  const others = []
  for (let t = 0; t < OTHER_THREADS; t += 1) {
    others.push(
      await app.prisma.messageThread.create({
        data: { clientId: client.id, modelUserId: model.id },
      }),
    )
  }
  const chunk = 50
  for (let start = 0; start < MESSAGES; start += chunk) {
    await app.prisma.message.createMany({
      data: Array.from({ length: Math.min(chunk, MESSAGES - start) }, (_, i) => ({
        threadId: thread.id,
        senderId: (start + i) % 3 === 0 ? model.id : client.id,
        body: `Message ${start + i + 1}: shall we meet at the studio on the 24th? `.repeat(3),
      })),
    })
    await app.prisma.message.createMany({
      data: others.flatMap((other) =>
        Array.from({ length: Math.ceil((500 * chunk) / MESSAGES) }, (_, i) => ({
          threadId: other.id,
          senderId: client.id,
          body: `Other ${start + i}`,
        })),
      ),
    })
  }
  await app.prisma.$executeRawUnsafe('ANALYZE messages')
  const session = await app.prisma.session.create({
    data: { userId: client.id, expiresAt: new Date(now.getTime() + DAY_MS) },
  })
  const token = issueAccessToken(app, {
    userId: client.id,
    sessionId: session.id,
    role: client.role,
  })
  return { applicationId: application.id, threadId: thread.id, clientId: client.id, token }
}

// One request at a time through an in-process API: no BENCH_CONNECTIONS, and a raw pool of 2.
await runBench(
  { name: 'threads', durationS: 0, referenceData: false, poolSize: 2 },
  async (bench) => {
    const { say, pool: raw } = bench
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: bench.databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      UPLOAD_DIR: path.join(bench.workDir, 'uploads'),
      JWT_SECRET: 'bench-jwt-secret-that-is-at-least-32-characters',
      COOKIE_SECRET: 'bench-cookie-secret-that-is-at-least-32-chars',
    })
    const prisma = createPrismaClient(bench.databaseUrl)
    bench.onStop(() => prisma.$disconnect())
    const app = await buildApp({ config, prisma, jobWorkers: false, outboxWorker: false })
    bench.onStop(() => app.close())
    const address = await app.listen({ host: '127.0.0.1', port: 0 })

    say(`seeding a thread of ${MESSAGES} messages among ${OTHER_THREADS} other threads of ~500…`)
    const { applicationId, threadId, clientId, token } = await seed(app)
    say(`machine: load average ${loadavg()[0]?.toFixed(2)}; page size ${PAGE}; ${ROUNDS} walks`)

    const apiTimes: number[][] = []
    const rawTimes: number[][] = []
    let pagesPerWalk = 0
    for (let round = 0; round < ROUNDS + 1; round += 1) {
      // Round 0 warms up both paths and is not counted.
      let before: number | null = null
      let page = 0
      let seen = 0
      for (;;) {
        const query: string = `?limit=${PAGE}${before === null ? '' : `&before=${before}`}`
        let started = performance.now()
        const answer = await fetch(
          `${address}${API_PATHS.APPLICATION_MESSAGES(applicationId)}${query}`,
          {
            headers: { authorization: `Bearer ${token}` },
          },
        )
        if (answer.status !== 200)
          throw new Error(`GET answered ${answer.status}: ${await answer.text()}`)
        const thread = threadResponseSchema.parse(await answer.json()).data
        const apiMs = performance.now() - started

        started = performance.now()
        const control = await raw.query(pageStatement(threadId, before, PAGE + 1))
        const rawMs = performance.now() - started
        if (control.rowCount !== Math.min(PAGE + 1, MESSAGES - seen)) {
          throw new Error(`the control read ${control.rowCount} rows on page ${page + 1}`)
        }

        if (round > 0) {
          ;(apiTimes[page] ??= []).push(apiMs)
          ;(rawTimes[page] ??= []).push(rawMs)
        }
        seen += thread.messages.length
        page += 1
        if (!thread.hasMore) break
        before = thread.messages[0]!.id
      }
      if (seen !== MESSAGES) throw new Error(`a walk saw ${seen} of ${MESSAGES} messages`)
      pagesPerWalk = page
    }

    say(`${pagesPerWalk} pages per walk; median per page over ${ROUNDS} walks:`)
    say('  page    API ms    pg ms   API/pg')
    for (let page = 0; page < pagesPerWalk; page += 1) {
      const a = median(apiTimes[page]!)
      const r = median(rawTimes[page]!)
      say(`  ${String(page + 1).padStart(4)}  ${ms(a)}  ${ms(r)}   ${(a / r).toFixed(1)}x`)
    }
    const allApi = apiTimes.flat()
    const allRaw = rawTimes.flat()
    say(`all pages: API median ${ms(median(allApi))} ms, pg median ${ms(median(allRaw))} ms`)
    const firstHalf = median(apiTimes.slice(0, Math.ceil(pagesPerWalk / 2)).flat())
    const secondHalf = median(apiTimes.slice(Math.ceil(pagesPerWalk / 2)).flat())
    say(
      `newer half ${ms(firstHalf)} ms vs older half ${ms(secondHalf)} ms: ` +
        (secondHalf < firstHalf * 2
          ? 'flat (no page reads the thread before it)'
          : 'GROWS with depth'),
    )

    // The header's counts, polled by every open tab: the route beside its one statement.
    const unreadApi: number[] = []
    const unreadRaw: number[] = []
    for (let round = 0; round < ROUNDS * 10 + 1; round += 1) {
      let started = performance.now()
      const answer = await fetch(`${address}${API_PATHS.MY_UNREAD}`, {
        headers: { authorization: `Bearer ${token}` },
      })
      if (answer.status !== 200) throw new Error(`GET /users/0/unread answered ${answer.status}`)
      await answer.json()
      const apiMs = performance.now() - started
      started = performance.now()
      await raw.query(UNREAD_SQL, [clientId])
      const rawMs = performance.now() - started
      if (round > 0) {
        unreadApi.push(apiMs)
        unreadRaw.push(rawMs)
      }
    }
    say(
      `GET /users/0/unread: API median ${ms(median(unreadApi))} ms, ` +
        `pg median ${ms(median(unreadRaw))} ms (${unreadApi.length} calls each)`,
    )

    const oldest = await raw.query<{ id: number }>(
      'SELECT id FROM messages WHERE thread_id = $1 ORDER BY id LIMIT 1 OFFSET $2',
      [threadId, PAGE],
    )
    for (const [label, before] of [
      ['newest page', null],
      ['oldest page', oldest.rows[0]?.id ?? null],
    ] as const) {
      const statement = pageStatement(threadId, before, PAGE + 1)
      await explain(raw, statement, `EXPLAIN ANALYZE, ${label}:`, say)
    }
  },
)
