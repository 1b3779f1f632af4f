import {
  ADMIN_CONSOLE_SERVER_MESSAGES,
  AUDIT_ACTIONS,
  DEFAULT_LANGUAGE,
  type AdminSuspension,
  type Language,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import type { FastifyInstance } from 'fastify'
import { renderEmail } from '../../lib/email-layout.js'
import { HttpError, notFound } from '../../lib/http-error.js'
import { storedLanguage } from '../../lib/i18n/request-language.js'
import { emailWording } from '../../lib/i18n/wording/index.js'
import { notify } from '../../lib/notify.js'
import {
  castingHideColumns,
  profileHideColumns,
  suspensionHide,
  VISIBLE,
} from '../../lib/suspension-hides.js'
import { enqueueEmail } from '../../lib/outbox/enqueue.js'

// Suspension (issue #16, ADR 0028). Suspending an account, in one transaction: marks it,
// ends every session (refresh fails; the auth check also refuses any access token of a
// suspended account on its next request), hides its model profiles and castings from the
// public marked as the suspension's (suspension-hides.ts), writes the audit row, notifies the
// user and queues an e-mail. Reinstating clears the mark and unhides exactly the rows that
// still carry the suspension's mark, so content an administrator hid for its own reason,
// before or during the suspension, stays hidden.

export interface SuspensionDeps {
  prisma: PrismaClient
  clock: Clock
  sessions: Pick<FastifyInstance['sessions'], 'revokeAllForUser'>
  /** The account's profiles' photos leave public view with them, and come back. */
  queuePhotoVisibility: FastifyInstance['photos']['queueVisibilitySync']
}

const conflict = (message: string) => new HttpError('CONFLICT', message)

function accountEmail(kind: 'suspended' | 'reinstated', reason: string, language: Language) {
  const wording = emailWording(language)
  const words = kind === 'suspended' ? wording.accountSuspended : wording.accountReinstated
  const { text, html } = renderEmail({
    title: words.title,
    paragraphs: [words.lead, wording.accountReason(reason)],
    language,
  })
  return { subject: words.subject, text, html }
}

export function createSuspensionService({
  prisma,
  clock,
  sessions,
  queuePhotoVisibility,
}: SuspensionDeps) {
  async function change(
    actorId: number,
    targetId: number,
    reason: string,
    kind: 'suspended' | 'reinstated',
  ): Promise<AdminSuspension> {
    const now = clock.now()
    return prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${targetId} FOR UPDATE`
      const user = await tx.user.findFirst({
        where: { id: targetId, deletedAt: null },
        select: { role: true, email: true, language: true, suspendedAt: true },
      })
      if (!user) throw notFound()
      if (kind === 'suspended') {
        if (user.role === 'ADMIN')
          throw conflict(ADMIN_CONSOLE_SERVER_MESSAGES.CANNOT_SUSPEND_ADMIN)
        if (user.suspendedAt) throw conflict(ADMIN_CONSOLE_SERVER_MESSAGES.ALREADY_SUSPENDED)
        await tx.user.update({
          where: { id: targetId },
          data: { suspendedAt: now, suspendedReason: reason },
        })
        await sessions.revokeAllForUser(targetId, 'account-suspended', { db: tx })
        // Only what is visible now: a row an administrator hid keeps that decision.
        const hide = suspensionHide(now, reason)
        await tx.modelProfile.updateMany({
          where: { ownerId: targetId, hiddenByAdminAt: null },
          data: profileHideColumns(hide),
        })
        await tx.casting.updateMany({
          where: { clientId: targetId, hiddenAt: null },
          data: castingHideColumns(hide),
        })
      } else {
        if (!user.suspendedAt) throw conflict(ADMIN_CONSOLE_SERVER_MESSAGES.NOT_SUSPENDED)
        await tx.user.update({
          where: { id: targetId },
          data: { suspendedAt: null, suspendedReason: null },
        })
        // Exactly what the suspension still hides: a row an administrator decided on since
        // carries that decision, no longer the suspension's mark.
        await tx.modelProfile.updateMany({
          where: { ownerId: targetId, hiddenBySuspension: true },
          data: profileHideColumns(VISIBLE),
        })
        await tx.casting.updateMany({
          where: { clientId: targetId, hiddenBySuspension: true },
          data: castingHideColumns(VISIBLE),
        })
      }
      await queuePhotoVisibility(tx, { ownerId: targetId })
      await tx.auditLog.create({
        data: {
          actorId,
          targetUserId: targetId,
          action:
            kind === 'suspended' ? AUDIT_ACTIONS.USER_SUSPENDED : AUDIT_ACTIONS.USER_REINSTATED,
          reason,
          createdAt: now,
        },
      })
      await notify(tx, {
        userId: targetId,
        kind: 'admin_action',
        payload: {
          action: kind === 'suspended' ? 'account_suspended' : 'account_reinstated',
          reason,
        },
      })
      // A suspended user cannot read in-app notifications: the e-mail is what reaches them.
      if (user.email) {
        const language = storedLanguage(user.language) ?? DEFAULT_LANGUAGE
        await enqueueEmail(tx, {
          kind: `account-${kind}`,
          to: user.email,
          ...accountEmail(kind, reason, language),
        })
      }
      return {
        userId: targetId,
        suspendedAt: kind === 'suspended' ? now.toISOString() : null,
        suspendedReason: kind === 'suspended' ? reason : null,
      }
    })
  }

  return {
    suspend: (actorId: number, targetId: number, reason: string) =>
      change(actorId, targetId, reason, 'suspended'),
    reinstate: (actorId: number, targetId: number, reason: string) =>
      change(actorId, targetId, reason, 'reinstated'),
  }
}
