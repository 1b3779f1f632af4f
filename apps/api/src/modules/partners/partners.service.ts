import { createShortCache } from '../../lib/short-cache.js'
import {
  EXAMINATION_STATUS,
  PARTNER_OPEN_CASTINGS_MAX,
  SERVICE_TYPE,
  type PartnerCard,
  type PartnerDetail,
  type PartnerList,
  type PartnerListQuery,
} from '@cnm/contracts'
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js'
import { notFound } from '../../lib/http-error.js'
import {
  CASTING_CARD_COLUMNS,
  CASTING_CARD_JOINS,
  toCastingCard,
  type CastingCardRow,
} from '../../lib/read-models/casting-card.js'
import { systemClock, type Clock } from '../../lib/clock.js'
import { payRecordOf } from '../bookings/index.js'
import { companyNameOf } from '../reviews/index.js'

// /partners (issue #16, ADR 0028): approved client companies. A partner is a client account
// (service type 3) whose examination is approved (3), not suspended, not deleted, not an
// administrator. Anything else answers 404 on the detail, so the route cannot be used to
// probe for accounts. Nothing here reads e-mail, phone or other contact columns.

export interface PartnersDeps {
  prisma: PrismaClient
  /** "Today" for the pay record (bookings completed, overdue). */
  clock?: Clock
  /** How long a page of /partners or a partner page is reused; 0 in tests that change data. */
  pageCacheMs?: number
}

/** Approvals, suspensions and new castings show on the public partner pages within this. */
export const PARTNER_CACHE_MS = 2_000

/** The WHERE of "is a partner", on users alias `u`. */
const PARTNER_SQL = Prisma.sql`u.service_type = ${SERVICE_TYPE.CLIENT_NORMAL}
  AND u.examination_status = ${EXAMINATION_STATUS.APPROVAL}
  AND u.deleted_at IS NULL AND u.suspended_at IS NULL AND u.role = 'USER'`

interface PartnerRow {
  id: number
  agency: string | null
  created_at: Date
  category_id: number | null
  category_value: string | null
  city_id: number | null
  city_value: string | null
  open_castings: number
  review_average: number | null
  review_count: number
}

const PAGE_ORDER = Prisma.sql`ORDER BY u.created_at DESC, u.id DESC`

/**
 * One statement per page: the page of partner rows is picked first (filters, order, limit on
 * the users index), and only those rows get their names and counts, from correlated
 * subqueries on indexed columns (castings by client, reviews by subject). Joining the counts
 * before the limit would compute them for every partner that matches.
 */
const cardsOf = (page: Prisma.Sql) => Prisma.sql`
  SELECT u.id, u.agency, u.created_at,
         cat.id AS category_id, cat.value AS category_value,
         city.id AS city_id, city.value AS city_value,
         (SELECT count(*)::int FROM castings c
           WHERE c.client_id = u.id AND c.status = 'live' AND c.hidden_at IS NULL) AS open_castings,
         rv.review_average, rv.review_count
  FROM (${page}) u
  LEFT JOIN info_items cat ON cat.id = u.category_two_depth_id
  LEFT JOIN info_items city ON city.id = u.city_id
  LEFT JOIN LATERAL (
    SELECT avg(r.rating)::float8 AS review_average, count(*)::int AS review_count
    FROM reviews r
    WHERE r.subject_user_id = u.id AND r.direction = 'model_to_client'
      AND r.released_at IS NOT NULL AND r.hidden_at IS NULL
  ) rv ON true
  ${PAGE_ORDER}`

const PAGE_COLUMNS = Prisma.sql`u.id, u.agency, u.created_at, u.category_two_depth_id, u.city_id`

const ref = (id: number | null, value: string | null) =>
  id !== null && value !== null ? { id, value } : null

function toCard(row: PartnerRow): PartnerCard {
  return {
    id: row.id,
    name: companyNameOf({ agency: row.agency }, ''),
    verified: true,
    category: ref(row.category_id, row.category_value),
    city: ref(row.city_id, row.city_value),
    memberSince: row.created_at.toISOString(),
    openCastings: row.open_castings,
    reviews: {
      average: row.review_average === null ? null : Math.round(row.review_average * 100) / 100,
      count: row.review_count,
    },
  }
}

