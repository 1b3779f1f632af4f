/** Source of "now", injected so tests can move time (token expiry, code expiry). */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = {
  now: () => new Date(),
}
