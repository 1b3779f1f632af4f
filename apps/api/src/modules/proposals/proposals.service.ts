// Direct proposals (issue #15, ADR 0024): a client's casting proposal opened from a model
// profile is addressed to the profile's owner (mail-forms sets recipientId and 'pending').
// Its sender and its recipient read it; the recipient answers once, and the sender is told.
// Once accepted it is a booking: either side may cancel it with a reason (ADR 0024 addendum).
import {
  SERVER_MESSAGES,
  type BookingCancellationInput,
  type Language,
  type ProposalAnswer,
  type ProposalDetail,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { forbidden, HttpError, notFound } from '../../lib/http-error.js'
import type { AuthContext } from '../../plugins/auth.js'
import { announceCancellation, assertCancellable, cancelledColumns } from '../threads/index.js'
import type { PhotoUrl } from '../../lib/read-models/photo-image.js'
import { notify } from '../../lib/notify.js'
import { recordCancellation, startAgreement } from '../bookings/index.js'
import {
  PROPOSAL_COLUMNS,
  PROPOSAL_JOINS,
  toProposalDetail,
  toProposalSummary,
  type ProposalRow,
  proposalTextFor,
} from './proposal-views.js'

type Viewer = Pick<AuthContext, 'userId' | 'role'>

export interface ProposalsDeps {
  prisma: PrismaClient
  clock: Clock
  photoUrl: PhotoUrl
  /** The platform's own hosts: links to them are not contact details (before-booking.ts). */
  ownHosts?: readonly string[]
}

const formFields = {
  productCategories: true,
  contractPeriod: true,
  modelCategory: true,
  modelDetailedCategory: true,
  gender: true,
  age: true,
  modelNumber: true,
  locationOfFilming: true,
  postingMedia: true,
  otherContent: true,
} as const

export function createProposalsService({ prisma, clock, photoUrl, ownHosts = [] }: ProposalsDeps) {
  /** The caller's side of a direct proposal; 404 for everybody else (and for footer proposals). */
  async function load(viewer: Viewer, id: number) {
    const proposal = await prisma.castingProposal.findUnique({
      where: { id },
      select: {
        id: true,
        senderUserId: true,
        recipientId: true,
        status: true,
        title: true,
        targetModelProfile: { select: { stageName: true } },
        ...formFields,
      },
    })
    if (!proposal || proposal.recipientId === null || proposal.status === null) throw notFound()
    const side =
      proposal.recipientId === viewer.userId
        ? ('recipient' as const)
        : proposal.senderUserId === viewer.userId
          ? ('sender' as const)
          : viewer.role === 'ADMIN'
            ? ('admin' as const)
            : null
    if (side === null) throw notFound()
    return { proposal, side }
  }

  async function detail(
    id: number,
    side: 'sender' | 'recipient' | 'admin',
    fields: Parameters<typeof toProposalDetail>[1],
    language: Language,
  ): Promise<ProposalDetail> {
    const [row] = await prisma.$queryRaw<ProposalRow[]>`
      SELECT ${PROPOSAL_COLUMNS} FROM casting_proposals pr ${PROPOSAL_JOINS} WHERE pr.id = ${id}`
    if (!row) throw notFound()
    const reader = { language, ownHosts }
    const summary = toProposalSummary(
      row,
      side === 'recipient' ? 'recipient' : 'sender',
      clock.now(),
      photoUrl,
      reader,
    )
    return toProposalDetail(
      summary,
      fields,
      {
        canAnswer: side === 'recipient' && summary.status === 'pending',
        canCancel: side !== 'admin' && summary.status === 'accepted',
        viewer: side,
      },
      proposalTextFor(row.pr_status, side, reader),
    )
  }

  return {
    async get(viewer: Viewer, id: number, language: Language = 'en'): Promise<ProposalDetail> {
      const { proposal, side } = await load(viewer, id)
      return detail(id, side, proposal, language)
    },

    /** The recipient accepts or declines, once. */
    async answer(
      viewer: Viewer,
      id: number,
      { status }: ProposalAnswer,
      language: Language = 'en',
    ): Promise<ProposalDetail> {
      const { proposal, side } = await load(viewer, id)
      if (side !== 'recipient') throw forbidden()
      const now = clock.now()
      await prisma.$transaction(async (tx) => {
        const answered = await tx.castingProposal.updateMany({
          where: { id, status: 'pending' },
          data: { status, answeredAt: now },
        })
        if (answered.count === 0) {
          throw new HttpError('CONFLICT', SERVER_MESSAGES.PROPOSAL_ALREADY_ANSWERED)
        }
        // An accepted proposal is a booking: its terms start as a draft (ADR 0044).
        if (status === 'accepted') await startAgreement(tx, { proposalId: id })
        if (proposal.senderUserId !== null) {
          await notify(tx, {
            userId: proposal.senderUserId,
            kind: 'proposal_answered',
            payload: { proposalId: id, title: proposal.title, status },
          })
        }
      })
      return detail(id, side, proposal, language)
    },

    /**
     * Either side undoes an accepted proposal, with a reason (ADR 0024 addendum): status
     * cancelled, the other side told and the thread, when there is one, gets a system line.
     * A proposal's filming date is free text, so there is no "job done" point to stop at.
     */
    async cancel(
      viewer: Viewer,
      id: number,
      input: BookingCancellationInput,
      language: Language = 'en',
    ): Promise<ProposalDetail> {
      const { proposal, side } = await load(viewer, id)
      // An administrator reads but does not decide, as for an application.
      if (side === 'admin') throw forbidden()
      const by = side === 'sender' ? 'client' : 'model'
      const now = clock.now()
      await prisma.$transaction(async (tx) => {
        const [current] = await tx.$queryRaw<Array<{ status: string | null }>>`
          SELECT status::text AS status FROM casting_proposals WHERE id = ${id} FOR UPDATE`
        if (!current) throw notFound()
        assertCancellable(current.status, 'accepted', SERVER_MESSAGES.PROPOSAL_NOT_ACCEPTED)
        await tx.castingProposal.update({
          where: { id },
          data: cancelledColumns(now, viewer.userId, input.reason),
        })
        // A late cancellation by the client owes the agreed kill fee (ADR 0044).
        await recordCancellation(tx, { proposalId: id }, by, now)
        await announceCancellation(tx, {
          by,
          reason: input.reason,
          now,
          thread: { proposalId: id },
          otherUserId: by === 'client' ? proposal.recipientId : proposal.senderUserId,
          payload: {
            proposalId: id,
            title: proposal.title,
            stageName: proposal.targetModelProfile?.stageName ?? null,
          },
        })
      })
      return detail(id, side, proposal, language)
    },
  }
}
