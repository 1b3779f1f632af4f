// Booking agreements (issue #28, ADR 0044): the terms of a booking, drafted by the client from
// the casting or proposal, confirmed by the model side, changed only through new versions.
import { z } from 'zod'
import { envelopeSchema, isoDateTimeSchema, queryIdSchema } from './common.js'
import { LANGUAGES } from './i18n.js'
import { usageNoticeSchema } from './usage-notices.js'

// ---- terms ---------------------------------------------------------------------------

export const FEE_BASIS_VALUES = ['total', 'per_day', 'per_hour'] as const
export type FeeBasis = (typeof FEE_BASIS_VALUES)[number]

/** Defaults of a new draft (ADR 0044). */
export const AGREEMENT_DEFAULTS = {
  /** Pay is due this many days after the last shoot day unless the client sets a date. */
  paymentDueDays: 30,
  /** A client's cancellation with fewer days than this before the first shoot day is late. */
  lateNoticeDays: 3,
  /** The share of the fee a late cancellation by the client owes (the kill fee). */
  killFeePercent: 50,
  shootStart: '09:00',
  shootEnd: '18:00',
} as const

export const AGREEMENT_LIMITS = {
  feeMax: 10_000_000_000,
  shootsMax: 31,
  placeMax: 200,
  scopeMax: 500,
  territoryMax: 100,
  usageMonthsMax: 120,
  specialTermsMax: 4000,
  reasonMax: 500,
} as const

const dateSchema = z.iso.date()
/** Local time in Seoul, 24-hour "HH:MM". An end not after its start runs past midnight. */
const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use HH:MM (24-hour).')

export const shootDaySchema = z.object({
  date: dateSchema,
  start: timeSchema,
  end: timeSchema,
  place: z.string().trim().min(1).max(AGREEMENT_LIMITS.placeMax),
})
export type ShootDay = z.infer<typeof shootDaySchema>

const feeSchema = z.object({
  amount: z.number().int().min(0).max(AGREEMENT_LIMITS.feeMax),
  basis: z.enum(FEE_BASIS_VALUES),
})
const cancellationTermsSchema = z.object({
  lateNoticeDays: z.number().int().min(0).max(90),
  killFeePercent: z.number().int().min(0).max(100),
})

/** Terms a version carries: everything filled in. */
export const agreementTermsSchema = z.object({
  fee: feeSchema,
  shoots: z.array(shootDaySchema).min(1).max(AGREEMENT_LIMITS.shootsMax),
  usage: z.object({
    scope: z.string().trim().min(1).max(AGREEMENT_LIMITS.scopeMax),
    /** null: unlimited, which the agreement then says in words both sides accept. */
    months: z.number().int().min(1).max(AGREEMENT_LIMITS.usageMonthsMax).nullable(),
    /** Where the images may be used (e.g. "Korea"); absent or empty: not limited in the terms. */
    territory: z.string().trim().max(AGREEMENT_LIMITS.territoryMax).optional(),
    /**
     * An extension's own fee, KRW, on top of the booking fee (ADR 0056); absent on versions
     * that are not an extension, so their hash is unchanged.
     */
    extensionFee: z.number().int().min(0).max(AGREEMENT_LIMITS.feeMax).optional(),
  }),
  paymentDueDate: dateSchema,
  cancellation: cancellationTermsSchema,
  /** The minor and the guardian consent to shoot hours between 22:00 and 06:00 (ADR 0044). */
  nightWorkConsent: z.boolean(),
  specialTerms: z.string().trim().max(AGREEMENT_LIMITS.specialTermsMax),
})
export type AgreementTerms = z.infer<typeof agreementTermsSchema>

/** The client's working copy: shoots and scope may be missing; no due date means the default. */
export const agreementDraftSchema = agreementTermsSchema.extend({
  shoots: z.array(shootDaySchema).max(AGREEMENT_LIMITS.shootsMax),
  usage: z.object({
    scope: z.string().trim().max(AGREEMENT_LIMITS.scopeMax),
    months: z.number().int().min(1).max(AGREEMENT_LIMITS.usageMonthsMax).nullable(),
    territory: z.string().trim().max(AGREEMENT_LIMITS.territoryMax).optional(),
  }),
  paymentDueDate: dateSchema.nullable(),
})
export type AgreementDraft = z.infer<typeof agreementDraftSchema>

// ---- the youth rule ------------------------------------------------------------------

