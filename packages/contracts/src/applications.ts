import { z } from 'zod'
import { MESSAGES } from './messages.js'
import {
  envelopeSchema,
  idSchema,
  isoDateTimeSchema,
  optionalText,
  pageQueryFields,
  paginatedSchema,
  queryBoolean,
  queryInt,
  queryIdSchema,
  rule,
  textField,
} from './common.js'
import { modelInfoRefSchema } from './models-views.js'
import {
  CASTING_STATUS_VALUES,
  castingCardSchema,
  castingClientSchema,
  profileThumbSchema,
} from './castings-board.js'

// Applications, direct proposals and My Casting (issue #15, ADR 0023).

type ValueOf<T> = T[keyof T]

export const APPLICATION_STATUS = {
  SUBMITTED: 'submitted',
  VIEWED: 'viewed',
  SHORTLISTED: 'shortlisted',
  DECLINED: 'declined',
  BOOKED: 'booked',
  WITHDRAWN: 'withdrawn',
  CANCELLED: 'cancelled',
} as const
export type ApplicationStatus = ValueOf<typeof APPLICATION_STATUS>
export const APPLICATION_STATUS_VALUES = [
  'submitted',
  'viewed',
  'shortlisted',
  'declined',
  'booked',
  'withdrawn',
  'cancelled',
] as const satisfies readonly ApplicationStatus[]

/** Statuses a client may set with PATCH /applications/{id} (viewed is set by opening it). */
export const CLIENT_APPLICATION_STATUS_VALUES = [
  'shortlisted',
  'declined',
  'booked',
] as const satisfies readonly ApplicationStatus[]

/**
 * The status graph (ADR 0024): where an application may go from each status. Viewing is set
 * by the owner opening it; deciding straight from submitted is allowed. Declined, booked and
 * withdrawn are final: an answer given is not taken back, and a booking counts against the
 * casting's modelNumber. A booking is undone only by its cancellation (booked -> cancelled,
 * POST /applications/{id}/cancellation), never by PATCH; cancelled is final too. The API
 * enforces it and the web offers only these moves.
 */
export const APPLICATION_NEXT_STATUSES: Readonly<
  Record<ApplicationStatus, readonly ApplicationStatus[]>
> = {
  submitted: ['viewed', 'shortlisted', 'declined', 'booked', 'withdrawn'],
  viewed: ['shortlisted', 'declined', 'booked'],
  shortlisted: ['declined', 'booked'],
  declined: [],
  booked: [],
  withdrawn: [],
  cancelled: [],
}

export const canMoveApplication = (from: ApplicationStatus, to: ApplicationStatus): boolean =>
  APPLICATION_NEXT_STATUSES[from].includes(to)

export const APPLICATION_LIMITS = {
  NOTE_MAX: 500,
  CLIENT_NOTE_MAX: 1000,
  /** Bulk shortlist / decline at most this many at once. */
  BULK_MAX: 100,
  PAGE_SIZE_DEFAULT: 24,
  PAGE_SIZE_MAX: 100,
  /** The reason given when cancelling a booking. */
  CANCEL_REASON_MAX: 500,
} as const

/** POST /castings/{id}/applications. modelId is the model profile's id. */
export const applyInputSchema = z.object({
  modelId: idSchema,
  note: optionalText(APPLICATION_LIMITS.NOTE_MAX),
})
export type ApplyInput = z.infer<typeof applyInputSchema>

/** PATCH /applications/{id}: status and/or the client's private note. */
export const applicationUpdateSchema = z
  .object({
    status: z.enum(CLIENT_APPLICATION_STATUS_VALUES, { error: MESSAGES.INVALID }).optional(),
    clientNote: optionalText(APPLICATION_LIMITS.CLIENT_NOTE_MAX).optional(),
  })
  .refine((body) => body.status !== undefined || body.clientNote !== undefined, {
    message: MESSAGES.INVALID,
  })
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>

/** POST /applications/{id}/cancellation: the client or the model side undoes a booking. */
export const bookingCancellationInputSchema = z.object({
  reason: textField([rule.filled, rule.maxLength(APPLICATION_LIMITS.CANCEL_REASON_MAX)]),
})
export type BookingCancellationInput = z.infer<typeof bookingCancellationInputSchema>

/** Who cancelled a booking, when and why; null unless the status is cancelled. */
export const bookingCancellationSchema = z.object({
  by: z.enum(['client', 'model'] as const),
  at: isoDateTimeSchema,
  reason: z.string(),
})
export type BookingCancellation = z.infer<typeof bookingCancellationSchema>

/** PATCH /castings/{id}/applications: bulk shortlist or decline. */
export const applicationBulkUpdateSchema = z.object({
  ids: z.array(idSchema).min(1).max(APPLICATION_LIMITS.BULK_MAX),
  status: z.enum(['shortlisted', 'declined'] as const, { error: MESSAGES.INVALID }),
})
export type ApplicationBulkUpdate = z.infer<typeof applicationBulkUpdateSchema>

