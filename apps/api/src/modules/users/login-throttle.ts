import type { PrismaClient } from '../../generated/prisma/client.js'
import type { CounterStore } from '../../lib/counter-store.js'

// Per-account brake on password guessing (NIST SP 800-63B §5.2.2), written down in
// docs/decisions/0006-account-security-limits.md. Each failure adds one; one failure is
// forgiven per minute without failures; past the free failures, the next attempt must
// wait a delay that doubles up to one minute. A guesser therefore gets at most ~70 tries
// in any hour (the decision record has the sum), and a stranger can make the real owner
// wait at most a minute: there is no lock-out, and a successful log-in starts from zero.
export const LOGIN_THROTTLE = {
  FREE_FAILURES: 5,
  FIRST_DELAY_MS: 1_000,
  MAX_DELAY_MS: 60_000,
  FORGIVE_ONE_EVERY_MS: 60_000,
} as const

export interface ThrottleState {
  failures: number
  lastFailureAt: Date | null
}

/** Failures still counted at `now`, after forgiving one per quiet minute. */
export function effectiveFailures(state: ThrottleState, now: Date): number {
  if (!state.lastFailureAt || state.failures <= 0) return 0
  const quiet = Math.max(0, now.getTime() - state.lastFailureAt.getTime())
  return Math.max(0, state.failures - Math.floor(quiet / LOGIN_THROTTLE.FORGIVE_ONE_EVERY_MS))
}

/** How long to wait after the last failure, given the failures counted at that moment. */
export function delayAfter(failures: number): number {
  if (failures < LOGIN_THROTTLE.FREE_FAILURES) return 0
  const doublings = Math.min(failures - LOGIN_THROTTLE.FREE_FAILURES, 30)
  return Math.min(LOGIN_THROTTLE.FIRST_DELAY_MS * 2 ** doublings, LOGIN_THROTTLE.MAX_DELAY_MS)
}

/** Milliseconds until the next attempt may be checked; 0 when it may be checked now. */
export function waitBeforeAttempt(state: ThrottleState, now: Date): number {
  if (!state.lastFailureAt) return 0
  const readyAt = state.lastFailureAt.getTime() + delayAfter(state.failures)
  return Math.max(0, readyAt - now.getTime())
}

/**
 * An attempt is counted as a failure before the password is checked, and the count is
 * cleared again on success: otherwise a burst of parallel guesses would all pass the
 * delay check before the first one was recorded.
 */
export type Reservation = { allowed: true } | { allowed: false; retryAfterMs: number }

export interface LoginThrottle {
  /** Milliseconds the next attempt must still wait (0: go ahead); no side effects. */
  waitFor(key: ThrottleKey, now: Date): Promise<number>
  /** Counts the attempt as a failure if it may be checked now; log-in clears it on success. */
  reserve(key: ThrottleKey, now: Date): Promise<Reservation>
}

/**
 * Accounts keep their count in the users row (`seen`: the row as the caller just read it);
 * unknown e-mails in the counter store.
 */
export type ThrottleKey = { userId: number; seen: ThrottleState } | { email: string }

const CAS_ATTEMPTS = 3

const noFailures: ThrottleState = { failures: 0, lastFailureAt: null }

// A record is `<failures>:<epoch ms of the last failure>`.
const encodeState = (state: ThrottleState) =>
  `${state.failures}:${state.lastFailureAt?.getTime() ?? 0}`

function decodeState(record: string | null): ThrottleState {
  const [failures, at] = (record ?? '').split(':').map(Number)
  if (!Number.isSafeInteger(failures) || !Number.isSafeInteger(at) || !failures) return noFailures
  return { failures: failures as number, lastFailureAt: new Date(at as number) }
}

/** Past this, every failure in the record has been forgiven and it can go. */
const recordLifetimeMs = (state: ThrottleState) =>
  (state.failures + 1) * LOGIN_THROTTLE.FORGIVE_ONE_EVERY_MS

/**
 * Unknown e-mails are throttled exactly like accounts, so that a 429 after a few wrong
 * guesses does not reveal that an address is registered. Their counts live in the counter
 * store (this process's memory, or Redis shared by every instance: ADR 0020), as there is
 * no row to keep them in.
 */
export function createLoginThrottle({
  prisma,
  unknownEmails,
}: {
  prisma: PrismaClient
  unknownEmails: CounterStore
}): LoginThrottle {
  const next = (state: ThrottleState, now: Date): ThrottleState => ({
    failures: effectiveFailures(state, now) + 1,
    lastFailureAt: now,
  })
  const unknownKey = (email: string) => `login-unknown-email:${email}`

  async function reserveUnknown(email: string, now: Date): Promise<Reservation> {
    const key = unknownKey(email)
    let record = await unknownEmails.read(key)
    for (let attempt = 0; attempt < CAS_ATTEMPTS; attempt += 1) {
      const state = decodeState(record)
      const wait = waitBeforeAttempt(state, now)
      if (wait > 0) return { allowed: false, retryAfterMs: wait }
      const updated = next(state, now)
      // Compare-and-set, as for accounts: a parallel attempt that got there first makes
      // this one read again and face the delay that attempt set.
      if (await unknownEmails.swap(key, record, encodeState(updated), recordLifetimeMs(updated))) {
        return { allowed: true }
      }
      record = await unknownEmails.read(key)
    }
    return { allowed: false, retryAfterMs: LOGIN_THROTTLE.FIRST_DELAY_MS }
  }

  const readAccount = async (userId: number): Promise<ThrottleState | null> => {
    const row = await prisma.user.findUnique({
      where: { id: userId },
      select: { failedLoginCount: true, lastFailedLoginAt: true },
    })
    return row && { failures: row.failedLoginCount, lastFailureAt: row.lastFailedLoginAt }
  }

  async function reserveAccount(
    userId: number,
    seen: ThrottleState,
    now: Date,
  ): Promise<Reservation> {
    let state: ThrottleState | null = seen
    for (let attempt = 0; attempt < CAS_ATTEMPTS && state; attempt += 1) {
      const wait = waitBeforeAttempt(state, now)
      if (wait > 0) return { allowed: false, retryAfterMs: wait }
      const updated = next(state, now)
      // Compare-and-set on what was read: a parallel attempt that got there first makes
      // this one read again and face the delay that attempt set.
      const { count } = await prisma.user.updateMany({
        where: {
          id: userId,
          failedLoginCount: state.failures,
          lastFailedLoginAt: state.lastFailureAt,
        },
        data: { failedLoginCount: updated.failures, lastFailedLoginAt: updated.lastFailureAt },
      })
      if (count === 1) return { allowed: true }
      state = await readAccount(userId)
    }
    return state
      ? { allowed: false, retryAfterMs: LOGIN_THROTTLE.FIRST_DELAY_MS }
      : { allowed: true }
  }

  return {
    waitFor: async (key, now) =>
      waitBeforeAttempt(
        'userId' in key ? key.seen : decodeState(await unknownEmails.read(unknownKey(key.email))),
        now,
      ),
    reserve: (key, now) =>
      'userId' in key ? reserveAccount(key.userId, key.seen, now) : reserveUnknown(key.email, now),
  }
}
