// Per-IP limits of the review and casting-completion routes (@fastify/rate-limit). Reads are
// not limited; writes are, and reports are the tightest: each lands in an admin's queue.

import { HOUR_MS } from '@cnm/contracts'

export const REVIEW_RATE_LIMITS = {
  write: { max: 30, timeWindow: HOUR_MS },
  report: { max: 10, timeWindow: HOUR_MS },
  complete: { max: 60, timeWindow: HOUR_MS },
} as const
