import { z } from 'zod'
import { MESSAGES } from './messages.js'
import {
  envelopeSchema,
  pageQueryFields,
  isObjectPayload,
  isoDateTimeSchema,
  paginatedSchema,
  queryBoolean,
  queryIdSchema,
} from './common.js'
import {
  MODEL_LIMITS,
  MODEL_PHOTO_STATUS_VALUES,
  MODEL_REVIEW_STATUS_VALUES,
  MODEL_SORT_VALUES,
  MODEL_STATUS_VALUES,
} from './models.js'

// Answer shapes of the model routes and the GET /models query. Answers carry no
// transforms, so the API can serialise them and publish them as OpenAPI.
//
// Privacy (ADR 0015): no public shape carries the owner's e-mail or phone, the birth
// date or the guardian; a minor's public name is the first word of the stage name and
// the place is the province only.

/** An info item as shown: id for links and filters, value for the text. */
export const modelInfoRefSchema = z.object({ id: z.number().int(), value: z.string() })
export type ModelInfoRef = z.infer<typeof modelInfoRefSchema>

export const modelPhotoVariantSchema = z.object({
  width: z.number().int().positive(),
  url: z.string(),
  bytes: z.number().int().nonnegative(),
})
export type ModelPhotoVariant = z.infer<typeof modelPhotoVariantSchema>

/** Enough to draw an image without layout shift: intrinsic size, srcset, placeholder. */
export const modelImageSchema = z.object({
  /** WebP widths, smallest first; empty while the photo is still processing. */
  variants: z.array(modelPhotoVariantSchema),
  /** Thumbhash of the photo, base64; null until processed. */
  placeholder: z.string().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
})
export type ModelImage = z.infer<typeof modelImageSchema>

export const modelPhotoSchema = modelImageSchema.extend({
  id: z.uuid(),
  position: z.number().int().nonnegative(),
  status: z.enum(MODEL_PHOTO_STATUS_VALUES),
  isCover: z.boolean(),
})
export type ModelPhoto = z.infer<typeof modelPhotoSchema>

/** One card of /models and of the owner's list. */
export const modelCardSchema = z.object({
  id: z.number().int(),
  /** First name only for a minor. */
  stageName: z.string(),
  age: z.number().int().nullable(),
  heightCm: z.number().int().nullable(),
  /** City name, or the province for a minor. */
  city: z.string().nullable(),
  mainCategory: modelInfoRefSchema.nullable(),
  reviewed: z.boolean(),
  likeCount: z.number().int().nonnegative(),
  cover: modelImageSchema.nullable(),
  isDemo: z.boolean(),
})
export type ModelCard = z.infer<typeof modelCardSchema>

export const modelVideoSchema = z.object({
  url: z.string(),
  /** For the youtube-nocookie embed. */
  videoId: z.string(),
})
export type ModelVideo = z.infer<typeof modelVideoSchema>

/** The agency that represents the model, when an agency client owns the profile. */
export const modelAgencySchema = z.object({
  name: z.string(),
  homePage: z.string().nullable(),
})

/** GET /models/{id}: what anybody may see (owners and admins get the same shape). */
/**
 * A model's reliability (issue #28): the bookings the model side cancelled in the last 12
 * months (booked applications, accepted direct proposals, booked options), from real rows.
 */
export const modelReliabilitySchema = z.object({
  cancelledLast12Months: z.number().int().nonnegative(),
})
export type ModelReliability = z.infer<typeof modelReliabilitySchema>

export const modelPublicProfileSchema = z.object({
  id: z.number().int(),
  stageName: z.string(),
  age: z.number().int().nullable(),
  isMinor: z.boolean(),
  gender: modelInfoRefSchema.nullable(),
  heightCm: z.number().int().nullable(),
  /** Null when unknown or hidden by the owner. */
  weightKg: z.number().int().nullable(),
  bustCm: z.number().int().nullable(),
  waistCm: z.number().int().nullable(),
  hipsCm: z.number().int().nullable(),
  shoeSizeMm: z.number().int().nullable(),
  /** Korean clothing size (44-88 women's, 90-105 men's); measurements.ts gives the international one. */
  clothingSizeKr: z.number().int().nullable(),
  hairColor: modelInfoRefSchema.nullable(),
  eyeColor: modelInfoRefSchema.nullable(),
  race: modelInfoRefSchema.nullable(),
  categories: z.array(modelInfoRefSchema),
  detailedCategories: z.array(modelInfoRefSchema),
  shootTypes: z.array(modelInfoRefSchema),
  career: modelInfoRefSchema.nullable(),
  fee: modelInfoRefSchema.nullable(),
  keywords: z.array(modelInfoRefSchema),
  /** Null for a minor (see province). */
  city: modelInfoRefSchema.nullable(),
  /** Province or state of the city, e.g. "Seoul" or "Gyeonggi-do". */
  province: z.string().nullable(),
  country: modelInfoRefSchema.nullable(),
  bio: z.string(),
  instagram: z.string().nullable(),
  videos: z.array(modelVideoSchema),
  /** Ready photos in order; the cover is flagged. */
  photos: z.array(modelPhotoSchema),
  agency: modelAgencySchema.nullable(),
  reviewed: z.boolean(),
  likeCount: z.number().int().nonnegative(),
  /** Null for guests. */
  likedByMe: z.boolean().nullable(),
  /** The viewer owns the profile (or is an admin) and may edit it. */
  canEdit: z.boolean(),
  reliability: modelReliabilitySchema,
  status: z.enum(MODEL_STATUS_VALUES),
  isDemo: z.boolean(),
  publishedAt: isoDateTimeSchema.nullable(),
  updatedAt: isoDateTimeSchema,
})
export type ModelPublicProfile = z.infer<typeof modelPublicProfileSchema>

