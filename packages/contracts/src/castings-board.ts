// The board casting (issue #27: named apart from the spec's mail proposal in mail-proposals.ts):
// a job a client posts on the castings board, which models browse and apply to.
import { z } from 'zod'
import { payRecordSchema } from './bookings.js'
import { MESSAGES } from './messages.js'
import {
  envelopeSchema,
  idSchema,
  isObjectPayload,
  isoDateTimeSchema,
  isSupportedYear,
  optionalText,
  pageQueryFields,
  paginatedSchema,
  queryIdSchema,
  queryInt,
  requiredText,
} from './common.js'
import { modelImageSchema, modelInfoRefSchema } from './models-views.js'

// Castings board (issue #15, docs/decisions/0023-castings-and-the-money-rule.md): what a client posts, what
// /castings lists and /castings/:id shows. Applications, proposals, threads and
// notifications have their own files. Shapes are the coordination point between the API
// and the web app: add fields, do not rename them.

type ValueOf<T> = T[keyof T]

export const CASTING_STATUS = {
  DRAFT: 'draft',
  /** Held by the money-asking rule until an administrator releases it. */
  HELD: 'held',
  LIVE: 'live',
  CLOSED: 'closed',
} as const
export type CastingStatus = ValueOf<typeof CASTING_STATUS>
export const CASTING_STATUS_VALUES = [
  'draft',
  'held',
  'live',
  'closed',
] as const satisfies readonly CastingStatus[]

export const CASTING_BUDGET_TYPE_VALUES = ['total', 'per_day', 'per_hour'] as const
export type CastingBudgetType = (typeof CASTING_BUDGET_TYPE_VALUES)[number]

/** Why a casting closed. */
export const CASTING_CLOSED_REASON_VALUES = [
  'deadline',
  'client',
  'full',
  'admin',
  /** The client's account was withdrawn or deleted (ADR 0032). */
  'account_closed',
] as const
export type CastingClosedReason = (typeof CASTING_CLOSED_REASON_VALUES)[number]

export const CASTING_SORT_VALUES = ['newest', 'deadline', 'budget'] as const
export type CastingSort = (typeof CASTING_SORT_VALUES)[number]

export const CASTING_LIMITS = {
  TITLE_MAX: 100,
  SHORT_TEXT_MAX: 100,
  MEDIUM_TEXT_MAX: 300,
  OTHER_CONTENT_MAX: 3000,
  USAGE_SCOPE_MAX: 300,
  CONTRACT_PERIOD_MONTHS: { min: 1, max: 120 },
  USAGE_MONTHS: { min: 1, max: 120 },
  BUDGET: { min: 1, max: 10_000_000_000 },
  AGE: { min: 0, max: 120 },
  MODEL_NUMBER: { min: 1, max: 100 },
  /** The deadline is at most this many days ahead. */
  DEADLINE_MAX_DAYS: 180,
  SEARCH_MAX: 100,
  PAGE_SIZE_DEFAULT: 20,
  PAGE_SIZE_MAX: 50,
  /** How many of the client's other open castings the detail page shows. */
  OTHER_CASTINGS_MAX: 4,
  REPORT_DETAILS_MAX: 1000,
} as const

const whole = (range: { min: number; max: number }) =>
  z
    .number({ error: MESSAGES.INVALID })
    .int({ error: MESSAGES.INVALID })
    .min(range.min, { error: MESSAGES.INVALID })
    .max(range.max, { error: MESSAGES.INVALID })

/** A calendar day, YYYY-MM-DD. */
export const calendarDateSchema = z.iso.date({ error: MESSAGES.INVALID })

/**
 * POST /castings and PATCH /castings/{id}: the spec's proposal fields with infos ids where
 * an info type exists. A draft may be incomplete; publishing checks completeness
 * (castingPublishableSchema). `publish: true` asks to go live at once.
 */
