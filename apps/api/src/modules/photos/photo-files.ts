// Judges an uploaded file by its bytes, never by its name or declared type (issue #14,
// ADR 0017): the magic numbers say what it is, the header says how big it is, and the
// tail says whether it arrived whole. Nothing here decodes the pixels, so the upload
// answers quickly; the processing job decodes them with sharp's pixel limit on.
import sharp from 'sharp'
import { MODEL_PHOTO_LIMITS, MODEL_PHOTO_MESSAGES } from '@cnm/contracts'
import { HttpError } from '../../lib/http-error.js'

export type PhotoFormat = 'jpeg' | 'png' | 'webp'

export const PHOTO_CONTENT_TYPES: Readonly<Record<PhotoFormat, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
}

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte)

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1')

// ISO-BMFF brands of HEIF/HEIC/AVIF still images ("ftyp" box at offset 4).
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
])

export type SniffResult = { format: PhotoFormat } | { refused: 'heic' | 'unsupported' }

/** What the file is, from its first bytes. */
export function sniffPhoto(bytes: Buffer): SniffResult {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { format: 'jpeg' }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { format: 'png' }
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { format: 'webp' }
  if (ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) {
    return { refused: 'heic' }
  }
  return { refused: 'unsupported' }
}

/**
 * Whether the file ends the way its format ends. A JPEG cut short lacks its end-of-image
 * marker (FF D9 cannot occur inside entropy-coded data), a PNG its IEND chunk, a WebP
 * the length its RIFF header promises. Some cameras append data after the JPEG's end,
 * so the marker is looked for near the end, not only in the last two bytes.
 */
export function looksComplete(bytes: Buffer, format: PhotoFormat): boolean {
  if (format === 'jpeg') {
    const tail = bytes.subarray(Math.max(0, bytes.length - 64 * 1024))
    return tail.includes(Buffer.from([0xff, 0xd9]))
  }
  if (format === 'png') {
    return bytes.subarray(Math.max(0, bytes.length - 64)).includes(Buffer.from('IEND', 'latin1'))
  }
  return bytes.length >= 12 && bytes.readUInt32LE(4) + 8 <= bytes.length
}

export interface CheckedPhoto {
  format: PhotoFormat
  width: number
  height: number
}

const refuse = (message: string, statusCode = 400) =>
  new HttpError('VALIDATION_FAILED', message, { statusCode, fields: { file: message } })

/**
 * Accepts a JPEG, PNG or WebP that is whole and at most 40 megapixels, or throws the
 * HttpError the user should see. Reads the header only (no pixel decoding).
 */
export async function checkPhoto(bytes: Buffer): Promise<CheckedPhoto> {
  const sniffed = sniffPhoto(bytes)
  if ('refused' in sniffed) {
    throw refuse(
      sniffed.refused === 'heic' ? MODEL_PHOTO_MESSAGES.HEIC : MODEL_PHOTO_MESSAGES.UNSUPPORTED,
      415,
    )
  }
  let width: number | undefined
  let height: number | undefined
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
    if (metadata.format !== sniffed.format) throw new Error(`format ${metadata.format}`)
    width = metadata.width
    height = metadata.height
  } catch {
    throw refuse(MODEL_PHOTO_MESSAGES.DAMAGED)
  }
  if (!width || !height) throw refuse(MODEL_PHOTO_MESSAGES.DAMAGED)
  // Checked on the header's numbers, before anything allocates pixels (a decompression bomb).
  if (width * height > MODEL_PHOTO_LIMITS.MAX_PIXELS) {
    throw refuse(MODEL_PHOTO_MESSAGES.TOO_MANY_PIXELS)
  }
  if (!looksComplete(bytes, sniffed.format)) throw refuse(MODEL_PHOTO_MESSAGES.DAMAGED)
  return { format: sniffed.format, width, height }
}
