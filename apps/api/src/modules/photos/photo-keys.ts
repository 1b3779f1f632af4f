// Storage keys of photo files (ADR 0017). Everything of one photo lives under its id,
// so deleting a photo is deleting one prefix and the cleanup job can tell an orphan by
// the id alone. Variant names carry a hash of their bytes: a URL never changes content,
// so it is cached as immutable.
import type { PhotoFormat } from './photo-files.js'

const EXTENSIONS: Readonly<Record<PhotoFormat, string>> = { jpeg: 'jpg', png: 'png', webp: 'webp' }

export const ORIGINALS_PREFIX = 'originals/'
export const VARIANTS_PREFIX = 'variants/'

/** The file as uploaded; private (it may carry GPS), never served. */
export const originalKey = (photoId: string, contentHash: string, format: PhotoFormat) =>
  `${ORIGINALS_PREFIX}${photoId}/${contentHash.slice(0, 32)}.${EXTENSIONS[format]}`

export const variantKey = (photoId: string, variantHash: string, width: number) =>
  `${VARIANTS_PREFIX}${photoId}/${variantHash.slice(0, 16)}-${width}.webp`

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/** The only keys the media route serves: a variant, by its exact shape. */
export const SERVABLE_KEY = new RegExp(`^variants/${UUID}/[0-9a-f]{16}-[0-9]{2,4}\\.webp$`)

const PHOTO_ID_IN_KEY = new RegExp(`^(?:originals|variants)/(${UUID})/`)

/** The photo a stored file belongs to, or null for a key this module did not write. */
export function photoIdOfKey(key: string): string | null {
  return PHOTO_ID_IN_KEY.exec(key)?.[1] ?? null
}
