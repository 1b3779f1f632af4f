// Image files for the photo tests, good and bad, made in memory.
import { deflateSync } from 'node:zlib'
import sharp from 'sharp'

/** A JPEG with camera EXIF and a GPS position, rotated by its EXIF orientation tag. */
export function jpegWithGps(
  options: { width?: number; height?: number; orientation?: number } = {},
): Promise<Buffer> {
  return sharp({
    create: {
      width: options.width ?? 800,
      height: options.height ?? 600,
      channels: 3,
      background: { r: 200, g: 120, b: 90 },
    },
  })
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: options.orientation ?? 1 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Serial 12345' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '37/1 33/1 5940/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '126/1 58/1 4680/100',
      },
    })
    .toBuffer()
}

export function pngOf(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 10, g: 80, b: 160, alpha: 1 } },
  })
    .png()
    .toBuffer()
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return (crc ^ 0xffffffff) >>> 0
}

/**
 * A decompression bomb: a small, valid-looking PNG whose header says 30,000 x 30,000
 * (900 megapixels, 2.7 GB once decoded). Its first rows are real deflate data.
 */
export function pngBomb(side = 30_000): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  const rows = deflateSync(Buffer.alloc((side * 3 + 1) * 16))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** The first bytes of an iPhone HEIC photo: an ISO-BMFF "ftyp" box with the heic brand. */
export function heicHeader(): Buffer {
  const box = Buffer.alloc(24)
  box.writeUInt32BE(24, 0)
  box.write('ftypheic', 4, 'latin1')
  box.write('mif1heic', 16, 'latin1')
  return Buffer.concat([box, Buffer.alloc(4096)])
}

/**
 * Whether an EXIF block (as sharp's metadata().exif gives it) points to a GPS IFD: tag
 * 0x8825 among the entries of IFD0, read in the block's own byte order.
 */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false
  const tiff = exif.subarray(exif.indexOf('Exif\0\0', 0, 'latin1') + 6)
  const little = tiff.toString('latin1', 0, 2) === 'II'
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset))
  const u32 = (offset: number) => (little ? tiff.readUInt32LE(offset) : tiff.readUInt32BE(offset))
  const ifd0 = u32(4)
  const entries = u16(ifd0)
  for (let index = 0; index < entries; index += 1) {
    if (u16(ifd0 + 2 + index * 12) === 0x8825) return true
  }
  return false
}
