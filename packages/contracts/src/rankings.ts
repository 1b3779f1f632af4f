import { z } from 'zod'
import { MESSAGES } from './messages.js'
import { DB_ID_MAX, envelopeSchema, idSchema, isoDateTimeSchema, queryInt } from './common.js'
import { modelCardSchema } from './models-views.js'

// /ai-rankings and /k-stars (issue #16, ADR 0029). The score's weights live here so the API's
// ranking job and the web's "How this ranking is made" read the same numbers.

/** The signals of the score, in the order the page explains them. */
export const RANKING_SIGNALS = [
  'rating',
  'reviewCount',
  'bookings',
  'likes',
  'completeness',
  'answerRate',
  'answerSpeed',
  'activity',
] as const
export type RankingSignal = (typeof RANKING_SIGNALS)[number]

/** Points each signal gives at its best; they add up to 100. */
export const RANKING_WEIGHTS = {
  rating: 30,
  reviewCount: 10,
  bookings: 15,
  likes: 15,
  completeness: 10,
  answerRate: 10,
  answerSpeed: 5,
  activity: 5,
} as const satisfies Record<RankingSignal, number>

/**
 * How each raw figure becomes a share of its weight (0..1). Counts grow on a log scale up to
 * their cap (ln(1 + n) / ln(1 + cap)), so the first bookings and likes matter most.
 */
export const RANKING_POLICY = {
  /** Bayesian prior: every profile starts with this many reviews of PRIOR_STARS. */
  PRIOR_REVIEWS: 5,
  PRIOR_STARS: 3.5,
  REVIEW_COUNT_CAP: 20,
  BOOKINGS_CAP: 20,
  LIKES_CAP: 500,
  /** Photos counted towards completeness (the rest of it is the profile's fields). */
  PHOTOS_CAP: 5,
  /** An answer within the hour scores 1, one after this many hours 0 (linear between). */
  ANSWER_SPEED_HOURS: 72,
  /** Activity today scores 1, none for this many days 0. */
  ACTIVITY_DAYS: 90,
  /** How often the job recomputes every scope (cron, UTC). */
  CRON: '7 * * * *',
  PAGE_SIZE: 24,
  /** Pages of a scope a client may read (the first 1,200 ranks). */
  MAX_PAGE: 50,
  /** Profiles shown on /k-stars. */
  K_STARS_LIMIT: 24,
} as const

/** First-level categories (info type 7) of the entertainment side, for the K-Stars fallback. */
export const K_STARS_CATEGORY_IDS = [10, 11] as const

export const RANKING_SCOPE_PATTERN = /^(all|category:[1-9]\d{0,9}|gender:[1-9]\d{0,9})$/

/** "all", "category:<info type 7 id>" or "gender:<info type 4 id>". */
export const rankingScopeSchema = z
  .string({ error: MESSAGES.INVALID })
  .regex(RANKING_SCOPE_PATTERN, { error: MESSAGES.INVALID })
  .refine((scope) => Number(scope.split(':')[1] ?? 0) <= DB_ID_MAX, { error: MESSAGES.INVALID })
export type RankingScope = z.infer<typeof rankingScopeSchema>

export const rankingScope = {
  all: 'all',
  category: (id: number) => `category:${id}`,
  gender: (id: number) => `gender:${id}`,
} as const

export const rankingListQuerySchema = z.object({
  scope: rankingScopeSchema.default('all'),
  page: queryInt()
    .min(1, { error: MESSAGES.INVALID })
    .max(RANKING_POLICY.MAX_PAGE, { error: MESSAGES.INVALID })
    .default(1),
})
export type RankingListQuery = z.infer<typeof rankingListQuerySchema>
export type RankingListQueryInput = z.input<typeof rankingListQuerySchema>

/** One signal of one entry: the figure it read, its share (0..1) and the points it gave. */
export const rankingSignalPartSchema = z.object({
  /**
   * rating: Bayesian average in stars; reviewCount, bookings, likes: counts; completeness,
   * answerRate: 0..1; answerSpeed: hours to the first answer on average (null: none yet);
   * activity: days since the last activity.
   */
  raw: z.number().nullable(),
  share: z.number().min(0).max(1),
  points: z.number().min(0),
})
export type RankingSignalPart = z.infer<typeof rankingSignalPartSchema>

export const rankingBreakdownSchema = z.object(
  Object.fromEntries(RANKING_SIGNALS.map((signal) => [signal, rankingSignalPartSchema])) as Record<
    RankingSignal,
    typeof rankingSignalPartSchema
  >,
)
export type RankingBreakdown = z.infer<typeof rankingBreakdownSchema>

export const RANKING_MOVEMENT_VALUES = ['up', 'down', 'same', 'new'] as const
export type RankingMovementKind = (typeof RANKING_MOVEMENT_VALUES)[number]

export const rankingEntrySchema = z.object({
  rank: z.number().int().positive(),
  previousRank: z.number().int().positive().nullable(),
  movement: z.enum(RANKING_MOVEMENT_VALUES),
  /** Places gained (positive) or lost (negative) since the last run; 0 when new or unchanged. */
  movementBy: z.number().int(),
  score: z.number(),
  model: modelCardSchema,
  breakdown: rankingBreakdownSchema,
})
export type RankingEntry = z.infer<typeof rankingEntrySchema>

