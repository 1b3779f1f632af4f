// GET /castings (issue #15, ADR 0023): the public board as one SQL statement for the page
// and one bounded count, sent through a plain `pg` pool as named (prepared) statements.
// Prisma's $queryRaw costs about a third of the throughput on this hot path (bench:models
// measured ~1,400 req/s against ~2,050 for pg), so the board skips it; the statement text
// is built here only, and bench/castings.ts sends the very same statements as its control.
import { createHash } from 'node:crypto'
import type pg from 'pg'
import { type CastingList, type CastingListQuery, DAY_MS } from '@cnm/contracts'
import { toSearchQuery } from '../../lib/text/search-query.js'
import type { CountCache } from '../../lib/short-cache.js'
import { withPayRecords } from '../../lib/read-models/pay-record.js'
import {
  CASTING_CARD_COLUMNS_TEXT,
  CASTING_CARD_JOINS_TEXT,
  toCastingCard,
  type CastingCardRow,
} from '../../lib/read-models/casting-card.js'

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

/** The page and the capped count of a board query (bench/castings.ts sends the same). */
export function boardStatements(query: CastingListQuery, now: Date) {
  const { where, values } = boardConditions(query, now)
  const offset = (query.page - 1) * query.pageSize
  const order = ORDER_BY[query.sort]
  const n = values.length
  const page = named(
    `SELECT ${CASTING_CARD_COLUMNS_TEXT}
    FROM (
      SELECT c.* FROM castings c
      WHERE ${where}
      ORDER BY ${order}
      LIMIT $${n + 1} OFFSET $${n + 2}
    ) c
    ${CASTING_CARD_JOINS_TEXT}
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
    pool.query<CastingCardRow>(page),
    counts ? counts.get(countKey(query), countAll) : countAll(),
  ])
  return {
    // Each card shows its client's pay record: one statement for the page's clients.
    items: await withPayRecords(pool, rows.rows.map(toCastingCard), now),
    page: query.page,
    pageSize: query.pageSize,
    total: Math.min(total, CASTING_LIST_MAX_RESULTS),
  }
}
