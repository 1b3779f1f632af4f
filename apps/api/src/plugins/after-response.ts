import type { FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Work a route lets finish after its answer went out (so the answer's timing tells
     * nothing, e.g. the temporary password). Closing the app waits for it, and a test that
     * looks at the database after such a request awaits `settled()` instead of polling.
     */
    afterResponse: AfterResponse
  }
}

export interface AfterResponse {
  /** Tracks `work`; a failure is logged with `what` (on the request's log), never thrown. */
  track(what: string, work: Promise<unknown>, log?: FastifyBaseLogger): void
  /** Resolves once everything tracked so far (and anything it started) has finished. */
  settled(): Promise<void>
}

export const afterResponsePlugin = fp(
  async (app) => {
    const running = new Set<Promise<void>>()
    const afterResponse: AfterResponse = {
      track(what, work, log = app.log) {
        const done = work.then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, `${what} failed after the answer`),
        )
        running.add(done)
        void done.finally(() => running.delete(done))
      },
      async settled() {
        while (running.size > 0) await Promise.allSettled([...running])
      },
    }
    app.decorate('afterResponse', afterResponse)
    app.addHook('onClose', async () => {
      await afterResponse.settled()
    })
  },
  { name: 'after-response' },
)
