import { z } from 'zod'
import { isKoreanClothingSize } from './measurements.js'
import { YOUTUBE_WATCH_PATTERN } from './patterns.js'
import { MESSAGES } from './messages.js'
import { DAY_MS } from './time.js'
import {
  DB_ID_MAX,
  idSchema,
  isObjectPayload,
  isSupportedYear,
  queryIdSchema,
  optionalText,
  requiredText,
  rule,
  textField,
} from './common.js'

// Model profiles (issue #14, docs/decisions/0015-model-profiles.md): the inputs owners
// send, their limits and the rules shared by the form and the API. Answer shapes are in
// models-views.ts, admin shapes in models-admin.ts.

type ValueOf<T> = T[keyof T]

export const MODEL_STATUS = { DRAFT: 'draft', PUBLISHED: 'published', HIDDEN: 'hidden' } as const
export type ModelStatus = ValueOf<typeof MODEL_STATUS>
export const MODEL_STATUS_VALUES = [
  'draft',
  'published',
  'hidden',
] as const satisfies readonly ModelStatus[]

export const MODEL_REVIEW_STATUS = {
  NONE: 'none',
  REQUESTED: 'requested',
  APPROVED: 'approved',
  SENT_BACK: 'sent_back',
} as const
export type ModelReviewStatus = ValueOf<typeof MODEL_REVIEW_STATUS>
export const MODEL_REVIEW_STATUS_VALUES = [
  'none',
  'requested',
  'approved',
  'sent_back',
] as const satisfies readonly ModelReviewStatus[]

export const MODEL_PHOTO_STATUS = { PENDING: 'pending', READY: 'ready', FAILED: 'failed' } as const
export type ModelPhotoStatus = ValueOf<typeof MODEL_PHOTO_STATUS>
export const MODEL_PHOTO_STATUS_VALUES = [
  'pending',
  'ready',
  'failed',
] as const satisfies readonly ModelPhotoStatus[]

export const MODEL_REPORT_STATUS = {
  OPEN: 'open',
  DISMISSED: 'dismissed',
  ACTIONED: 'actioned',
} as const
export type ModelReportStatus = ValueOf<typeof MODEL_REPORT_STATUS>
export const MODEL_REPORT_STATUS_VALUES = [
  'open',
  'dismissed',
  'actioned',
] as const satisfies readonly ModelReportStatus[]

export const MODEL_SORT_VALUES = ['newest', 'liked', 'updated'] as const
export type ModelSort = (typeof MODEL_SORT_VALUES)[number]

// Limits are ours unless the issue names them (bio 1,000, keywords 10, photos 1-20).
// Body ranges only catch typos; they are wide enough for children and tall adults.
export const MODEL_LIMITS = {
  STAGE_NAME_MAX: 50,
  BIO_MAX: 1000,
  KEYWORDS_MAX: 10,
  CATEGORIES_MAX: 10,
  SHOOT_TYPES_MAX: 20,
  YOUTUBE_MAX: 5,
  PHOTOS_MIN: 1,
  PHOTOS_MAX: 20,
  HEIGHT_CM: { min: 40, max: 250 },
  WEIGHT_KG: { min: 2, max: 250 },
  MEASUREMENT_CM: { min: 20, max: 200 },
  SHOE_SIZE_MM: { min: 80, max: 350 },
  AGE: { min: 0, max: 120 },
  INSTAGRAM_MAX: 30,
  GUARDIAN_TEXT_MAX: 100,
  REPORT_DETAILS_MAX: 1000,
  SEARCH_MAX: 100,
  PAGE_SIZE_DEFAULT: 24,
  PAGE_SIZE_MAX: 48,
  // GET /models pages by offset (page numbers in the URL); the offset stops here, so no
  // request makes Postgres walk more than this many rows (ADR 0015).
  LIST_MAX_RESULTS: 10_000,
} as const

/**
 * Korea's Personal Information Protection Act asks for a legal guardian's consent to
 * process the data of a child under 14 (ADR 0015).
 */
export const GUARDIAN_CONSENT_AGE = 14

/**
 * Korea's Civil Act (art. 4, 5): under 19 is a minor, whose contracts (a booking) need a legal
 * representative's consent. The guardian's consent is asked of every profile under this age;
 * under GUARDIAN_CONSENT_AGE it is also the PIPA consent to process the child's data (ADR 0035).
 */