export const guardianConsentSchema = z.object({
  name: z.string(),
  relation: z.string(),
  contact: z.string(),
  consentAt: isoDateTimeSchema,
})
export type GuardianConsent = z.infer<typeof guardianConsentSchema>

/**
 * Set while the administrators keep a profile out of every public list and page (a report
 * actioned in the admin console, or the owner's account suspended). Only an administrator
 * can undo it, so the owner's views say so instead of "Published".
 */
export const modelHiddenByAdminSchema = z.object({
  /** When the profile was hidden. */
  at: isoDateTimeSchema,
  /** The reason the administrator gave (the owner was notified of it); null when none is on record. */
  reason: z.string().nullable(),
})
export type ModelHiddenByAdmin = z.infer<typeof modelHiddenByAdminSchema>

/**
 * The owner's (and admins') view: every stored field as the edit form holds it (ids,
 * not names), plus states and what is still missing to publish.
 */
export const modelOwnerProfileSchema = z.object({
  id: z.number().int(),
  ownerId: z.number().int(),
  stageName: z.string(),
  genderId: z.number().int().nullable(),
  birthDate: z.string().nullable(),
  age: z.number().int().nullable(),
  isMinor: z.boolean(),
  heightCm: z.number().int().nullable(),
  weightKg: z.number().int().nullable(),
  weightHidden: z.boolean(),
  bustCm: z.number().int().nullable(),
  waistCm: z.number().int().nullable(),
  hipsCm: z.number().int().nullable(),
  shoeSizeMm: z.number().int().nullable(),
  /** Korean clothing size (44-88 women's, 90-105 men's); measurements.ts gives the international one. */
  clothingSizeKr: z.number().int().nullable(),
  hairColorId: z.number().int().nullable(),
  eyeColorId: z.number().int().nullable(),
  raceId: z.number().int().nullable(),
  categoryIds: z.array(z.number().int()),
  detailedCategoryIds: z.array(z.number().int()),
  shootTypeIds: z.array(z.number().int()),
  careerId: z.number().int().nullable(),
  feeId: z.number().int().nullable(),
  keywordIds: z.array(z.number().int()),
  cityId: z.number().int().nullable(),
  bio: z.string(),
  instagram: z.string().nullable(),
  youtubeUrls: z.array(z.string()),
  guardianConsent: guardianConsentSchema.nullable(),
  status: z.enum(MODEL_STATUS_VALUES),
  reviewStatus: z.enum(MODEL_REVIEW_STATUS_VALUES),
  /** The administrator's reason when the review was sent back. */
  reviewNote: z.string().nullable(),
  reviewRequestedAt: isoDateTimeSchema.nullable(),
  reviewedAt: isoDateTimeSchema.nullable(),
  coverPhotoId: z.uuid().nullable(),
  /** Every photo, processing or failed ones included. */
  photos: z.array(modelPhotoSchema),
  likeCount: z.number().int().nonnegative(),
  /** Field names (contracts MODEL_PUBLISH_REQUIRED, 'photos', 'guardianConsent') still missing. */
  missingForPublish: z.array(z.string()),
  isDemo: z.boolean(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  publishedAt: isoDateTimeSchema.nullable(),
  /** Null unless the administrators hid the profile (whatever `status` says). */
  hiddenByAdmin: modelHiddenByAdminSchema.nullable(),
})
export type ModelOwnerProfile = z.infer<typeof modelOwnerProfileSchema>

/** A row of My Model Management (GET /users/0/models). */
export const modelOwnerSummarySchema = modelCardSchema.extend({
  status: z.enum(MODEL_STATUS_VALUES),
  reviewStatus: z.enum(MODEL_REVIEW_STATUS_VALUES),
  reviewNote: z.string().nullable(),
  photoCount: z.number().int().nonnegative(),
  missingForPublish: z.array(z.string()),
  updatedAt: isoDateTimeSchema,
  /** Null unless the administrators hid the profile (whatever `status` says). */
  hiddenByAdmin: modelHiddenByAdminSchema.nullable(),
})
export type ModelOwnerSummary = z.infer<typeof modelOwnerSummarySchema>

// ---- GET /models query ---------------------------------------------------------------

const queryId = queryIdSchema

const queryRange = (range: { min: number; max: number }) =>
  z.coerce
    .number({ error: MESSAGES.INVALID })
    .int({ error: MESSAGES.INVALID })
    .min(range.min, { error: MESSAGES.INVALID })
    .max(range.max, { error: MESSAGES.INVALID })

const pageFields = pageQueryFields(MODEL_LIMITS.PAGE_SIZE_DEFAULT, MODEL_LIMITS.PAGE_SIZE_MAX)

/** Pages past LIST_MAX_RESULTS are refused: narrow the filters instead (ADR 0015). */
const withinListWindow = (query: { page: number; pageSize: number }) =>
  (query.page - 1) * query.pageSize < MODEL_LIMITS.LIST_MAX_RESULTS

/**
 * GET /models: every filter of /models as a query parameter (the web keeps the same
 * names in its URL). Omitted filters do not filter.
 */
export const modelListQuerySchema = z
  .object({
    categoryId: queryId().optional(),
    detailedCategoryId: queryId().optional(),
    genderId: queryId().optional(),
    ageMin: queryRange(MODEL_LIMITS.AGE).optional(),
    ageMax: queryRange(MODEL_LIMITS.AGE).optional(),
    heightMin: queryRange(MODEL_LIMITS.HEIGHT_CM).optional(),
    heightMax: queryRange(MODEL_LIMITS.HEIGHT_CM).optional(),
    cityId: queryId().optional(),
    hairColorId: queryId().optional(),
    eyeColorId: queryId().optional(),
    raceId: queryId().optional(),
    shootTypeId: queryId().optional(),
    careerId: queryId().optional(),
    feeId: queryId().optional(),
    keywordId: queryId().optional(),
    reviewedOnly: queryBoolean().optional(),
    q: z
      .string({ error: MESSAGES.INVALID })
      .trim()
      .max(MODEL_LIMITS.SEARCH_MAX, { error: MESSAGES.INVALID })
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    sort: z.enum(MODEL_SORT_VALUES, { error: MESSAGES.INVALID }).default('newest'),
    ...pageFields,
  })
  .superRefine(
    (query, ctx) => {
      if (query.ageMin !== undefined && query.ageMax !== undefined && query.ageMin > query.ageMax) {
        ctx.addIssue({ code: 'custom', path: ['ageMax'], message: MESSAGES.INVALID })
      }
      if (
        query.heightMin !== undefined &&
        query.heightMax !== undefined &&
        query.heightMin > query.heightMax
      ) {
        ctx.addIssue({ code: 'custom', path: ['heightMax'], message: MESSAGES.INVALID })
      }
      if (!withinListWindow(query)) {
        ctx.addIssue({ code: 'custom', path: ['page'], message: MESSAGES.INVALID })
      }
    },
    { when: isObjectPayload },
  )
export type ModelListQuery = z.infer<typeof modelListQuerySchema>
export type ModelListQueryInput = z.input<typeof modelListQuerySchema>

/** Filter names of GET /models, in the order the web shows them. */
export const MODEL_LIST_FILTER_KEYS = [
  'categoryId',
  'detailedCategoryId',
  'genderId',
  'ageMin',
  'ageMax',
  'heightMin',
  'heightMax',
  'cityId',
  'hairColorId',
  'eyeColorId',
  'raceId',
  'shootTypeId',
  'careerId',
  'feeId',
  'keywordId',
  'reviewedOnly',
  'q',
] as const satisfies readonly (keyof ModelListQuery)[]

/**
 * The paginated shape plus `totalCapped`: counting stops at LIST_MAX_RESULTS, so a
 * larger match reads "10,000+" instead of costing a full count.
 */
export const modelListSchema = paginatedSchema(modelCardSchema).extend({
  totalCapped: z.boolean(),
})
export type ModelList = z.infer<typeof modelListSchema>
export const modelListResponseSchema = envelopeSchema(modelListSchema)

/** GET /users/0/models: the caller's profiles, newest first. */
export const myModelsQuerySchema = z.object(pageFields)
export type MyModelsQuery = z.infer<typeof myModelsQuerySchema>
export const myModelListSchema = paginatedSchema(modelOwnerSummarySchema)
export type MyModelList = z.infer<typeof myModelListSchema>
export const myModelListResponseSchema = envelopeSchema(myModelListSchema)

/** GET /models/{id} -> data.model */
export const modelPublicResponseSchema = envelopeSchema(
  z.object({ model: modelPublicProfileSchema }),
)
/** POST/PATCH /models, state changes, review request -> data.model (owner view). */
export const modelOwnerResponseSchema = envelopeSchema(z.object({ model: modelOwnerProfileSchema }))

/** POST and DELETE /models/{id}/likes: the caller's state and the exact count after it. */
export const modelLikeSchema = z.object({
  liked: z.boolean(),
  likeCount: z.number().int().nonnegative(),
})
export type ModelLike = z.infer<typeof modelLikeSchema>
export const modelLikeResponseSchema = envelopeSchema(modelLikeSchema)
