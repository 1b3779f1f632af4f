import { z } from 'zod'
import { MESSAGES } from './messages.js'
import {
  envelopeSchema,
  idSchema,
  isoDateTimeSchema,
  optionalText,
  pageQueryFields,
  paginatedSchema,
  queryIdSchema,
} from './common.js'
import { CLIENT_SECOND_LEVEL_CATEGORY_IDS } from './ids.js'
import { modelInfoRefSchema } from './models-views.js'
import { castingCardSchema, profileThumbSchema } from './castings-board.js'
import { payRecordSchema } from './bookings.js'

// Trust (issue #16, docs/decisions/0028-reviews-partners-and-moderation.md): two-way
// double-blind reviews after a booking, and the public pages of approved client companies
// (/partners). Shapes are the agreement between the API and the web app: add fields, do
// not rename them.

export const REVIEW_LIMITS = {
  RATING_MIN: 1,
  RATING_MAX: 5,
  TEXT_MAX: 1000,
  /** Days after the booking's end (filming date passed or casting completed) to write a review. */
  WINDOW_DAYS: 30,
  REPORT_DETAILS_MAX: 1000,
  PAGE_SIZE_DEFAULT: 10,
  PAGE_SIZE_MAX: 50,
} as const

/** Who reviews whom: the client reviews the booked model profile, the model side the client. */
export const REVIEW_DIRECTION_VALUES = ['client_to_model', 'model_to_client'] as const
export type ReviewDirection = (typeof REVIEW_DIRECTION_VALUES)[number]

/** POST /applications/{id}/reviews: the caller's side is derived from who the caller is. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: MESSAGES.REQUIRED })
    .int({ error: MESSAGES.INVALID })
    .min(REVIEW_LIMITS.RATING_MIN, { error: MESSAGES.INVALID })
    .max(REVIEW_LIMITS.RATING_MAX, { error: MESSAGES.INVALID }),
  text: optionalText(REVIEW_LIMITS.TEXT_MAX),
})
export type ReviewInput = z.infer<typeof reviewInputSchema>
export type ReviewInputRaw = z.input<typeof reviewInputSchema>

/** POST /reviews/{id}/reports: reason from info type 13. */
export const reviewReportSchema = z.object({
  reasonId: idSchema,
  details: optionalText(REVIEW_LIMITS.REPORT_DETAILS_MAX),
})
export type ReviewReportInput = z.infer<typeof reviewReportSchema>

/** Who wrote a public review: a model profile (stage name) or a client company. */
export const reviewAuthorSchema = z.object({
  side: z.enum(['client', 'model'] as const),
  /** Company name for a client, stage name for a model. */
  name: z.string(),
  /** The partner id (client user id) when the author is a client, else null. */
  partnerId: z.number().int().nullable(),
  /** The model profile id when the author is the model side, else null. */
  modelProfileId: z.number().int().nullable(),
  /** The author left (ADR 0032): shown as a deleted account, with no link. */
  departed: z.boolean().optional(),
})
export type ReviewAuthor = z.infer<typeof reviewAuthorSchema>

/** A released, visible review as the public sees it (profile page, partner page). */
export const publicReviewSchema = z.object({
  id: z.number().int(),
  direction: z.enum(REVIEW_DIRECTION_VALUES),
  rating: z.number().int(),
  text: z.string(),
  author: reviewAuthorSchema,
  /** Empty when the casting is no longer public (hidden or held): its title is not shown. */
  castingTitle: z.string(),
  releasedAt: isoDateTimeSchema,
})
export type PublicReview = z.infer<typeof publicReviewSchema>

/** Average of released, not hidden reviews (null without any), and how many. */
export const reviewSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
})
export type ReviewSummary = z.infer<typeof reviewSummarySchema>

export const reviewListQuerySchema = z.object({
  ...pageQueryFields(REVIEW_LIMITS.PAGE_SIZE_DEFAULT, REVIEW_LIMITS.PAGE_SIZE_MAX),
})
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>

