// The sharp side of photo processing (ADR 0017): one decode, oriented by EXIF, with
// every metadata block dropped (sharp writes none unless asked to, so GPS, camera
// serials and comments never reach a variant), WebP variants for srcset and a
// thumbhash placeholder for the card.
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { rgbaToThumbHash } from 'thumbhash'
import { MODEL_PHOTO_LIMITS } from '@cnm/contracts'

export interface RenderedVariant {
  width: number
  height: number
  data: Buffer
  /** sha256 of the bytes, hex: names the file (immutable URL). */
  hash: string
}

export interface RenderedPhoto {
  /** Displayed size, after EXIF rotation. */
  width: number
  height: number
  variants: RenderedVariant[]
  /** Thumbhash, base64. */
  placeholder: string
}

const WEBP_QUALITY = 80
/** Thumbhash works on images of at most 100 x 100. */
const THUMBHASH_MAX = 100

/** The target widths for an image `width` wide: never upscaled, no duplicates. */
export function variantWidths(width: number): number[] {
  const widths = MODEL_PHOTO_LIMITS.VARIANT_WIDTHS.map((target) => Math.min(target, width))
  return [...new Set(widths)]
}

/**
 * Decodes the photo once, scaled down to the largest variant (JPEG shrink-on-load keeps
 * that cheap), and derives the smaller variants and the placeholder from those pixels.
 * Throws on a damaged file or one over the pixel limit.
 */
export async function renderPhoto(original: Buffer): Promise<RenderedPhoto> {
  const input = sharp(original, {
    limitInputPixels: MODEL_PHOTO_LIMITS.MAX_PIXELS,
    // A truncated file is refused; a camera's harmless quirks (warnings) are not.
    failOn: 'truncated',
  }).autoOrient()
  const largest = Math.max(...MODEL_PHOTO_LIMITS.VARIANT_WIDTHS)
  // sRGB pixels with alpha kept (PNG/WebP may be transparent), at most `largest` wide.
  const { data: pixels, info } = await input
    .resize({ width: largest, withoutEnlargement: true })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true })
  const { autoOrient: oriented } = await sharp(original, {
    limitInputPixels: MODEL_PHOTO_LIMITS.MAX_PIXELS,
  }).metadata()
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }

  const variants = await Promise.all(
    variantWidths(oriented.width).map(async (width) => {
      const { data, info: out } = await sharp(pixels, raw)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true })
      return {
        width: out.width,
        height: out.height,
        data,
        hash: createHash('sha256').update(data).digest('hex'),
      }
    }),
  )

  const thumb = await sharp(pixels, raw)
    .resize({ width: THUMBHASH_MAX, height: THUMBHASH_MAX, fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const placeholder = Buffer.from(
    rgbaToThumbHash(thumb.info.width, thumb.info.height, thumb.data),
  ).toString('base64')

  return { width: oriented.width, height: oriented.height, variants, placeholder }
}