/** The two statements of GET /partners (shared with bench/partners.ts, the raw control). */
export function partnerListStatements({ categoryId, cityId, page, pageSize }: PartnerListQuery) {
  const filters = [PARTNER_SQL]
  if (categoryId !== undefined) filters.push(Prisma.sql`u.category_two_depth_id = ${categoryId}`)
  if (cityId !== undefined) filters.push(Prisma.sql`u.city_id = ${cityId}`)
  const where = Prisma.join(filters, ' AND ')
  return {
    page: cardsOf(Prisma.sql`SELECT ${PAGE_COLUMNS} FROM users u WHERE ${where}
      ${PAGE_ORDER} LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    count: Prisma.sql`SELECT count(*)::int AS total FROM users u WHERE ${where}`,
  }
}

export function createPartnersService({
  prisma,
  clock = systemClock,
  pageCacheMs = PARTNER_CACHE_MS,
}: PartnersDeps) {
  // Public pages many visitors read at once; an approval or a suspension shows within
  // PARTNER_CACHE_MS (ADR 0028). Concurrent requests for one page share one read.
  const lists = createShortCache<PartnerList>({ ttlMs: pageCacheMs })
  const details = createShortCache<PartnerDetail>({ ttlMs: pageCacheMs })

  /** The partner's card, or null when the id is not a partner. */
  async function findPartner(id: number): Promise<PartnerCard | null> {
    const rows = await prisma.$queryRaw<PartnerRow[]>(
      cardsOf(
        Prisma.sql`SELECT ${PAGE_COLUMNS} FROM users u WHERE u.id = ${id} AND ${PARTNER_SQL}`,
      ),
    )
    const row = rows[0]
    return row ? toCard(row) : null
  }

  return {
    findPartner,

    /** GET /partners: newest member first. */
    list(query: PartnerListQuery): Promise<PartnerList> {
      return lists.get(JSON.stringify(query), () => readList(query))
    },

    /** GET /partners/{id}: 404 unless the account is a partner. */
    get(id: number): Promise<PartnerDetail> {
      return details.get(String(id), () => readDetail(id))
    },
  }

  async function readList(query: PartnerListQuery): Promise<PartnerList> {
    const { page, pageSize } = query
    const statements = partnerListStatements(query)
    const [rows, counted] = await Promise.all([
      prisma.$queryRaw<PartnerRow[]>(statements.page),
      prisma.$queryRaw<Array<{ total: number }>>(statements.count),
    ])
    return { items: rows.map(toCard), page, pageSize, total: counted[0]?.total ?? 0 }
  }

  async function readDetail(id: number): Promise<PartnerDetail> {
    // Three statements at once, one round trip: the castings and the bookings are only
    // returned when the first says the account is a partner.
    const [card, booked, castings, payRecord] = await Promise.all([
      findPartner(id),
      prisma.$queryRaw<Array<{ booked: number }>>`
          SELECT count(*)::int AS booked FROM applications a
          JOIN castings c ON c.id = a.casting_id
          WHERE c.client_id = ${id} AND a.status = 'booked'`,
      prisma.$queryRaw<CastingCardRow[]>`
          SELECT ${CASTING_CARD_COLUMNS}
          FROM castings c
          ${CASTING_CARD_JOINS}
          WHERE c.client_id = ${id} AND c.status = 'live' AND c.hidden_at IS NULL
          ORDER BY c.published_at DESC NULLS LAST, c.id DESC
          LIMIT ${PARTNER_OPEN_CASTINGS_MAX}`,
      payRecordOf(prisma, id, clock.now()),
    ])
    if (!card) throw notFound()
    const client = { id, name: card.name, verified: true }
    return {
      ...card,
      bookingsMade: booked[0]?.booked ?? 0,
      payRecord,
      // The partner's own name, as its card above shows it.
      castings: castings.map((row) => ({ ...toCastingCard(row), client, payRecord })),
    }
  }
}

export type PartnersService = ReturnType<typeof createPartnersService>
