// GET /castings (issue #15, ADR 0023): the public board as one SQL statement for the page
// and one bounded count, sent through a plain `pg` pool as named (prepared) statements.
// Prisma's $queryRaw costs about a third of the throughput on this hot path (bench:models
// measured ~1,400 req/s against ~2,050 for pg), so the board skips it; the statement text
// is built here only, and bench/castings.ts sends the very same statements as its control.
import { createHash } from 'node:crypto'
import type pg from 'pg'
import {
  castingClientOf,
  type CastingCard,
  type CastingList,
  type CastingListQuery,
  DAY_MS,
} from '@cnm/contracts'
import { toSearchQuery } from '../../lib/text/search-query.js'
import type { CountCache } from '../../lib/short-cache.js'

/** The board counts at most this many matches (the pages stop there too). */
export const CASTING_LIST_MAX_RESULTS = 10_000

/**
 * Prisma keeps DateTime in `timestamp` (no zone) columns holding UTC. A parameter compared
 * with them is sent as UTC wall time (the zone of an ISO string is ignored by ::timestamp),
 * and read back with AT TIME ZONE 'UTC', so the session's TimeZone never matters.
 */
export const utcTimestamp = (date: Date): string => date.toISOString()

const ORDER_BY: Record<CastingListQuery['sort'], string> = {
  newest: 'c.published_at DESC, c.id DESC',
  deadline: 'c.application_deadline ASC, c.id ASC',
  budget: 'c.budget DESC, c.id DESC',
}

export interface Statement {
  /** A name per distinct text: pg prepares it once per connection. */
  name: string
  text: string
  values: unknown[]
}

/** Statement names by text; the texts are few (one per filter combination and sort). */
const names = new Map<string, string>()
const NAMES_MAX = 2000

function nameOf(text: string): string {
  let name = names.get(text)
  if (name === undefined) {
    name = `castings-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`
    if (names.size >= NAMES_MAX) names.clear()
    names.set(text, name)
  }
  return name
}

const named = (text: string, values: unknown[]): Statement => ({
  name: nameOf(text),
  text,
  values,
})

/** The WHERE clause of the board (live, shown, still open) and its parameters. */
export function boardConditions(
  query: CastingListQuery,
  now: Date,
): { where: string; values: unknown[] } {
  const values: unknown[] = []
  const param = (value: unknown) => {
    values.push(value)
    return `$${values.length}`
  }
  const conditions = [
    `c.status = 'live'`,
    'c.hidden_at IS NULL',
    `c.application_deadline > ${param(utcTimestamp(now))}::timestamp`,
  ]
  if (query.categoryId !== undefined)
    conditions.push(`c.model_category_id = ${param(query.categoryId)}`)
  if (query.detailedCategoryId !== undefined) {
    conditions.push(`c.model_detailed_category_id = ${param(query.detailedCategoryId)}`)
  }
  // A casting without a gender wants any gender.
  if (query.genderId !== undefined) {
    conditions.push(`(c.gender_id = ${param(query.genderId)} OR c.gender_id IS NULL)`)
  }
  if (query.age !== undefined) {
    const age = param(query.age)
    conditions.push(
      `(c.age_min IS NULL OR c.age_min <= ${age}) AND (c.age_max IS NULL OR c.age_max >= ${age})`,
    )
  }
  if (query.cityId !== undefined) conditions.push(`c.city_id = ${param(query.cityId)}`)
  if (query.shootTypeId !== undefined)
    conditions.push(`c.shoot_type_id = ${param(query.shootTypeId)}`)
  if (query.clientId !== undefined) conditions.push(`c.client_id = ${param(query.clientId)}`)
  if (query.budgetMin !== undefined)
    conditions.push(`c.budget >= ${param(query.budgetMin)}::bigint`)
  if (query.budgetMax !== undefined)
    conditions.push(`c.budget <= ${param(query.budgetMax)}::bigint`)
  if (query.deadlineWithinDays !== undefined) {
    const until = new Date(now.getTime() + query.deadlineWithinDays * DAY_MS)
    conditions.push(`c.application_deadline <= ${param(utcTimestamp(until))}::timestamp`)
  }
  const tsquery = query.q === undefined ? null : toSearchQuery(query.q)
  if (tsquery !== null) {
    conditions.push(`c.search_vector @@ to_tsquery('simple', ${param(tsquery)})`)
  }
  return { where: conditions.join(' AND '), values }
}

