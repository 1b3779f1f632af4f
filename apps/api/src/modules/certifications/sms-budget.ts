// A global cap on verification texts per clock hour (issue #17 finding 5, SMS pumping;
// ADR 0019). Per-number and per-IP caps do not stop a botnet texting premium numbers from
// many addresses; this one bounds what such a flood can cost. It counts in the counter
// store, so with REDIS_URL every instance spends from the same hour (ADR 0020).
import type { FastifyBaseLogger } from 'fastify'
import type { CounterStore } from '../../lib/counter-store.js'
import { HOUR_MS } from '@cnm/contracts'

/** Compare-and-set retries before giving up on a busy counter (and sending nothing). */
const SWAP_ATTEMPTS = 20

export interface SmsBudget {
  /** Spends one text of the hour holding `now`; false when the hour's budget is gone. */
  take(now: Date): Promise<boolean>
}

export interface SmsBudgetDeps {
  store: CounterStore
  perHour: number
  log: Pick<FastifyBaseLogger, 'error'>
}

export function createSmsBudget({ store, perHour, log }: SmsBudgetDeps): SmsBudget {
  // The alert is written once per hour window, by whichever instance claims it first.
  async function alertOnce(hour: number, ttlMs: number) {
    if (await store.swap(`sms-budget-alert:${hour}`, null, '1', ttlMs)) {
      log.error(
        { alert: 'sms-budget-exhausted', perHour, hourStartedAt: new Date(hour * HOUR_MS) },
        `SMS budget of ${perHour} texts this hour is spent; verification texts are paused ` +
          'until the next hour. Look for SMS pumping (many numbers of one range or country) ' +
          'before raising SMS_HOURLY_BUDGET.',
      )
    }
  }

  return {
    async take(now) {
      const hour = Math.floor(now.getTime() / HOUR_MS)
      const key = `sms-budget:${hour}`
      // Kept a little past the hour's end so a late reader still sees the spent budget.
      const ttlMs = (hour + 1) * HOUR_MS - now.getTime() + 60_000
      for (let attempt = 0; attempt < SWAP_ATTEMPTS; attempt += 1) {
        const record = await store.read(key)
        const spent = Number(record ?? 0) || 0
        if (spent >= perHour) {
          await alertOnce(hour, ttlMs)
          return false
        }
        if (await store.swap(key, record, String(spent + 1), ttlMs)) return true
      }
      return false
    },
  }
}
