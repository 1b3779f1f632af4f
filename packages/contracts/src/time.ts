// Lengths of time: one home for the API, the web and their tests (issue #27). A lint rule
// (tooling/lint/src/time-constants.js) refuses a second definition, and the spelled-out
// products (`24 * 60 * 60 * 1000`, `60 * 60_000`, `86_400_000` ...) that stand for them.

export const SECOND_MS = 1_000
export const MINUTE_MS = 60 * SECOND_MS
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS

/** A day in seconds, for cookie lifetimes and other APIs that count in seconds. */
export const DAY_SECONDS = DAY_MS / SECOND_MS
