import { storedLanguage } from '../../lib/i18n/request-language.js'
import { acrossBeforeBooking } from '../threads/before-booking.js'
import {
  isModelServiceType,
  MESSAGES,
  MODEL_STATUS,
  SERVICE_TYPE,
  type AdminPageQuery,
  type CastingProposal,
  type CastingProposalRecord,
  type Language,
  type SupportMessageRecord,
  type UserMessage,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { HttpError } from '../../lib/http-error.js'
import { notify } from '../notifications/notify.js'
import { enqueueEmail } from '../outbox/outbox.service.js'
import { proposalNotice, questionNotice, type TargetModel } from './mail-templates.js'

export interface MailFormsDeps {
  prisma: PrismaClient
  clock: Clock
  supportInbox: string
  /** Called after the record and its e-mail are committed. */
  wakeOutbox: () => void
}

export interface Sender {
  ip: string | null
  userId: number | null
}

export interface Page<T> {
  items: T[]
  page: number
  pageSize: number
  total: number
}

const invalidField = (field: string) =>
  new HttpError('VALIDATION_FAILED', `${field}: ${MESSAGES.INVALID}`, {
    fields: { [field]: MESSAGES.INVALID },
  })

function displayName(user: { firstName: string | null; lastName: string | null; id: number }) {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
  return name || `Model #${user.id}`
}

export function createMailFormsService({ prisma, clock, supportInbox, wakeOutbox }: MailFormsDeps) {
  async function findTargetModel(id: number): Promise<TargetModel> {
    const user = await prisma.user.findFirst({
      where: {
        id,
        deletedAt: null,
        serviceType: { in: [SERVICE_TYPE.MODEL_NORMAL, SERVICE_TYPE.MODEL_PRO] },
      },
      select: { id: true, firstName: true, lastName: true, email: true },
    })
    // A proposal can only be aimed at a live model profile.
    if (!user) throw invalidField('targetModelId')
    return { id: user.id, name: displayName(user), email: user.email }
  }

  /** A proposal from a profile page is for a published profile; the owner is told through us. */
  async function findTargetProfile(
    id: number,
  ): Promise<TargetModel & { modelAccount: boolean; language: Language }> {
    const profile = await prisma.modelProfile.findFirst({
      where: { id, status: MODEL_STATUS.PUBLISHED, hiddenByAdminAt: null },
      select: {
        id: true,
        stageName: true,
        owner: { select: { id: true, email: true, serviceType: true, language: true } },
      },
    })
    if (!profile) throw invalidField('targetModelProfileId')
    return {
      id: profile.owner.id,
      name: profile.stageName,
      email: profile.owner.email,
      profileId: profile.id,
      modelAccount: isModelServiceType(profile.owner.serviceType),
      language: storedLanguage(profile.owner.language) ?? 'en',
    }
  }

  return {
    /** Stores the message, then queues the notice to the support inbox in the same transaction. */
    async submitQuestion(message: UserMessage, sender: Sender): Promise<{ id: number }> {
      const record = await prisma.$transaction(async (tx) => {
        const row = await tx.supportMessage.create({
          data: { ...message, userId: sender.userId, requestIp: sender.ip, createdAt: clock.now() },
        })
        const notice = questionNotice(message, { ...sender, id: row.id, at: row.createdAt })
        await enqueueEmail(tx, { kind: 'support-message', to: supportInbox, ...notice })
        return row
      })
      wakeOutbox()
      return { id: record.id }
    },

    async submitProposal(proposal: CastingProposal, sender: Sender): Promise<{ id: number }> {
      const { targetModelProfileId, ...fields } = proposal
      const profile =
        targetModelProfileId === undefined ? null : await findTargetProfile(targetModelProfileId)
      const target =
        profile ??
        (proposal.targetModelId === undefined
          ? null
          : await findTargetModel(proposal.targetModelId))
      const record = await prisma.$transaction(async (tx) => {
        const row = await tx.castingProposal.create({
          data: {
            ...fields,
            // An agency's profile has no model account behind it; the profile link remains.
            targetModelId: profile
              ? profile.modelAccount
                ? profile.id
                : null
              : (target?.id ?? null),
            targetModelProfileId: profile?.profileId ?? null,
            // Issue #15 (ADR 0024): opened from a profile, it is addressed to the profile's
            // owner, who answers it in My Casting; the footer form has no recipient.
            ...(profile ? { recipientId: profile.id, status: 'pending' as const } : {}),
            senderUserId: sender.userId,
            requestIp: sender.ip,
            createdAt: clock.now(),
          },
        })
        const notice = proposalNotice(
          proposal,
          { ...sender, id: row.id, at: row.createdAt },
          target,
        )
        await enqueueEmail(tx, { kind: 'casting-proposal', to: supportInbox, ...notice })
        if (profile) {
          await notify(tx, {
            userId: profile.id,
            kind: 'proposal_received',
            payload: {
              proposalId: row.id,
              // The client's words reach the model before any booking (issue #25, finding 9).
              title: acrossBeforeBooking(row.title, false, { language: profile.language }),
              stageName: profile.name,
            },
          })
        }
        return row
      })
      wakeOutbox()
      return { id: record.id }
    },

    async listQuestions({ page, pageSize }: AdminPageQuery): Promise<Page<SupportMessageRecord>> {
      const [rows, total] = await prisma.$transaction([
        prisma.supportMessage.findMany({
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: (page - 1) * pageSize,
          take: pageSize,
        }),
        prisma.supportMessage.count(),
      ])
      const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
      return { items, page, pageSize, total }
    },

    async listProposals({ page, pageSize }: AdminPageQuery): Promise<Page<CastingProposalRecord>> {
      const [rows, total] = await prisma.$transaction([
        prisma.castingProposal.findMany({
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: (page - 1) * pageSize,
          take: pageSize,
        }),
        prisma.castingProposal.count(),
      ])
      // A BIGINT column; the contract keeps budgets within Number.MAX_SAFE_INTEGER, so the
      // number is exact.
      const items = rows.map((row) => ({
        ...row,
        budget: Number(row.budget),
        createdAt: row.createdAt.toISOString(),
      }))
      return { items, page, pageSize, total }
    },
  }
}