/** GET /castings/{id}/applications (owner only): filters of the applicants view. */
export const applicantListQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUS_VALUES, { error: MESSAGES.INVALID }).optional(),
  reviewedOnly: queryBoolean().optional(),
  ageMin: queryInt()
    .min(0, { error: MESSAGES.INVALID })
    .max(120, { error: MESSAGES.INVALID })
    .optional(),
  ageMax: queryInt()
    .min(0, { error: MESSAGES.INVALID })
    .max(120, { error: MESSAGES.INVALID })
    .optional(),
  heightMin: queryInt()
    .min(40, { error: MESSAGES.INVALID })
    .max(250, { error: MESSAGES.INVALID })
    .optional(),
  heightMax: queryInt()
    .min(40, { error: MESSAGES.INVALID })
    .max(250, { error: MESSAGES.INVALID })
    .optional(),
  cityId: queryIdSchema().optional(),
  ...pageQueryFields(APPLICATION_LIMITS.PAGE_SIZE_DEFAULT, APPLICATION_LIMITS.PAGE_SIZE_MAX),
})
export type ApplicantListQuery = z.infer<typeof applicantListQuerySchema>
export type ApplicantListQueryInput = z.input<typeof applicantListQuerySchema>

/** One applicant card, as the casting's owner sees it. */
export const applicantSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUS_VALUES),
  note: z.string(),
  clientNote: z.string(),
  profile: profileThumbSchema.extend({
    age: z.number().int().nullable(),
    heightCm: z.number().int().nullable(),
    city: z.string().nullable(),
    gender: modelInfoRefSchema.nullable(),
    reviewed: z.boolean(),
    /**
     * The profile was archived when its owner left (ADR 0032): shown as a deleted account,
     * with no name and no link to a page that no longer answers. Absent from older answers.
     */
    departed: z.boolean().optional(),
  }),
  threadId: z.number().int().nullable(),
  unreadMessages: z.number().int().nonnegative(),
  createdAt: isoDateTimeSchema,
  statusChangedAt: isoDateTimeSchema,
  /** Set when a booking was cancelled (ADR 0024 addendum); absent from older answers. */
  cancellation: bookingCancellationSchema.nullable().optional(),
  /**
   * The caller may cancel this booking now: booked, the job not yet done (its review window
   * not open) and the caller one of its two sides (ADR 0024 addendum); absent from older answers.
   */
  canCancel: z.boolean().optional(),
  /**
   * Under 19 (Civil Act, ADR 0035): 'given' when the legal guardian's consent is on the profile,
   * so a booking is confirmed with it; 'missing' (an older profile) cannot be booked yet;
   * 'not_needed' for an adult. Absent from older answers.
   */
  guardianConsent: z.enum(['not_needed', 'given', 'missing']).optional(),
})
export type Applicant = z.infer<typeof applicantSchema>
export const applicantListSchema = paginatedSchema(applicantSchema).extend({
  /** Counts by status over the whole casting, for the tabs. */
  counts: z.record(z.string(), z.number().int()),
})
export type ApplicantList = z.infer<typeof applicantListSchema>
export const applicantListResponseSchema = envelopeSchema(applicantListSchema)

/** An application as its applicant sees it (My Casting). */
export const myApplicationSchema = z.object({
  id: z.number().int(),
  status: z.enum(APPLICATION_STATUS_VALUES),
  note: z.string(),
  casting: castingCardSchema,
  profile: profileThumbSchema,
  threadId: z.number().int().nullable(),
  unreadMessages: z.number().int().nonnegative(),
  /** True until the client has viewed it. */
  canWithdraw: z.boolean(),
  createdAt: isoDateTimeSchema,
  statusChangedAt: isoDateTimeSchema,
  /** Set when a booking was cancelled (ADR 0024 addendum); absent from older answers. */
  cancellation: bookingCancellationSchema.nullable().optional(),
  /**
   * The caller may cancel this booking now: booked, the job not yet done (its review window
   * not open) and the caller one of its two sides (ADR 0024 addendum); absent from older answers.
   */
  canCancel: z.boolean().optional(),
})
export type MyApplication = z.infer<typeof myApplicationSchema>

// ---- direct proposals ----------------------------------------------------

export const PROPOSAL_STATUS_VALUES = ['pending', 'accepted', 'declined', 'cancelled'] as const
export type ProposalStatus = (typeof PROPOSAL_STATUS_VALUES)[number]

/** PATCH /proposals/{id} (recipient only): the answer. */
export const proposalAnswerSchema = z.object({
  status: z.enum(['accepted', 'declined'] as const, { error: MESSAGES.INVALID }),
})
export type ProposalAnswer = z.infer<typeof proposalAnswerSchema>

