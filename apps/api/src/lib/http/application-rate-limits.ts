// Per-IP limits of the application and proposal routes (@fastify/rate-limit, ADR 0020).
// Reads are not limited; every write is. Applying is the tightest: each one lands in a
// client's list and notifications.
const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const APPLICATION_RATE_LIMITS = {
  apply: { max: 60, timeWindow: HOUR },
  write: { max: 120, timeWindow: MINUTE },
} as const
