// Every rate limit of the API, in one table (issue #27): its name, how many requests, over
// which window, and what it counts by. @fastify/rate-limit keeps the counters (in Redis,
// shared by every instance, when REDIS_URL is set, else in memory per process; ADR 0020).
// A route names its limit (`signedInWrite(app, RATE_LIMITS.castingCreate, ...)` or
// `config: { rateLimit: RATE_LIMITS.login }`); a limit counted by something else than the
// caller's IP is a second limiter the route makes with `app.createRateLimit` and its key.
// `rate-limits.test.ts` checks that every limit here is used and every limited route uses
// one of them; docs/operations.md lists them for the people on call, and
// docs/decisions/0006-account-security-limits.md is checked against them.
// Reads are mostly not limited; every write is, and the ones that check a password, send mail
// or land in an administrator's queue (reports) are tighter. Not here: the per-account log-in
// brake (users/login-throttle.ts) and the certification codes' table-counted limits
// (certifications/certification-limits.ts), which count rows, not requests.

import { MINUTE_MS, HOUR_MS, THREAD_LIMITS } from '@cnm/contracts'

/** What a limit counts by: the caller's address, the signed-in account, or both with a body field. */
export type RateLimitKey = 'ip' | 'account' | 'ip-and-email'

export interface RateLimit {
  readonly max: number
  readonly timeWindow: number
  readonly keyedOn: RateLimitKey
}

const perIp = (max: number, timeWindow: number): RateLimit => ({ max, timeWindow, keyedOn: 'ip' })