export const rankingListSchema = z.object({
  scope: z.string(),
  items: z.array(rankingEntrySchema),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Ranked profiles in the scope at the last run (pages stop at MAX_PAGE). */
  total: z.number().int().min(0),
  /** When the ranking job last ran; null before its first run. */
  computedAt: isoDateTimeSchema.nullable(),
})
export type RankingList = z.infer<typeof rankingListSchema>
export const rankingListResponseSchema = envelopeSchema(rankingListSchema)

export const K_STARS_SOURCE_VALUES = ['featured', 'fallback'] as const
export type KStarsSource = (typeof K_STARS_SOURCE_VALUES)[number]

export const kStarsSchema = z.object({
  /** featured: chosen and ordered by administrators; fallback: picked automatically. */
  source: z.enum(K_STARS_SOURCE_VALUES),
  items: z.array(modelCardSchema),
})
export type KStars = z.infer<typeof kStarsSchema>
export const kStarsResponseSchema = envelopeSchema(kStarsSchema)

export const K_STARS_ORDER_MAX = 10_000

/** The body is optional (a POST without one features the profile last). */
export const adminFeatureInputSchema = z
  .object({
    /** Position among the featured (1 first); appended after the last when omitted. */
    order: z.number({ error: MESSAGES.INVALID }).int().min(1).max(K_STARS_ORDER_MAX).optional(),
  })
  .nullish()
export type AdminFeatureInput = NonNullable<z.infer<typeof adminFeatureInputSchema>>

export const adminKStarsOrderInputSchema = z.object({
  /** Every featured profile, in the new order. */
  ids: z.array(idSchema, { error: MESSAGES.INVALID }).min(1).max(200),
})
export type AdminKStarsOrderInput = z.infer<typeof adminKStarsOrderInputSchema>

export const featuredModelSchema = z.object({
  id: z.number().int(),
  featuredAt: isoDateTimeSchema.nullable(),
  featuredOrder: z.number().int().nullable(),
})
export type FeaturedModel = z.infer<typeof featuredModelSchema>
export const featuredModelResponseSchema = envelopeSchema(z.object({ model: featuredModelSchema }))
export const featuredModelListResponseSchema = envelopeSchema(
  z.object({ items: z.array(featuredModelSchema) }),
)

// ---- recomputation on demand (ADR 0029 addendum) ----------------------------------------

/**
 * queued: waiting for a worker (also while it waits to try again after a failed attempt,
 * then `error` says why); running; done (`finishedAt`, `rows`, `removed`); failed (`error`).
 */
export const RANKING_RECOMPUTATION_STATUS_VALUES = ['queued', 'running', 'done', 'failed'] as const
export type RankingRecomputationStatus = (typeof RANKING_RECOMPUTATION_STATUS_VALUES)[number]

export const rankingRecomputationSchema = z.object({
  id: z.uuid(),
  status: z.enum(RANKING_RECOMPUTATION_STATUS_VALUES),
  /** The administrator who asked; null for the hourly schedule. */
  requestedById: z.number().int().nullable(),
  queuedAt: isoDateTimeSchema,
  startedAt: isoDateTimeSchema.nullable(),
  finishedAt: isoDateTimeSchema.nullable(),
  /** done: ranking rows written (one per profile and scope) and rows of the last run removed. */
  rows: z.number().int().nonnegative().nullable(),
  removed: z.number().int().nonnegative().nullable(),
  /** failed, or queued after a failed attempt: what went wrong (the error's own text). */
  error: z.string().nullable(),
})
export type RankingRecomputation = z.infer<typeof rankingRecomputationSchema>

/** Answer of POST (202) and GET of a recomputation, and of GET …/latest. */
export const rankingRecomputationStateSchema = z.object({
  /**
   * When the ranking now shown was computed; null while no profile is ranked (no run yet, or
   * none qualified: the web then says "No profile is ranked yet").
   */
  lastComputedAt: isoDateTimeSchema.nullable(),
  /** The recomputation asked about; for …/latest null when there has been none. */
  recomputation: rankingRecomputationSchema.nullable(),
})
export type RankingRecomputationState = z.infer<typeof rankingRecomputationStateSchema>
export const rankingRecomputationResponseSchema = envelopeSchema(rankingRecomputationStateSchema)

export const rankingRecomputationParamsSchema = z.object({
  id: z.uuid({ error: MESSAGES.INVALID }),
})

export const RANKING_SERVER_MESSAGES = {
  FEATURED: 'The model is featured on K-Stars.',
  UNFEATURED: 'The model is no longer featured on K-Stars.',
  ORDER_SAVED: 'The K-Stars order has been saved.',
  FEATURE_NEEDS_PUBLISHED: 'Only a published, visible model can be featured.',
  ORDER_MUST_LIST_FEATURED: 'List every featured model exactly once.',
  RECOMPUTATION_QUEUED: 'The rankings will be recomputed in a moment.',
  RECOMPUTATION_JOINED: 'A recomputation is already waiting to start; your request joins it.',
} as const
