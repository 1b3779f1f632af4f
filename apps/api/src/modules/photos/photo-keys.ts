// Storage keys of photo files (ADR 0017). Everything of one photo lives under its id,
// so deleting a photo is deleting one prefix and the cleanup job can tell an orphan by
// the id alone. Variant names carry a hash of their bytes: a URL never changes content,
// so it is cached as immutable.
import type { PhotoFormat } from './photo-files.js'

const EXTENSIONS: Readonly<Record<PhotoFormat, string>> = { jpeg: 'jpg', png: 'png', webp: 'webp' }

export const ORIGINALS_PREFIX = 'originals/'
export const VARIANTS_PREFIX = 'variants/'
/**
 * Variants of a profile that is not public (ADR 0017 addendum): moved here, out of the
 * public prefix, so their public URLs answer 404. Never served as they are: only through
 * the API's signed, expiring route, to the owner and administrators.
 */
export const WITHHELD_PREFIX = 'withheld/'

/** The file as uploaded; private (it may carry GPS), never served. */
export const originalKey = (photoId: string, contentHash: string, format: PhotoFormat) =>
  `${ORIGINALS_PREFIX}${photoId}/${contentHash.slice(0, 32)}.${EXTENSIONS[format]}`

export const variantKey = (photoId: string, variantHash: string, width: number) =>
  `${VARIANTS_PREFIX}${photoId}/${variantHash.slice(0, 16)}-${width}.webp`

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

/** The only keys the media route serves: a variant, by its exact shape. */
export const SERVABLE_KEY = new RegExp(`^variants/${UUID}/[0-9a-f]{16}-[0-9]{2,4}\\.webp$`)

/** A withheld variant: a random part the public URL does not carry, then the variant's name. */
export const WITHHELD_KEY = new RegExp(
  `^withheld/${UUID}/[0-9a-f]{16}-[0-9a-f]{16}-[0-9]{2,4}\\.webp$`,
)

export const isWithheldKey = (key: string) => key.startsWith(WITHHELD_PREFIX)

/**
 * Where a public variant goes while its profile is not public. The random part makes the
 * name impossible to derive from the public URL, so even a bucket that answered the whole
 * key space anonymously would not give it away.
 */
export function withheldKeyOf(publicKey: string, nonce: string): string {
  if (!SERVABLE_KEY.test(publicKey)) throw new Error(`photos: not a variant key: ${publicKey}`)
  const [, photoId, name] = publicKey.split('/')
  return `${WITHHELD_PREFIX}${photoId}/${nonce.slice(0, 16)}-${name}`
}

/** The public key a withheld variant goes back to (the same URL as before it was withheld). */
export function publicKeyOf(withheldKey: string): string {
  if (!WITHHELD_KEY.test(withheldKey)) throw new Error(`photos: not a withheld key: ${withheldKey}`)
  const [, photoId, name] = withheldKey.split('/')
  return `${VARIANTS_PREFIX}${photoId}/${name!.slice(17)}`
}

const PHOTO_ID_IN_KEY = new RegExp(`^(?:originals|variants|withheld)/(${UUID})/`)

/** The photo a stored file belongs to, or null for a key this module did not write. */
export function photoIdOfKey(key: string): string | null {
  return PHOTO_ID_IN_KEY.exec(key)?.[1] ?? null
}
