// A casting's card (contracts castingCardSchema) as My Casting and the applicant's rows show
// it: one set of columns and joins, read with raw SQL next to the rest of each statement.
import { castingClientOf, EXAMINATION_STATUS, type CastingCard } from '@cnm/contracts'
import { Prisma } from '../../generated/prisma/client.js'
import { toDateOnly } from '../../lib/read-models/model-card.js'

/** The card's columns, from a casting `c` and CASTING_CARD_JOINS. Prefixed `c_`. */
export const CASTING_CARD_COLUMNS = Prisma.sql`
    c.id AS c_id, c.title AS c_title, c.company_name AS c_company_name,
    c.client_id AS c_client_id, cu.examination_status AS c_examination_status,
    cu.agency AS c_client_agency,
    c.budget::float8 AS c_budget, c.budget_type::text AS c_budget_type,
    c.filming_date AS c_filming_date, c.application_deadline AS c_application_deadline,
    c.city_id AS c_city_id, ccity.value AS c_city_value,
    c.model_category_id AS c_category_id, ccat.value AS c_category_value,
    c.model_detailed_category_id AS c_detailed_category_id, cdcat.value AS c_detailed_category_value,
    c.status::text AS c_status, c.model_number AS c_model_number, c.is_demo AS c_is_demo,
    c.published_at AS c_published_at`

export const CASTING_CARD_JOINS = Prisma.sql`
    JOIN users cu ON cu.id = c.client_id
    LEFT JOIN info_items ccity ON ccity.id = c.city_id
    LEFT JOIN info_items ccat ON ccat.id = c.model_category_id
    LEFT JOIN info_items cdcat ON cdcat.id = c.model_detailed_category_id`

export interface CastingCardRow {
  c_id: number
  c_title: string
  c_company_name: string
  c_client_id: number
  c_examination_status: number
  c_client_agency: string | null
  c_budget: number
  c_budget_type: string
  c_filming_date: Date | null
  c_application_deadline: Date
  c_city_id: number | null
  c_city_value: string | null
  c_category_id: number | null
  c_category_value: string | null
  c_detailed_category_id: number | null
  c_detailed_category_value: string | null
  c_status: string
  c_model_number: number
  c_is_demo: boolean
  c_published_at: Date | null
}

const ref = (id: number | null, value: string | null) =>
  id !== null && value !== null ? { id, value } : null

export function toCastingCard(row: CastingCardRow): CastingCard {
  return {
    id: row.c_id,
    title: row.c_title,
    client: castingClientOf({
      clientId: row.c_client_id,
      accountName: row.c_client_agency,
      companyName: row.c_company_name,
      approved: row.c_examination_status === EXAMINATION_STATUS.APPROVAL,
    }),
    pay: {
      budget: Number(row.c_budget),
      budgetType: row.c_budget_type as CastingCard['pay']['budgetType'],
    },
    filmingDate: toDateOnly(row.c_filming_date),
    applicationDeadline: row.c_application_deadline.toISOString(),
    city: ref(row.c_city_id, row.c_city_value),
    category: ref(row.c_category_id, row.c_category_value),
    detailedCategory: ref(row.c_detailed_category_id, row.c_detailed_category_value),
    status: row.c_status as CastingCard['status'],
    modelNumber: row.c_model_number,
    isDemo: row.c_is_demo,
    publishedAt: row.c_published_at ? row.c_published_at.toISOString() : null,
  }
}