/**
 * The rule of the Popular Culture and Arts Industry Development Act, Article 22, a shoot was
 * checked against (ADR 0044): none for an adult, one for under 15, one for 15 to 18.
 */
export const YOUTH_RULE_VALUES = ['adult', 'under_15', 'age_15_to_18'] as const
export type YouthRule = (typeof YOUTH_RULE_VALUES)[number]

export const YOUTH_PROBLEM_VALUES = [
  'weekly_hours',
  'night_hours',
  'night_without_consent',
] as const
export type YouthProblemKind = (typeof YOUTH_PROBLEM_VALUES)[number]

export const youthCheckSchema = z.object({
  rule: z.enum(YOUTH_RULE_VALUES),
  /** Hours a week the rule allows (null for an adult). */
  weeklyHoursMax: z.number().int().nullable(),
  problems: z.array(
    z.object({
      kind: z.enum(YOUTH_PROBLEM_VALUES),
      /** The shoot day, or the Monday of the week, it is about. */
      date: dateSchema,
      hours: z.number().optional(),
    }),
  ),
})
export type YouthCheck = z.infer<typeof youthCheckSchema>

// ---- content and answers --------------------------------------------------------------

export const agreementPartiesSchema = z.object({
  client: z.object({ userId: z.number().int(), companyName: z.string(), name: z.string() }),
  model: z.object({
    userId: z.number().int(),
    /** The agency's company name when an agency owns the profile, else null. */
    agencyName: z.string().nullable(),
    profileId: z.number().int().nullable(),
    stageName: z.string(),
    /** Under 19: the guardian named in the profile (ADR 0035). */
    guardianName: z.string().nullable(),
    minor: z.boolean(),
  }),
})
export type AgreementParties = z.infer<typeof agreementPartiesSchema>

/** What a version fixes, and what its SHA-256 is computed over (canonical JSON). */
export const agreementContentSchema = z.object({
  agreementId: z.number().int(),
  number: z.number().int(),
  booking: z.object({
    kind: z.enum(['application', 'proposal', 'option'] as const),
    id: z.number().int(),
    title: z.string(),
  }),
  parties: agreementPartiesSchema,
  terms: agreementTermsSchema,
  youth: youthCheckSchema,
})
export type AgreementContent = z.infer<typeof agreementContentSchema>

export const AGREEMENT_STATUS_VALUES = ['draft', 'sent', 'confirmed', 'declined'] as const
export type AgreementStatus = (typeof AGREEMENT_STATUS_VALUES)[number]
export const AGREEMENT_VERSION_STATUS_VALUES = ['proposed', 'accepted', 'declined'] as const
export type AgreementVersionStatus = (typeof AGREEMENT_VERSION_STATUS_VALUES)[number]
export type AgreementSide = 'client' | 'model'

const acceptanceSchema = z.object({ at: isoDateTimeSchema, ip: z.string() }).nullable()

export const agreementVersionSchema = z.object({
  number: z.number().int(),
  status: z.enum(AGREEMENT_VERSION_STATUS_VALUES),
  proposedBy: z.enum(['client', 'model'] as const),
  content: agreementContentSchema,
  sha256: z.string(),
  clientAcceptance: acceptanceSchema,
  modelAcceptance: acceptanceSchema,
  guardianConsentAt: isoDateTimeSchema.nullable(),
  declinedAt: isoDateTimeSchema.nullable(),
  declineReason: z.string().nullable(),
  createdAt: isoDateTimeSchema,
})
export type AgreementVersion = z.infer<typeof agreementVersionSchema>

// ---- pay (tracked, never moved: no money passes through the platform) -------------------

export const PAY_STATUS_VALUES = ['unpaid', 'marked_paid', 'confirmed', 'disputed'] as const
export type PayStatus = (typeof PAY_STATUS_VALUES)[number]

export const agreementPaySchema = z.object({
  status: z.enum(PAY_STATUS_VALUES),
  /** The agreed version's payment due date. */
  dueDate: dateSchema,
  paidOn: dateSchema.nullable(),
  amount: z.number().int().nullable(),
  reference: z.string().nullable(),
  markedAt: isoDateTimeSchema.nullable(),
  answeredAt: isoDateTimeSchema.nullable(),
  disputeNote: z.string().nullable(),
})
export type AgreementPay = z.infer<typeof agreementPaySchema>

