// Spec §7: fresh for 60 s, no retry, no refetch on focus; current user fresh 6 h;
// info lists never go stale.
import { HOUR_MS } from './time.js'

export const QUERY_POLICY = {
  DEFAULT_STALE_MS: 60_000,
  DEFAULT_RETRY: false,
  REFETCH_ON_WINDOW_FOCUS: false,
  CURRENT_USER_STALE_MS: 6 * HOUR_MS,
  CURRENT_USER_RETRY: false,
  INFO_STALE_MS: Number.POSITIVE_INFINITY,
  INFO_GC_MS: Number.POSITIVE_INFINITY,
} as const