/** A direct proposal, for its sender and for its recipient. */
export const proposalSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  companyName: z.string(),
  budget: z.number().int(),
  budgetType: z.string(),
  filmingDate: z.string(),
  status: z.enum(PROPOSAL_STATUS_VALUES),
  /** The other side: the sender for a received proposal, the profile for a sent one. */
  sender: castingClientSchema.nullable(),
  profile: profileThumbSchema.nullable(),
  threadId: z.number().int().nullable(),
  unreadMessages: z.number().int().nonnegative(),
  createdAt: isoDateTimeSchema,
  answeredAt: isoDateTimeSchema.nullable(),
  /**
   * Set when an accepted proposal was cancelled (ADR 0024 addendum): `client` is its sender,
   * `model` its recipient; absent from older answers. POST /proposals/{id}/cancellation takes
   * the booking's body (bookingCancellationInputSchema).
   */
  cancellation: bookingCancellationSchema.nullable().optional(),
  /**
   * The target profile is public now (published, not hidden by an administrator, not deleted):
   * a new proposal may be sent to it (ADR 0024 addendum); absent from older answers.
   */
  profileAvailable: z.boolean().optional(),
})
export type ProposalSummary = z.infer<typeof proposalSummarySchema>

/** GET /proposals/{id}: every field of the proposal form, for sender and recipient. */
export const proposalDetailSchema = proposalSummarySchema.extend({
  productCategories: z.string(),
  contractPeriod: z.number().int(),
  modelCategory: z.string(),
  modelDetailedCategory: z.string(),
  gender: z.string(),
  age: z.number().int(),
  modelNumber: z.number().int(),
  locationOfFilming: z.string(),
  postingMedia: z.string(),
  otherContent: z.string(),
  canAnswer: z.boolean(),
  /** The sender or the recipient may cancel it while it is accepted (absent from older answers). */
  canCancel: z.boolean().optional(),
  /** Who reads it: its sender (the client side), its recipient (the model side) or an administrator. */
  viewer: z.enum(['sender', 'recipient', 'admin'] as const).optional(),
})
export type ProposalDetail = z.infer<typeof proposalDetailSchema>

// ---- My Casting (GET /users/0/castings) -----------------------------------

/** How many of the newest direct proposals My Casting lists (sent or received). */
export const MY_CASTINGS_PROPOSALS_SHOWN = 50

export const myCastingsQuerySchema = z.object({
  /** client: castings posted and proposals sent; model: applications and proposals received. */
  view: z.enum(['client', 'model'] as const, { error: MESSAGES.INVALID }).optional(),
  status: z.enum(CASTING_STATUS_VALUES, { error: MESSAGES.INVALID }).optional(),
  ...pageQueryFields(20, 50),
})
export type MyCastingsQuery = z.infer<typeof myCastingsQuerySchema>

/** A client's casting row. */
export const myPostedCastingSchema = castingCardSchema.extend({
  applicationCount: z.number().int(),
  /** Applications not yet viewed. */
  newApplications: z.number().int(),
  bookedCount: z.number().int(),
  unreadMessages: z.number().int().nonnegative(),
  holdReason: z.string().nullable(),
})
export type MyPostedCasting = z.infer<typeof myPostedCastingSchema>

export const myCastingsSchema = z.object({
  view: z.enum(['client', 'model'] as const),
  /** Client view. */
  castings: paginatedSchema(myPostedCastingSchema).nullable(),
  proposalsSent: z.array(proposalSummarySchema).nullable(),
  /** Model view. */
  applications: paginatedSchema(myApplicationSchema).nullable(),
  proposalsReceived: z.array(proposalSummarySchema).nullable(),
})
export type MyCastings = z.infer<typeof myCastingsSchema>
export const myCastingsResponseSchema = envelopeSchema(myCastingsSchema)

// ---- route shapes of the API (ADR 0024) -----------------------------------

/** `{id}` of /castings/{id}/applications, /applications/{id} and /proposals/{id}. */
export const recordIdParamsSchema = z.object({ id: queryIdSchema() })
export type RecordIdParams = z.infer<typeof recordIdParamsSchema>

/**
 * GET /applications/{id}: the casting's owner (and an administrator) sees the applicant
 * card with the private note; the applicant sees their own application.
 */
export const applicationDetailSchema = z.discriminatedUnion('view', [
  z.object({
    view: z.literal('client'),
    castingId: z.number().int(),
    applicant: applicantSchema,
  }),
  z.object({ view: z.literal('applicant'), application: myApplicationSchema }),
])
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>
export const applicationDetailResponseSchema = envelopeSchema(applicationDetailSchema)

/** POST /castings/{id}/applications and DELETE /applications/{id}: the applicant's row. */
export const myApplicationResponseSchema = envelopeSchema(
  z.object({ application: myApplicationSchema }),
)

/** PATCH /applications/{id}: the owner's card after the change. */
export const applicantResponseSchema = envelopeSchema(z.object({ applicant: applicantSchema }))

/** PATCH /castings/{id}/applications: which ids changed and which were left as they were. */
export const applicationBulkResultSchema = z.object({
  updated: z.array(z.number().int()),
  /** Already in that status, or in one the change cannot leave (withdrawn, booked, declined). */
  skipped: z.array(z.number().int()),
})
export type ApplicationBulkResult = z.infer<typeof applicationBulkResultSchema>
export const applicationBulkResponseSchema = envelopeSchema(applicationBulkResultSchema)

/** GET and PATCH /proposals/{id}. */
export const proposalDetailResponseSchema = envelopeSchema(
  z.object({ proposal: proposalDetailSchema }),
)
