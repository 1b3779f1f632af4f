import type { ServerResponse } from 'node:http'
import fp from 'fastify-plugin'
import type { AppConfig } from '../config/env.js'
import { publishLiveAfterCommit, registerLiveBus } from '../lib/live/after-commit.js'
import {
  createMemoryLiveBus,
  createRedisLiveBus,
  type LiveBus,
  type LiveEvent,
} from '../lib/live/live-bus.js'
import { LIVE_HEARTBEAT_MS, writeLiveEvent } from '../lib/live/sse.js'

export interface LiveStreams {
  /** Holds an opened event stream of the user until the client or the app closes it. */
  open(userId: number, stream: ServerResponse): void
  /** Streams open on this instance (the SSE gauge of /metrics). */
  readonly connections: number
  readonly bus: LiveBus
}

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveStreams
  }
}

/**
 * Live updates (ADR 0039): the bus (Redis pub/sub with REDIS_URL, else this process), the
 * instance's open streams with one heartbeat timer for all, and the after-commit publishing
 * of notify(). On close the streams end first, so browsers reconnect to another instance
 * while this one finishes its requests.
 */
export const livePlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const onError = (error: unknown) => app.log.error({ err: error }, 'live updates: bus error')
    const bus = app.redis
      ? await createRedisLiveBus(app.redis, config.redis?.keyPrefix ?? 'cnm:', onError)
      : createMemoryLiveBus()
    const unregister = registerLiveBus(bus, onError)
    publishLiveAfterCommit(app.prisma)

    const streams = new Set<ServerResponse>()
    const heartbeat = setInterval(() => {
      for (const stream of streams) stream.write(': ping\n\n')
    }, LIVE_HEARTBEAT_MS)
    heartbeat.unref()

    app.decorate('live', {
      open(userId, stream) {
        // Draining: a stream opened now would hold this instance's close; the browser
        // reconnects (after the stream's retry interval), through the proxy, elsewhere.
        if (app.drain.active) {
          stream.end(() => stream.socket?.end())
          return
        }
        streams.add(stream)
        const unsubscribe = bus.subscribe(userId, (event: LiveEvent) =>
          writeLiveEvent(stream, event),
        )
        stream.on('close', () => {
          unsubscribe()
          streams.delete(stream)
        })
      },
      get connections() {
        return streams.size
      },
      bus,
    } satisfies LiveStreams)

    // Draining (SIGTERM) ends the streams first, so browsers reconnect to another instance
    // while this one still answers; one opened during the drain ends at the close.
    const endStreams = () => {
      for (const stream of streams) stream.end()
      streams.clear()
    }
    app.drain.onStart(endStreams)
    app.addHook('preClose', async () => {
      clearInterval(heartbeat)
      endStreams()
    })
    app.addHook('onClose', async () => {
      unregister()
      await bus.close()
    })
  },
  { name: 'live', fastify: '5.x', dependencies: ['redis', 'prisma', 'closing'] },
)
