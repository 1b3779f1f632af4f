// The Redis the tests share (127.0.0.1:6379 here and in CI). Every caller gets a key prefix
// of its own, so parallel files and runs never see each other's counters.
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

const HOW_TO_START =
  'Start one with `redis-server --daemonize yes --save "" --appendonly no` ' +
  '(Debian: `apt-get install -y redis-server`), or point TEST_REDIS_URL at one.'

export interface TestRedis {
  /** A client without key prefix, for reading what the app wrote. */
  client: Redis
  /** This caller's prefix, e.g. `cnmt:1a2b3c4d:`. */
  keyPrefix: string
  /** REDIS_URL and REDIS_KEY_PREFIX for buildTestApp's `env`. */
  env: { REDIS_URL: string; REDIS_KEY_PREFIX: string }
  /** Deletes every key under the prefix and disconnects; call it in afterAll. */
  cleanUp(): Promise<void>
}

/** Connects to the test Redis, or fails saying how to start one. */
export async function connectTestRedis(): Promise<TestRedis> {
  const client = new Redis(TEST_REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  })
  client.on('error', () => undefined)
  try {
    await client.connect()
    await client.ping()
  } catch (error) {
    client.disconnect()
    throw new Error(
      `These tests need Redis at ${TEST_REDIS_URL}, which does not answer ` +
        `(${(error as Error).message}). ${HOW_TO_START}`,
    )
  }
  const keyPrefix = `cnmt:${randomBytes(4).toString('hex')}:`
  return {
    client,
    keyPrefix,
    env: { REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: keyPrefix },
    async cleanUp() {
      let cursor = '0'
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500)
        if (keys.length > 0) await client.del(...keys)
        cursor = next
      } while (cursor !== '0')
      client.disconnect()
    },
  }
}