export const CIVIL_MAJORITY_AGE = 19

export const MODEL_MESSAGES = {
  KEYWORDS_MAX: `Choose up to ${MODEL_LIMITS.KEYWORDS_MAX}.`,
  BIO_MAX: `Up to ${MODEL_LIMITS.BIO_MAX.toLocaleString('en-US')} characters.`,
  YOUTUBE_INVALID: 'Enter a YouTube watch link (youtube.com/watch?v=... or youtu.be/...).',
  GUARDIAN_REQUIRED: 'A legal guardian must consent for a model under 19.',
} as const

// Answer messages of the model routes (the envelope's `message`).
export const MODEL_SERVER_MESSAGES = {
  SAVED: 'Your model has been saved.',
  DELETED: 'Your model has been deleted.',
  PUBLISHED: 'Your model is now public.',
  HIDDEN: 'Your model is now hidden.',
  UNHIDDEN: 'Your model is public again.',
  REVIEW_REQUESTED: 'Your review request has been sent. An administrator will review it.',
  REVIEW_ALREADY_REQUESTED: 'A review has already been requested.',
  REVIEW_ALREADY_APPROVED: 'This model has already been reviewed.',
  REVIEW_NEEDS_PUBLISHED: 'Publish your model before requesting a review.',
  REVIEW_HIDDEN_BY_ADMIN:
    'While an administrator keeps your model hidden it cannot be sent for review. Contact us about it.',
  REVIEW_DECIDED: 'The review has been recorded.',
  NOT_PUBLISHABLE: 'Fill in the required fields and choose a cover photo before publishing.',
  ALREADY_IN_STATE: 'Nothing to change.',
  REGISTER_NOT_ALLOWED:
    'Only model accounts and model or entertainment agencies can register models.',
  PROFILE_LIMIT: 'This account has reached its limit of models.',
  CANNOT_LIKE_OWN: 'You cannot like your own model.',
  REVIEW_NOT_REQUESTED: 'This model is not waiting for a review.',
  LIKED: 'Liked.',
  UNLIKED: 'Like removed.',
  REPORTED: 'Thank you. Our team will look at this profile.',
  REPORT_RESOLVED: 'The report has been resolved.',
} as const

// ---- helpers shared by the form and the API ------------------------------------------

export const BIRTH_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/
// Instagram user names: letters, digits, dots and underscores, up to 30; "@" is optional.
export const INSTAGRAM_HANDLE_PATTERN = /^@?[A-Za-z0-9._]{1,30}$/

/** A real calendar date written YYYY-MM-DD (2025-02-30 is not), from DATE_YEAR_MIN on. */
export const isCalendarDate = (value: string): boolean => {
  if (!BIRTH_DATE_PATTERN.test(value) || !isSupportedYear(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** Whole years between a YYYY-MM-DD birth date and `today`, in UTC (spec §9: dates use UTC). */
export const ageOn = (birthDate: string, today: Date): number => {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number]
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0)
}

export const isMinorOn = (birthDate: string, today: Date): boolean =>
  ageOn(birthDate, today) < GUARDIAN_CONSENT_AGE

/** Whether the profile needs its legal guardian's consent (under 19, ADR 0035). */
export const needsGuardianOn = (birthDate: string, today: Date): boolean =>
  ageOn(birthDate, today) < CIVIL_MAJORITY_AGE

/** Minors' public name: the first word of the stage name (ADR 0015). */
export const publicFirstName = (stageName: string): string =>
  stageName.trim().split(/\s+/)[0] ?? stageName

/** "@Mina.K" -> "Mina.K": the handle is stored without its "@". */
export const normalizeInstagram = (handle: string): string => handle.trim().replace(/^@/, '')

// ---- input schemas -------------------------------------------------------------------

const intIn = (range: { min: number; max: number }) =>
  z
    .number({ error: MESSAGES.INVALID })
    .int({ error: MESSAGES.INVALID })
    .min(range.min, { error: MESSAGES.INVALID })
    .max(range.max, { error: MESSAGES.INVALID })

/** Optional info id: null clears it. */
const optionalId = () =>
  z
    .number({ error: MESSAGES.INVALID })
    .int({ error: MESSAGES.INVALID })
    .positive({ error: MESSAGES.INVALID })
    .max(DB_ID_MAX, { error: MESSAGES.INVALID })
    .nullable()

const uniqueIds = (max: number, tooMany: string = MESSAGES.INVALID) =>
  z
    .array(idSchema, { error: MESSAGES.INVALID })
    .max(max, { error: tooMany })
    .refine((ids) => new Set(ids).size === ids.length, { error: MESSAGES.INVALID })

/**
 * A birth date still to come is a typing slip (ages are computed from it). "Today" is read with
 * a day's slack, so a date that is already today in Seoul passes while it is yesterday in UTC.
 */
export const isPastOrToday = (value: string, now: Date = new Date()): boolean =>
  value <= new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10)

