// GET /users/0/castings, My Casting (issue #15, ADR 0024). Two views of one page:
// - client: the castings the caller posted (every status) with their counters, and the
//   direct proposals they sent;
// - model: the applications the caller made with the casting's card, and the direct
//   proposals they received.
// The view defaults from the account type; agencies (37/38) post castings and apply for
// their models, so they may ask for either. Each view is three statements sent at once
// (page, count, proposals), all led by an index on the caller's id, sent through the plain
// `pg` pool (app.sqlPool): Prisma's $queryRaw cost about as much Node CPU as the statements
// themselves here (ADR 0030). bench/my-castings.ts sends the same statements as its control.
import {
  MY_CASTINGS_PROPOSALS_SHOWN,
  SERVER_MESSAGES,
  type MyCastings,
  type MyCastingsQuery,
  type MyPostedCasting,
} from '@cnm/contracts'
import type pg from 'pg'
import { Prisma } from '../../generated/prisma/client.js'
import { forbidden, unauthorized } from '../../lib/http-error.js'
import type { PhotoUrl } from '../../lib/read-models/photo-image.js'
import {
  PROPOSAL_COLUMNS,
  PROPOSAL_JOINS,
  toProposalSummary,
  type ProposalRow,
} from '../proposals/index.js'
import { myCastingsViews } from './application-rules.js'
import {
  MY_APPLICATION_COLUMNS,
  MY_APPLICATION_JOINS,
  toMyApplication,
  type MyApplicationRow,
} from './application-views.js'
import {
  CASTING_CARD_COLUMNS,
  CASTING_CARD_JOINS,
  toCastingCard,
  type CastingCardRow,
} from '../../lib/read-models/casting-card.js'
import { createShortCache, type ShortCache } from '../../lib/short-cache.js'
import { payRecordsOf } from '../../lib/read-models/pay-record.js'
import type { CrossingReader } from '../threads/index.js'

export type MyCastingsView = 'client' | 'model'

interface PostedRow extends CastingCardRow {
  application_count: number
  booked_count: number
  hold_reason: string | null
  new_applications: number
  unread_messages: number
}

/**
 * One page of the caller's own rows of `table`, newest first, as the subquery `alias` the
 * card's joins run on (the index on the caller's id leads, the joins see one page only).
 */
const newestPageOf = (
  table: 'castings' | 'applications',
  alias: 'c' | 'a',
  where: Prisma.Sql,
  query: MyCastingsQuery,
) => {
  const [t, x] = [Prisma.raw(table), Prisma.raw(alias)]
  return Prisma.sql`(
    SELECT ${x}.* FROM ${t} ${x} WHERE ${where}
    ORDER BY ${x}.created_at DESC, ${x}.id DESC
    LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}
  ) ${x}`
}

/** The latest direct proposals the caller sent (`sender_user_id`) or received (`recipient_id`). */
const latestProposals = (side: 'sender_user_id' | 'recipient_id', userId: number) => Prisma.sql`
  SELECT ${PROPOSAL_COLUMNS}
  FROM (
    SELECT * FROM casting_proposals
    WHERE ${Prisma.raw(side)} = ${userId} AND status IS NOT NULL
    ORDER BY created_at DESC, id DESC
    LIMIT ${MY_CASTINGS_PROPOSALS_SHOWN}
  ) pr
  ${PROPOSAL_JOINS}
  ORDER BY pr.created_at DESC, pr.id DESC`

/** The three statements of one view (the bench sends them through `pg` as they are). */
export function myCastingsStatements(userId: number, view: MyCastingsView, query: MyCastingsQuery) {
  if (view === 'client') {
    const where = Prisma.sql`c.client_id = ${userId}${
      query.status === undefined
        ? Prisma.empty
        : Prisma.sql` AND c.status = ${query.status}::"CastingStatus"`
    }`
    return {
      page: Prisma.sql`
        SELECT ${CASTING_CARD_COLUMNS}, c.application_count, c.booked_count, c.hold_reason,
          (SELECT count(*)::int FROM applications a
            WHERE a.casting_id = c.id AND a.status = 'submitted') AS new_applications,
          (SELECT coalesce(sum(t.client_unread), 0)::int
            FROM applications a JOIN message_threads t ON t.application_id = a.id
            WHERE a.casting_id = c.id AND t.client_unread > 0) AS unread_messages
        FROM ${newestPageOf('castings', 'c', where, query)}
        ${CASTING_CARD_JOINS}
        ORDER BY c.created_at DESC, c.id DESC`,
      count: Prisma.sql`SELECT count(*)::int AS total FROM castings c WHERE ${where}`,
      proposals: latestProposals('sender_user_id', userId),
    }
  }
  const castingStatus =
    query.status === undefined
      ? Prisma.empty
      : Prisma.sql` AND EXISTS (SELECT 1 FROM castings c WHERE c.id = a.casting_id AND c.status = ${query.status}::"CastingStatus")`
  const where = Prisma.sql`a.applicant_id = ${userId}${castingStatus}`
  return {
    page: Prisma.sql`
      SELECT ${MY_APPLICATION_COLUMNS}
      FROM ${newestPageOf('applications', 'a', where, query)}
      ${MY_APPLICATION_JOINS}
      ORDER BY a.created_at DESC, a.id DESC`,
    count: Prisma.sql`SELECT count(*)::int AS total FROM applications a WHERE ${where}`,
    proposals: latestProposals('recipient_id', userId),
  }
}