export const RATE_LIMITS = {
  // Accounts (users, sessions).
  signUp: perIp(10, HOUR_MS),
  login: perIp(20, 15 * MINUTE_MS),
  refresh: perIp(60, 15 * MINUTE_MS),
  logout: perIp(30, MINUTE_MS),
  passwordChange: perIp(10, 15 * MINUTE_MS),
  temporaryPasswordPerIp: perIp(10, HOUR_MS),
  /**
   * Keyed by the caller's IP and the e-mail asked for (known or not, so the answer never
   * tells them apart): a stranger's requests never use up the owner's.
   */
  temporaryPasswordPerRequester: { max: 3, timeWindow: HOUR_MS, keyedOn: 'ip-and-email' },
  deleteAccount: perIp(10, HOUR_MS),
  modelRequest: perIp(20, MINUTE_MS),
  /** A person switches language a few times, a script many. */
  languageChange: perIp(30, MINUTE_MS),
  /** A person looks at their devices now and then; a script polling or ending them is slowed. */
  mySessions: perIp(30, MINUTE_MS),
  /**
   * A company gives its number once and corrects it rarely; each save may ask the tax service,
   * whose key has a daily quota, so a script trying numbers is stopped early.
   */
  businessNumber: perIp(10, HOUR_MS),
  adminWrite: perIp(120, MINUTE_MS),
  /** The three Google sign-in steps, each on its own. */
  google: perIp(30, MINUTE_MS),
  /** A burst guard in front of the table-counted limits of the certification service. */
  certificationSend: perIp(30, MINUTE_MS),
  /** Each code allows five guesses; this keeps one client from sweeping many codes. */
  certificationCheck: perIp(60, MINUTE_MS),
  /** Per client address and form: a person writes a few messages, a script many. */
  mailForm: perIp(5, 10 * MINUTE_MS),
  /** Tickets and streams (ADR 0039): a tab reconnects a few times a minute at worst. */
  liveTicket: perIp(60, MINUTE_MS),
  liveStream: perIp(60, MINUTE_MS),
  /**
   * /verify's lookups (issue #25, ADR 0042): a read, limited all the same, since a code is a
   * guess a script could sweep. A worried person checks a few codes; 8.5e11 codes at this
   * rate take millennia.
   */
  verifyLookup: perIp(20, MINUTE_MS),
  /** Impersonation reports: each lands in an administrator's queue. */
  impersonationReport: perIp(5, HOUR_MS),

  // Model profiles and their photos.
  modelCreate: perIp(30, HOUR_MS),
  modelWrite: perIp(120, MINUTE_MS),
  modelLike: perIp(120, MINUTE_MS),
  modelReport: perIp(10, HOUR_MS),
  modelReviewRequest: perIp(20, HOUR_MS),
  photoUpload: perIp(60, MINUTE_MS),
  photoChange: perIp(120, MINUTE_MS),
  // Intro videos (ADR 0052): every tus request (create, offset check, chunk) counts.
  videoUpload: perIp(300, MINUTE_MS),
  videoChange: perIp(120, MINUTE_MS),

  // Castings, applications and proposals. Applying is the tightest of these: each one lands
  // in a client's list and notifications.
  castingCreate: perIp(30, HOUR_MS),
  castingWrite: perIp(120, MINUTE_MS),
  castingReport: perIp(10, HOUR_MS),
  applicationApply: perIp(60, HOUR_MS),
  applicationWrite: perIp(120, MINUTE_MS),

  // Reviews and the completion of a casting.
  reviewWrite: perIp(30, HOUR_MS),
  reviewReport: perIp(10, HOUR_MS),
  castingComplete: perIp(60, HOUR_MS),

  // Threads (issue #15, ADR 0025). Sending is limited per account over all of its threads
  // (a person types a few messages a minute, a script hundreds), on top of a per-IP burst
  // guard.
  threadSendPerAccount: {
    max: THREAD_LIMITS.SEND_PER_MINUTE,
    timeWindow: MINUTE_MS,
    keyedOn: 'account',
  },
  threadSendPerIp: perIp(120, MINUTE_MS),
  threadReport: perIp(10, HOUR_MS),
  notificationsMarkRead: perIp(120, MINUTE_MS),
  /**
   * Issue #25, finding 12: a page is up to 100 messages; a person reads a few pages a minute,
   * a script that re-reads a thread in a loop is stopped here.
   */
  threadReadPerIp: perIp(240, MINUTE_MS),

  // Saved searches and their alerts (issue #29, ADR 0051).
  savedSearchWrite: perIp(60, HOUR_MS),
  /** The one-click unsubscribe of the alert e-mails: a mail provider calls it once per click. */
  alertUnsubscribe: perIp(30, 15 * MINUTE_MS),
  /** Phone alerts (ADR 0055): subscribing a browser, unsubscribing it, the per-kind switches. */
  pushWrite: perIp(120, HOUR_MS),

  // Comp cards and packages (issue #29, ADR 0045).
  /**
   * Comp cards: a read, limited all the same, since drawing one costs a render. A client
   * downloads a few cards a minute; a script walking every profile id is slowed.
   */
  compCard: perIp(30, MINUTE_MS),
  /** Building and sharing packages. */
  packageWrite: perIp(60, MINUTE_MS),
  /**
   * A package link is a read without an account: a brand's team opens it a few times; a
   * script guessing tokens (192 bits) gets nowhere, and slowly.
   */
  sharedPackage: perIp(60, MINUTE_MS),
  sharedPackagePick: perIp(60, MINUTE_MS),

  // Booking agreements and their pay (issue #28, ADR 0044).
  bookingWrite: perIp(120, MINUTE_MS),
  /** An agreement's PDF: a read, limited since each answer is a render. */
  agreementPdf: perIp(30, MINUTE_MS),
  /** Turning a calendar feed on, resetting or removing it (ADR 0048): a person does it rarely. */
  calendarFeedWrite: perIp(20, HOUR_MS),
  /**
   * A calendar feed read (ADR 0048). Generous: calendar services (Google, Apple) fetch every
   * subscriber's feed from a few addresses of their own. A 256-bit token is not guessed at
   * any rate; this bounds the work a loop can cause.
   */
  calendarFeed: perIp(300, MINUTE_MS),

  // Options (holds) on dates (issue #29, ADR 0049).
  /** Placing options: each one tells a model; a client holds a few dates a day, not hundreds. */
  optionPlace: perIp(30, HOUR_MS),
  /** Accepting, declining, releasing and booking options. */
  optionWrite: perIp(120, MINUTE_MS),
} as const satisfies Record<string, RateLimit>

export type RateLimitName = keyof typeof RATE_LIMITS
