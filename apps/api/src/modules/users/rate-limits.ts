// Per-IP limits of the account routes (@fastify/rate-limit, in memory per process), listed
// together so docs/decisions/0006-account-security-limits.md can be checked against them.
// Reads are not limited; every write is, and the ones that check a password or send mail
// are tighter. The per-account log-in brake is in login-throttle.ts.

const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const RATE_LIMITS = {
  signUp: { max: 10, timeWindow: HOUR },
  login: { max: 20, timeWindow: 15 * MINUTE },
  refresh: { max: 60, timeWindow: 15 * MINUTE },
  logout: { max: 30, timeWindow: MINUTE },
  passwordChange: { max: 10, timeWindow: 15 * MINUTE },
  temporaryPasswordPerIp: { max: 10, timeWindow: HOUR },
  /** Keyed by the e-mail asked for, known or not, so the answer never tells them apart. */
  temporaryPasswordPerEmail: { max: 3, timeWindow: HOUR },
  deleteAccount: { max: 10, timeWindow: HOUR },
  modelRequest: { max: 20, timeWindow: MINUTE },
  adminWrite: { max: 120, timeWindow: MINUTE },
} as const
