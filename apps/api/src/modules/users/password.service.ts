import {
  DEFAULT_LANGUAGE,
  LOGIN_TYPE,
  normalizeEmail,
  SERVER_MESSAGES,
  type Language,
  type PasswordChangePayload,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { renderEmail } from '../../lib/email-layout.js'
import { HttpError, unauthorized } from '../../lib/http-error.js'
import { storedLanguage } from '../../lib/i18n/request-language.js'
import { emailWording } from '../../lib/i18n/wording/index.js'
import { isCommonPassword } from '../../lib/common-passwords.js'
import { generateTemporaryPassword, type PasswordHasher } from '../../lib/passwords.js'
import { validationError } from '../../lib/http/field-errors.js'
import { enqueueEmail } from '../../lib/outbox/enqueue.js'
import type { FastifyInstance } from 'fastify'
import type { LoginThrottle } from './login-throttle.js'
import { LoginThrottledError } from './login.service.js'

/** How long an e-mailed temporary password can be used to log in. */
export const TEMPORARY_PASSWORD_TTL_MS = 30 * 60_000

export interface PasswordDeps {
  prisma: PrismaClient
  clock: Clock
  hasher: PasswordHasher
  sessions: Pick<FastifyInstance['sessions'], 'revokeAllForUser'>
  /** The log-in brake: a wrong current password is a password guess too (ADR 0019). */
  throttle: LoginThrottle
}

export interface PasswordService {
  /** Sets a new password and ends every session of the user, the caller's included. */
  change(userId: number, payload: PasswordChangePayload): Promise<void>
  /**
   * Does the part every request pays for (look-up and hashing) and hands back the rest:
   * `stored` settles once the temporary password is saved and its e-mail queued (true),
   * or at once (false) when there is no e-mail account. The route answers before it
   * settles, so known and unknown addresses take the same time and never differ in
   * outcome, not even when the database write fails.
   */
  sendTemporaryPassword(
    email: string,
    requestLanguage?: Language,
  ): Promise<{ stored: Promise<boolean> }>
}

const currentPasswordIncorrect = () =>
  new HttpError('INVALID_CREDENTIALS', SERVER_MESSAGES.CURRENT_PASSWORD_INCORRECT, {
    fields: { currentPassword: SERVER_MESSAGES.CURRENT_PASSWORD_INCORRECT },
  })

/** In the recipient's language (ADR 0022): their saved one, else the request's. */
export function temporaryPasswordEmail(
  password: string,
  expiresAt: Date,
  language: Language = 'en',
) {
  const minutes = Math.round(TEMPORARY_PASSWORD_TTL_MS / 60_000)
  const words = emailWording(language).temporaryPassword
  return {
    subject: words.subject,
    ...renderEmail({
      title: words.title,
      paragraphs: words.paragraphs(minutes, expiresAt),
      code: password,
      language,
    }),
  }
}

export function createPasswordService({
  prisma,
  clock,
  hasher,
  sessions,
  throttle,
}: PasswordDeps): PasswordService {
  return {
    async change(userId, { currentPassword, newPassword }) {
      if (isCommonPassword(newPassword)) {
        throw validationError({ newPassword: SERVER_MESSAGES.PASSWORD_TOO_COMMON })
      }
      const now = clock.now()
      const user = await prisma.user.findFirst({
        where: { id: userId, deletedAt: null },
        select: {
          passwordHash: true,
          tempPasswordHash: true,
          tempPasswordExpiresAt: true,
          failedLoginCount: true,
          lastFailedLoginAt: true,
        },
      })
      if (!user) throw unauthorized()
      // Counted like a log-in attempt, so a stolen session cannot guess the password
      // faster than the log-in form allows.
      const key = {
        userId,
        seen: { failures: user.failedLoginCount, lastFailureAt: user.lastFailedLoginAt },
      }
      const wait = await throttle.waitFor(key, now)
      if (wait > 0) throw new LoginThrottledError(Math.ceil(wait / 1000))
      // A temporary password counts as the current one while it is valid, and after it
      // was used to log in (null expiry) until it is replaced here.
      const temporaryHash =
        user.tempPasswordHash &&
        (user.tempPasswordExpiresAt === null || user.tempPasswordExpiresAt > now)
          ? user.tempPasswordHash
          : null
      const [reservation, matches, temporaryMatches] = await Promise.all([
        throttle.reserve(key, now),
        hasher.verify(currentPassword, user.passwordHash),
        hasher.verify(currentPassword, temporaryHash),
      ])
      if (!reservation.allowed) {
        throw new LoginThrottledError(Math.ceil(reservation.retryAfterMs / 1000))
      }
      if (!matches && !temporaryMatches) throw currentPasswordIncorrect()

      const passwordHash = await hasher.hash(newPassword)
      await prisma.$transaction(async (tx) => {
        await tx.user.update({
          where: { id: userId },
          data: {
            passwordHash,
            tempPasswordHash: null,
            tempPasswordExpiresAt: null,
            passwordChangedAt: now,
            failedLoginCount: 0,
            lastFailedLoginAt: null,
          },
        })
        await sessions.revokeAllForUser(userId, 'password-changed', { db: tx })
      })
    },

    async sendTemporaryPassword(email, requestLanguage = DEFAULT_LANGUAGE) {
      const address = normalizeEmail(email)
      const password = generateTemporaryPassword()
      // Hashed whether or not the account exists, so both answers take as long.
      const [user, hash] = await Promise.all([
        prisma.user.findFirst({
          where: { email: address, deletedAt: null },
          select: { id: true, loginType: true, language: true },
        }),
        hasher.hash(password),
      ])
      // Google accounts have no password to reset.
      if (!user || user.loginType !== LOGIN_TYPE.EMAIL) return { stored: Promise.resolve(false) }

      const expiresAt = new Date(clock.now().getTime() + TEMPORARY_PASSWORD_TTL_MS)
      const language = storedLanguage(user.language) ?? requestLanguage
      const { subject, text, html } = temporaryPasswordEmail(password, expiresAt, language)
      const stored = prisma.$transaction(async (tx) => {
        await tx.user.update({
          where: { id: user.id },
          data: { tempPasswordHash: hash, tempPasswordExpiresAt: expiresAt },
        })
        await enqueueEmail(tx, { kind: 'temporary-password', to: address, subject, text, html })
        return true
      })
      return { stored }
    },
  }
}