export const castingInputSchema = z
  .object({
    title: requiredText(CASTING_LIMITS.TITLE_MAX),
    companyName: requiredText(CASTING_LIMITS.SHORT_TEXT_MAX),
    productCategories: requiredText(CASTING_LIMITS.MEDIUM_TEXT_MAX),
    contractPeriod: whole(CASTING_LIMITS.CONTRACT_PERIOD_MONTHS),
    budgetType: z.enum(CASTING_BUDGET_TYPE_VALUES, { error: MESSAGES.INVALID }),
    budget: whole(CASTING_LIMITS.BUDGET),
    modelCategoryId: idSchema.nullable(),
    modelDetailedCategoryId: idSchema.nullable(),
    /** Null: any gender. */
    genderId: idSchema.nullable(),
    ageMin: whole(CASTING_LIMITS.AGE).nullable(),
    ageMax: whole(CASTING_LIMITS.AGE).nullable(),
    modelNumber: whole(CASTING_LIMITS.MODEL_NUMBER),
    /** From DATE_YEAR_MIN on: Postgres has no year 0. */
    filmingDate: calendarDateSchema.refine(isSupportedYear, { error: MESSAGES.INVALID }).nullable(),
    /** Free text next to the date ("two days in March", "to be agreed"). */
    filmingDateNote: optionalText(CASTING_LIMITS.SHORT_TEXT_MAX),
    locationOfFilming: requiredText(CASTING_LIMITS.MEDIUM_TEXT_MAX),
    postingMedia: requiredText(CASTING_LIMITS.MEDIUM_TEXT_MAX),
    otherContent: optionalText(CASTING_LIMITS.OTHER_CONTENT_MAX),
    cityId: idSchema.nullable(),
    shootTypeId: idSchema.nullable(),
    usageScope: requiredText(CASTING_LIMITS.USAGE_SCOPE_MAX),
    usageMonths: whole(CASTING_LIMITS.USAGE_MONTHS).nullable(),
    applicationDeadline: isoDateTimeSchema,
    publish: z.boolean().optional(),
  })
  .superRefine(
    (input, ctx) => {
      if (input.ageMin !== null && input.ageMax !== null && input.ageMin > input.ageMax) {
        ctx.addIssue({ code: 'custom', path: ['ageMax'], message: MESSAGES.INVALID })
      }
    },
    { when: isObjectPayload },
  )
export type CastingInput = z.infer<typeof castingInputSchema>
export type CastingInputRaw = z.input<typeof castingInputSchema>

/** GET /castings query: filters, sort and page all live in the URL. */
export const castingListQuerySchema = z
  .object({
    categoryId: queryIdSchema().optional(),
    detailedCategoryId: queryIdSchema().optional(),
    genderId: queryIdSchema().optional(),
    /** Castings whose wanted age range contains this age. */
    age: queryInt()
      .min(0, { error: MESSAGES.INVALID })
      .max(120, { error: MESSAGES.INVALID })
      .optional(),
    cityId: queryIdSchema().optional(),
    shootTypeId: queryIdSchema().optional(),
    /** One client's castings: a partner page's "see all" (issue #26). */
    clientId: queryIdSchema().optional(),
    budgetMin: queryInt().min(0, { error: MESSAGES.INVALID }).optional(),
    budgetMax: queryInt().min(0, { error: MESSAGES.INVALID }).optional(),
    /** Only castings whose deadline is within this many days. */
    deadlineWithinDays: queryInt()
      .min(1, { error: MESSAGES.INVALID })
      .max(CASTING_LIMITS.DEADLINE_MAX_DAYS, { error: MESSAGES.INVALID })
      .optional(),
    q: z
      .string({ error: MESSAGES.INVALID })
      .trim()
      .max(CASTING_LIMITS.SEARCH_MAX, { error: MESSAGES.INVALID })
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    sort: z.enum(CASTING_SORT_VALUES, { error: MESSAGES.INVALID }).default('newest'),
    ...pageQueryFields(CASTING_LIMITS.PAGE_SIZE_DEFAULT, CASTING_LIMITS.PAGE_SIZE_MAX),
  })
  .superRefine(
    (query, ctx) => {
      if (
        query.budgetMin !== undefined &&
        query.budgetMax !== undefined &&
        query.budgetMin > query.budgetMax
      ) {
        ctx.addIssue({ code: 'custom', path: ['budgetMax'], message: MESSAGES.INVALID })
      }
    },
    { when: isObjectPayload },
  )
export type CastingListQuery = z.infer<typeof castingListQuerySchema>
export type CastingListQueryInput = z.input<typeof castingListQuerySchema>

export const CASTING_LIST_FILTER_KEYS = [
  'categoryId',
  'detailedCategoryId',
  'genderId',
  'age',
  'cityId',
  'shootTypeId',
  'budgetMin',
  'budgetMax',
  'deadlineWithinDays',
  'q',
  'clientId',
] as const satisfies readonly (keyof CastingListQuery)[]

/** The client as shown on castings: company, Verified when approved (examination 3). */
export const castingClientSchema = z.object({
  id: z.number().int(),
  /** The account's own company name (ADR 0035); the casting's company when the account has none. */
  name: z.string(),
  /** The badge belongs to the account's own name, never to a name typed on a casting. */
  verified: z.boolean(),
  /**
   * The brand the casting is for, when it is not the posting account's own name: shown as
   * "for <brand>, posted by <name>" (ADR 0035). Absent from older answers.
   */
  forBrand: z.string().nullable().optional(),
})
export type CastingClient = z.infer<typeof castingClientSchema>

const comparableName = (name: string) =>
  name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase()

/**
 * How a casting names its client (ADR 0035): the account's own name carries the badge; a
 * company typed on the casting that differs from it is the brand the casting is for.
 */
