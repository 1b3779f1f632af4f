// Direct proposals (casting_proposals rows with a recipient) -> the contracts' shapes, for
// GET /proposals/{id} and for both sides of My Casting. The target profile's thumb reuses the
// models module's card (cover, minors' rules).
import {
  EXAMINATION_STATUS,
  type ProposalDetail,
  type ProposalStatus,
  type ProposalSummary,
} from '@cnm/contracts'
import { Prisma } from '../../generated/prisma/client.js'
import { acrossBeforeBooking, type CrossingReader, cancellationOf } from '../threads/index.js'
import { CARD_COLUMNS, CARD_JOINS, toCard, type CardRow } from '../../lib/read-models/model-card.js'
import type { PhotoUrl } from '../../lib/read-models/photo-image.js'

/** Columns of a proposal `pr` with its sender, target profile card and thread. */
export const PROPOSAL_COLUMNS = Prisma.sql`
    pr.id AS pr_id, pr.title AS pr_title, pr.company_name AS pr_company_name,
    pr.budget::float8 AS pr_budget, pr.budget_type AS pr_budget_type,
    pr.filming_date AS pr_filming_date, pr.status::text AS pr_status,
    pr.created_at AS pr_created_at, pr.answered_at AS pr_answered_at,
    pr.sender_user_id AS pr_sender_user_id, pr.recipient_id AS pr_recipient_id,
    pr.cancelled_at AS pr_cancelled_at, pr.cancelled_by_id AS pr_cancelled_by_id,
    pr.cancel_reason AS pr_cancel_reason,
    (p.status = 'published' AND p.hidden_by_admin_at IS NULL) AS p_public,
    su.examination_status AS sender_examination_status,
    t.id AS t_id, t.client_unread AS t_client_unread, t.model_unread AS t_model_unread,
    ${CARD_COLUMNS}`

export const PROPOSAL_JOINS = Prisma.sql`
    LEFT JOIN users su ON su.id = pr.sender_user_id
    LEFT JOIN model_profiles p ON p.id = pr.target_model_profile_id
    ${CARD_JOINS}
    LEFT JOIN message_threads t ON t.proposal_id = pr.id`

/** The card columns come from a LEFT JOIN: all null when the profile is gone. */
type NullableCard = { [K in keyof CardRow]: CardRow[K] | null }

export interface ProposalRow extends NullableCard {
  pr_id: number
  pr_title: string
  pr_company_name: string
  pr_budget: number
  pr_budget_type: string
  pr_filming_date: string
  pr_status: ProposalStatus | null
  pr_created_at: Date
  pr_answered_at: Date | null
  pr_sender_user_id: number | null
  pr_recipient_id: number | null
  pr_cancelled_at: Date | null
  pr_cancelled_by_id: number | null
  pr_cancel_reason: string | null
  /** The target profile is public (published, not hidden); null when it is gone. */
  p_public: boolean | null
  sender_examination_status: number | null
  t_id: number | null
  t_client_unread: number | null
  t_model_unread: number | null
}

/** Which side reads it: the sender is the client side of its thread, the recipient the model side. */
export type ProposalSide = 'sender' | 'recipient'

/**
 * How the side reading a proposal sees the text its sender wrote (issue #25, finding 9): the
 * recipient (the model side) reads it without contact details until it accepts, as in the
 * thread; the sender and administrators read it whole. `reader` null: nobody to redact for.
 */
export function proposalTextFor(
  status: ProposalStatus | null,
  side: ProposalSide | 'admin',
  reader: CrossingReader | null,
): (text: string) => string {
  const open = status === 'accepted' || status === 'cancelled'
  const across = side === 'recipient' ? reader : null
  return (text) => acrossBeforeBooking(text, open, across)
}

export function toProposalSummary(
  row: ProposalRow,
  side: ProposalSide,
  today: Date,
  photoUrl: PhotoUrl,
  reader: CrossingReader | null = null,
): ProposalSummary {
  const card = row.id === null ? null : toCard(row as CardRow, today, photoUrl)
  const text = proposalTextFor(row.pr_status, side, reader)
  return {
    id: row.pr_id,
    title: text(row.pr_title),
    companyName: text(row.pr_company_name),
    budget: Number(row.pr_budget),
    budgetType: row.pr_budget_type,
    filmingDate: text(row.pr_filming_date),
    // Only direct proposals are read here, and they are created pending.
    status: row.pr_status ?? 'pending',
    sender:
      row.pr_sender_user_id === null
        ? null
        : {
            id: row.pr_sender_user_id,
            name: text(row.pr_company_name),
            verified: row.sender_examination_status === EXAMINATION_STATUS.APPROVAL,
          },
    profile: card ? { id: card.id, stageName: card.stageName, cover: card.cover } : null,
    profileAvailable: row.p_public === true,
    threadId: row.t_id,
    unreadMessages: (side === 'sender' ? row.t_client_unread : row.t_model_unread) ?? 0,
    createdAt: row.pr_created_at.toISOString(),
    answeredAt: row.pr_answered_at ? row.pr_answered_at.toISOString() : null,
    // The recipient is the model side (ADR 0024 addendum).
    cancellation: cancellationOf({
      status: row.pr_status,
      cancelledAt: row.pr_cancelled_at,
      cancelledById: row.pr_cancelled_by_id,
      cancelReason: row.pr_cancel_reason,
      modelSideUserId: row.pr_recipient_id,
    }),
  }
}

export interface ProposalFormFields {
  productCategories: string
  contractPeriod: number
  modelCategory: string
  modelDetailedCategory: string
  gender: string
  age: number
  modelNumber: number
  locationOfFilming: string
  postingMedia: string
  otherContent: string
}

export function toProposalDetail(
  summary: ProposalSummary,
  fields: ProposalFormFields,
  { canAnswer, canCancel, viewer }: Pick<ProposalDetail, 'canAnswer' | 'canCancel' | 'viewer'>,
  text: (value: string) => string = (value) => value,
): ProposalDetail {
  // Field by field: the caller may hand over a whole row, whose other columns must not leak in.
  // Every text the sender typed goes through `text` (proposalTextFor).
  return {
    ...summary,
    productCategories: text(fields.productCategories),
    contractPeriod: fields.contractPeriod,
    modelCategory: text(fields.modelCategory),
    modelDetailedCategory: text(fields.modelDetailedCategory),
    gender: text(fields.gender),
    age: fields.age,
    modelNumber: fields.modelNumber,
    locationOfFilming: text(fields.locationOfFilming),
    postingMedia: text(fields.postingMedia),
    otherContent: text(fields.otherContent),
    canAnswer,
    canCancel,
    viewer,
  }
}