export const paymentMarkInputSchema = z.object({
  paidOn: dateSchema,
  amount: z.number().int().min(1).max(AGREEMENT_LIMITS.feeMax),
  reference: z.string().trim().max(100).default(''),
})
export type PaymentMarkInput = z.infer<typeof paymentMarkInputSchema>
export const paymentDisputeInputSchema = z.object({
  note: z.string().trim().min(1).max(AGREEMENT_LIMITS.reasonMax),
})
export type PaymentDisputeInput = z.infer<typeof paymentDisputeInputSchema>

/**
 * A client's pay record on its partner page, computed from its real bookings (ADR 0044): never
 * a made-up score. `bookingsCompleted` 0 reads "no bookings yet".
 */
export const payRecordSchema = z.object({
  /** Confirmed agreements of standing bookings whose last shoot day has passed. */
  bookingsCompleted: z.number().int().nonnegative(),
  /**
   * Of the fees and kill fees confirmed paid or past due, the share confirmed paid by the due
   * date (0-1).
   */
  paidOnTimeShare: z.number().min(0).max(1).nullable(),
  /** Median days from the last shoot day to the day paid, over confirmed payments. */
  medianDaysToPay: z.number().nullable(),
  /** Bookings (and kill fees) past their due date whose pay is not confirmed. */
  openOverdue: z.number().int().nonnegative(),
  /**
   * Kill fees owed for late cancellations (ADR 0046 addendum): tracked like pay, they count in
   * the share paid on time and in the open overdue ones, not in the completed bookings.
   */
  killFees: z.number().int().nonnegative(),
  /** Bookings (booked applications, accepted proposals, booked options) the client cancelled in the last 12 months. */
  cancelledLast12Months: z.number().int().nonnegative(),
})
export type PayRecord = z.infer<typeof payRecordSchema>

export const agreementSchema = z.object({
  id: z.number().int(),
  status: z.enum(AGREEMENT_STATUS_VALUES),
  /** The caller's side; an administrator reads as 'admin'. */
  viewer: z.enum(['client', 'model', 'admin'] as const),
  booking: z.object({
    kind: z.enum(['application', 'proposal', 'option'] as const),
    id: z.number().int(),
    title: z.string(),
    /** False once either side cancelled the booking: the agreement takes no more changes. */
    standing: z.boolean(),
  }),
  parties: agreementPartiesSchema,
  /** The client's working copy (null once confirmed: changes are versions then). */
  draft: agreementDraftSchema.nullable(),
  /** The youth rule the draft (or, once confirmed, the agreed version) is checked against. */
  youth: youthCheckSchema,
  agreedVersion: z.number().int().nullable(),
  confirmedAt: isoDateTimeSchema.nullable(),
  versions: z.array(agreementVersionSchema),
  /** The kill fee the client owes for cancelling this confirmed booking late (KRW), else null. */
  killFeeOwed: z.number().int().nullable(),
  /** Pay, once the agreement is confirmed (null before). */
  pay: agreementPaySchema.nullable(),
  /** What the caller may do now. */
  can: z.object({
    /** The client marks the booking paid (again after a dispute). */
    markPaid: z.boolean(),
    /** The model side confirms receipt or disputes. */
    answerPay: z.boolean(),
    editDraft: z.boolean(),
    send: z.boolean(),
    /** The number of the version the caller may accept or decline, or null. */
    answer: z.number().int().nullable(),
    proposeChange: z.boolean(),
  }),
  createdAt: isoDateTimeSchema,
})
export type Agreement = z.infer<typeof agreementSchema>
export const agreementResponseSchema = envelopeSchema(z.object({ agreement: agreementSchema }))

export const agreementSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(AGREEMENT_STATUS_VALUES),
  viewer: z.enum(['client', 'model'] as const),
  title: z.string(),
  counterpartName: z.string(),
  standing: z.boolean(),
  agreedVersion: z.number().int().nullable(),
  /** A version waits for the caller's answer. */
  waitingForYou: z.boolean(),
  payStatus: z.enum(PAY_STATUS_VALUES),
  createdAt: isoDateTimeSchema,
})
export type AgreementSummary = z.infer<typeof agreementSummarySchema>
export const agreementListResponseSchema = envelopeSchema(
  z.object({ items: z.array(agreementSummarySchema) }),
)

// ---- the image-usage ledger (ADR 0048) ----------------------------------------------------