/** Whether a birth date as typed (anything) is a real, past date of someone under 19. */
export const needsGuardianBirthDate = (birthDate: unknown, today: Date = new Date()): boolean =>
  typeof birthDate === 'string' &&
  isCalendarDate(birthDate) &&
  isPastOrToday(birthDate, today) &&
  needsGuardianOn(birthDate, today)

/** Whether a birth date as typed (anything) is a real, past date of someone under 14. */
export const isMinorBirthDate = (birthDate: unknown, today: Date = new Date()): boolean =>
  typeof birthDate === 'string' &&
  isCalendarDate(birthDate) &&
  isPastOrToday(birthDate, today) &&
  isMinorOn(birthDate, today)

const birthDateSchema = textField([
  rule.filled,
  [isCalendarDate, MESSAGES.INVALID],
  [(value) => isPastOrToday(value), MESSAGES.INVALID],
]).nullable()

const instagramSchema = textField([
  rule.maxLength(MODEL_LIMITS.INSTAGRAM_MAX + 1),
  [(value) => value === '' || INSTAGRAM_HANDLE_PATTERN.test(value), MESSAGES.INVALID],
]).nullable()

const youtubeUrlsSchema = z
  .array(
    textField([rule.filled, rule.matches(YOUTUBE_WATCH_PATTERN, MODEL_MESSAGES.YOUTUBE_INVALID)]),
    {
      error: MESSAGES.INVALID,
    },
  )
  .max(MODEL_LIMITS.YOUTUBE_MAX, { error: MESSAGES.INVALID })

/** The guardian's consent as the owner records it; the API stamps the time. */
export const guardianConsentInputSchema = z.object(
  {
    name: requiredText(MODEL_LIMITS.GUARDIAN_TEXT_MAX),
    relation: requiredText(MODEL_LIMITS.GUARDIAN_TEXT_MAX),
    contact: requiredText(MODEL_LIMITS.GUARDIAN_TEXT_MAX),
    /** The owner ticks "the guardian consents"; anything but true is no consent. */
    consented: z.literal(true, { error: MESSAGES.REQUIRED }),
  },
  { error: MESSAGES.INVALID },
)
export type GuardianConsentInput = z.infer<typeof guardianConsentInputSchema>

const profileFields = {
  stageName: requiredText(MODEL_LIMITS.STAGE_NAME_MAX),
  genderId: optionalId(),
  birthDate: birthDateSchema,
  heightCm: intIn(MODEL_LIMITS.HEIGHT_CM).nullable(),
  weightKg: intIn(MODEL_LIMITS.WEIGHT_KG).nullable(),
  weightHidden: z.boolean({ error: MESSAGES.INVALID }),
  bustCm: intIn(MODEL_LIMITS.MEASUREMENT_CM).nullable(),
  waistCm: intIn(MODEL_LIMITS.MEASUREMENT_CM).nullable(),
  hipsCm: intIn(MODEL_LIMITS.MEASUREMENT_CM).nullable(),
  shoeSizeMm: intIn(MODEL_LIMITS.SHOE_SIZE_MM).nullable(),
  clothingSizeKr: z
    .number({ error: MESSAGES.INVALID })
    .refine(isKoreanClothingSize, { error: MESSAGES.INVALID })
    .nullable(),
  hairColorId: optionalId(),
  eyeColorId: optionalId(),
  raceId: optionalId(),
  categoryIds: uniqueIds(MODEL_LIMITS.CATEGORIES_MAX),
  detailedCategoryIds: uniqueIds(MODEL_LIMITS.CATEGORIES_MAX),
  shootTypeIds: uniqueIds(MODEL_LIMITS.SHOOT_TYPES_MAX),
  careerId: optionalId(),
  feeId: optionalId(),
  keywordIds: uniqueIds(MODEL_LIMITS.KEYWORDS_MAX, MODEL_MESSAGES.KEYWORDS_MAX),
  cityId: optionalId(),
  // Plain text, trimmed at the ends; line breaks inside are kept.
  bio: textField([rule.maxLength(MODEL_LIMITS.BIO_MAX, MODEL_MESSAGES.BIO_MAX)]),
  instagram: instagramSchema,
  youtubeUrls: youtubeUrlsSchema,
  guardianConsent: guardianConsentInputSchema.nullable(),
}

