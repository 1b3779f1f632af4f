// Recomputing the ranking on demand (ADR 0029 addendum), as an administrator's client sees
// it: 202 with a status resource, one waiting job however often it is asked for, the status
// going to done (counts) or failed (the error) once the job has run, and an audit row per
// request. Jobs run through app.jobs.drain(), as a worker would run them.
import { afterAll, describe, expect, it } from 'vitest'
import {
  API_PATHS,
  AUDIT_ACTIONS,
  RANKING_SERVER_MESSAGES,
  RANKING_SERVER_MESSAGES_KO,
  rankingRecomputationResponseSchema,
  type RankingRecomputationState,
} from '@cnm/contracts'
import { createProfile, setupModelSuite } from '../models/testing/model-fixtures.js'
import { RANKING_JOBS } from './ranking-job.js'

/** The ranking job's advisory lock ("rank"): holding it keeps a started run waiting. */
const RANKING_LOCK = 0x72616e6b

describe('recomputing the ranking on demand', () => {
  const { ctx, cast } = setupModelSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })
  const pending: Promise<unknown>[] = []
  afterAll(async () => {
    await Promise.allSettled(pending)
  })

  const post = async (headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.ADMIN_RANKING_RECOMPUTATIONS,
      headers: { ...cast.admin.headers, ...headers },
    })
    expect(response.statusCode, response.body).toBe(202)
    const body = rankingRecomputationResponseSchema.parse(response.json())
    const id = body.data.recomputation!.id
    expect(response.headers.location).toBe(API_PATHS.ADMIN_RANKING_RECOMPUTATION(id))
    return { ...body, id }
  }
  const get = async (url: string): Promise<RankingRecomputationState> => {
    const response = await ctx.app.inject({ url, headers: cast.admin.headers })
    expect(response.statusCode, response.body).toBe(200)
    return rankingRecomputationResponseSchema.parse(response.json()).data
  }
  const status = (id: string) => get(API_PATHS.ADMIN_RANKING_RECOMPUTATION(id))
  const waiting = async () =>
    Number(
      (
        await ctx.db.prisma.$queryRaw<{ n: bigint }[]>`
          SELECT count(*) AS n FROM pgboss.job
          WHERE name = ${RANKING_JOBS.RECOMPUTE} AND state = 'created'`
      )[0]?.n,
    )
  const audits = () =>
    ctx.db.prisma.auditLog.findMany({
      where: { action: AUDIT_ACTIONS.RANKINGS_RECOMPUTE_REQUESTED },
      orderBy: { id: 'asc' },
      select: { actorId: true, targetRef: true },
    })
  const rankingRows = () => ctx.db.prisma.modelRanking.count()

  it('says nothing was computed yet before the first run', async () => {
    expect(await get(API_PATHS.ADMIN_RANKING_RECOMPUTATION_LATEST)).toEqual({
      lastComputedAt: null,
      recomputation: null,
    })
  })

  it('queues one job however often it is asked for, each request audited', async () => {
    await createProfile(ctx.db.prisma, cast.modelOwner.user.id, { stageName: 'Ara' })
    const before = Date.now()
    const first = await post()
    expect(first.message).toBe(RANKING_SERVER_MESSAGES.RECOMPUTATION_QUEUED)
    expect(first.data).toEqual({
      lastComputedAt: null,
      recomputation: {
        id: first.id,
        status: 'queued',
        requestedById: cast.admin.user.id,
        queuedAt: expect.any(String),
        startedAt: null,
        finishedAt: null,
        rows: null,
        removed: null,
        error: null,
      },
    })
    expect(Date.parse(first.data.recomputation!.queuedAt)).toBeGreaterThanOrEqual(before - 1000)

    const second = await post({ 'accept-language': 'ko' })
    expect(second.id).toBe(first.id)
    expect(second.message).toBe(RANKING_SERVER_MESSAGES_KO.RECOMPUTATION_JOINED)
    expect(await waiting()).toBe(1)
    expect(await audits()).toEqual([
      { actorId: cast.admin.user.id, targetRef: `ranking-recomputation:${first.id}` },
      { actorId: cast.admin.user.id, targetRef: `ranking-recomputation:${first.id}` },
    ])
    expect((await get(API_PATHS.ADMIN_RANKING_RECOMPUTATION_LATEST)).recomputation?.id).toBe(
      first.id,
    )
  })

  it('reports done with its counts and the new "last computed" once the job has run', async () => {
    const { id } = (await get(API_PATHS.ADMIN_RANKING_RECOMPUTATION_LATEST)).recomputation!
    expect(await ctx.app.jobs.drain([RANKING_JOBS.RECOMPUTE])).toBe(1)
    const done = await status(id)
    const rows = await rankingRows()
    expect(rows).toBeGreaterThan(0)
    expect(done.recomputation).toMatchObject({
      id,
      status: 'done',
      rows,
      removed: 0,
      error: null,
    })
    const { startedAt, finishedAt, queuedAt } = done.recomputation!
    expect(Date.parse(startedAt!)).toBeGreaterThanOrEqual(Date.parse(queuedAt))
    expect(Date.parse(finishedAt!)).toBeGreaterThanOrEqual(Date.parse(startedAt!))
    // The run's time, written on every ranking row.
    const computed = await ctx.db.prisma.modelRanking.findFirst({ select: { computedAt: true } })
    expect(done.lastComputedAt).toBe(computed!.computedAt.toISOString())
    expect(await get(API_PATHS.ADMIN_RANKING_RECOMPUTATION_LATEST)).toEqual(done)

    // Nothing waits any more: the next request queues a new job.
    const next = await post()
    expect(next.id).not.toBe(id)
    expect(next.message).toBe(RANKING_SERVER_MESSAGES.RECOMPUTATION_QUEUED)
    expect(next.data.lastComputedAt).toBe(done.lastComputedAt)
    await ctx.app.jobs.drain([RANKING_JOBS.RECOMPUTE])
  })

  it('while one runs, queues the next run (once) instead of joining the running one', async () => {
    const running = await post()
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let locked = () => {}
    const isLocked = new Promise<void>((resolve) => (locked = resolve))
    const holder = ctx.db.prisma.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${RANKING_LOCK})`
        locked()
        await released
      },
      { timeout: 60_000 },
    )
    pending.push(holder)
    await isLocked
    const drained = ctx.app.jobs.drain([RANKING_JOBS.RECOMPUTE])
    pending.push(drained)
    await expect.poll(async () => (await status(running.id)).recomputation?.status).toBe('running')
    const runningState = (await status(running.id)).recomputation!
    expect(runningState.startedAt).not.toBeNull()
    expect(runningState.finishedAt).toBeNull()

    const next = await post()
    expect(next.id).not.toBe(running.id)
    expect(next.message).toBe(RANKING_SERVER_MESSAGES.RECOMPUTATION_QUEUED)
    expect(next.data.recomputation?.status).toBe('queued')
    const again = await post()
    expect(again.id).toBe(next.id)
    expect(again.message).toBe(RANKING_SERVER_MESSAGES.RECOMPUTATION_JOINED)
    // The waiting one is what the console shows.
    expect((await get(API_PATHS.ADMIN_RANKING_RECOMPUTATION_LATEST)).recomputation?.id).toBe(
      next.id,
    )

    release()
    await holder
    expect(await drained).toBe(2)
    expect((await status(running.id)).recomputation?.status).toBe('done')
    expect((await status(next.id)).recomputation?.status).toBe('done')
  })

  it('reports failed with the error once every attempt has failed', async () => {
    const db = ctx.db.prisma
    const { id } = await post()
    await db.$executeRaw`ALTER TABLE model_rankings RENAME TO model_rankings_away`
    try {
      // The first attempt and both retries (drain runs retries without their delay).
      expect(await ctx.app.jobs.drain([RANKING_JOBS.RECOMPUTE])).toBe(3)
    } finally {
      await db.$executeRaw`ALTER TABLE model_rankings_away RENAME TO model_rankings`
    }
    const failed = (await status(id)).recomputation!
    expect(failed).toMatchObject({ id, status: 'failed', rows: null, removed: null })
    expect(failed.error).toMatch(/model_rankings/)
    expect(failed.finishedAt).not.toBeNull()
  })

  it('answers 404 for an unknown recomputation and 400 for a malformed id', async () => {
    const unknown = await ctx.app.inject({
      url: API_PATHS.ADMIN_RANKING_RECOMPUTATION('00000000-0000-4000-8000-000000000000'),
      headers: cast.admin.headers,
    })
    expect(unknown.statusCode).toBe(404)
    const malformed = await ctx.app.inject({
      url: API_PATHS.ADMIN_RANKING_RECOMPUTATION('not-a-job'),
      headers: cast.admin.headers,
    })
    expect(malformed.statusCode).toBe(400)
  })
})
