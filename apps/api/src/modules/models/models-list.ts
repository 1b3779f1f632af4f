// GET /models: one SQL statement for the page and one bounded count, both driven by
// indexes (ADR 0015): status-led composites for the sorts, btree per single-valued
// filter, GIN for the int[] codes and the tsvector. Written in SQL rather than Prisma's
// query builder so the shape of the query (and its EXPLAIN in bench/) is ours.
import {
  DEFAULT_LANGUAGE,
  GUARDIAN_CONSENT_AGE,
  MODEL_LIMITS,
  MODEL_REVIEW_STATUS,
  type Language,
  type ModelCard,
  type ModelList,
  type ModelListQuery,
} from '@cnm/contracts'
import { Prisma } from '../../generated/prisma/client.js'
import {
  CARD_COLUMNS,
  CARD_JOINS,
  coarsePlace,
  nameIn,
  toCard,
  yearsBefore,
  type CardRow,
} from '../../lib/read-models/model-card.js'
import { toSearchQuery } from '../../lib/text/search-query.js'
import type { CountCache } from '../../lib/short-cache.js'
import type { PhotoUrl } from '../../lib/read-models/photo-image.js'

export { CARD_COLUMNS, CARD_JOINS, coarsePlace, nameIn, toCard, yearsBefore }
export type { CardRow }

const ORDER_BY: Record<ModelListQuery['sort'], Prisma.Sql> = {
  newest: Prisma.sql`p.published_at DESC, p.id DESC`,
  liked: Prisma.sql`p.like_count DESC, p.id DESC`,
  updated: Prisma.sql`p.updated_at DESC, p.id DESC`,
}

/** The WHERE clause of GET /models for a query; published profiles not hidden by an admin. */
export function listConditions(query: ModelListQuery, today: Date): Prisma.Sql {
  const conditions: Prisma.Sql[] = [
    Prisma.sql`p.status = 'published'`,
    Prisma.sql`p.hidden_by_admin_at IS NULL`,
  ]
  const arrayHas = (column: string, id: number | undefined) => {
    if (id !== undefined) conditions.push(Prisma.sql`${Prisma.raw(column)} @> ARRAY[${id}]::int[]`)
  }
  const equals = (column: string, id: number | undefined) => {
    if (id !== undefined) conditions.push(Prisma.sql`${Prisma.raw(column)} = ${id}`)
  }
  arrayHas('p.category_ids', query.categoryId)
  arrayHas('p.detailed_category_ids', query.detailedCategoryId)
  arrayHas('p.shoot_type_ids', query.shootTypeId)
  arrayHas('p.keyword_ids', query.keywordId)
  equals('p.gender_id', query.genderId)
  // A minor's city is nobody's business but the profile's manager's (ADR 0035): an exact city
  // filter never matches a minor, or the filter would reveal what the card hides.
  const adultsBornBy = yearsBefore(today, GUARDIAN_CONSENT_AGE)
  const notMinor = Prisma.sql`(p.birth_date IS NULL OR p.birth_date <= ${adultsBornBy}::date)`
  if (query.cityId !== undefined) {
    conditions.push(Prisma.sql`p.city_id = ${query.cityId}`, notMinor)
  }
  equals('p.hair_color_id', query.hairColorId)
  equals('p.eye_color_id', query.eyeColorId)
  equals('p.race_id', query.raceId)
  equals('p.career_id', query.careerId)
  equals('p.fee_id', query.feeId)
  // Age a..b <=> born after (today - (b + 1) years) and on or before (today - a years).
  if (query.ageMin !== undefined) {
    conditions.push(Prisma.sql`p.birth_date <= ${yearsBefore(today, query.ageMin)}::date`)
  }
  if (query.ageMax !== undefined) {
    conditions.push(Prisma.sql`p.birth_date > ${yearsBefore(today, query.ageMax + 1)}::date`)
  }
  if (query.heightMin !== undefined) conditions.push(Prisma.sql`p.height_cm >= ${query.heightMin}`)
  if (query.heightMax !== undefined) conditions.push(Prisma.sql`p.height_cm <= ${query.heightMax}`)
  if (query.reviewedOnly) {
    conditions.push(
      Prisma.sql`p.review_status = ${MODEL_REVIEW_STATUS.APPROVED}::"ModelReviewStatus"`,
    )
  }
  const tsquery = query.q === undefined ? null : toSearchQuery(query.q, { typos: true })
  if (tsquery !== null) {
    conditions.push(Prisma.sql`p.search_vector @@ to_tsquery('simple', ${tsquery})`)
    // The index holds the full stage name; a minor must match on what the public sees (the
    // first name, keywords and bio), so a surname search does not find the child (ADR 0035).
    // The Korean pieces (ADR 0050) likewise come from the first name only.
    const firstName = Prisma.sql`(regexp_split_to_array(btrim(p.stage_name), '[[:space:]]+'))[1]`
    conditions.push(Prisma.sql`(${notMinor} OR (
      to_tsvector('simple', ${firstName})
      || to_tsvector('simple', p.keyword_text) || to_tsvector('simple', p.bio)
      || cnm_search_grams(${firstName} || ' ' || p.keyword_text)
    ) @@ to_tsquery('simple', ${tsquery}))`)
  }
  return Prisma.join(conditions, ' AND ')
}

