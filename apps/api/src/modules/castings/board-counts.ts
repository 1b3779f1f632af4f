import type { FastifyInstance } from 'fastify'
import { createCountCache, type CountCache } from '../../lib/short-cache.js'

// One per app (its server), whichever plugin context asks: the board's routes read it and the
// deadline job clears it.
const byApp = new WeakMap<object, CountCache>()

/** The board's totals, which may be 15 seconds old. */
export function boardCountsOf(app: FastifyInstance): CountCache {
  let counts = byApp.get(app.server)
  if (!counts) {
    counts = createCountCache({ ttlMs: 15_000 })
    byApp.set(app.server, counts)
  }
  return counts
}
