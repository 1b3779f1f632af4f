// The casting card (contracts castingCardSchema; issue #27: one SQL and one mapper for every
// answer that shows a casting as a card: the board, a casting's page and its other castings,
// the admin queue, My Casting, an applicant's rows, a partner's page). Below the modules, so
// castings, applications and partners read the same columns the same way.
import {
  castingClientOf,
  EXAMINATION_STATUS,
  type CastingCard,
  type CastingStatus,
} from '@cnm/contracts'
import { Prisma } from '../../generated/prisma/client.js'

/**
 * The card's columns, from a casting `c` and CASTING_CARD_JOINS, each prefixed `c_` so they
 * sit beside other columns of a statement (an application, a profile card). Plain text: the
 * board sends it through `pg`, the others wrap it (CASTING_CARD_COLUMNS).
 *
 * Prisma keeps DateTime in `timestamp` (no zone) columns holding UTC: they are read back with
 * AT TIME ZONE 'UTC' and the date as text, so the session's and the server's zone never matter.
 * An account that left is nobody's guarantee any more (issue #25, ADR 0032): `c_verified`.
 */
export const CASTING_CARD_COLUMNS_TEXT = `
    c.id AS c_id, c.title AS c_title, c.company_name AS c_company_name,
    c.client_id AS c_client_id, cu.agency AS c_client_agency,
    (cu.examination_status = ${EXAMINATION_STATUS.APPROVAL} AND cu.deleted_at IS NULL) AS c_verified,
    c.budget::text AS c_budget, c.budget_type::text AS c_budget_type,
    to_char(c.filming_date, 'YYYY-MM-DD') AS c_filming_date,
    c.application_deadline AT TIME ZONE 'UTC' AS c_application_deadline,
    c.city_id AS c_city_id, ccity.value AS c_city_value,
    c.model_category_id AS c_category_id, ccat.value AS c_category_value,
    c.model_detailed_category_id AS c_detailed_category_id, cdcat.value AS c_detailed_category_value,
    c.status::text AS c_status, c.model_number AS c_model_number, c.is_demo AS c_is_demo,
    c.published_at AT TIME ZONE 'UTC' AS c_published_at`

/** The client account and the three info items of the castings `c`. */
export const CASTING_CARD_JOINS_TEXT = `
    JOIN users cu ON cu.id = c.client_id
    LEFT JOIN info_items ccity ON ccity.id = c.city_id
    LEFT JOIN info_items ccat ON ccat.id = c.model_category_id
    LEFT JOIN info_items cdcat ON cdcat.id = c.model_detailed_category_id`

export const CASTING_CARD_COLUMNS = Prisma.raw(CASTING_CARD_COLUMNS_TEXT)
export const CASTING_CARD_JOINS = Prisma.raw(CASTING_CARD_JOINS_TEXT)

export interface CastingCardRow {
  c_id: number
  c_title: string
  c_company_name: string
  c_client_id: number
  c_client_agency: string | null
  c_verified: boolean
  /** bigint as text (a driver may not parse bigint); KRW is well inside 2^53. */
  c_budget: string
  c_budget_type: CastingCard['pay']['budgetType']
  /** YYYY-MM-DD */
  c_filming_date: string | null
  c_application_deadline: Date
  c_city_id: number | null
  c_city_value: string | null
  c_category_id: number | null
  c_category_value: string | null
  c_detailed_category_id: number | null
  c_detailed_category_value: string | null
  c_status: CastingStatus
  c_model_number: number
  c_is_demo: boolean
  c_published_at: Date | null
}

const ref = (id: number | null, value: string | null) =>
  id !== null && value !== null ? { id, value } : null

/** The one mapper of a casting card. */
export function toCastingCard(row: CastingCardRow): CastingCard {
  return {
    id: row.c_id,
    title: row.c_title,
    client: castingClientOf({
      clientId: row.c_client_id,
      accountName: row.c_client_agency,
      companyName: row.c_company_name,
      approved: row.c_verified,
    }),
    pay: { budget: Number(row.c_budget), budgetType: row.c_budget_type },
    filmingDate: row.c_filming_date,
    applicationDeadline: row.c_application_deadline.toISOString(),
    city: ref(row.c_city_id, row.c_city_value),
    category: ref(row.c_category_id, row.c_category_value),
    detailedCategory: ref(row.c_detailed_category_id, row.c_detailed_category_value),
    status: row.c_status,
    modelNumber: row.c_model_number,
    isDemo: row.c_is_demo,
    publishedAt: row.c_published_at?.toISOString() ?? null,
  }
}

const infoRef = { select: { id: true, value: true } } as const

/** What a card needs of a casting read through Prisma (with the rest of a detail page). */
export const CASTING_CARD_INCLUDE = {
  client: { select: { id: true, examinationStatus: true, agency: true, deletedAt: true } },
  city: infoRef,
  modelCategory: infoRef,
  modelDetailedCategory: infoRef,
} as const satisfies Prisma.CastingInclude

export type CastingCardRecord = Prisma.CastingGetPayload<{
  include: typeof CASTING_CARD_INCLUDE
}>

/** The card of a casting read through Prisma: the same row the SQL reads, then the mapper. */
export function toCastingCardOfRecord(record: CastingCardRecord): CastingCard {
  return toCastingCard({
    c_id: record.id,
    c_title: record.title,
    c_company_name: record.companyName,
    c_client_id: record.clientId,
    c_client_agency: record.client.agency,
    c_verified:
      record.client.examinationStatus === EXAMINATION_STATUS.APPROVAL &&
      record.client.deletedAt === null,
    c_budget: String(record.budget),
    c_budget_type: record.budgetType,
    c_filming_date: record.filmingDate?.toISOString().slice(0, 10) ?? null,
    c_application_deadline: record.applicationDeadline,
    c_city_id: record.city?.id ?? null,
    c_city_value: record.city?.value ?? null,
    c_category_id: record.modelCategory?.id ?? null,
    c_category_value: record.modelCategory?.value ?? null,
    c_detailed_category_id: record.modelDetailedCategory?.id ?? null,
    c_detailed_category_value: record.modelDetailedCategory?.value ?? null,
    c_status: record.status,
    c_model_number: record.modelNumber,
    c_is_demo: record.isDemo,
    c_published_at: record.publishedAt,
  })
}
