import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Redis } from 'ioredis'
import { connectTestRedis, type TestRedis } from '../../test/helpers/redis.js'
import {
  createMemoryCounterStore,
  createRedisCounterStore,
  type CounterStore,
} from './counter-store.js'

let redis: TestRedis
let prefixed: Redis
beforeAll(async () => {
  redis = await connectTestRedis()
  prefixed = new Redis(redis.env.REDIS_URL, { keyPrefix: redis.keyPrefix })
})
afterAll(async () => {
  prefixed?.disconnect()
  await redis?.cleanUp()
})

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each([
  ['memory', () => createMemoryCounterStore()],
  ['Redis', () => createRedisCounterStore(prefixed)],
])('%s counter store', (_name, makeStore: () => CounterStore) => {
  let key = 0
  const freshKey = () => `test-${Date.now()}-${(key += 1)}`

  it('reads null for a key never set, and what the last successful swap stored', async () => {
    const store = makeStore()
    const k = freshKey()
    expect(await store.read(k)).toBeNull()
    expect(await store.swap(k, null, '1:100', 60_000)).toBe(true)
    expect(await store.read(k)).toBe('1:100')
    expect(await store.swap(k, '1:100', '2:200', 60_000)).toBe(true)
    expect(await store.read(k)).toBe('2:200')
  })

  it('refuses a swap from a stale value, so only one of two racing writers wins', async () => {
    const store = makeStore()
    const k = freshKey()
    const results = await Promise.all([
      store.swap(k, null, 'first', 60_000),
      store.swap(k, null, 'second', 60_000),
    ])
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(['first', 'second']).toContain(await store.read(k))
    expect(await store.swap(k, null, 'third', 60_000)).toBe(false)
    expect(await store.swap(k, 'stale', 'third', 60_000)).toBe(false)
  })

  it('forgets a record once its time to live has passed', async () => {
    const store = makeStore()
    const k = freshKey()
    await store.swap(k, null, 'short', 30)
    expect(await store.read(k)).toBe('short')
    await sleep(60)
    expect(await store.read(k)).toBeNull()
    expect(await store.swap(k, null, 'again', 60_000)).toBe(true)
  })
})

describe('memory counter store', () => {
  it('keeps at most its bound, forgetting the least recently written key', async () => {
    const store = createMemoryCounterStore(2)
    await store.swap('a', null, '1', 60_000)
    await store.swap('b', null, '1', 60_000)
    await store.swap('a', '1', '2', 60_000)
    await store.swap('c', null, '1', 60_000)
    expect(await store.read('b')).toBeNull()
    expect(await store.read('a')).toBe('2')
    expect(await store.read('c')).toBe('1')
  })
})

describe('Redis counter store', () => {
  it('writes under the client prefix and `counters:`, with the time to live set', async () => {
    const store = createRedisCounterStore(prefixed)
    await store.swap('visible', null, '3:42', 60_000)
    expect(await redis.client.get(`${redis.keyPrefix}counters:visible`)).toBe('3:42')
    const ttl = await redis.client.pttl(`${redis.keyPrefix}counters:visible`)
    expect(ttl).toBeGreaterThan(50_000)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })
})
