// An option as read (issue #29, ADR 0049, 0054): its row with its rank among the date's
// standing options, computed in the read, and its view for one side.
import { OPTION_STANDING_STATUSES, type ModelOptionView, type OptionStatus } from '@cnm/contracts'
import type { PrismaClient } from '../../db/prisma.js'
import { Prisma } from '../../generated/prisma/client.js'
import { dayTakenSql } from '../../lib/date-holds.js'
import { stageNameSeenBy, toDateOnly } from '../../lib/read-models/model-card.js'
import type { OptionSide } from './option-access.js'

type Tx = Prisma.TransactionClient
const LIST_MAX = 200
const STANDING = Prisma.join([...OPTION_STANDING_STATUSES])

export interface OptionRow {
  id: number
  profile_id: number
  client_id: number
  owner_id: number
  option_date: Date
  status: OptionStatus
  note: string
  expires_at: Date
  created_at: Date
  rank: bigint | null
  agreement_id: number | null
  stage_name: string
  birth_date: Date | null
  client_agency: string | null
}

/** The options a condition picks, each with its rank among its date's standing options. */
const rankedSql = (where: Prisma.Sql, order: Prisma.Sql) => Prisma.sql`
  WITH picked AS (
    SELECT o.* FROM model_options o JOIN model_profiles p ON p.id = o.profile_id
    WHERE ${where} ORDER BY ${order} LIMIT ${LIST_MAX}
  ), ranked AS (
    SELECT o.id, ROW_NUMBER() OVER (
      PARTITION BY o.profile_id, o.option_date ORDER BY o.created_at, o.id)
      + CASE WHEN ${Prisma.raw(dayTakenSql('o.profile_id', 'o.option_date'))} THEN 1 ELSE 0 END
      AS rank
    FROM model_options o
    WHERE o.status IN (${STANDING})
      AND (o.profile_id, o.option_date) IN (SELECT profile_id, option_date FROM picked)
  )
  SELECT picked.id, picked.profile_id, picked.client_id, p.owner_id, picked.option_date,
         picked.status, picked.note, picked.expires_at, picked.created_at, ranked.rank,
         picked.agreement_id,
         p.stage_name, p.birth_date, u.agency AS client_agency
  FROM picked
  JOIN model_profiles p ON p.id = picked.profile_id
  JOIN users u ON u.id = picked.client_id
  LEFT JOIN ranked ON ranked.id = picked.id
  ORDER BY ${order}`

export function optionViewOf(row: OptionRow, side: OptionSide, now: Date): ModelOptionView {
  const standing = (OPTION_STANDING_STATUSES as readonly string[]).includes(row.status)
  return {
    id: row.id,
    profileId: row.profile_id,
    // The model side manages the profile; a client sees a minor's first name (ADR 0035).
    modelName: stageNameSeenBy(
      { stageName: row.stage_name, birthDate: row.birth_date },
      now,
      side === 'model',
    ),
    clientName: side === 'model' ? row.client_agency?.trim() || null : null,
    date: toDateOnly(row.option_date) ?? '',
    status: row.status,
    rank: standing && row.rank !== null ? Number(row.rank) : null,
    note: row.note,
    expiresAt: row.expires_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    side,
  }
}

export const rowsWhere = (db: Tx | PrismaClient, where: Prisma.Sql, order: Prisma.Sql) =>
  db.$queryRaw<OptionRow[]>(rankedSql(where, order))