/**
 * A name search with at most this many matches reads them from the search index and sorts them
 * (ADR 0050 addendum). The planner cannot tell how rare a name is (one typo makes a query of
 * seven rare forms it guesses at 1,500 rows): left alone it walks the sort's index and filters,
 * 300 ms for a name 84 profiles in 100,000 hold. Above this many, the walk finds a page quickly.
 */
export const TEXT_LED_MAX_MATCHES = 2_000

/**
 * The page and the capped count, as SQL (bench/ sends the same statements through pg). With
 * `matches` (the count's answer) a rare name search's page reads its matches first.
 */
export function listStatements(
  query: ModelListQuery,
  today: Date,
  options: { matches?: number } = {},
) {
  const where = listConditions(query, today)
  const offset = (query.page - 1) * query.pageSize
  const textLed =
    query.q !== undefined &&
    options.matches !== undefined &&
    options.matches <= TEXT_LED_MAX_MATCHES
  // MATERIALIZED: the matches are found without the ORDER BY ... LIMIT that tempts the planner
  // into walking the sort's index.
  const page = textLed
    ? Prisma.sql`
    WITH matching AS MATERIALIZED (SELECT p.* FROM model_profiles p WHERE ${where})
    SELECT ${CARD_COLUMNS}
    FROM (
      SELECT p.* FROM matching p
      ORDER BY ${ORDER_BY[query.sort]}
      LIMIT ${query.pageSize} OFFSET ${offset}
    ) p
    ${CARD_JOINS}
    ORDER BY ${ORDER_BY[query.sort]}`
    : Prisma.sql`
    SELECT ${CARD_COLUMNS}
    FROM (
      SELECT p.* FROM model_profiles p
      WHERE ${where}
      ORDER BY ${ORDER_BY[query.sort]}
      LIMIT ${query.pageSize} OFFSET ${offset}
    ) p
    ${CARD_JOINS}
    ORDER BY ${ORDER_BY[query.sort]}`
  // Counting stops one past the window: "10,000+" costs no more than 10,001 index entries.
  const count = Prisma.sql`
    SELECT count(*)::int AS total FROM (
      SELECT 1 FROM model_profiles p WHERE ${where} LIMIT ${MODEL_LIMITS.LIST_MAX_RESULTS + 1}
    ) matching`
  return { page, count }
}

/** What GET /models needs of a driver: a parameterised query (a `pg` Pool in the app). */
export interface SqlReader {
  query<Row extends object>(text: string, values: unknown[]): Promise<{ rows: Row[] }>
}

const run = <Row extends object>(sql: SqlReader, statement: Prisma.Sql): Promise<Row[]> =>
  sql.query<Row>(statement.text, statement.values as unknown[]).then((result) => result.rows)

export async function listModels(
  sql: SqlReader,
  query: ModelListQuery,
  today: Date,
  photoUrl: PhotoUrl,
  counts?: CountCache,
  language: Language = DEFAULT_LANGUAGE,
): Promise<ModelList> {
  const { page, count } = listStatements(query, today)
  // The count depends on the filters only (and on the day, through the age range).
  const countKey = `${today.toISOString().slice(0, 10)}|${count.text}|${JSON.stringify(count.values)}`
  const countAll = () =>
    run<{ total: number }>(sql, count).then((counted) => counted[0]?.total ?? 0)
  const counted = () => (counts ? counts.get(countKey, countAll) : countAll())
  // A name search counts first (cached, one index scan): how many it finds picks the page's
  // plan. Other filters run both at once.
  const [rows, total] =
    query.q === undefined
      ? await Promise.all([run<CardRow>(sql, page), counted()])
      : await counted().then(
          async (matches) =>
            [
              await run<CardRow>(sql, listStatements(query, today, { matches }).page),
              matches,
            ] as const,
        )
  const items: ModelCard[] = new Array<ModelCard>(rows.length)
  for (let index = 0; index < rows.length; index += 1) {
    items[index] = toCard(rows[index] as CardRow, today, photoUrl, language)
  }
  return {
    items,
    page: query.page,
    pageSize: query.pageSize,
    total: Math.min(total, MODEL_LIMITS.LIST_MAX_RESULTS),
    totalCapped: total > MODEL_LIMITS.LIST_MAX_RESULTS,
  }
}
