import {
  ADMIN_CONSOLE_SERVER_MESSAGES,
  normalizeEmail,
  SERVER_MESSAGES,
  type LoginPayload,
} from '@cnm/contracts'
import { isDemoAddress } from '../../db/demo/demo-domain.js'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { HttpError } from '../../lib/http-error.js'
import type { PasswordHasher } from '../../lib/passwords.js'
import type { FastifyInstance } from 'fastify'
import type { LoginThrottle, ThrottleKey } from './login-throttle.js'

export interface LoginDeps {
  prisma: PrismaClient
  clock: Clock
  hasher: PasswordHasher
  throttle: LoginThrottle
  sessions: Pick<FastifyInstance['sessions'], 'revokeAllForUser'>
  adminEmails: readonly string[]
  /**
   * Production: demo accounts (db/demo) are treated as unknown, even if a copied database
   * carries the local demo password (demo-sign-in.ts).
   */
  refuseDemoAccounts?: boolean
}

export interface VerifiedLogin {
  userId: number
  /** Logged in with a temporary password: the session may only set a new one. */
  passwordChangeRequired: boolean
}

export interface LoginService {
  verify(payload: LoginPayload): Promise<VerifiedLogin>
}

/** 429 from the per-account brake; the route turns retryAfterSeconds into Retry-After. */
export class LoginThrottledError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', SERVER_MESSAGES.RATE_LIMITED)
  }
}

/** 403, not 401: the visitor has no session to lose, and the web shows the message. */
export const accountSuspended = () =>
  new HttpError('FORBIDDEN', ADMIN_CONSOLE_SERVER_MESSAGES.ACCOUNT_SUSPENDED)

const invalidCredentials = () =>
  new HttpError('INVALID_CREDENTIALS', SERVER_MESSAGES.INVALID_CREDENTIALS)

export function createLoginService(deps: LoginDeps): LoginService {
  const { prisma, clock, hasher, throttle, sessions, adminEmails } = deps

  return {
    async verify({ email, password }) {
      const now = clock.now()
      const address = normalizeEmail(email)
      // Deleted accounts have no e-mail any more, so they are simply not found.
      const found = await prisma.user.findFirst({
        where: { email: address, deletedAt: null },
        select: {
          id: true,
          role: true,
          passwordHash: true,
          tempPasswordHash: true,
          tempPasswordExpiresAt: true,
          failedLoginCount: true,
          lastFailedLoginAt: true,
          suspendedAt: true,
        },
      })
      // Not found, with the same timing (the hashing below still runs against dummies).
      const user = deps.refuseDemoAccounts && isDemoAddress(address) ? null : found
      const key: ThrottleKey = user
        ? {
            userId: user.id,
            seen: { failures: user.failedLoginCount, lastFailureAt: user.lastFailedLoginAt },
          }
        : { email: address }
      const wait = await throttle.waitFor(key, now)
      if (wait > 0) throw new LoginThrottledError(Math.ceil(wait / 1000))

      const temporaryHash =
        user?.tempPasswordHash && user.tempPasswordExpiresAt && user.tempPasswordExpiresAt > now
          ? user.tempPasswordHash
          : null
      // Always two comparisons (missing hashes use a dummy), so an unknown e-mail, a wrong
      // password and a pending temporary password cost the same; the attempt is recorded
      // meanwhile, which hides the account's database write inside the hashing time.
      const [reservation, passwordMatches, temporaryMatches] = await Promise.all([
        throttle.reserve(key, now),
        hasher.verify(password, user?.passwordHash),
        hasher.verify(password, temporaryHash),
      ])
      // A parallel attempt claimed the slot first: this result must not be revealed.
      if (!reservation.allowed) {
        throw new LoginThrottledError(Math.ceil(reservation.retryAfterMs / 1000))
      }
      if (!user || (!passwordMatches && !temporaryMatches)) throw invalidCredentials()
      // Told only to whoever knows the password, so the answer cannot probe for suspensions.
      if (user.suspendedAt) throw accountSuspended()

      const promote = adminEmails.includes(address) && user.role !== 'ADMIN'
      const success = {
        failedLoginCount: 0,
        lastFailedLoginAt: null,
        lastLoginAt: now,
        ...(promote ? { role: 'ADMIN' as const } : {}),
      }

      if (passwordMatches) {
        const rehash =
          user.passwordHash && hasher.needsRehash(user.passwordHash)
            ? { passwordHash: await hasher.hash(password) }
            : {}
        await prisma.user.update({ where: { id: user.id }, data: { ...success, ...rehash } })
        return { userId: user.id, passwordChangeRequired: false }
      }

      // The temporary password works once: the first log-in with it retires the old
      // password and every session made with it (whoever asked for the reset may have
      // lost control of it). Its hash is kept, marked used by a null expiry, so that
      // PUT /users/password accepts it as the current password in the session it opens.
      const used = await prisma.$transaction(async (tx) => {
        const { count } = await tx.user.updateMany({
          where: { id: user.id, tempPasswordExpiresAt: user.tempPasswordExpiresAt },
          data: { ...success, passwordHash: null, tempPasswordExpiresAt: null },
        })
        if (count === 1) {
          await sessions.revokeAllForUser(user.id, 'temporary-password-used', { db: tx })
        }
        return count === 1
      })
      if (!used) throw invalidCredentials()
      return { userId: user.id, passwordChangeRequired: true }
    },
  }
}
