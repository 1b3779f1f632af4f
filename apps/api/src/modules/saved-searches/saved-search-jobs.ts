// The saved-searches jobs' handlers (ADR 0051); their names, schedules and retries are in the
// job registry (modules/jobs.ts).
import type { FastifyInstance } from 'fastify'
import { sendSavedSearchDigests } from './saved-search-digest.js'
import { matchSavedSearches } from './saved-search-matching.js'
import { matchSavedModelSearches } from './saved-models-matching.js'

/**
 * Matches castings gone live against the castings searches, then profiles first published
 * against the clients' models searches: one statement per kind, one notification per search.
 */
export const matchSavedSearchesHandler = (app: FastifyInstance) => async () => {
  const castings = await matchSavedSearches(app.prisma, app.clock)
  const models = await matchSavedModelSearches(app.prisma, app.clock)
  return { castings, models }
}

/** The daily digest e-mail of new matches; the outbox sends what it queued at once. */
export const sendSavedSearchDigestsHandler = (app: FastifyInstance) => async () => {
  const run = await sendSavedSearchDigests({
    prisma: app.prisma,
    clock: app.clock,
    webOrigin: app.config.webOrigins[0] ?? 'http://localhost:5173',
    apiPublicUrl: app.config.apiPublicUrl,
    secret: app.config.jwtSecret,
  })
  if (run.emails > 0) app.outbox.wake()
  return run
}