/** Reminders before a usage ends, in days; 0 is the day it ends. */
export const USAGE_REMINDER_DAYS = [30, 7, 0] as const
/** Within this many days of its end a usage reads "ending soon". */
export const USAGE_ENDING_SOON_DAYS = 30

/**
 * After `ended`, the usage-ended notice (ADR 0056): sent and waiting, acknowledged (pictures
 * taken down on a date), or an extension requested (a version waiting for the model side).
 */
export const USAGE_STATUS_VALUES = [
  'running',
  'ending_soon',
  'ended',
  'unlimited',
  'notice_sent',
  'acknowledged',
  'extension_requested',
] as const
export type UsageStatus = (typeof USAGE_STATUS_VALUES)[number]

/** A confirmed booking's agreed usage (scope as written, period), as either side reads it. */
export const imageUsageSchema = z.object({
  id: z.number().int(),
  agreementId: z.number().int(),
  viewer: z.enum(['client', 'model'] as const),
  title: z.string(),
  /** The other side's name; null when that account has left the platform (anonymised). */
  counterpartName: z.string().nullable(),
  /** The media and scope, as the agreed version words them. */
  scope: z.string(),
  territory: z.string().nullable(),
  /** The first shoot day. */
  startsOn: dateSchema,
  /** The day the usage period ends; null: unlimited, in words both sides accepted. */
  endsOn: dateSchema.nullable(),
  /** Days from today (Seoul) to the end; negative once ended; null when unlimited. */
  daysLeft: z.number().int().nullable(),
  status: z.enum(USAGE_STATUS_VALUES),
  /** The agreed version the row comes from. */
  version: z.number().int(),
  /** False once the booking was cancelled. */
  standing: z.boolean(),
  /** The usage-ended notice on this row, if the model side sent one (ADR 0056). */
  notice: usageNoticeSchema.nullable(),
  can: z.object({
    /** The model side may send the usage-ended notice (the row has ended, none sent yet). */
    sendNotice: z.boolean(),
    /** The client may acknowledge the notice (taken down, or ask for an extension). */
    acknowledge: z.boolean(),
  }),
})
export type ImageUsage = z.infer<typeof imageUsageSchema>
export const imageUsageListResponseSchema = envelopeSchema(
  z.object({ items: z.array(imageUsageSchema) }),
)
export const imageUsageResponseSchema = envelopeSchema(z.object({ usage: imageUsageSchema }))

// ---- the calendar feed (ADR 0048) --------------------------------------------------------

export const calendarFeedSchema = z.object({
  /** A feed URL is live (its token is stored hashed, so the URL itself is shown only once). */
  active: z.boolean(),
  createdAt: isoDateTimeSchema.nullable(),
  /** The subscribe URL, only in the answer that made it. */
  url: z.string().nullable(),
})
export type CalendarFeed = z.infer<typeof calendarFeedSchema>
export const calendarFeedResponseSchema = envelopeSchema(z.object({ feed: calendarFeedSchema }))
/** The feed's token: whatever comes, a wrong one is the same 404 as an unknown one. */
export const calendarFeedParamsSchema = z.object({ token: z.string().max(200) })

// ---- route inputs ----------------------------------------------------------------------

export const agreementIdParamsSchema = z.object({ id: queryIdSchema() })
export const agreementVersionParamsSchema = z.object({
  id: queryIdSchema(),
  number: queryIdSchema(),
})
export const agreementDraftInputSchema = z.object({ terms: agreementDraftSchema })
export type AgreementDraftInput = z.infer<typeof agreementDraftInputSchema>
/** Send the draft (client, before confirmation; terms optional) or propose a change (after). */
export const agreementVersionInputSchema = z.object({ terms: agreementTermsSchema.optional() })
export type AgreementVersionInput = z.infer<typeof agreementVersionInputSchema>
export const agreementDeclineInputSchema = z.object({
  reason: z.string().trim().max(AGREEMENT_LIMITS.reasonMax).default(''),
})
export type AgreementDeclineInput = z.infer<typeof agreementDeclineInputSchema>
export const agreementPdfQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() })

// ---- paths and messages -----------------------------------------------------------------

