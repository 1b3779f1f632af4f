import { REVIEW_LIMITS, DAY_MS } from '@cnm/contracts'

// The review window of a booking (ADR 0028): it opens when the casting's filming date has
// passed (the day after it, UTC) or when the client marked the casting done, whichever is
// first, and closes REVIEW_LIMITS.WINDOW_DAYS later. WINDOW_SQL is the same rule in SQL
// for the queries that list or release by it; reviews.test.ts checks both at the same edges
// (writing uses this file, the pending list and the release job the SQL).

export const WINDOW_MS = REVIEW_LIMITS.WINDOW_DAYS * DAY_MS

export interface WindowFacts {
  filmingDate: Date | null
  completedAt: Date | null
}

export interface ReviewWindow {
  opensAt: Date
  closesAt: Date
}

/** Null while neither the filming date has passed nor the casting was completed. */
export function reviewWindow({ filmingDate, completedAt }: WindowFacts): ReviewWindow | null {
  const candidates: number[] = []
  if (completedAt) candidates.push(completedAt.getTime())
  // A DATE column arrives as UTC midnight of that day: the window opens a day later.
  if (filmingDate) candidates.push(filmingDate.getTime() + DAY_MS)
  if (candidates.length === 0) return null
  const opensAt = Math.min(...candidates)
  return { opensAt: new Date(opensAt), closesAt: new Date(opensAt + WINDOW_MS) }
}

export type WindowState = 'not-open' | 'open' | 'closed'

export function windowState(window: ReviewWindow | null, now: Date): WindowState {
  if (!window || now < window.opensAt) return 'not-open'
  return now < window.closesAt ? 'open' : 'closed'
}

/**
 * When the window of casting alias `c` opens, in SQL (LEAST skips NULLs; NULL when neither
 * is set). Columns are timestamp(3) without time zone holding UTC, like Prisma writes them.
 */
export const OPENS_AT_SQL = `LEAST(c.completed_at, (c.filming_date + 1)::timestamp)`
export const WINDOW_DAYS_SQL = `interval '${REVIEW_LIMITS.WINDOW_DAYS} days'`
