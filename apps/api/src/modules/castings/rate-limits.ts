// Per-IP limits of the casting routes (@fastify/rate-limit). Reads are not limited; every
// write is. Reports are the tightest: each one lands in an administrator's queue.

import { MINUTE_MS, HOUR_MS } from '@cnm/contracts'

export const CASTING_RATE_LIMITS = {
  create: { max: 30, timeWindow: HOUR_MS },
  write: { max: 120, timeWindow: MINUTE_MS },
  report: { max: 10, timeWindow: HOUR_MS },
} as const