/** GET /models/{id}/reviews and GET /partners/{id}/reviews. */
export const reviewListSchema = paginatedSchema(publicReviewSchema).extend({
  summary: reviewSummarySchema,
})
export type ReviewList = z.infer<typeof reviewListSchema>
export const reviewListResponseSchema = envelopeSchema(reviewListSchema)

/** A review the caller wrote or received, as /mypage/reviews shows it. */
export const myReviewSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  direction: z.enum(REVIEW_DIRECTION_VALUES),
  rating: z.number().int(),
  text: z.string(),
  /** The other side: company name or stage name. */
  counterpartName: z.string(),
  /** The other side left (ADR 0032): shown as a deleted account. */
  counterpartDeparted: z.boolean().optional(),
  castingId: z.number().int(),
  castingTitle: z.string(),
  /** Null while the review waits for the other side or the window (double-blind). */
  releasedAt: isoDateTimeSchema.nullable(),
  /** Hidden by an administrator: it no longer counts nor shows publicly. */
  hidden: z.boolean(),
  createdAt: isoDateTimeSchema,
})
export type MyReview = z.infer<typeof myReviewSchema>
export const myReviewResponseSchema = envelopeSchema(z.object({ review: myReviewSchema }))

/** A booking the caller may still review. */
export const pendingReviewSchema = z.object({
  applicationId: z.number().int(),
  direction: z.enum(REVIEW_DIRECTION_VALUES),
  castingId: z.number().int(),
  castingTitle: z.string(),
  counterpartName: z.string(),
  /** The booked model profile (cover for the list). */
  profile: profileThumbSchema.nullable(),
  /** The other side already wrote theirs (it stays hidden until the caller writes or the window closes). */
  counterpartWrote: z.boolean(),
  windowClosesAt: isoDateTimeSchema,
})
export type PendingReview = z.infer<typeof pendingReviewSchema>

/**
 * GET /users/0/reviews: received reviews only once released (double-blind), the caller's own
 * written reviews always, and the bookings still waiting for the caller's review.
 */
/**
 * A booking whose review window has not opened yet (issue #26): the shoot date has not
 * passed and the client has not marked the casting as done.
 */
export const upcomingReviewSchema = z.object({
  applicationId: z.number().int(),
  direction: z.enum(REVIEW_DIRECTION_VALUES),
  castingId: z.number().int(),
  castingTitle: z.string(),
  counterpartName: z.string(),
  /**
   * When reviewing opens (the day after the shoot) unless the client marks the casting as
   * done sooner; null without a shoot date: it opens when the client marks it done.
   */
  opensAt: isoDateTimeSchema.nullable(),
})
export type UpcomingReview = z.infer<typeof upcomingReviewSchema>

export const myReviewsSchema = z.object({
  received: z.array(myReviewSchema),
  written: z.array(myReviewSchema),
  pending: z.array(pendingReviewSchema),
  receivedSummary: reviewSummarySchema,
  /** Added by issue #26; absent from older answers. */
  upcoming: z.array(upcomingReviewSchema).default([]),
})
export type MyReviews = z.infer<typeof myReviewsSchema>
export const myReviewsResponseSchema = envelopeSchema(myReviewsSchema)

/** POST /castings/{id}/complete answers with the time the client marked it done. */
export const castingCompleteResponseSchema = envelopeSchema(
  z.object({ castingId: z.number().int(), completedAt: isoDateTimeSchema }),
)

// ---- partners ------------------------------------------------------------------------

/** GET /partners: approved client companies, newest member first. */
export const partnerListQuerySchema = z.object({
  /** 37 entertainment agency, 38 model agency, 84 brand (a client's second-level category). */
  categoryId: z.coerce
    .number({ error: MESSAGES.INVALID })
    .pipe(z.literal(CLIENT_SECOND_LEVEL_CATEGORY_IDS, { error: MESSAGES.INVALID }))
    .optional(),
  cityId: queryIdSchema().optional(),
  ...pageQueryFields(20, 50),
})
export type PartnerListQuery = z.infer<typeof partnerListQuerySchema>
export type PartnerListQueryInput = z.input<typeof partnerListQuerySchema>