export function castingClientOf(input: {
  clientId: number
  /** The account's company (users.agency). */
  accountName: string | null
  /** The company typed on the casting. */
  companyName: string
  approved: boolean
}): CastingClient {
  const own = input.accountName?.trim() || null
  // Sign-up asks every client for its company, so an approved account has one; a row from
  // before that rule keeps its earlier display.
  if (own === null) {
    return { id: input.clientId, name: input.companyName, verified: input.approved, forBrand: null }
  }
  const sameName = comparableName(own) === comparableName(input.companyName)
  return {
    id: input.clientId,
    name: own,
    verified: input.approved,
    forBrand: sameName ? null : input.companyName,
  }
}

/** Budget in KRW travels as a number (well inside 2^53). */
export const castingPaySchema = z.object({
  budget: z.number().int(),
  budgetType: z.enum(CASTING_BUDGET_TYPE_VALUES),
})

/** One card of /castings. */
export const castingCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  client: castingClientSchema,
  pay: castingPaySchema,
  filmingDate: calendarDateSchema.nullable(),
  applicationDeadline: isoDateTimeSchema,
  city: modelInfoRefSchema.nullable(),
  category: modelInfoRefSchema.nullable(),
  detailedCategory: modelInfoRefSchema.nullable(),
  status: z.enum(CASTING_STATUS_VALUES),
  modelNumber: z.number().int(),
  isDemo: z.boolean(),
  publishedAt: isoDateTimeSchema.nullable(),
  /**
   * The client's pay record from its real bookings (issue #28, ADR 0046 addendum): the API
   * fills it on every card it answers, for all the page's clients in one statement;
   * `bookingsCompleted` and `killFees` 0 read "no bookings yet".
   */
  payRecord: payRecordSchema.optional(),
})
export type CastingCard = z.infer<typeof castingCardSchema>

export const castingListSchema = paginatedSchema(castingCardSchema)
export type CastingList = z.infer<typeof castingListSchema>
export const castingListResponseSchema = envelopeSchema(castingListSchema)

/** What the caller may do with the casting, so the page shows the right buttons. */
export const castingViewerSchema = z.object({
  isOwner: z.boolean(),
  canApply: z.boolean(),
  /** Why not, as a server message key (e.g. CASTING_CLOSED, MODEL_PROFILE_REQUIRED); null when canApply. */
  cannotApplyReason: z.string().nullable(),
  /** The caller's applications to this casting (profile id + status). */
  myApplications: z.array(
    z.object({ id: z.number().int(), modelProfileId: z.number().int(), status: z.string() }),
  ),
})

/** GET /castings/{id}. Owners and admins also see drafts, held and closed castings. */
export const castingDetailSchema = castingCardSchema.extend({
  /** The public code, CNM-XXXX-XXXX, that /verify checks (issue #25, ADR 0042). */
  publicCode: z.string(),
  companyName: z.string(),
  productCategories: z.string(),
  contractPeriod: z.number().int(),
  gender: modelInfoRefSchema.nullable(),
  ageMin: z.number().int().nullable(),
  ageMax: z.number().int().nullable(),
  filmingDateNote: z.string(),
  locationOfFilming: z.string(),
  postingMedia: z.string(),
  otherContent: z.string(),
  shootType: modelInfoRefSchema.nullable(),
  usageScope: z.string(),
  usageMonths: z.number().int().nullable(),
  bookedCount: z.number().int(),
  /** Owners and admins only (null for others). */
  applicationCount: z.number().int().nullable(),
  holdReason: z.string().nullable(),
  closedReason: z.enum(CASTING_CLOSED_REASON_VALUES).nullable(),
  closedAt: isoDateTimeSchema.nullable(),
  otherCastings: z.array(castingCardSchema),
  viewer: castingViewerSchema,
})
export type CastingDetail = z.infer<typeof castingDetailSchema>
export const castingDetailResponseSchema = envelopeSchema(castingDetailSchema)

/** POST /castings/{id}/reports. */
export const castingReportSchema = z.object({
  reasonId: idSchema,
  /** Optional, as on model reports. */
  details: optionalText(CASTING_LIMITS.REPORT_DETAILS_MAX).optional(),
})
export type CastingReportInput = z.infer<typeof castingReportSchema>

/** A cover to show next to a model profile in applicant and thread lists. */
export const profileThumbSchema = z.object({
  id: z.number().int(),
  stageName: z.string(),
  cover: modelImageSchema.nullable(),
})
export type ProfileThumb = z.infer<typeof profileThumbSchema>

// ---- added with the castings API (ADR 0023) -------------------------------------------

/** Path parameter of every /castings/{id} route. */
export const castingIdParamsSchema = z.object({ id: queryIdSchema() })
export type CastingIdParams = z.infer<typeof castingIdParamsSchema>

