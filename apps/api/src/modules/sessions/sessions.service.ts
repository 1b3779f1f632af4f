import {
  ADMIN_CONSOLE_SERVER_MESSAGES,
  DEFAULT_LANGUAGE,
  SERVER_MESSAGES,
  MINUTE_MS,
  DAY_MS,
} from '@cnm/contracts'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { HttpError, unauthorized } from '../../lib/http-error.js'
import { ACCESS_TOKEN_TTL_SECONDS, type AuthContext } from '../../plugins/auth.js'
import { storedLanguage } from '../../lib/i18n/request-language.js'
import { currentUserInclude, toCurrentUserIn } from '../../lib/read-models/current-user.js'
import type { IssuedSession } from './refresh-cookie.js'
import { hashRefreshToken, newRefreshToken } from './refresh-tokens.js'

// docs/decisions/0006-account-security-limits.md
/** A session ends this long after log-in however often it is refreshed. */
export const SESSION_MAX_AGE_MS = 30 * DAY_MS
/** A refresh token not exchanged within this long is dead (idle timeout). */
export const REFRESH_TOKEN_TTL_MS = 7 * DAY_MS
/** A log-in with a temporary password only needs long enough to set a new password. */
export const PASSWORD_CHANGE_SESSION_MAX_AGE_MS = 15 * MINUTE_MS

export type SessionRevokeReason =
  | 'logout'
  | 'password-changed'
  | 'temporary-password-used'
  | 'account-deleted'
  | 'refresh-token-reuse'
  | 'account-suspended'

export interface SessionStart {
  userId: number
  ip?: string | null
  userAgent?: string | null
  /** Shorter than SESSION_MAX_AGE_MS for restricted sessions. */
  maxAgeMs?: number
  /**
   * A temporary-password session: its token opens only the password change, and it gets
   * no refresh token, so it can neither be extended nor traded for an unrestricted one.
   */
  passwordChangeOnly?: boolean
}

type Db = PrismaClient | Prisma.TransactionClient

export interface SessionService {
  /** Opens a session for a user who has just proven who they are; answers like log-in. */
  start(input: SessionStart): Promise<IssuedSession>
  /** Trades a refresh token for a new pair; a second use of the same token ends the session. */
  refresh(refreshToken: string, meta?: { ip?: string | null }): Promise<IssuedSession>
  revoke(sessionId: string, reason: SessionRevokeReason, db?: Db): Promise<void>
  revokeAllForUser(
    userId: number,
    reason: SessionRevokeReason,
    options?: { db?: Db; exceptSessionId?: string },
  ): Promise<number>
  /** The user's live sessions, the one used last first (My Profile's device list). */
  liveOf(userId: number): Promise<LiveSession[]>
  /** Logs out one live session of the user; false when there is no such live session of theirs. */
  endOwn(userId: number, sessionId: string): Promise<boolean>
  /** Whether the session is live and the user's (a live-stream ticket names both). */
  isLive(sessionId: string, userId: number): Promise<boolean>
}

export interface LiveSession {
  id: string
  userAgent: string | null
  ip: string | null
  createdAt: Date
  lastUsedAt: Date
}

export interface SessionServiceDeps {
  prisma: PrismaClient
  clock: Clock
  signAccessToken: (subject: AuthContext, expiresInSeconds: number) => string
}

const USER_AGENT_MAX = 500
const sessionExpired = () => new HttpError('SESSION_EXPIRED', SERVER_MESSAGES.SESSION_EXPIRED)
const accountSuspended = () =>
  new HttpError('FORBIDDEN', ADMIN_CONSOLE_SERVER_MESSAGES.ACCOUNT_SUSPENDED)