/**
 * The views each account may ask for, kept a minute per user: the account type behind them
 * changes rarely (an examination, a new category), both views show only the caller's own
 * rows, and it saves My Casting a statement per request (bench:my-castings).
 */
export type ViewsCache = ShortCache<readonly MyCastingsView[]>

export function createViewsCache(now: () => number, { ttlMs = 60_000, maxEntries = 10_000 } = {}) {
  return createShortCache<readonly MyCastingsView[]>({ ttlMs, maxEntries, now })
}

export interface MyCastingsDeps {
  pool: pg.Pool
  photoUrl: PhotoUrl
  today: () => Date
  views?: ViewsCache
  /** The reader, for the proposals they received (texts before a booking, before-booking.ts). */
  reader?: CrossingReader
}

async function viewsOf(
  pool: pg.Pool,
  userId: number,
  cache: ViewsCache | undefined,
): Promise<readonly MyCastingsView[]> {
  return cache ? cache.get(String(userId), () => readViews(pool, userId)) : readViews(pool, userId)
}

async function readViews(pool: pg.Pool, userId: number): Promise<readonly MyCastingsView[]> {
  const { rows } = await pool.query<{ service_type: number; category_two_depth_id: number | null }>(
    'SELECT service_type, category_two_depth_id FROM users WHERE id = $1 AND deleted_at IS NULL',
    [userId],
  )
  const user = rows[0]
  if (!user) throw unauthorized()
  return myCastingsViews({
    serviceType: user.service_type,
    categoryTwoDepthId: user.category_two_depth_id,
  })
}

/** A Prisma.sql statement sent through pg: its text already uses $1, $2… placeholders. */
async function run<Row extends pg.QueryResultRow>(pool: pg.Pool, statement: Prisma.Sql) {
  return (await pool.query<Row>(statement.text, statement.values as unknown[])).rows
}

export async function loadMyCastings(
  { pool, photoUrl, today, views, reader }: MyCastingsDeps,
  userId: number,
  query: MyCastingsQuery,
): Promise<MyCastings> {
  const allowed = await viewsOf(pool, userId, views)
  const view = query.view ?? allowed[0] ?? 'client'
  if (!allowed.includes(view)) throw forbidden(SERVER_MESSAGES.MY_CASTINGS_VIEW_NOT_ALLOWED)
  const statements = myCastingsStatements(userId, view, query)
  const now = today()
  const [rows, counted, proposals] = await Promise.all([
    run<PostedRow & MyApplicationRow>(pool, statements.page),
    run<{ total: number }>(pool, statements.count),
    run<ProposalRow>(pool, statements.proposals),
  ])
  const page = { page: query.page, pageSize: query.pageSize, total: counted[0]?.total ?? 0 }
  // Every casting card shows its client's pay record: one statement for the page's clients.
  const records = await payRecordsOf(
    pool,
    rows.map((row) => row.c_client_id),
    now,
  )
  if (view === 'client') {
    return {
      view,
      castings: {
        ...page,
        items: rows.map((row): MyPostedCasting => ({
          ...toCastingCard(row),
          payRecord: records.get(row.c_client_id),
          applicationCount: row.application_count,
          newApplications: row.new_applications,
          bookedCount: row.booked_count,
          unreadMessages: row.unread_messages,
          holdReason: row.hold_reason,
        })),
      },
      proposalsSent: proposals.map((row) => toProposalSummary(row, 'sender', now, photoUrl)),
      applications: null,
      proposalsReceived: null,
    }
  }
  return {
    view,
    castings: null,
    proposalsSent: null,
    applications: {
      ...page,
      items: rows.map((row) => {
        const application = toMyApplication(row, now, photoUrl)
        return {
          ...application,
          casting: { ...application.casting, payRecord: records.get(row.c_client_id) },
        }
      }),
    },
    proposalsReceived: proposals.map((row) =>
      toProposalSummary(row, 'recipient', now, photoUrl, reader ?? null),
    ),
  }
}