type OptionalFields = {
  [K in keyof typeof profileFields]: z.ZodOptional<(typeof profileFields)[K]>
}
const optionalFields = Object.fromEntries(
  Object.entries(profileFields).map(([key, schema]) => [key, schema.optional()]),
) as OptionalFields

/**
 * POST /models. Only the stage name is needed to save a draft; the rest is checked
 * again at publish (`missingForPublish`). A birth date under 19 needs the guardian's
 * consent in the same request.
 */
export const modelCreateInputSchema = z
  .object({ ...optionalFields, stageName: profileFields.stageName })
  .superRefine(
    (input, ctx) => {
      if (needsGuardianBirthDate(input.birthDate) && !input.guardianConsent) {
        ctx.addIssue({
          code: 'custom',
          path: ['guardianConsent'],
          message: MODEL_MESSAGES.GUARDIAN_REQUIRED,
        })
      }
    },
    { when: isObjectPayload },
  )
export type ModelCreateInput = z.infer<typeof modelCreateInputSchema>
export type ModelCreateFormInput = z.input<typeof modelCreateInputSchema>

/**
 * PATCH /models/{id}: any subset of the create fields (null clears an optional one),
 * plus the cover photo, which must be one of the profile's ready photos. The minors
 * rule is checked by the API against the stored profile merged with the change.
 */
export const modelUpdateInputSchema = z.object({
  ...optionalFields,
  coverPhotoId: z.uuid({ error: MESSAGES.INVALID }).optional(),
})
export type ModelUpdateInput = z.infer<typeof modelUpdateInputSchema>

/** Fields a profile needs before it can be published, in form order (plus photos). */
export const MODEL_PUBLISH_REQUIRED = [
  'stageName',
  'genderId',
  'birthDate',
  'heightCm',
  'categoryIds',
  'cityId',
  'coverPhotoId',
] as const
export type ModelPublishField =
  (typeof MODEL_PUBLISH_REQUIRED)[number] | 'guardianConsent' | 'photos'

/** What a profile still lacks to be published; the form's progress indicator reads it. */
export const missingForPublish = (
  profile: {
    stageName: string
    genderId: number | null
    birthDate: string | null
    heightCm: number | null
    categoryIds: readonly number[]
    cityId: number | null
    coverPhotoId: string | null
    readyPhotoCount: number
    hasGuardianConsent: boolean
  },
  today: Date,
): ModelPublishField[] => {
  const missing: ModelPublishField[] = []
  if (profile.stageName.trim() === '') missing.push('stageName')
  if (profile.genderId === null) missing.push('genderId')
  if (profile.birthDate === null) missing.push('birthDate')
  if (profile.heightCm === null) missing.push('heightCm')
  if (profile.categoryIds.length === 0) missing.push('categoryIds')
  if (profile.cityId === null) missing.push('cityId')
  if (profile.readyPhotoCount < MODEL_LIMITS.PHOTOS_MIN) missing.push('photos')
  if (profile.coverPhotoId === null) missing.push('coverPhotoId')
  if (
    profile.birthDate !== null &&
    needsGuardianOn(profile.birthDate, today) &&
    !profile.hasGuardianConsent
  ) {
    missing.push('guardianConsent')
  }
  return missing
}

/** POST /models/{id}/reports: a reason of info type 13, optional details. */
export const modelReportInputSchema = z.object({
  reasonId: idSchema,
  details: optionalText(MODEL_LIMITS.REPORT_DETAILS_MAX).optional(),
})
export type ModelReportInput = z.infer<typeof modelReportInputSchema>

export const modelIdParamsSchema = z.object({
  id: queryIdSchema(),
})
export type ModelIdParams = z.infer<typeof modelIdParamsSchema>