export function createSessionService({
  prisma,
  clock,
  signAccessToken,
}: SessionServiceDeps): SessionService {
  async function answer(
    userId: number,
    sessionId: string,
    sessionExpiresAt: Date,
    refreshToken: string | null,
    passwordChangeOnly = false,
  ): Promise<IssuedSession> {
    const user = await prisma.user.findUnique({
      where: { id: userId },
      include: currentUserInclude,
    })
    if (!user || user.deletedAt) throw unauthorized()
    // Every way in (password, Google, refresh) ends here: a suspended account gets no token.
    if (user.suspendedAt) throw accountSuspended()
    // The access token never outlives its session (restricted sessions are short).
    const remainingSeconds = Math.floor((sessionExpiresAt.getTime() - clock.now().getTime()) / 1000)
    const expiresIn = Math.max(1, Math.min(ACCESS_TOKEN_TTL_SECONDS, remainingSeconds))
    const token = signAccessToken(
      { userId, sessionId, role: user.role, passwordChangeOnly },
      expiresIn,
    )
    // Names in the user's saved language (ADR 0022); log-in has no other caller to ask.
    const language = storedLanguage(user.language) ?? DEFAULT_LANGUAGE
    return { token, refreshToken, expiresIn, user: toCurrentUserIn(user, language) }
  }

  const refreshExpiry = (now: Date, sessionExpiresAt: Date) =>
    new Date(Math.min(now.getTime() + REFRESH_TOKEN_TTL_MS, sessionExpiresAt.getTime()))

  async function revoke(sessionId: string, reason: SessionRevokeReason, db: Db = prisma) {
    await db.session.updateMany({
      where: { id: sessionId, revokedAt: null },
      data: { revokedAt: clock.now(), revokedReason: reason },
    })
  }

  return {
    async start({ userId, ip, userAgent, maxAgeMs = SESSION_MAX_AGE_MS, passwordChangeOnly }) {
      // Checked before the row is made, so a suspended account leaves no session behind.
      const account = await prisma.user.findUnique({
        where: { id: userId },
        select: { suspendedAt: true },
      })
      if (account?.suspendedAt) throw accountSuspended()
      const now = clock.now()
      const expiresAt = new Date(now.getTime() + maxAgeMs)
      const { token, tokenHash } = newRefreshToken()
      const refresh = passwordChangeOnly
        ? {}
        : { refreshTokens: { create: { tokenHash, expiresAt: refreshExpiry(now, expiresAt) } } }
      const session = await prisma.session.create({
        data: {
          userId,
          ip: ip ?? null,
          userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
          createdAt: now,
          lastUsedAt: now,
          expiresAt,
          ...refresh,
        },
        select: { id: true },
      })
      return answer(
        userId,
        session.id,
        expiresAt,
        passwordChangeOnly ? null : token,
        passwordChangeOnly === true,
      )
    },

    async refresh(refreshToken, meta = {}) {
      const now = clock.now()
      const row = await prisma.refreshToken.findUnique({
        where: { tokenHash: hashRefreshToken(refreshToken) },
        include: { session: { include: { user: { select: { deletedAt: true } } } } },
      })
      if (!row) throw unauthorized()
      const { session } = row
      if (row.usedAt) {
        // Someone holds a copy of a token that was already traded: the thief or the owner
        // may be using the newer one, and we cannot tell which, so the whole family ends.
        await revoke(session.id, 'refresh-token-reuse')
        throw sessionExpired()
      }
      if (
        session.revokedAt ||
        session.expiresAt <= now ||
        row.expiresAt <= now ||
        session.user.deletedAt
      ) {
        throw sessionExpired()
      }
      const next = newRefreshToken()
      const rotated = await prisma.$transaction(async (tx) => {
        // Conditional on usedAt so two concurrent trades of one token cannot both win.
        const claimed = await tx.refreshToken.updateMany({
          where: { id: row.id, usedAt: null },
          data: { usedAt: now },
        })
        if (claimed.count === 0) return false
        await tx.refreshToken.create({
          data: {
            sessionId: session.id,
            tokenHash: next.tokenHash,
            expiresAt: refreshExpiry(now, session.expiresAt),
          },
        })
        await tx.session.update({
          where: { id: session.id },
          data: { lastUsedAt: now, ...(meta.ip ? { ip: meta.ip } : {}) },
        })
        return true
      })
      if (!rotated) {
        await revoke(session.id, 'refresh-token-reuse')
        throw sessionExpired()
      }
      return answer(session.userId, session.id, session.expiresAt, next.token)
    },

    revoke,

    async revokeAllForUser(userId, reason, { db = prisma, exceptSessionId } = {}) {
      const result = await db.session.updateMany({
        where: {
          userId,
          revokedAt: null,
          ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}),
        },
        data: { revokedAt: clock.now(), revokedReason: reason },
      })
      return result.count
    },

    liveOf(userId) {
      return prisma.session.findMany({
        where: { userId, revokedAt: null, expiresAt: { gt: clock.now() } },
        orderBy: { lastUsedAt: 'desc' },
        select: { id: true, userAgent: true, ip: true, createdAt: true, lastUsedAt: true },
      })
    },

    async endOwn(userId, sessionId) {
      const { count } = await prisma.session.updateMany({
        where: { id: sessionId, userId, revokedAt: null, expiresAt: { gt: clock.now() } },
        data: { revokedAt: clock.now(), revokedReason: 'logout' },
      })
      return count > 0
    },

    async isLive(sessionId, userId) {
      const session = await prisma.session.findUnique({
        where: { id: sessionId },
        select: { revokedAt: true, userId: true, expiresAt: true },
      })
      return (
        session !== null &&
        session.revokedAt === null &&
        session.expiresAt > clock.now() &&
        session.userId === userId
      )
    },
  }
}