export const BOOKING_API_PATHS = {
  AGREEMENTS: '/bookings/agreements',
  AGREEMENT: (id: number | string) => `/bookings/agreements/${id}`,
  AGREEMENT_DRAFT: (id: number | string) => `/bookings/agreements/${id}/draft`,
  AGREEMENT_VERSIONS: (id: number | string) => `/bookings/agreements/${id}/versions`,
  AGREEMENT_ACCEPTANCE: (id: number | string, number: number | string) =>
    `/bookings/agreements/${id}/versions/${number}/acceptance`,
  AGREEMENT_DECLINE: (id: number | string, number: number | string) =>
    `/bookings/agreements/${id}/versions/${number}/decline`,
  AGREEMENT_PDF: (id: number | string, number: number | string) =>
    `/bookings/agreements/${id}/versions/${number}/pdf`,
  AGREEMENT_PAYMENT: (id: number | string) => `/bookings/agreements/${id}/payment`,
  AGREEMENT_PAYMENT_CONFIRMATION: (id: number | string) =>
    `/bookings/agreements/${id}/payment/confirmation`,
  AGREEMENT_PAYMENT_DISPUTE: (id: number | string) => `/bookings/agreements/${id}/payment/dispute`,
  /** The caller's image-usage ledger (ADR 0048). */
  IMAGE_USAGES: '/bookings/image-usages',
  /** The model side's usage-ended notice on a ledger row (ADR 0056). */
  USAGE_NOTICE: (usageId: number | string) => `/bookings/image-usages/${usageId}/notice`,
  /** The client's answer to it: taken down on a date, or an extension (a new version). */
  USAGE_NOTICE_ACKNOWLEDGEMENT: (usageId: number | string) =>
    `/bookings/image-usages/${usageId}/notice/acknowledgement`,
  /** The caller's calendar feed: GET its state, POST a new secret URL (the old one stops), DELETE it. */
  CALENDAR_FEED: '/bookings/calendar-feed',
  /** The feed itself, by its secret token (no account; 404 for any token that is not current). */
  CALENDAR_FEED_ICS: (token: string) => `/calendar-feeds/${token}`,
} as const

export const BOOKING_SERVER_MESSAGES = {
  AGREEMENT_DRAFT_SAVED: 'The draft agreement has been saved.',
  AGREEMENT_SENT: 'The agreement has been sent to the model side.',
  AGREEMENT_CHANGE_PROPOSED: 'Your change has been sent; the other side must accept it.',
  AGREEMENT_ACCEPTED: 'You accepted the agreement.',
  AGREEMENT_DECLINED: 'You declined the agreement.',
  AGREEMENT_NOT_DRAFT:
    'The agreement has been confirmed, so the draft cannot be edited. Propose a change instead: the other side must accept it.',
  AGREEMENT_WAITING:
    'A version is waiting for an answer. Wait for it, or for the other side to decline it, before sending another.',
  AGREEMENT_INCOMPLETE:
    'The agreement is not complete: add at least one shoot day and the usage scope before sending it.',
  AGREEMENT_NOT_ANSWERABLE:
    'This version is not waiting for your answer. Reload to see where it stands.',
  AGREEMENT_BOOKING_CANCELLED:
    'The booking has been cancelled, so its agreement takes no more changes.',
  AGREEMENT_SAME_TERMS: 'The proposed terms are the same as the agreed ones.',
  AGREEMENT_YOUTH_HOURS:
    'These shoot hours are not allowed for a model under 19 (Popular Culture and Arts Industry Development Act, Article 22). See the rule on the agreement and change the hours.',
  AGREEMENT_NOT_AGREED: 'Only an accepted version has a PDF.',
  PAYMENT_MARKED: 'The booking is marked paid; the model side is asked to confirm receipt.',
  PAYMENT_CONFIRMED: 'You confirmed that the payment arrived.',
  PAYMENT_DISPUTED: 'Your dispute has been recorded; the client reads your note.',
  PAYMENT_NOT_CONFIRMED_AGREEMENT:
    'Pay is tracked once the agreement is confirmed. Confirm the agreement first.',
  PAYMENT_NOT_MARKED: 'No payment is waiting for your answer. Reload to see where it stands.',
  PAYMENT_ALREADY_CONFIRMED: 'The model side has already confirmed this payment.',
  CALENDAR_FEED_CREATED:
    'Your calendar link is ready. Copy it now: for your safety it is shown only this once.',
  CALENDAR_FEED_REMOVED:
    'Your calendar link has been turned off; calendars using it stop updating.',
} as const
export type BookingServerMessageKey = keyof typeof BOOKING_SERVER_MESSAGES
