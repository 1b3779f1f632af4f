// Options (holds) on dates (issue #29, ADR 0049): an approved client holds a model for one or
// more dates, ranked 1st, 2nd... in the order placed; the model side accepts or declines; an
// option lapses at the time the client chose unless the client books it first.
import { z } from 'zod'
import { envelopeSchema, queryIdSchema } from './common.js'
import { MESSAGES } from './messages.js'

export const OPTION_STATUS_VALUES = [
  /** Placed; the model side has not answered. Holds its rank. */
  'pending',
  /** The model side said the date is free for this client. Holds its rank. */
  'accepted',
  /** The model side said no. */
  'declined',
  /** The client let it go. */
  'released',
  /** Its time ran out before the client booked. */
  'expired',
  /** The client booked the date: it stays 1st and never lapses. */
  'booked',
  /** A booked option either side cancelled before the shoot (ADR 0054 addendum). */
  'cancelled',
] as const
export type OptionStatus = (typeof OPTION_STATUS_VALUES)[number]

/** The statuses that hold a place in a date's queue. */
export const OPTION_STANDING_STATUSES = ['pending', 'accepted', 'booked'] as const

export const OPTION_LIMITS = {
  DATES_MAX: 14,
  NOTE_MAX: 300,
  /** How long an option holds unless booked: chosen by the client within these hours. */
  HOURS: { min: 2, max: 14 * 24 },
  HOURS_DEFAULT: 48,
  /** How far ahead a date may be held. */
  DAYS_AHEAD_MAX: 365,
} as const

export const OPTION_SERVER_MESSAGES = {
  PLACED: 'The option has been placed.',
  NOT_ALLOWED: 'Only clients approved by an administrator can place options.',
  PROFILE_NOT_AVAILABLE: 'This model cannot take options.',
  DATE_OUT_OF_RANGE: 'Choose dates from today up to a year ahead.',
  ALREADY_HELD: 'You already hold an option on this model for one of these dates.',
  NOT_STANDING: 'This option is no longer open.',
  NOT_FIRST: 'Only the 1st option can be booked. Wait until the options ahead of yours end.',
  ACCEPTED: 'You told the client the date is free.',
  DECLINED: 'The option has been declined.',
  RELEASED: 'The option has been released.',
  BOOKED: 'The date is booked. Fill in the fee and terms, then send the agreement.',
  NOT_ACCEPTED: 'The model side has not said the date is free yet: book once it has accepted.',
  DATE_UNAVAILABLE: 'The model is unavailable on one of these dates.',
  UNAVAILABLE_MARKED: 'The date is marked unavailable.',
  UNAVAILABLE_CLEARED: 'The date is open again.',
  NOT_BOOKED: 'Only a booked option can be cancelled. An option not booked yet is released.',
} as const

const isoDate = z.iso.date({ error: MESSAGES.INVALID })

/** POST /options: one option per date, all on one model. */
export const optionInputSchema = z.object({
  profileId: z.number({ error: MESSAGES.INVALID }).int().positive(),
  dates: z
    .array(isoDate)
    .min(1, { error: MESSAGES.REQUIRED })
    .max(OPTION_LIMITS.DATES_MAX, { error: MESSAGES.INVALID })
    .refine((dates) => new Set(dates).size === dates.length, { error: MESSAGES.INVALID }),
  hours: z
    .number({ error: MESSAGES.INVALID })
    .int()
    .min(OPTION_LIMITS.HOURS.min, { error: MESSAGES.INVALID })
    .max(OPTION_LIMITS.HOURS.max, { error: MESSAGES.INVALID })
    .default(OPTION_LIMITS.HOURS_DEFAULT),
  note: z
    .string({ error: MESSAGES.INVALID })
    .trim()
    .max(OPTION_LIMITS.NOTE_MAX, { error: MESSAGES.INVALID })
    .default(''),
})
export type OptionInput = z.input<typeof optionInputSchema>

