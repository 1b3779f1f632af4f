import {
  DEFAULT_LANGUAGE,
  EXAMINATION_STATUS,
  isClientServiceType,
  SERVER_MESSAGES,
  type CurrentUser,
  type ExaminationStatus,
  type Language,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import type { PasswordHasher } from '../../lib/passwords.js'
import { forbidden, HttpError, notFound, unauthorized } from '../../lib/http-error.js'
import type { AuthContext } from '../../plugins/auth.js'
import type { FastifyInstance } from 'fastify'
import { currentUserInclude, toCurrentUserIn } from '../../lib/read-models/current-user.js'
import { storedLanguage } from '../../lib/i18n/request-language.js'
import { departAccount } from './departure.js'

export const AUDIT_ACTION_USER_DELETED = 'user.deleted'

export interface AccountDeps {
  prisma: PrismaClient
  clock: Clock
  sessions: Pick<FastifyInstance['sessions'], 'revokeAllForUser'>
  hasher: Pick<PasswordHasher, 'verify'>
}

/** A Google account may withdraw within this long of signing in (its fresh sign-in). */
export const GOOGLE_REAUTH_WINDOW_MS = 10 * 60_000

export interface ModelRequestOutcome {
  examinationStatus: ExaminationStatus
  message: string
}

export interface AccountService {
  /** Names of places and categories in `language` (the caller's, ADR 0022). */
  currentUser(userId: number, language?: Language): Promise<CurrentUser>
  /** Own withdrawal (re-authenticated), or an administrator's deletion (audited). */
  deleteUser(
    actor: AuthContext,
    targetId: number,
    proof?: { currentPassword?: string | undefined },
  ): Promise<void>
  requestModelReview(userId: number): Promise<ModelRequestOutcome>
}

export function createAccountService({
  prisma,
  clock,
  sessions,
  hasher,
}: AccountDeps): AccountService {
  /** A stolen bearer token alone must not erase an account (ADR 0019). */
  async function requireFreshProof(actor: AuthContext, currentPassword: string | undefined) {
    const [user, session] = await Promise.all([
      prisma.user.findFirst({
        where: { id: actor.userId, deletedAt: null },
        select: { passwordHash: true },
      }),
      prisma.session.findUnique({ where: { id: actor.sessionId }, select: { createdAt: true } }),
    ])
    if (!user || !session) throw unauthorized()
    if (user.passwordHash) {
      if (!currentPassword) {
        throw new HttpError('VALIDATION_FAILED', SERVER_MESSAGES.DELETION_NEEDS_PASSWORD, {
          fields: { currentPassword: SERVER_MESSAGES.DELETION_NEEDS_PASSWORD },
        })
      }
      if (!(await hasher.verify(currentPassword, user.passwordHash))) {
        throw new HttpError('INVALID_CREDENTIALS', SERVER_MESSAGES.CURRENT_PASSWORD_INCORRECT, {
          fields: { currentPassword: SERVER_MESSAGES.CURRENT_PASSWORD_INCORRECT },
        })
      }
      return
    }
    // No password: a Google account, whose every session began with a Google sign-in.
    const signedInAgo = clock.now().getTime() - session.createdAt.getTime()
    if (signedInAgo > GOOGLE_REAUTH_WINDOW_MS) {
      throw forbidden(SERVER_MESSAGES.DELETION_NEEDS_GOOGLE_SIGN_IN)
    }
  }

  return {
    async currentUser(userId, language) {
      const user = await prisma.user.findFirst({
        where: { id: userId, deletedAt: null },
        include: currentUserInclude,
      })
      if (!user) throw unauthorized()
      return toCurrentUserIn(user, language ?? storedLanguage(user.language) ?? DEFAULT_LANGUAGE)
    },

    async deleteUser(actor, targetId, proof) {
      const isSelf = actor.userId === targetId
      // Decided before looking the target up, so a stranger learns nothing about the id.
      if (!isSelf && actor.role !== 'ADMIN') throw forbidden()
      if (isSelf) await requireFreshProof(actor, proof?.currentPassword)
      const now = clock.now()
      await prisma.$transaction(async (tx) => {
        // Soft delete: the row stays for the audit trail and for rows that point at it,
        // but nothing that identifies the person does. A null e-mail frees the address.
        const { count } = await tx.user.updateMany({
          where: { id: targetId, deletedAt: null },
          data: {
            deletedAt: now,
            email: null,
            passwordHash: null,
            tempPasswordHash: null,
            tempPasswordExpiresAt: null,
            googleSub: null,
            firstName: null,
            lastName: null,
            phoneNumber: null,
            phoneE164: null,
            countryNumberId: null,
            nationalityId: null,
            currentLocation: null,
            cityId: null,
            companyLocation: null,
            agency: null,
            homePage: null,
            businessNumber: null,
            businessStatus: null,
            businessCheckedAt: null,
            examinationNote: null,
            allowNotification: false,
            allowReceive: false,
          },
        })
        if (count === 0) throw notFound()
        await tx.userKeyword.deleteMany({ where: { userId: targetId } })
        // What others depend on stays (ADR 0032): profiles without history go (photo rows
        // cascade; the photos cleanup removes files no row points at), the others are archived
        // and anonymised; the account's castings close and its waiting proposals end.
        await departAccount(tx, targetId, now)
        await tx.authHandoff.deleteMany({ where: { userId: targetId } })
        await sessions.revokeAllForUser(targetId, 'account-deleted', { db: tx })
        if (!isSelf) {
          await tx.auditLog.create({
            data: {
              actorId: actor.userId,
              targetUserId: targetId,
              action: AUDIT_ACTION_USER_DELETED,
              createdAt: now,
            },
          })
        }
      })
    },

    async requestModelReview(userId) {
      const user = await prisma.user.findFirst({
        where: { id: userId, deletedAt: null },
        select: { serviceType: true, examinationStatus: true },
      })
      if (!user) throw unauthorized()
      if (isClientServiceType(user.serviceType)) throw forbidden()
      if (user.examinationStatus === EXAMINATION_STATUS.NONE) {
        await prisma.user.updateMany({
          where: { id: userId, examinationStatus: EXAMINATION_STATUS.NONE },
          data: { examinationStatus: EXAMINATION_STATUS.REQUEST, examinationNote: null },
        })
        return {
          examinationStatus: EXAMINATION_STATUS.REQUEST,
          message: SERVER_MESSAGES.MODEL_REQUEST_SENT,
        }
      }
      if (user.examinationStatus === EXAMINATION_STATUS.REQUEST) {
        return {
          examinationStatus: EXAMINATION_STATUS.REQUEST,
          message: SERVER_MESSAGES.MODEL_REQUEST_ALREADY_SENT,
        }
      }
      throw new HttpError('CONFLICT', SERVER_MESSAGES.MODEL_REQUEST_ALREADY_APPROVED)
    },
  }
}
