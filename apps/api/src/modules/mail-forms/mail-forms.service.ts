import { storedLanguage } from '../../lib/i18n/request-language.js'
import { acrossBeforeBooking } from '../threads/index.js'
import {
  EXAMINATION_STATUS,
  isClientServiceType,
  isModelServiceType,
  MESSAGES,
  MODEL_STATUS,
  SERVICE_TYPE,
  type AdminPageQuery,
  type MailProposal,
  type CastingProposalRecord,
  type Language,
  type SupportMessageRecord,
  type UserMessage,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { HttpError } from '../../lib/http-error.js'
import { findMoneyAsks, holdMatchesOf } from '../castings/index.js'
import { notify } from '../../lib/notify.js'
import { enqueueEmail } from '../../lib/outbox/enqueue.js'
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

/** Every free text of a proposal, for the money-asking rule. */
const proposalTexts = (proposal: MailProposal): string[] => [
  proposal.title,
  proposal.companyName,
  proposal.productCategories,
  proposal.modelCategory,
  proposal.modelDetailedCategory,
  proposal.gender,
  proposal.filmingDate,
  proposal.locationOfFilming,
  proposal.postingMedia,
  proposal.otherContent,
  proposal.contactInformation,
]

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

  /**
   * Why a proposal opened from a profile stays with support (null: it reaches the model).
   * The text is for the support inbox only.
   */
  async function whyNotDelivered(proposal: MailProposal, sender: Sender): Promise<string | null> {
    const user =
      sender.userId === null
        ? null
        : await prisma.user.findUnique({
            where: { id: sender.userId },
            select: {
              serviceType: true,
              examinationStatus: true,
              deletedAt: true,
              suspendedAt: true,
            },
          })
    if (!user) return 'Not delivered to the model: sent by a guest.'
    if (
      !isClientServiceType(user.serviceType) ||
      user.examinationStatus !== EXAMINATION_STATUS.APPROVAL ||
      user.deletedAt !== null ||
      user.suspendedAt !== null
    ) {
      return 'Not delivered to the model: the sender is not an approved client.'
    }
    const asks = findMoneyAsks(proposalTexts(proposal))
    if (asks.length > 0) return `Not delivered to the model: ${holdMatchesOf(asks)}`
    return null
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

    async submitProposal(proposal: MailProposal, sender: Sender): Promise<{ id: number }> {
      const { targetModelProfileId, ...fields } = proposal
      const profile =
        targetModelProfileId === undefined ? null : await findTargetProfile(targetModelProfileId)
      // ADR 0033: only a signed-in, approved client reaches a model, and only with a proposal
      // that passes the money-asking rule. Anything else goes to the support inbox alone,
      // which reads why; the sender's answer is the same either way.
      const notDelivered = profile ? await whyNotDelivered(proposal, sender) : null
      const recipient = profile && notDelivered === null ? profile : null
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
            ...(recipient ? { recipientId: recipient.id, status: 'pending' as const } : {}),
            senderUserId: sender.userId,
            requestIp: sender.ip,
            createdAt: clock.now(),
          },
        })
        const notice = proposalNotice(
          proposal,
          { ...sender, id: row.id, at: row.createdAt },
          target,
          notDelivered,
        )
        await enqueueEmail(tx, { kind: 'casting-proposal', to: supportInbox, ...notice })
        if (recipient) {
          await notify(tx, {
            userId: recipient.id,
            kind: 'proposal_received',
            payload: {
              proposalId: row.id,
              // The client's words reach the model before any booking (issue #25, finding 9).
              title: acrossBeforeBooking(row.title, false, { language: recipient.language }),
              stageName: recipient.name,
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