export const optionIdParamsSchema = z.object({ id: queryIdSchema() })

export const optionSchema = z.object({
  id: z.number().int(),
  profileId: z.number().int(),
  /** A minor's first name only, to the client (ADR 0035). */
  modelName: z.string(),
  /** The client's company, shown to the model side; the caller's own options carry null. */
  clientName: z.string().nullable(),
  date: z.iso.date(),
  status: z.enum(OPTION_STATUS_VALUES),
  /** 1st, 2nd... among the date's standing options; null once the option ended. */
  rank: z.number().int().positive().nullable(),
  note: z.string(),
  expiresAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  /** The caller's side of it. */
  side: z.enum(['client', 'model']),
})
export type ModelOptionView = z.infer<typeof optionSchema>

export const optionListDataSchema = z.object({ options: z.array(optionSchema) })
export const optionListResponseSchema = envelopeSchema(optionListDataSchema)
export const optionDataSchema = z.object({ option: optionSchema })
export const optionResponseSchema = envelopeSchema(optionDataSchema)

/** One day of a profile's calendar, as a path parameter (YYYY-MM-DD). */
export const unavailableDateParamsSchema = z.object({ id: queryIdSchema(), date: isoDate })

/** The days a model is unavailable, as any signed-in caller sees them: dates only, no reason. */
export const unavailableDatesDataSchema = z.object({
  profileId: z.number().int(),
  dates: z.array(z.iso.date()),
})
export const unavailableDatesResponseSchema = envelopeSchema(unavailableDatesDataSchema)

export const calendarQuerySchema = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: MESSAGES.INVALID }),
  profileId: queryIdSchema().optional(),
})

/** The model side's month: its profiles, and for the chosen one the month's days. */
export const optionCalendarDataSchema = z.object({
  month: z.string(),
  profiles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The profile shown (null when the caller manages none). */
  profileId: z.number().int().nullable(),
  unavailable: z.array(z.iso.date()),
  /** Confirmed bookings (an agreement both sides accepted) by shoot day. */
  bookings: z.array(
    z.object({ date: z.iso.date(), agreementId: z.number().int(), title: z.string() }),
  ),
  options: z.array(optionSchema),
})
export type OptionCalendar = z.infer<typeof optionCalendarDataSchema>
export const optionCalendarResponseSchema = envelopeSchema(optionCalendarDataSchema)

/** The client's booking of an option: the option(s) booked and the agreement to fill in. */
export const optionBookingDataSchema = z.object({
  option: optionSchema,
  agreementId: z.number().int(),
})
export const optionBookingResponseSchema = envelopeSchema(optionBookingDataSchema)

export const OPTION_API_PATHS = {
  /** POST: place; GET: the caller's options as a client. */
  OPTIONS: '/options',
  /** GET: the options on the caller's profiles (the model side). */
  OPTIONS_HELD: '/options/held',
  OPTION_RELEASE: (id: number | string) => `/options/${id}/release`,
  OPTION_BOOKING: (id: number | string) => `/options/${id}/booking`,
  OPTION_ACCEPTANCE: (id: number | string) => `/options/${id}/acceptance`,
  OPTION_DECLINE: (id: number | string) => `/options/${id}/decline`,
  /** POST `{ reason }`: either side cancels a booked option's booking (ADR 0054 addendum). */
  OPTION_CANCELLATION: (id: number | string) => `/options/${id}/cancellation`,
  /** GET (the model side): a month of one managed profile (options, bookings, unavailable). */
  OPTIONS_CALENDAR: '/options/calendar',
  /** GET (signed in): a public profile's unavailable dates, from today on. */
  UNAVAILABLE_DATES: (id: number | string) => `/options/profiles/${id}/unavailable-dates`,
  /** PUT marks, DELETE unmarks a day (the profile's owner: the model or its agency). */
  UNAVAILABLE_DATE: (id: number | string, date: string) =>
    `/options/profiles/${id}/unavailable-dates/${date}`,
} as const
