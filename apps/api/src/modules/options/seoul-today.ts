import { HOUR_MS } from '@cnm/contracts'

const SEOUL_OFFSET_MS = 9 * HOUR_MS

/** Today's date in Seoul, where the shoots are: the first date an option may hold. */
export const seoulToday = (now: Date): string =>
  new Date(now.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10)
