import { z } from 'zod'
import { envelopeSchema } from './common.js'
import { MESSAGES } from './messages.js'
import { MODEL_LIMITS, modelIdParamsSchema } from './models.js'
import { modelPhotoSchema } from './models-views.js'

// Model photos (issue #14 "Photos", ADR 0017): upload limits, the messages a user
// sees about a file, the reorder input and the answers of the photo routes. The photo
// shape itself is in models-views.ts (profiles carry it too).

const MB = 1024 * 1024

export const MODEL_PHOTO_LIMITS = {
  /** Per file, as sent (the issue: 15 MB). */
  MAX_BYTES: 15 * MB,
  /** Width x height (the issue: 40 megapixels; sharp's limitInputPixels). */
  MAX_PIXELS: 40_000_000,
  /** WebP widths made for srcset, smallest first; never wider than the original. */
  VARIANT_WIDTHS: [320, 640, 1280] as const,
  PER_PROFILE: MODEL_LIMITS.PHOTOS_MAX,
} as const

/** The formats a browser file picker may offer (accept="..."); the API judges the bytes. */
export const MODEL_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp'

/** The multipart field of POST /models/{id}/photos. */
export const MODEL_PHOTO_FIELD = 'file'

const FORMATS = 'JPEG, PNG or WebP'

export const MODEL_PHOTO_MESSAGES = {
  NO_FILE: `Choose a photo to upload (${FORMATS}).`,
  UNSUPPORTED: `This file is not a photo we can use. Upload a ${FORMATS} file.`,
  HEIC: `HEIC/HEIF photos (the iPhone default) are not supported yet. Upload a ${FORMATS} file; on an iPhone, choose "Most Compatible" under Settings > Camera > Formats.`,
  TOO_LARGE: `The photo is larger than ${MODEL_PHOTO_LIMITS.MAX_BYTES / MB} MB. Upload a smaller file.`,
  TOO_MANY_PIXELS: `The photo is larger than ${MODEL_PHOTO_LIMITS.MAX_PIXELS / 1_000_000} megapixels. Upload a smaller image.`,
  DAMAGED: 'The file is damaged or incomplete. Upload it again.',
  TOO_MANY: `A model can have up to ${MODEL_PHOTO_LIMITS.PER_PROFILE} photos. Delete one to add another.`,
  UPLOADED: 'Your photo has been uploaded and is being processed.',
  DELETED: 'The photo has been deleted.',
  LAST_OF_PUBLISHED:
    'A published model needs at least one photo. Upload another one first, or hide the model.',
  ORDER_SAVED: 'The photo order has been saved.',
  ORDER_MISMATCH: 'List every photo of this model once, in the order you want.',
  COVER_NOT_READY: 'Choose a photo that has finished processing as the cover.',
  PROCESSING_FAILED: 'We could not process this photo. Delete it and upload it again.',
} as const

/**
 * PUT /models/{id}/photos/order: every photo id of the profile once, in display order,
 * and optionally the cover (a ready photo of the profile).
 */
export const modelPhotoOrderInputSchema = z.object({
  photoIds: z
    .array(z.uuid({ error: MESSAGES.INVALID }), { error: MESSAGES.INVALID })
    .min(1, { error: MODEL_PHOTO_MESSAGES.ORDER_MISMATCH })
    .max(MODEL_PHOTO_LIMITS.PER_PROFILE, { error: MODEL_PHOTO_MESSAGES.ORDER_MISMATCH })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: MODEL_PHOTO_MESSAGES.ORDER_MISMATCH,
    }),
  coverPhotoId: z.uuid({ error: MESSAGES.INVALID }).optional(),
})
export type ModelPhotoOrderInput = z.infer<typeof modelPhotoOrderInputSchema>

export const modelPhotoParamsSchema = modelIdParamsSchema.extend({
  photoId: z.uuid({ error: MESSAGES.INVALID }),
})
export type ModelPhotoParams = z.infer<typeof modelPhotoParamsSchema>

/**
 * POST /models/{id}/photos (202) and GET /models/{id}/photos/{photoId}: `data` is the
 * photo, `pending` until its variants exist.
 */
export const modelPhotoResponseSchema = envelopeSchema(modelPhotoSchema)

/** PUT /models/{id}/photos/order: the photos in their new order and the cover. */
export const modelPhotoOrderResultSchema = z.object({
  coverPhotoId: z.uuid().nullable(),
  photos: z.array(modelPhotoSchema),
})
export type ModelPhotoOrderResult = z.infer<typeof modelPhotoOrderResultSchema>
export const modelPhotoOrderResponseSchema = envelopeSchema(modelPhotoOrderResultSchema)
