// Per-IP limits of the application and proposal routes (@fastify/rate-limit, ADR 0020).
// Reads are not limited; every write is. Applying is the tightest: each one lands in a
// client's list and notifications.

import { MINUTE_MS, HOUR_MS } from '@cnm/contracts'

export const APPLICATION_RATE_LIMITS = {
  apply: { max: 60, timeWindow: HOUR_MS },
  write: { max: 120, timeWindow: MINUTE_MS },
} as const
