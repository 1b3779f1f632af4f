// Per-IP limits of every limited route (@fastify/rate-limit: in Redis, shared by every
// instance, when REDIS_URL is set, else in memory per process; ADR 0020), listed together so
// docs/decisions/0006-account-security-limits.md can be checked against them.
// Reads are not limited; every write is, and the ones that check a password or send mail
// are tighter. The per-account log-in brake is in users/login-throttle.ts, and the
// certification codes have table-counted limits of their own (certification-limits.ts).

const MINUTE = 60_000
const HOUR = 60 * MINUTE

export const RATE_LIMITS = {
  signUp: { max: 10, timeWindow: HOUR },
  login: { max: 20, timeWindow: 15 * MINUTE },
  refresh: { max: 60, timeWindow: 15 * MINUTE },
  logout: { max: 30, timeWindow: MINUTE },
  passwordChange: { max: 10, timeWindow: 15 * MINUTE },
  temporaryPasswordPerIp: { max: 10, timeWindow: HOUR },
  /**
   * Keyed by the caller's IP and the e-mail asked for (known or not, so the answer never
   * tells them apart): a stranger's requests never use up the owner's.
   */
  temporaryPasswordPerRequester: { max: 3, timeWindow: HOUR },
  deleteAccount: { max: 10, timeWindow: HOUR },
  modelRequest: { max: 20, timeWindow: MINUTE },
  adminWrite: { max: 120, timeWindow: MINUTE },
  /** The three Google sign-in steps, each on its own. */
  google: { max: 30, timeWindow: MINUTE },
  /** A burst guard in front of the table-counted limits of the certification service. */
  certificationSend: { max: 30, timeWindow: MINUTE },
  /** Each code allows five guesses; this keeps one client from sweeping many codes. */
  certificationCheck: { max: 60, timeWindow: MINUTE },
  /** Per client address and form: a person writes a few messages, a script many. */
  mailForm: { max: 5, timeWindow: 10 * MINUTE },
  /** Tickets and streams (ADR 0039): a tab reconnects a few times a minute at worst. */
  liveTicket: { max: 60, timeWindow: MINUTE },
  liveStream: { max: 60, timeWindow: MINUTE },
  /**
   * /verify's lookups (issue #25, ADR 0042): a read, limited all the same, since a code is a
   * guess a script could sweep. A worried person checks a few codes; 8.5e11 codes at this
   * rate take millennia.
   */
  verifyLookup: { max: 20, timeWindow: MINUTE },
  /** Impersonation reports: each lands in an administrator's queue. */
  impersonationReport: { max: 5, timeWindow: HOUR },
  /**
   * Comp cards (issue #29): a read, limited all the same, since drawing one costs a render. A
   * client downloads a few cards a minute; a script walking every profile id is slowed.
   */
  compCard: { max: 30, timeWindow: MINUTE },
  /** Building and sharing packages (ADR 0045). */
  packageWrite: { max: 60, timeWindow: MINUTE },
  /**
   * A package link is a read without an account: a brand's team opens it a few times; a
   * script guessing tokens (192 bits) gets nowhere, and slowly.
   */
  sharedPackage: { max: 60, timeWindow: MINUTE },
  sharedPackagePick: { max: 60, timeWindow: MINUTE },
} as const
