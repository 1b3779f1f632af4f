// Reads of /models/rankings and /models/k-stars, and the administrators' K-Stars curation.
// Rankings are precomputed by the ranking job (ranking-job.ts); a read is one indexed page
// of model_rankings joined to the cards, filtered again by what is visible now (a profile
// hidden since the last run leaves at once, its rank stays empty until the next run).
import { createShortCache } from '../../lib/short-cache.js'
import {
  CATEGORY_ID,
  K_STARS_CATEGORY_IDS,
  MESSAGES,
  MODEL_REVIEW_STATUS,
  RANKING_POLICY,
  RANKING_SERVER_MESSAGES,
  type AdminFeatureInput,
  type AdminKStarsOrderInput,
  type FeaturedModel,
  type KStars,
  type RankingBreakdown,
  type RankingEntry,
  type RankingList,
  type Language,
  type RankingListQuery,
} from '@cnm/contracts'
import { Prisma, type PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { HttpError, notFound } from '../../lib/http-error.js'
import { CARD_COLUMNS, CARD_JOINS, toCard, type CardRow } from '../../lib/read-models/model-card.js'
import type { PhotoUrl } from '../../lib/read-models/photo-image.js'

export const AUDIT_ACTION_K_STARS = {
  FEATURED: 'k-stars.featured',
  UNFEATURED: 'k-stars.unfeatured',
  REORDERED: 'k-stars.reordered',
} as const

export interface RankingsDeps {
  prisma: PrismaClient
  clock: Clock
  photoUrl: PhotoUrl
  /** How long a page of the ranking is kept in this process (0: never). */
  pageCacheMs?: number
}

interface RankingRow extends CardRow {
  rank: number
  previous_rank: number | null
  score: number
  breakdown: unknown
}

/** Visible to the public now (the job applied the same rule when it ran). */
const VISIBLE = Prisma.sql`p.status = 'published' AND p.hidden_by_admin_at IS NULL`

/** One page of a scope, as SQL (bench/ sends the same statements through pg). */
export function rankingStatements(query: RankingListQuery) {
  const pageSize = RANKING_POLICY.PAGE_SIZE
  const page = Prisma.sql`
    SELECT p.rank, p.previous_rank, p.score, p.breakdown, ${CARD_COLUMNS}
    FROM (
      SELECT r.rank, r.previous_rank, r.score, overall.breakdown, p.*
      FROM model_rankings r
      JOIN model_profiles p ON p.id = r.profile_id
      -- The job writes the breakdown on the "all" row only (it is the same in every scope).
      JOIN model_rankings overall ON overall.scope = 'all' AND overall.profile_id = r.profile_id
      WHERE r.scope = ${query.scope} AND ${VISIBLE}
      ORDER BY r.rank
      LIMIT ${pageSize} OFFSET ${(query.page - 1) * pageSize}
    ) p
    ${CARD_JOINS}
    ORDER BY p.rank`
  // The last rank of the scope is its size, and every row of a run has the run's time:
  // two index entries, whether or not anybody is ranked in the scope.
  const last = Prisma.sql`
    SELECT
      (SELECT rank FROM model_rankings WHERE scope = ${query.scope}
        ORDER BY rank DESC LIMIT 1) AS rank,
      (SELECT computed_at FROM model_rankings WHERE scope = 'all'
        ORDER BY rank LIMIT 1) AS computed_at`
  return { page, last }
}

export function movementOf(
  rank: number,
  previousRank: number | null,
): Pick<RankingEntry, 'movement' | 'movementBy'> {
  if (previousRank === null) return { movement: 'new', movementBy: 0 }
  const by = previousRank - rank
  return { movement: by > 0 ? 'up' : by < 0 ? 'down' : 'same', movementBy: by }
}

const toFeatured = (row: {
  id: number
  featuredAt: Date | null
  featuredOrder: number | null
}): FeaturedModel => ({
  id: row.id,
  featuredAt: row.featuredAt?.toISOString() ?? null,
  featuredOrder: row.featuredOrder,
})

/** Pages of all scopes kept at once (oldest out first). */
const PAGE_CACHE_ENTRIES = 500

export function createRankingsService({
  prisma,
  clock,
  photoUrl,
  pageCacheMs = 2_000,
}: RankingsDeps) {
  async function cards(statement: Prisma.Sql, language: Language) {
    const today = clock.now()
    const rows = await prisma.$queryRaw<CardRow[]>(statement)
    return rows.map((row) => toCard(row, today, photoUrl, language))
  }

  const pages = createShortCache<RankingList>({
    ttlMs: pageCacheMs,
    maxEntries: PAGE_CACHE_ENTRIES,
  })

  async function readPage(query: RankingListQuery, language: Language): Promise<RankingList> {
    const { page, last } = rankingStatements(query)
    const [rows, lastRows] = await Promise.all([
      prisma.$queryRaw<RankingRow[]>(page),
      prisma.$queryRaw<Array<{ rank: number | null; computed_at: Date | null }>>(last),
    ])
    const today = clock.now()
    return {
      scope: query.scope,
      items: rows.map((row) => ({
        rank: row.rank,
        previousRank: row.previous_rank,
        ...movementOf(row.rank, row.previous_rank),
        score: Math.round(row.score * 100) / 100,
        model: toCard(row, today, photoUrl, language),
        // Written by the ranking job in this shape; the tests parse the answers.
        breakdown: row.breakdown as RankingBreakdown,
      })),
      page: query.page,
      pageSize: RANKING_POLICY.PAGE_SIZE,
      total: lastRows[0]?.rank ?? 0,
      computedAt: lastRows[0]?.computed_at?.toISOString() ?? null,
    }
  }

  return {
    /**
     * One page of a scope. A page is kept for `pageCacheMs` and concurrent requests for it
     * share one read: the ranking changes once an hour, and a profile hidden in the meantime
     * leaves every page within that time (ADR 0029). Cards name their city and category
     * in the reader's language, so a page is kept per language (issue #26).
     */
    list(query: RankingListQuery, language: Language): Promise<RankingList> {
      return pages.get(`${language}|${query.scope}|${query.page}`, () => readPage(query, language))
    },

    /**
     * Featured profiles in the administrators' order; when none is featured, reviewed
     * profiles of the entertainment side (owned by an entertainment agency, category 37, or
     * in the acting/performance and influencer categories), best ranked first.
     */
    async kStars(language: Language): Promise<KStars> {
      const limit = RANKING_POLICY.K_STARS_LIMIT
      const featured = await cards(
        Prisma.sql`
        SELECT ${CARD_COLUMNS}
        FROM (
          SELECT p.* FROM model_profiles p
          WHERE p.featured_at IS NOT NULL AND ${VISIBLE}
          ORDER BY p.featured_order ASC NULLS LAST, p.featured_at ASC, p.id ASC
          LIMIT ${limit}
        ) p
        ${CARD_JOINS}
        ORDER BY p.featured_order ASC NULLS LAST, p.featured_at ASC, p.id ASC`,
        language,
      )
      if (featured.length > 0) return { source: 'featured', items: featured }
      const fallback = await cards(
        Prisma.sql`
        SELECT ${CARD_COLUMNS}
        FROM (
          SELECT p.*, r.rank AS overall_rank FROM model_profiles p
          JOIN users u ON u.id = p.owner_id
          LEFT JOIN model_rankings r ON r.scope = 'all' AND r.profile_id = p.id
          WHERE ${VISIBLE}
            AND p.review_status = ${MODEL_REVIEW_STATUS.APPROVED}::"ModelReviewStatus"
            AND (u.category_two_depth_id = ${CATEGORY_ID.ENTERTAINMENT}
              OR p.category_ids && ${[...K_STARS_CATEGORY_IDS]}::int[])
          ORDER BY r.rank ASC NULLS LAST, p.like_count DESC, p.id ASC
          LIMIT ${limit}
        ) p
        ${CARD_JOINS}
        ORDER BY p.overall_rank ASC NULLS LAST, p.like_count DESC, p.id ASC`,
        language,
      )
      return { source: 'fallback', items: fallback }
    },

    /** Features a published, visible profile at `order` (others move down) or last. */
    async feature(actorId: number, id: number, input: AdminFeatureInput): Promise<FeaturedModel> {
      const now = clock.now()
      return prisma.$transaction(async (tx) => {
        // One curator at a time: the order of every featured profile is read and shifted.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${AUDIT_LOCK})`
        const profile = await tx.modelProfile.findUnique({
          where: { id },
          select: {
            ownerId: true,
            status: true,
            hiddenByAdminAt: true,
            featuredAt: true,
            featuredOrder: true,
          },
        })
        if (!profile) throw notFound()
        if (profile.status !== 'published' || profile.hiddenByAdminAt !== null) {
          throw new HttpError('CONFLICT', RANKING_SERVER_MESSAGES.FEATURE_NEEDS_PUBLISHED)
        }
        const others = await tx.modelProfile.aggregate({
          where: { featuredAt: { not: null }, id: { not: id } },
          _max: { featuredOrder: true },
        })
        const order = input.order ?? (others._max.featuredOrder ?? 0) + 1
        if (input.order !== undefined) {
          await tx.$executeRaw`
            UPDATE model_profiles SET featured_order = featured_order + 1
            WHERE featured_at IS NOT NULL AND id <> ${id} AND featured_order >= ${order}`
        }
        const updated = await tx.modelProfile.update({
          where: { id },
          data: { featuredAt: profile.featuredAt ?? now, featuredOrder: order },
          select: { id: true, featuredAt: true, featuredOrder: true },
        })
        await tx.auditLog.create({
          data: {
            actorId,
            targetUserId: profile.ownerId,
            targetModelProfileId: id,
            action: AUDIT_ACTION_K_STARS.FEATURED,
            fromStatus: profile.featuredOrder,
            toStatus: order,
            createdAt: now,
          },
        })
        return toFeatured(updated)
      })
    },

    /** Takes a profile off K-Stars; one that is not featured is left as it is (no audit). */
    async unfeature(actorId: number, id: number): Promise<FeaturedModel> {
      const now = clock.now()
      return prisma.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${AUDIT_LOCK})`
        const profile = await tx.modelProfile.findUnique({
          where: { id },
          select: { id: true, ownerId: true, featuredAt: true, featuredOrder: true },
        })
        if (!profile) throw notFound()
        if (profile.featuredAt === null) return toFeatured(profile)
        const updated = await tx.modelProfile.update({
          where: { id },
          data: { featuredAt: null, featuredOrder: null },
          select: { id: true, featuredAt: true, featuredOrder: true },
        })
        await tx.auditLog.create({
          data: {
            actorId,
            targetUserId: profile.ownerId,
            targetModelProfileId: id,
            action: AUDIT_ACTION_K_STARS.UNFEATURED,
            fromStatus: profile.featuredOrder,
            createdAt: now,
          },
        })
        return toFeatured(updated)
      })
    },

    /** Sets the order of every featured profile at once: `ids` must list each exactly once. */
    async reorder(actorId: number, { ids }: AdminKStarsOrderInput): Promise<FeaturedModel[]> {
      const now = clock.now()
      return prisma.$transaction(async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${AUDIT_LOCK})`
        const current = await tx.modelProfile.findMany({
          where: { featuredAt: { not: null } },
          select: { id: true, ownerId: true, featuredOrder: true },
        })
        const featuredIds = new Set(current.map((row) => row.id))
        if (
          new Set(ids).size !== ids.length ||
          ids.length !== featuredIds.size ||
          ids.some((id) => !featuredIds.has(id))
        ) {
          throw new HttpError(
            'VALIDATION_FAILED',
            RANKING_SERVER_MESSAGES.ORDER_MUST_LIST_FEATURED,
            {
              fields: { ids: MESSAGES.INVALID },
            },
          )
        }
        const byId = new Map(current.map((row) => [row.id, row]))
        await tx.$executeRaw`
          UPDATE model_profiles p SET featured_order = o.position
          FROM unnest(${ids}::int[]) WITH ORDINALITY AS o(id, position)
          WHERE p.id = o.id`
        await tx.auditLog.createMany({
          data: ids.flatMap((id, index) => {
            const row = byId.get(id)
            if (!row || row.featuredOrder === index + 1) return []
            return [
              {
                actorId,
                targetUserId: row.ownerId,
                targetModelProfileId: id,
                action: AUDIT_ACTION_K_STARS.REORDERED,
                fromStatus: row.featuredOrder,
                toStatus: index + 1,
                createdAt: now,
              },
            ]
          }),
        })
        const rows = await tx.modelProfile.findMany({
          where: { featuredAt: { not: null } },
          select: { id: true, featuredAt: true, featuredOrder: true },
          orderBy: [{ featuredOrder: 'asc' }, { id: 'asc' }],
        })
        return rows.map(toFeatured)
      })
    },
  }
}

/** Advisory lock key of K-Stars curation ("kstr"). */
const AUDIT_LOCK = 0x6b737472
