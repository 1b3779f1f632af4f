import { z } from 'zod'
import { LIMITS } from './limits.js'
import {
  CODE_PATTERN,
  EMAIL_PATTERN,
  HOMEPAGE_PATTERN,
  PASSWORD_PATTERN,
  PHONE_NUMBER_PATTERN,
} from './patterns.js'
import { MESSAGES } from './messages.js'

// Spec §5 shows the first error per field. Each text field is one check that walks its
// rules in order (required -> length -> format) and reports only the first that fails,
// so a blank e-mail yields 'Is required.' alone. zod's own `abort: true` is avoided on
// purpose: it marks the issue as aborting, which also stops the object-level refinements
// (confirm password, client-only fields) from running until every field is valid.

// A missing or null value reads as "not filled in"; any other wrong type is invalid.
export const requiredOrInvalid = (issue: { input?: unknown }): string =>
  issue.input === undefined || issue.input === null || issue.input === ''
    ? MESSAGES.REQUIRED
    : MESSAGES.INVALID

export type TextRule = readonly [passes: (value: string) => boolean, message: string]

export const rule = {
  filled: [(value) => value.length > 0, MESSAGES.REQUIRED] as TextRule,
  maxLength: (max: number, message: string = MESSAGES.INVALID): TextRule => [
    (value) => value.length <= max,
    message,
  ],
  minLength: (min: number, message: string = MESSAGES.INVALID): TextRule => [
    (value) => value.length >= min,
    message,
  ],
  matches: (pattern: RegExp, message: string = MESSAGES.INVALID): TextRule => [
    (value) => pattern.test(value),
    message,
  ],
} as const

/**
 * Control characters nobody types: NUL (which Postgres cannot store in text) and the other
 * C0 codes, except tab and line breaks, which multi-line fields keep.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

const noControlCharacters: TextRule = [(value) => !CONTROL_CHARACTERS.test(value), MESSAGES.INVALID]

/**
 * A string checked by `rules` in order, reporting only the first failure. Trimmed unless
 * `trim: false`. Text with a control character is invalid whatever the rules say.
 */
export const textField = (rules: readonly TextRule[], options: { trim?: boolean } = {}) => {
  const base = z.string({ error: requiredOrInvalid })
  return (options.trim === false ? base : base.trim()).superRefine((value, ctx) => {
    for (const [passes, message] of [...rules, noControlCharacters]) {
      if (!passes(value)) {
        ctx.addIssue({ code: 'custom', message })
        return
      }
    }
  })
}

/** Trimmed, non-empty text up to `max` characters. */
export const requiredText = (max: number = LIMITS.SHORT_TEXT_MAX) =>
  textField([rule.filled, rule.maxLength(max)])

/** Trimmed text that may be blank; used where another field decides whether it is required. */
export const optionalText = (max: number = LIMITS.SHORT_TEXT_MAX) =>
  textField([rule.maxLength(max)])

export const emailSchema = textField([
  rule.filled,
  rule.maxLength(LIMITS.EMAIL_MAX),
  rule.matches(EMAIL_PATTERN),
])

// Not trimmed: a space is a character the policy rejects, not padding.
export const passwordSchema = textField(
  [rule.filled, rule.matches(PASSWORD_PATTERN, MESSAGES.PASSWORD_RULE)],
  { trim: false },
)

export const emailCodeSchema = textField([
  rule.filled,
  rule.matches(CODE_PATTERN, MESSAGES.CODE_LENGTH),
])

// Spec §5: the SMS code has a minimum of 6, not an exact length (providers may send longer).
export const smsCodeSchema = textField([
  rule.filled,
  rule.minLength(LIMITS.SMS_CODE_MIN, MESSAGES.CODE_LENGTH),
  rule.maxLength(LIMITS.SMS_CODE_MAX),
  rule.matches(/^\d+$/),
])

const phoneDigitsInRange = (value: string): boolean => {
  const digits = value.replace(/\D/g, '').length
  return digits >= LIMITS.PHONE_DIGITS_MIN && digits <= LIMITS.PHONE_DIGITS_MAX
}

export const phoneNumberSchema = textField([
  rule.filled,
  rule.maxLength(LIMITS.PHONE_INPUT_MAX),
  rule.matches(PHONE_NUMBER_PATTERN),
  [phoneDigitsInRange, MESSAGES.INVALID],
])

export const homePageSchema = textField([
  rule.filled,
  rule.maxLength(LIMITS.URL_MAX),
  rule.matches(HOMEPAGE_PATTERN),
])

/** The largest id a Postgres INTEGER column holds: a larger number cannot name a row. */
export const DB_ID_MAX = 2_147_483_647

