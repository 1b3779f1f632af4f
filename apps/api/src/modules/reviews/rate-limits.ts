// Per-IP limits of the review and casting-completion routes (@fastify/rate-limit). Reads are
// not limited; writes are, and reports are the tightest: each lands in an admin's queue.
const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const REVIEW_RATE_LIMITS = {
  write: { max: 30, timeWindow: HOUR },
  report: { max: 10, timeWindow: HOUR },
  complete: { max: 60, timeWindow: HOUR },
} as const
