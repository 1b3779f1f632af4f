// Per-IP limits of the casting routes (@fastify/rate-limit). Reads are not limited; every
// write is. Reports are the tightest: each one lands in an administrator's queue.
const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const CASTING_RATE_LIMITS = {
  create: { max: 30, timeWindow: HOUR },
  write: { max: 120, timeWindow: MINUTE },
  report: { max: 10, timeWindow: HOUR },
} as const
