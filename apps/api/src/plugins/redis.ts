import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import type { AppConfig } from '../config/env.js'
import {
  createMemoryCounterStore,
  createRedisCounterStore,
  type CounterStore,
} from '../lib/counter-store.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared Redis client when REDIS_URL is set, else null (ADR 0020). */
    redis: Redis | null
    /** Records of the throttles that have no database row (lib/counter-store.ts). */
    counterStore: CounterStore
  }
}

/** How long start-up waits for Redis before it gives up. */
const CONNECT_TIMEOUT_MS = 3_000

/** Host and port only: the URL may carry a password. */
export function describeRedisUrl(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.protocol}//${parsed.hostname}:${parsed.port || '6379'}`
  } catch {
    return '(unparsable URL)'
  }
}

export class RedisUnavailableError extends Error {
  constructor(url: string, cause: unknown) {
    super(
      `REDIS_URL is set but Redis at ${describeRedisUrl(url)} does not answer ` +
        `(${cause instanceof Error ? cause.message : String(cause)}). Start it ` +
        '(e.g. `redis-server --daemonize yes --save "" --appendonly no`), fix REDIS_URL, or ' +
        'unset it to keep limits in this process only.',
      { cause },
    )
    this.name = 'RedisUnavailableError'
  }
}

/**
 * Connects and pings once, so a wrong REDIS_URL stops the start instead of failing the first
 * limited request. Afterwards a command fails at once while Redis is unreachable (no offline
 * queue): limited routes then answer 500 rather than wait or skip their limit (ADR 0020).
 */
export async function connectRedis(settings: NonNullable<AppConfig['redis']>): Promise<Redis> {
  const redis = new Redis(settings.url, {
    keyPrefix: settings.keyPrefix,
    lazyConnect: true,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    // Reconnect in the background after a drop, at most one attempt a second.
    retryStrategy: (attempt) => Math.min(attempt * 200, 1_000),
  })
  // Without a listener ioredis prints every connection error itself.
  const startErrors: Error[] = []
  const collect = (error: Error) => startErrors.push(error)
  redis.on('error', collect)
  try {
    await redis.connect()
    await redis.ping()
  } catch (error) {
    redis.disconnect()
    throw new RedisUnavailableError(settings.url, startErrors[0] ?? error)
  }
  redis.off('error', collect)
  return redis
}

/** Decorates `redis` and `counterStore`; closes the client with the app. */
export const redisPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const redis = config.redis ? await connectRedis(config.redis) : null
    app.decorate('redis', redis)
    app.decorate(
      'counterStore',
      redis ? createRedisCounterStore(redis) : createMemoryCounterStore(),
    )
    if (!redis) return
    let reported = false
    redis.on('error', (error) => {
      // One line per outage, not one per reconnection attempt.
      if (!reported) app.log.error({ err: error }, 'redis: connection lost; limited routes fail')
      reported = true
    })
    redis.on('ready', () => {
      if (reported) app.log.info('redis: connection back')
      reported = false
    })
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect())
    })
  },
  { name: 'redis', fastify: '5.x' },
)
