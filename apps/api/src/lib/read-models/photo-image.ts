// How a stored photo is answered (issue #27: below the modules, so the cards and views of
// models, castings, threads, reviews and reports map photos without depending on photos/).
// The photos module decides where files live and who gets which URL; this file only turns a
// row and a URL maker into the contracts' ModelImage and ModelPhoto.
import type { ModelImage, ModelPhoto } from '@cnm/contracts'
import type { ModelPhoto as PhotoRow } from '../../generated/prisma/client.js'

/**
 * Turns a storage key into the URL clients load; the photos module decides where files live
 * and who gets a URL for a withheld one (null: the variant is left out).
 */
export type PhotoUrl = (key: string) => string | null

/** Stored in model_photos.variants. */
export interface StoredVariant {
  width: number
  key: string
  bytes: number
}

const isStoredVariant = (value: unknown): value is StoredVariant =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredVariant).width === 'number' &&
  typeof (value as StoredVariant).key === 'string' &&
  typeof (value as StoredVariant).bytes === 'number'

/** model_photos.variants as written by makeVariants, smallest first; anything else is left out. */
export function storedVariants(value: unknown): StoredVariant[] {
  if (!Array.isArray(value)) return []
  return value.filter(isStoredVariant).sort((a, b) => a.width - b.width)
}

/**
 * What a browser needs to draw a photo without layout shift: variant URLs for srcset
 * (smallest first), intrinsic size, placeholder. Used by every answer that carries a
 * photo: the photo routes, the profile views and the directory's cards.
 */
export function toImageView(
  /** Key -> URL for this viewer; null leaves the variant out (withheld, photo-visibility.ts). */
  storage: { url: (key: string) => string | null },
  row: Pick<PhotoRow, 'placeholder' | 'width' | 'height'> & { variants: unknown },
): ModelImage {
  return {
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    variants: storedVariants(row.variants).flatMap((variant) => {
      const url = storage.url(variant.key)
      return url === null ? [] : [{ width: variant.width, url, bytes: variant.bytes }]
    }),
  }
}

/** A photo as the API answers it. */
export function toPhotoView(
  storage: { url: (key: string) => string | null },
  row: Pick<
    PhotoRow,
    'id' | 'position' | 'status' | 'variants' | 'placeholder' | 'width' | 'height'
  >,
  coverPhotoId: string | null,
): ModelPhoto {
  return {
    ...toImageView(storage, row),
    id: row.id,
    position: row.position,
    status: row.status,
    isCover: row.id === coverPhotoId,
  }
}

/** A photo's image for a card (cover) or a gallery, with URLs from the photos module. */
export const toImage = (
  photo: {
    variants: unknown
    placeholder: string | null
    width: number | null
    height: number | null
  },
  photoUrl: PhotoUrl,
): ModelImage => toImageView({ url: photoUrl }, photo)