/** Columns of a card (CardRow) from castings `c` joined by CARD_JOINS. */
export const CARD_COLUMNS = `
    c.id, c.title, c.client_id, c.company_name, c.budget::text AS budget, c.budget_type,
    to_char(c.filming_date, 'YYYY-MM-DD') AS filming_date,
    c.application_deadline AT TIME ZONE 'UTC' AS application_deadline,
    c.status, c.model_number, c.is_demo, c.published_at AT TIME ZONE 'UTC' AS published_at,
    (u.examination_status = 3 AND u.deleted_at IS NULL) AS verified, u.agency AS client_agency,
    city.id AS city_id, city.value AS city_value,
    cat.id AS category_id, cat.value AS category_value,
    det.id AS detailed_id, det.value AS detailed_value`

export const CARD_JOINS = `
    JOIN users u ON u.id = c.client_id
    LEFT JOIN info_items city ON city.id = c.city_id
    LEFT JOIN info_items cat ON cat.id = c.model_category_id
    LEFT JOIN info_items det ON det.id = c.model_detailed_category_id`

/** The page and the capped count of a board query (bench/castings.ts sends the same). */
export function boardStatements(query: CastingListQuery, now: Date) {
  const { where, values } = boardConditions(query, now)
  const offset = (query.page - 1) * query.pageSize
  const order = ORDER_BY[query.sort]
  const n = values.length
  const page = named(
    `SELECT ${CARD_COLUMNS}
    FROM (
      SELECT c.* FROM castings c
      WHERE ${where}
      ORDER BY ${order}
      LIMIT $${n + 1} OFFSET $${n + 2}
    ) c
    ${CARD_JOINS}
    ORDER BY ${order}`,
    [...values, query.pageSize, offset],
  )
  const count = named(
    `SELECT count(*)::int AS total FROM (
      SELECT 1 FROM castings c WHERE ${where} LIMIT ${CASTING_LIST_MAX_RESULTS + 1}
    ) matching`,
    values,
  )
  return { page, count }
}

export interface CardRow {
  id: number
  title: string
  client_id: number
  company_name: string
  budget: string
  budget_type: CastingCard['pay']['budgetType']
  filming_date: string | null
  application_deadline: Date
  status: CastingCard['status']
  model_number: number
  is_demo: boolean
  published_at: Date | null
  verified: boolean
  client_agency: string | null
  city_id: number | null
  city_value: string | null
  category_id: number | null
  category_value: string | null
  detailed_id: number | null
  detailed_value: string | null
}

const ref = (id: number | null, value: string | null) =>
  id !== null && value !== null ? { id, value } : null

export function toCard(row: CardRow): CastingCard {
  return {
    id: row.id,
    title: row.title,
    client: castingClientOf({
      clientId: row.client_id,
      accountName: row.client_agency,
      companyName: row.company_name,
      approved: row.verified,
    }),
    pay: { budget: Number(row.budget), budgetType: row.budget_type },
    filmingDate: row.filming_date,
    applicationDeadline: row.application_deadline.toISOString(),
    city: ref(row.city_id, row.city_value),
    category: ref(row.category_id, row.category_value),
    detailedCategory: ref(row.detailed_id, row.detailed_value),
    status: row.status,
    modelNumber: row.model_number,
    isDemo: row.is_demo,
    publishedAt: row.published_at?.toISOString() ?? null,
  }
}

/** The key of a count: the filters without the page, sort or clock. */
const countKey = (query: CastingListQuery) =>
  JSON.stringify({ ...query, page: undefined, pageSize: undefined, sort: undefined })

export async function listBoard(
  pool: pg.Pool,
  query: CastingListQuery,
  now: Date,
  counts?: CountCache,
): Promise<CastingList> {
  const { page, count } = boardStatements(query, now)
  const countAll = () =>
    pool.query<{ total: number }>(count).then((result) => result.rows[0]?.total ?? 0)
  const [rows, total] = await Promise.all([
    pool.query<CardRow>(page),
    counts ? counts.get(countKey(query), countAll) : countAll(),
  ])
  return {
    items: rows.rows.map(toCard),
    page: query.page,
    pageSize: query.pageSize,
    total: Math.min(total, CASTING_LIST_MAX_RESULTS),
  }
}
