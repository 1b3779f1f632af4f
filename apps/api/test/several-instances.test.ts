// Two API instances, each a real listening server with its own Prisma client, on one
// Postgres database and one Redis, as behind a load balancer (docs/operations.md, ADR 0020).
// Background jobs are not covered here yet: the API has no job system in this version.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { API_PATHS, INFO_TYPE, bearer } from '@cnm/contracts'
import type { App } from '../src/app.js'
import { seedReferenceData } from '../src/db/seed-data/seed-reference-data.js'
import { RATE_LIMITS } from '../src/lib/http/rate-limits.js'
import { CHECK_INTERVAL_MS } from '../src/modules/infos/index.js'
import { LOGIN_THROTTLE } from '../src/modules/users/index.js'
import { createAccount, freshEmail, PASSWORD } from '../src/modules/users/testing/accounts.js'
import { createTestDatabase, type TestDatabase } from './helpers/db.js'
import { startInstance, type Instance } from './helpers/instances.js'
import { connectTestRedis, type TestRedis } from './helpers/redis.js'

interface Answer {
  status: number
  body: { data?: unknown; code?: string }
}

async function call(
  instance: Instance,
  method: string,
  path: string,
  options: { ip: string; body?: unknown; token?: string },
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = bearer(options.token)
  const response = await fetch(`${instance.base}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

let clientNumber = 0
const clientIp = () => `198.18.200.${(clientNumber += 1)}`

/** Wrong-password log-ins, alternating between the instances; the statuses in order. */
async function failedLogIns(instances: Instance[], count: number, email: () => string) {
  const ip = clientIp()
  const statuses: number[] = []
  for (let i = 0; i < count; i += 1) {
    const instance = instances[i % instances.length] as Instance
    const answer = await call(instance, 'POST', API_PATHS.LOGIN, {
      ip,
      body: { email: email(), password: 'Wrong-pass1!' },
    })
    statuses.push(answer.status)
  }
  return statuses
}

describe('two API instances on one Postgres and one Redis', () => {
  let db: TestDatabase
  let redis: TestRedis
  let a: Instance
  let b: Instance

  beforeAll(async () => {
    db = await createTestDatabase()
    redis = await connectTestRedis()
    a = await startInstance(db, redis.env)
    b = await startInstance(db, redis.env)
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await redis?.cleanUp()
    await db?.drop()
  })

  it('holds a per-IP limit of N across both, not N per instance', async () => {
    const { max } = RATE_LIMITS.login
    // A new unknown address every time, so only the per-IP limit can refuse.
    const statuses = await failedLogIns([a, b], max + 2, () => freshEmail('per-ip'))
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(400))
    expect(statuses.slice(max)).toEqual([429, 429])
    expect(await redis.client.keys(`${redis.keyPrefix}rate-limit:*`)).not.toHaveLength(0)
  })

  it('brakes guesses at an unknown e-mail across both, like guesses at an account', async () => {
    const email = freshEmail('unknown')
    const free = LOGIN_THROTTLE.FREE_FAILURES
    const statuses = await failedLogIns([a, b], free + 1, () => email)
    expect(statuses).toEqual([...Array(free).fill(400), 429])
  })

  it('refuses on one instance a session logged out through the other', async () => {
    const account = await createAccount(a.app)
    const ip = clientIp()
    const login = await call(a, 'POST', API_PATHS.LOGIN, {
      ip,
      body: { email: account.email, password: PASSWORD },
    })
    expect(login.status).toBe(200)
    const { token } = login.body.data as { token: string }
    expect((await call(b, 'GET', API_PATHS.CURRENT_USER, { ip, token })).status).toBe(200)

    expect((await call(a, 'POST', API_PATHS.LOGOUT, { ip, token })).status).toBe(200)
    const after = await call(b, 'GET', API_PATHS.CURRENT_USER, { ip, token })
    expect(after.status).toBe(401)
    expect((await call(a, 'GET', API_PATHS.CURRENT_USER, { ip, token })).status).toBe(401)
  })

  it('serves a re-seed from both instances within the checksum interval', async () => {
    const keyword = {
      id: 100_001,
      type: INFO_TYPE.KEYWORD,
      parentId: null,
      number: null,
      url: null,
      code: null,
      valueKo: null,
    }
    const seed = (value: string, checksum: string) =>
      seedReferenceData(db.prisma, {
        data: { rows: [{ ...keyword, value, sortOrder: 1 }], cities: [], checksum },
      })
    await seed('Calm', 'two-instances-1')
    const path = `${API_PATHS.INFOS}?type=${INFO_TYPE.KEYWORD}`
    const firstValue = async (instance: Instance) => {
      const answer = await call(instance, 'GET', path, { ip: '198.18.201.1' })
      return (answer.body.data as { infos: Array<{ value: string }> }).infos[0]?.value
    }
    // Twice each: the second answer comes from the front cache, in front of the router.
    for (const instance of [a, b, a, b]) expect(await firstValue(instance)).toBe('Calm')

    await seed('Bold', 'two-instances-2')
    const seededAt = Date.now()
    const seenAfter: number[] = []
    await Promise.all(
      [a, b].map((instance) =>
        vi.waitFor(
          async () => {
            expect(await firstValue(instance)).toBe('Bold')
            seenAfter.push(Date.now() - seededAt)
          },
          { timeout: CHECK_INTERVAL_MS + 3_000, interval: 100 },
        ),
      ),
    )
    // One interval plus the checksum read and the reload, on a busy machine.
    for (const ms of seenAfter) expect(ms).toBeLessThan(CHECK_INTERVAL_MS + 2_000)
  })
})

describe('control: two instances without REDIS_URL', () => {
  let db: TestDatabase
  let a: Instance
  let b: Instance
  beforeAll(async () => {
    db = await createTestDatabase()
    a = await startInstance(db, {})
    b = await startInstance(db, {})
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await db?.drop()
  })

  it('lets each instance count on its own, so two allow twice the limit', async () => {
    const { max } = RATE_LIMITS.login
    const statuses = await failedLogIns([a, b], 2 * max + 2, () => freshEmail('control'))
    expect(statuses.slice(0, 2 * max)).toEqual(Array(2 * max).fill(400))
    expect(statuses.slice(2 * max)).toEqual([429, 429])
  })

  it('lets each instance brake an unknown e-mail on its own', async () => {
    const email = freshEmail('unknown-control')
    const statuses = await failedLogIns([a, b], LOGIN_THROTTLE.FREE_FAILURES + 1, () => email)
    expect(statuses).not.toContain(429)
  })
})

describe('two instances with job workers on one database', () => {
  // Each instance defines the same jobs, as every API process does; the runs are recorded
  // here with the instance that ran them.
  const runs: Array<{ job: string; key: string; by: string }> = []
  const defineJobs = (by: string) => (app: App) => {
    app.jobs.define<{ key: string }>({
      name: 'test.sweep-once',
      policy: 'short',
      handler: async ({ key }) => void runs.push({ job: 'sweep-once', key, by }),
    })
    // Control: a standard queue keeps every send, so two senders mean two runs.
    app.jobs.define<{ key: string }>({
      name: 'test.sweep-every-send',
      handler: async ({ key }) => void runs.push({ job: 'sweep-every-send', key, by }),
    })
  }
  let db: TestDatabase
  let a: Instance
  let b: Instance

  beforeAll(async () => {
    db = await createTestDatabase()
    a = await startInstance(db, {}, { jobWorkers: true, routes: defineJobs('a') })
    b = await startInstance(db, {}, { jobWorkers: true, routes: defineJobs('b') })
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await db?.drop()
  })

  const runsOf = (job: string) => runs.filter((run) => run.job === job)

  it('each scheduled job runs once: both instances fire it, one of them runs it', async () => {
    const keys = ['2026-03-02T10:00', '2026-03-02T11:00', '2026-03-02T12:00']
    // What a schedule does on every instance at the same moment: send the job under the
    // period's singleton key (pg-boss's own cron sends its jobs the same way).
    for (const key of keys) {
      const ids = await Promise.all(
        [a, b].map((instance) =>
          // Due a moment later, as a cron-fired job is: no local worker is woken at once, so
          // the duplicate meets the first one still queued, which is what the key guards.
          instance.app.jobs.send(
            'test.sweep-once',
            { key },
            { singletonKey: key, startAfterSeconds: 1 },
          ),
        ),
      )
      expect(ids.filter((id) => id !== null)).toHaveLength(1)
      await Promise.all(
        [a, b].map((instance) => instance.app.jobs.send('test.sweep-every-send', { key })),
      )
    }

    await vi.waitFor(
      () => {
        expect(runsOf('sweep-every-send')).toHaveLength(2 * keys.length)
        expect(runsOf('sweep-once')).toHaveLength(keys.length)
      },
      { timeout: 15_000, interval: 100 },
    )
    // Three more polling intervals: a duplicate would have run by now.
    await new Promise((resolve) => setTimeout(resolve, 6_500))
    expect(
      runsOf('sweep-once')
        .map((run) => run.key)
        .sort(),
    ).toEqual(keys)
    expect(runsOf('sweep-every-send')).toHaveLength(2 * keys.length)
  }, 40_000)
})
