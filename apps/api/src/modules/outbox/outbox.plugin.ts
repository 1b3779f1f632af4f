import fp from 'fastify-plugin'

export interface OutboxHandle {
  /** Asks the worker to look at the outbox now (after a commit that enqueued something). */
  wake: () => void
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxHandle
  }
}

/** Placeholder until the delivery worker lands: messages wait in the table. */
export const outboxPlugin = fp(
  async (app) => {
    app.decorate('outbox', { wake: () => {} } satisfies OutboxHandle)
  },
  { name: 'outbox' },
)