/** POST /castings, PATCH /castings/{id}, publish, close: the casting as its owner sees it. */
export const castingOwnerResponseSchema = envelopeSchema(z.object({ casting: castingDetailSchema }))

/**
 * Answer messages of the casting routes (the envelope's `message`), and the keys of
 * `viewer.cannotApplyReason` (the web shows `castingServer.<KEY>`).
 */
export const CASTING_SERVER_MESSAGES = {
  SAVED: 'Your casting has been saved.',
  PUBLISHED: 'Your casting is now live.',
  HELD: 'Your casting is held for review because it seems to ask talent for money. An administrator will look at it.',
  NEEDS_APPROVAL:
    'Your account must be approved before you can publish castings. You can save drafts until then.',
  CLIENTS_ONLY: 'Only client accounts can post castings.',
  NOT_EDITABLE: 'A closed casting cannot be changed.',
  TERMS_LOCKED:
    'Models are booked on this casting: its dates, place, pay and usage stay as they were booked. Agree any change with the booked models first.',
  TERM_LOCKED: 'Booked models agreed to this; it cannot change now.',
  BELOW_BOOKED: 'More models are already booked than this.',
  NOT_A_DRAFT: 'Only a draft can be published.',
  DEADLINE_INVALID: 'Choose an application deadline in the future, at most 180 days ahead.',
  CLOSED: 'Your casting is closed. Applicants still waiting have been told.',
  NOT_LIVE: 'Only a live casting can be closed.',
  NOT_CLOSABLE: 'Only a live casting or one held for review can be closed.',
  REPORTED: 'Thank you. Our team will look at this casting.',
  RELEASED: 'The casting is live.',
  REJECTED: 'The casting has been sent back to its client.',
  NOT_HELD: 'This casting is not held for review.',
  HIDDEN: 'The casting is hidden.',
  RESTORED: 'The casting is shown again.',
  ALREADY_IN_STATE: 'Nothing to change.',
  SIGN_IN_REQUIRED: 'Sign in to apply.',
  CASTING_CLOSED: 'This casting is closed.',
  CASTING_FULL: 'This casting is full.',
  OWN_CASTING: 'This is your casting.',
  APPLY_NOT_ALLOWED: 'Only model accounts and agencies can apply.',
  MODEL_PROFILE_REQUIRED: 'Publish a model profile to apply.',
  ALREADY_APPLIED: 'You have applied with each of your models.',
  /** The hold reason a client reads (ADR 0033); administrators see the matched phrases. */
  HOLD_REASON_MONEY:
    'This casting seems to ask talent for money (a fee, a deposit or a payment). An administrator will review it.',
} as const
export type CastingServerMessageKey = keyof typeof CASTING_SERVER_MESSAGES

/** GET /admin/castings: castings by status (held by default), oldest first. */
export const adminCastingListQuerySchema = z.object({
  status: z.enum(CASTING_STATUS_VALUES, { error: MESSAGES.INVALID }).default('held'),
  /** Only hidden castings (any status). */
  hidden: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
    .optional(),
  ...pageQueryFields(CASTING_LIMITS.PAGE_SIZE_DEFAULT, CASTING_LIMITS.PAGE_SIZE_MAX),
})
export type AdminCastingListQuery = z.infer<typeof adminCastingListQuerySchema>

export const adminCastingSchema = castingCardSchema.extend({
  companyName: z.string(),
  productCategories: z.string(),
  usageScope: z.string(),
  otherContent: z.string(),
  holdReason: z.string().nullable(),
  /** What the money-asking rule matched (ADR 0033), for administrators only. */
  holdMatches: z.string().nullable(),
  hiddenAt: isoDateTimeSchema.nullable(),
  hiddenReason: z.string().nullable(),
  /**
   * Hidden only because the client's account is suspended: reinstating shows it again, and an
   * administrator's hide makes it a decision of its own (ADR 0031 addendum).
   */
  hiddenBySuspension: z.boolean(),
  openReportCount: z.number().int(),
  createdAt: isoDateTimeSchema,
})
export type AdminCasting = z.infer<typeof adminCastingSchema>
export const adminCastingListResponseSchema = envelopeSchema(paginatedSchema(adminCastingSchema))
export const adminCastingResponseSchema = envelopeSchema(z.object({ casting: adminCastingSchema }))

/** reject, hide, restore: the reason goes to the client and the audit log. */
export const adminCastingReasonSchema = z.object({
  reason: requiredText(CASTING_LIMITS.MEDIUM_TEXT_MAX),
})
export type AdminCastingReason = z.infer<typeof adminCastingReasonSchema>
/** release: a reason is optional. */
export const adminCastingReleaseSchema = z.object({
  reason: optionalText(CASTING_LIMITS.MEDIUM_TEXT_MAX).optional(),
})
