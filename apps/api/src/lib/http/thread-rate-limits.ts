// Limits of the thread routes (issue #15, ADR 0025). Sending is limited per user over all of
// their threads (a person types a few messages a minute, a script hundreds), on top of a
// per-IP burst guard; reports are the tightest: each lands in an administrator's queue.
import { THREAD_LIMITS, MINUTE_MS, HOUR_MS } from '@cnm/contracts'

export const THREAD_RATE_LIMITS = {
  sendPerUser: { max: THREAD_LIMITS.SEND_PER_MINUTE, timeWindow: MINUTE_MS },
  sendPerIp: { max: 120, timeWindow: MINUTE_MS },
  report: { max: 10, timeWindow: HOUR_MS },
  markRead: { max: 120, timeWindow: MINUTE_MS },
  // Issue #25, finding 12: a page is up to 100 messages; a person reads a few pages a minute,
  // a script that re-reads a thread in a loop is stopped here.
  readPerIp: { max: 240, timeWindow: MINUTE_MS },
} as const
