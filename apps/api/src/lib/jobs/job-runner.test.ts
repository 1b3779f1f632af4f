// The pg-boss runner on a real Postgres (a test database copied from the template, which
// has the pgboss schema): workers, retries, the final attempt and singleton keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Fastify from 'fastify'
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db.js'
import { createPgBossRunner, type JobRunner } from './job-runner.js'

// A logger that writes nothing (Fastify's own when logging is off).
const log = Fastify({ logger: false }).log
let db: TestDatabase
const runners: JobRunner[] = []

beforeAll(async () => {
  db = await createTestDatabase()
})
afterAll(async () => {
  await Promise.all(runners.map((runner) => runner.stop()))
  await db?.drop()
})

function runner(workers: boolean): JobRunner {
  const created = createPgBossRunner({ databaseUrl: db.url, log, workers, maxConnections: 2 })
  runners.push(created)
  return created
}

describe('pg-boss job runner', () => {
  it('a worker runs a sent job without waiting for its poll', async () => {
    const jobs = runner(true)
    const seen: string[] = []
    let done: () => void = () => undefined
    const finished = new Promise<void>((resolve) => (done = resolve))
    jobs.define<{ word: string }>({
      name: 'test.record-word',
      handler: async ({ word }) => {
        seen.push(word)
        done()
      },
    })
    await jobs.start()
    const started = Date.now()
    await jobs.send('test.record-word', { word: 'hello' })
    await finished
    expect(seen).toEqual(['hello'])
    // The polling interval is 2 s; notifyWorker makes it start well before.
    expect(Date.now() - started).toBeLessThan(1_500)
  })

  it('sends a job when its workers start if sendAtStartIf says so, and only then', async () => {
    const jobs = runner(true)
    const ran: string[] = []
    let done: () => void = () => undefined
    const finished = new Promise<void>((resolve) => (done = resolve))
    jobs.define<object>({
      name: 'test.fill-when-empty',
      sendAtStartIf: async () => true,
      handler: async () => {
        ran.push('fill')
        done()
      },
    })
    jobs.define<object>({
      name: 'test.already-filled',
      sendAtStartIf: async () => false,
      handler: async () => {
        ran.push('never')
      },
    })
    await jobs.start()
    await finished
    expect(ran).toEqual(['fill'])
  })

  it('drain retries a failing job without its delay and flags the last attempt', async () => {
    const jobs = runner(false)
    const attempts: Array<{ attempt: number; lastAttempt: boolean }> = []
    jobs.define<object>({
      name: 'test.always-fails',
      retryLimit: 2,
      retryDelaySeconds: 60,
      handler: async (_data, context) => {
        attempts.push({ attempt: context.attempt, lastAttempt: context.lastAttempt })
        throw new Error('nope')
      },
    })
    await jobs.send('test.always-fails', {})
    expect(await jobs.drain()).toBe(3)
    expect(attempts).toEqual([
      { attempt: 1, lastAttempt: false },
      { attempt: 2, lastAttempt: false },
      { attempt: 3, lastAttempt: true },
    ])
    expect(await jobs.drain()).toBe(0)
  })

  it('keeps one queued job per singleton key', async () => {
    const jobs = runner(false)
    let runs = 0
    jobs.define<object>({
      name: 'test.once-per-key',
      policy: 'short',
      handler: async () => {
        runs += 1
      },
    })
    expect(await jobs.send('test.once-per-key', {}, { singletonKey: 'k' })).not.toBeNull()
    expect(await jobs.send('test.once-per-key', {}, { singletonKey: 'k' })).toBeNull()
    await jobs.drain()
    expect(runs).toBe(1)
  })

  it('queues a job inside a transaction: there once it commits, never if it rolls back', async () => {
    const jobs = runner(false)
    const seen: string[] = []
    jobs.define<{ word: string; at: { nested: boolean } }>({
      name: 'test.in-transaction',
      handler: async ({ word, at }) => {
        seen.push(`${word}:${at.nested}`)
      },
    })
    await jobs.start()
    await expect(
      db.prisma.$transaction(async (tx) => {
        await jobs.send(
          'test.in-transaction',
          { word: 'lost', at: { nested: true } },
          {
            transaction: tx,
          },
        )
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    await db.prisma.$transaction(async (tx) => {
      const id = await jobs.send(
        'test.in-transaction',
        { word: 'kept', at: { nested: true } },
        {
          transaction: tx,
        },
      )
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
      // Not visible outside the transaction before it commits.
      expect(await jobs.latest('test.in-transaction')).toBeNull()
    })
    expect(await jobs.drain(['test.in-transaction'])).toBe(1)
    expect(seen).toEqual(['kept:true'])
  })

  it("keeps a worker's result as the job's output, and find/latest read the job's record", async () => {
    const jobs = runner(true)
    jobs.define<{ n: number }>({
      name: 'test.counts',
      handler: async ({ n }) => ({ doubled: n * 2 }),
    })
    await jobs.start()
    expect(await jobs.latest('test.counts')).toBeNull()
    const id = (await jobs.send('test.counts', { n: 21 }))!
    await expect.poll(async () => (await jobs.find('test.counts', id))?.state).toBe('completed')
    const record = (await jobs.find('test.counts', id))!
    expect(record).toMatchObject({ id, data: { n: 21 }, output: { doubled: 42 }, retryCount: 0 })
    expect(record.completedOn!.getTime()).toBeGreaterThanOrEqual(record.startedOn!.getTime())
    expect((await jobs.latest('test.counts'))?.id).toBe(id)
    expect(await jobs.find('test.counts', '00000000-0000-4000-8000-000000000000')).toBeNull()
  })

  it("keeps a failure's error, and latest prefers a waiting job to a newer finished one", async () => {
    const jobs = runner(true)
    jobs.define<object>({
      name: 'test.breaks',
      retryLimit: 0,
      handler: async () => {
        throw new Error('broken on purpose')
      },
    })
    await jobs.start()
    const waiting = (await jobs.send('test.breaks', {}, { startAfterSeconds: 3600 }))!
    const failing = (await jobs.send('test.breaks', {}))!
    await expect.poll(async () => (await jobs.find('test.breaks', failing))?.state).toBe('failed')
    expect((await jobs.find('test.breaks', failing))?.output).toMatchObject({
      message: 'broken on purpose',
    })
    expect(await jobs.latest('test.breaks')).toMatchObject({ id: waiting, state: 'created' })
  })

  it('says what is wrong when the database cannot be reached', async () => {
    const jobs = createPgBossRunner({
      databaseUrl: 'postgresql://postgres@127.0.0.1:1/none',
      log,
      workers: false,
    })
    jobs.define<object>({ name: 'test.never', handler: async () => undefined })
    await expect(jobs.start()).rejects.toThrow(/cannot start pg-boss.*Check DATABASE_URL/s)
    await jobs.stop()
  })
})
