import { z } from 'zod'
import { MESSAGES } from './messages.js'
import { envelopeSchema } from './common.js'
import { MODEL_LIMITS } from './models.js'
import { modelPhotoSchema } from './models-views.js'

// Photo routes of a model profile as the web calls them (issue #14). The photos module
// (upload, processing, storage) answers these shapes.

/** PUT /models/{id}/photos/order: every photo id of the profile, in the new order. */
export const modelPhotoOrderInputSchema = z.object({
  photoIds: z
    .array(z.uuid({ error: MESSAGES.INVALID }), { error: MESSAGES.INVALID })
    .min(1, { error: MESSAGES.INVALID })
    .max(MODEL_LIMITS.PHOTOS_MAX, { error: MESSAGES.INVALID })
    .refine((ids) => new Set(ids).size === ids.length, { error: MESSAGES.INVALID }),
})
export type ModelPhotoOrderInput = z.infer<typeof modelPhotoOrderInputSchema>

/** POST /models/{id}/photos (multipart field `file`) -> data.photo, `pending` until processed. */
export const modelPhotoResponseSchema = envelopeSchema(z.object({ photo: modelPhotoSchema }))

/** The multipart field of POST /models/{id}/photos. */
export const MODEL_PHOTO_FIELD = 'file'
/** What the upload accepts (the API judges the bytes; the picker only filters). */
export const MODEL_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp'
