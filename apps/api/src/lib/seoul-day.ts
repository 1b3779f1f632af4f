// Seoul days (UTC+9, no daylight saving): shoot days, due dates, options and usage ends are
// all Seoul calendar days, so every module reads "today" the same way from the app's clock
// (issue #27: one home instead of a copy per module).
import { HOUR_MS } from '@cnm/contracts'

const SEOUL_OFFSET_MS = 9 * HOUR_MS

/** Today's date in Seoul at `now`, "YYYY-MM-DD". */
export const seoulToday = (now: Date): string =>
  new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10)

/** Today in Seoul as a UTC midnight Date, for comparing with `@db.Date` columns. */
export const seoulTodayDate = (now: Date): Date => new Date(`${seoulToday(now)}T00:00:00Z`)
