// Issue #30: stopping an instance without failing a request (docs/operations.md, "Stopping an
// instance"). Two phases:
// - Draining (SIGTERM): the instance still answers, but readiness says 503, live streams end so
//   browsers reconnect elsewhere, and every answer says `Connection: close`, so the proxy's
//   pooled keep-alive connections are closed by answers. A connection the proxy left idle is
//   closed by the proxy itself once its upstream keep-alive timeout (3 s in cnm-site.conf)
//   passes, which the drain period outlasts.
// - Closing (app.close()): no new connection is taken; requests in flight finish, each with
//   `Connection: close` so none turns idle and holds the shutdown for the keep-alive timeout
//   (72 s in Fastify) into a forced exit.
// Without the drain, Node's close resets the connections idle at that moment, and a request the
// proxy had just written on one of them (a POST it may not retry) fails with 502.
import net from 'node:net'
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'

export interface Drain {
  /** True from the start of the drain (or of the close) on. */
  readonly active: boolean
  /** Starts the drain; idempotent. */
  start(): void
  /** Runs `listener` when the drain starts (at once if it has). */
  onStart(listener: () => void): void
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain
  }
}

export const closingPlugin = fp(
  async (app) => {
    let active = false
    const listeners: Array<() => void> = []
    const start = () => {
      if (active) return
      active = true
      for (const listener of listeners.splice(0)) listener()
    }
    app.decorate('drain', {
      get active() {
        return active
      },
      start,
      onStart(listener) {
        if (active) listener()
        else listeners.push(listener)
      },
    } satisfies Drain)
    app.addHook('preClose', async () => {
      start()
    })
    app.addHook('onSend', async (_request, reply, payload) => {
      if (active) reply.header('connection', 'close')
      return payload
    })
  },
  { name: 'closing', fastify: '5.x' },
)

/**
 * What SIGTERM does (server.ts): drain until `drained` settles, then stop taking connections,
 * let the ones already accepted deliver and get their answers, then close. A test passes a
 * promise it settles itself; the server passes the drain period.
 *
 * Node's `server.close()` also destroys every connection with no request parsed yet, and under
 * load some of those are connections the proxy has just opened and written a request on: the
 * proxy reads a reset and answers 502 (found by `LOAD_STACK=production pnpm load`: 18 at a
 * restart). So the listening socket is closed first on its own (net.Server's close, which does
 * not touch accepted connections); every answer says `Connection: close`, so the accepted
 * connections end by themselves; after they have (or after `settleMs` at the most), the app
 * closes as before.
 */
export async function drainThenClose(
  app: FastifyInstance,
  drained: Promise<unknown>,
  { settleMs = 5_000 }: { settleMs?: number } = {},
) {
  app.drain.start()
  await drained
  const server = app.server
  if (server.listening) {
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      // 'close' comes once the listener is closed and every accepted connection has ended.
      new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve())),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, settleMs)
        timer.unref()
      }),
    ])
    clearTimeout(timer)
  }
  await app.close()
}
