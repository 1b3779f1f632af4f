// Photos for print (comp cards, issue #29): the stored WebP variant closest above the size
// asked for, re-encoded as a JPEG cropped to the frame, since PDF writers take JPEG and PNG
// only. sharp stays inside this module (ADR 0017).
import sharp from 'sharp'
import type { FileStorage } from '../../lib/storage/storage.js'
import { storedVariants } from '../../lib/read-models/photo-image.js'

const PRINT_JPEG_QUALITY = 82

/**
 * A JPEG of the photo cropped to `width` x `height` pixels (cover), or null when none of
 * its variants can be read (still processing, or its file is gone): the card prints a
 * blank frame rather than failing.
 */
export async function photoForPrint(
  storage: Pick<FileStorage, 'get'>,
  variants: unknown,
  frame: { width: number; height: number },
): Promise<Buffer | null> {
  const stored = storedVariants(variants)
  if (stored.length === 0) return null
  const best = stored.find((variant) => variant.width >= frame.width) ?? stored.at(-1)!
  const bytes = await storage.get(best.key)
  if (!bytes) return null
  return sharp(bytes)
    .resize({ width: frame.width, height: frame.height, fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: PRINT_JPEG_QUALITY, mozjpeg: true })
    .toBuffer()
}