/** One card of /partners. No e-mail, phone or other contact details. */
export const partnerCardSchema = z.object({
  id: z.number().int(),
  /** The company name (the account's agency field). */
  name: z.string(),
  /** Always true on this list: only approved clients are partners. */
  verified: z.boolean(),
  category: modelInfoRefSchema.nullable(),
  city: modelInfoRefSchema.nullable(),
  memberSince: isoDateTimeSchema,
  openCastings: z.number().int().nonnegative(),
  reviews: reviewSummarySchema,
})
export type PartnerCard = z.infer<typeof partnerCardSchema>
export const partnerListSchema = paginatedSchema(partnerCardSchema)
export type PartnerList = z.infer<typeof partnerListSchema>
export const partnerListResponseSchema = envelopeSchema(partnerListSchema)

/** GET /partners/{id}: the company page. Not approved, suspended or deleted: 404. */
export const partnerDetailSchema = partnerCardSchema.extend({
  /** Models booked through the platform (applications in status booked). */
  bookingsMade: z.number().int().nonnegative(),
  /** Pay record from real bookings' agreements (issue #28, ADR 0044). */
  payRecord: payRecordSchema,
  /** Up to PARTNER_OPEN_CASTINGS_MAX live castings, newest first. */
  castings: z.array(castingCardSchema),
})
export type PartnerDetail = z.infer<typeof partnerDetailSchema>
export const partnerDetailResponseSchema = envelopeSchema(partnerDetailSchema)
export const PARTNER_OPEN_CASTINGS_MAX = 6

// ---- messages ------------------------------------------------------------------------

/** Answer messages of the review and partner routes (the envelope's `message`). */
export const TRUST_SERVER_MESSAGES = {
  REVIEW_SAVED: 'Your review has been saved. It appears once both sides have written theirs.',
  REVIEW_RELEASED: 'Your review has been published together with the other side’s.',
  REVIEW_NOT_OPEN:
    'Reviews open after the filming date, or once the client marks the casting as done.',
  REVIEW_WINDOW_CLOSED: 'The time to review this booking has ended.',
  REVIEW_ALREADY_WRITTEN: 'You have already reviewed this booking.',
  REVIEW_NOT_BOOKED: 'Only booked applications can be reviewed.',
  REVIEW_REPORTED: 'Thank you. Our team will look at this review.',
  CASTING_COMPLETED: 'The casting is marked as done. Both sides can now review each other.',
  CASTING_ALREADY_COMPLETED: 'This casting is already marked as done.',
  CASTING_NOTHING_BOOKED: 'Book at least one model before marking the casting as done.',
} as const
export type TrustServerMessageKey = keyof typeof TRUST_SERVER_MESSAGES

// ---- paths ---------------------------------------------------------------------------

/** The review and partner routes (kept here, next to their shapes). */
export const TRUST_API_PATHS = {
  APPLICATION_REVIEWS: (id: number | string) => `/applications/${id}/reviews`,
  CASTING_COMPLETE: (id: number | string) => `/castings/${id}/complete`,
  MODEL_REVIEWS: (id: number | string) => `/models/${id}/reviews`,
  PARTNERS: '/partners',
  PARTNER: (id: number | string) => `/partners/${id}`,
  PARTNER_REVIEWS: (id: number | string) => `/partners/${id}/reviews`,
  MY_REVIEWS: '/users/0/reviews',
  REVIEW_REPORTS: (id: number | string) => `/reviews/${id}/reports`,
} as const

/** `{id}` of the review, partner and casting-completion routes. */
export const trustIdParamsSchema = z.object({ id: queryIdSchema() })
