import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ConfigError } from '../config/env.js'
import { buildTestApp, testConfig } from '../../test/helpers/app.js'
import { unreachableDatabase } from '../../test/helpers/db.js'
import { connectTestRedis, type TestRedis } from '../../test/helpers/redis.js'

describe('REDIS_URL', () => {
  let redis: TestRedis
  beforeAll(async () => {
    redis = await connectTestRedis()
  })
  afterAll(async () => {
    await redis?.cleanUp()
  })

  it('is optional: without it the app counts in memory', async () => {
    expect(testConfig().redis).toBeNull()
    const db = unreachableDatabase()
    const app = await buildTestApp({ db })
    expect(app.redis).toBeNull()
    await app.close()
    await db.prisma.$disconnect()
  })

  it('must be a redis:// URL, and the key prefix a short plain name', () => {
    expect(() => testConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL: Must be a redis:\/\/ or rediss:\/\/ URL/,
    )
    expect(() => testConfig({ REDIS_URL: redis.env.REDIS_URL, REDIS_KEY_PREFIX: 'a b' })).toThrow(
      ConfigError,
    )
    expect(testConfig({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2' }).redis).toEqual({
      url: 'rediss://:secret@cache.internal:6380/2',
      keyPrefix: 'cnm:',
    })
  })

  it('stops the start when Redis does not answer, saying how to fix it and hiding the password', async () => {
    const db = unreachableDatabase()
    const started = Date.now()
    await expect(
      buildTestApp({ db, env: { REDIS_URL: 'redis://:hunter2-password@127.0.0.1:1' } }),
    ).rejects.toThrow(
      /^REDIS_URL is set but Redis at redis:\/\/127\.0\.0\.1:1 does not answer .*redis-server --daemonize yes/,
    )
    expect(Date.now() - started).toBeLessThan(5_000)
    await db.prisma.$disconnect()
  })

  it('connects with the configured prefix and closes with the app', async () => {
    const db = unreachableDatabase()
    const app = await buildTestApp({ db, env: redis.env })
    expect(app.redis?.status).toBe('ready')
    await app.counterStore.swap('plugin-check', null, '1:1', 60_000)
    expect(await redis.client.get(`${redis.keyPrefix}counters:plugin-check`)).toBe('1:1')
    const client = app.redis
    await app.close()
    // QUIT is answered before the socket closes.
    await vi.waitFor(() => expect(client?.status).toBe('end'))
    await db.prisma.$disconnect()
  })
})