export const idSchema = z.number({ error: requiredOrInvalid }).int().positive().max(DB_ID_MAX)

/** A row id in a path or query string ("12" -> 12), within what the column can hold. */
export const queryIdSchema = () =>
  z.coerce
    .number({ error: MESSAGES.INVALID })
    .int({ error: MESSAGES.INVALID })
    .positive({ error: MESSAGES.INVALID })
    .max(DB_ID_MAX, { error: MESSAGES.INVALID })

/** A chosen option: the form keeps `null` until something is picked. */
export const idRefSchema = z.object({ id: idSchema }, { error: requiredOrInvalid })
export type IdRef = z.infer<typeof idRefSchema>

export const idValueSchema = z.object(
  { id: idSchema, value: z.string({ error: requiredOrInvalid }) },
  { error: requiredOrInvalid },
)
export type IdValue = z.infer<typeof idValueSchema>

/**
 * A select whose empty state is `null`: input type admits null so form defaults type-check,
 * output type does not, and null reads 'Is required.'.
 */
export const requiredChoice = <T extends z.ZodType>(schema: T) =>
  schema.nullable().transform((value, ctx): z.output<T> => {
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.REQUIRED })
      return z.NEVER
    }
    return value
  })

// Issue #26: its message comes from the catalogue like every other field's, so a Korean reader
// never sees zod's own English ("Invalid ISO datetime").
export const isoDateTimeSchema = z.iso.datetime({ offset: true, error: MESSAGES.INVALID })

/**
 * The earliest year of a date a client sends (birth dates, filming dates, filters). Postgres
 * has no year 0: "0000-01-01", which JavaScript reads as 1 BC, passes a date format check and
 * then fails the query. Nothing the service dates is older than this.
 */
export const DATE_YEAR_MIN = 1900

/** A YYYY-MM-DD date or ISO date-time whose year is DATE_YEAR_MIN or later. */
export const isSupportedYear = (isoDate: string): boolean =>
  Number(isoDate.slice(0, 4)) >= DATE_YEAR_MIN

/**
 * `when` for object-level refinements: run them even while fields are invalid (so a form
 * shows cross-field errors at once), but never on a body that is not an object at all.
 */
export const isObjectPayload = (payload: { value: unknown }): boolean =>
  typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value)

/** Query-string integer ("3" -> 3). */
export const queryInt = () =>
  z.coerce.number({ error: MESSAGES.INVALID }).int({ error: MESSAGES.INVALID })

/**
 * `page` and `pageSize` of a paginated list's query string (1-based page), shared so every
 * list reads them the same way.
 */
export const pageQueryFields = (
  defaultSize: number = LIMITS.PAGE_SIZE_DEFAULT,
  maxSize: number = LIMITS.PAGE_SIZE_MAX,
) => ({
  page: queryInt().min(1, { error: MESSAGES.INVALID }).default(1),
  pageSize: queryInt()
    .min(1, { error: MESSAGES.INVALID })
    .max(maxSize, { error: MESSAGES.INVALID })
    .default(defaultSize),
})

/** Query-string boolean: only 'true' and 'false' (and real booleans) are accepted. */
export const queryBoolean = () =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
    error: MESSAGES.INVALID,
  })

// ---- envelope -------------------------------------------------------------

/** Every answer: `{ data, message }` (spec §7 reads data.* and message). */
export const envelopeSchema = <T extends z.ZodType>(dataSchema: T) =>
  z.object({ data: dataSchema, message: z.string() })
export type Envelope<T> = { data: T; message: string }

/** Answers whose body carries only a message (spec §7 "not shown"). */
export const messageOnlyResponseSchema = envelopeSchema(z.null())
export type MessageOnlyResponse = z.infer<typeof messageOnlyResponseSchema>

/**
 * Error answer. `code` is one of ERROR_CODES but typed as string so an older web build
 * still parses a newer API's codes; `fields` holds the first message per invalid field.
 */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
})
export type ApiError = z.infer<typeof apiErrorSchema>

export const paginatedSchema = <T extends z.ZodType>(itemSchema: T) =>
  z.object({
    items: z.array(itemSchema),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
  })

/** First message per field path ("categoryTwoDepth.0.id"), the way the forms show errors. */
export const firstErrorByField = (error: z.ZodError): Record<string, string> => {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.')
    if (!(key in fields)) fields[key] = issue.message
  }
  return fields
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

/** E.164 from a dialling code and a national number as typed ("82", "010-1234-5678" -> "+821012345678"). */
export const toE164 = (countryCode: string, phoneNumber: string): string => {
  const national = phoneNumber.replace(/\D/g, '').replace(/^0+/, '')
  return `+${countryCode.replace(/\D/g, '')}${national}`
}
