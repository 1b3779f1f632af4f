import type { Clock } from '../../src/lib/clock.js'

export interface FakeClock extends Clock {
  /** Moves time forward by `ms` milliseconds. */
  advance(ms: number): void
  set(date: Date | string): void
}

/** A clock that only moves when told; pass it to buildTestApp({ clock }). */
export function createFakeClock(start: Date | string = '2026-01-01T00:00:00.000Z'): FakeClock {
  let current = new Date(start).getTime()
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms
    },
    set: (date) => {
      current = new Date(date).getTime()
    },
  }
}
