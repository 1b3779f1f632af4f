import {
  EXAMINATION_STATUS,
  isClientServiceType,
  SERVER_MESSAGES,
  type CurrentUser,
  type ExaminationStatus,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { forbidden, HttpError, notFound, unauthorized } from '../../lib/http-error.js'
import type { AuthContext } from '../../plugins/auth.js'
import type { SessionService } from '../sessions/sessions.service.js'
import { currentUserInclude, toCurrentUser } from './current-user.js'

export const AUDIT_ACTION_USER_DELETED = 'user.deleted'

export interface AccountDeps {
  prisma: PrismaClient
  clock: Clock
  sessions: Pick<SessionService, 'revokeAllForUser'>
}

export interface ModelRequestOutcome {
  examinationStatus: ExaminationStatus
  message: string
}

export interface AccountService {
  currentUser(userId: number): Promise<CurrentUser>
  /** Own withdrawal, or an administrator's deletion (audited). */
  deleteUser(actor: AuthContext, targetId: number): Promise<void>
  requestModelReview(userId: number): Promise<ModelRequestOutcome>
}

export function createAccountService({ prisma, clock, sessions }: AccountDeps): AccountService {
  return {
    async currentUser(userId) {
      const user = await prisma.user.findFirst({
        where: { id: userId, deletedAt: null },
        include: currentUserInclude,
      })
      if (!user) throw unauthorized()
      return toCurrentUser(user)
    },

    async deleteUser(actor, targetId) {
      const isSelf = actor.userId === targetId
      // Decided before looking the target up, so a stranger learns nothing about the id.
      if (!isSelf && actor.role !== 'ADMIN') throw forbidden()
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
            examinationNote: null,
            allowNotification: false,
            allowReceive: false,
          },
        })
        if (count === 0) throw notFound()
        await tx.userKeyword.deleteMany({ where: { userId: targetId } })
        // The account's model profiles go with it (photo rows cascade; the photos module's
        // cleanup removes files that no row points at).
        await tx.modelProfile.deleteMany({ where: { ownerId: targetId } })
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
