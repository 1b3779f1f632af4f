// Live updates (ADR 0039): "something changed for user N" travels from the instance where it
// happened to every instance holding a stream of user N. With REDIS_URL one Redis channel
// carries it (pub/sub: fire and forget, nothing is stored); without, a process-local bus.
// A missed event costs nothing lasting: the web refetches on reconnect and polls while the
// stream is down.
import { EventEmitter } from 'node:events'
import type { Redis } from 'ioredis'

/** What a stream tells the browser: which lists to refetch, never their content. */
export interface LiveEvent {
  type: 'notification'
  /** The notification's kind ('message' for a new message in a thread). */
  kind: string
  threadId: number | null
}

interface Envelope {
  userIds: number[]
  event: LiveEvent
}

export type LiveListener = (event: LiveEvent) => void

export interface LiveBus {
  /** Same key, same delivery: two buses on one channel publish once (several apps in a test). */
  readonly key: string
  publish(userIds: readonly number[], event: LiveEvent): Promise<void>
  /** Listens for one user's events on this instance; answers the unsubscribe. */
  subscribe(userId: number, listener: LiveListener): () => void
  close(): Promise<void>
}

/** Local listeners by user, shared by both buses. */
function createLocalFanOut() {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0)
  return {
    deliver(envelope: Envelope) {
      for (const userId of envelope.userIds) emitter.emit(String(userId), envelope.event)
    },
    subscribe(userId: number, listener: LiveListener) {
      emitter.on(String(userId), listener)
      return () => void emitter.off(String(userId), listener)
    },
  }
}

let memoryBuses = 0

export function createMemoryLiveBus(): LiveBus {
  const local = createLocalFanOut()
  memoryBuses += 1
  return {
    key: `memory:${memoryBuses}`,
    async publish(userIds, event) {
      local.deliver({ userIds: [...userIds], event })
    },
    subscribe: local.subscribe,
    async close() {},
  }
}

/**
 * One channel, `<prefix>live`, for every instance: each receives every event and delivers
 * those of the users it holds streams for. A subscriber connection of its own (a Redis
 * connection in subscribe mode takes no other commands).
 */
export async function createRedisLiveBus(
  redis: Redis,
  prefix: string,
  onError: (error: unknown) => void,
): Promise<LiveBus> {
  const channel = `${prefix}live`
  const local = createLocalFanOut()
  const subscriber = redis.duplicate()
  subscriber.on('error', onError)
  // The app's client connects lazily and queues nothing offline; so does its duplicate.
  if (subscriber.status === 'wait') await subscriber.connect()
  await subscriber.subscribe(channel)
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return
    try {
      local.deliver(JSON.parse(text) as Envelope)
    } catch (error) {
      onError(error)
    }
  })
  return {
    key: `redis:${channel}`,
    async publish(userIds, event) {
      await redis.publish(channel, JSON.stringify({ userIds: [...userIds], event }))
    },
    subscribe: local.subscribe,
    async close() {
      await subscriber.quit().catch(() => subscriber.disconnect())
    },
  }
}
