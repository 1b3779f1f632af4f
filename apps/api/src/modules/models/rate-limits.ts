// Per-IP limits of the model routes (@fastify/rate-limit, see users/rate-limits.ts for the
// account routes). Reads are not limited; every write is. Reports are the tightest: each
// one lands in an administrator's queue.
const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const MODEL_RATE_LIMITS = {
  create: { max: 30, timeWindow: HOUR },
  write: { max: 120, timeWindow: MINUTE },
  like: { max: 120, timeWindow: MINUTE },
  report: { max: 10, timeWindow: HOUR },
  reviewRequest: { max: 20, timeWindow: HOUR },
} as const
