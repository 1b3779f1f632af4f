// Portrait placeholders for the demo directory (issue #14 "Demo data"): drawn as SVG,
// rendered to JPEG by sharp, then stored and processed exactly like an upload, so demo
// profiles exercise the same files, variants and placeholders as real ones.
import sharp from 'sharp'
import type { PrismaClient } from '../../db/prisma.js'
import { systemClock } from '../../lib/clock.js'
import type { FileStorage } from '../../lib/storage/storage.js'
import { makeVariants, uploadPhoto, type PhotoLog } from './photos.service.js'

export interface DemoPhotoDeps {
  prisma: PrismaClient
  storage: FileStorage
  log: PhotoLog
}

/** Same seed, same picture: a stable palette drawn from a small integer. */
function palette(seed: number) {
  const hue = (seed * 47) % 360
  return {
    top: `hsl(${hue}, 55%, 72%)`,
    bottom: `hsl(${(hue + 40) % 360}, 45%, 38%)`,
    figure: `hsl(${(hue + 200) % 360}, 25%, ${18 + (seed % 4) * 6}%)`,
    shirt: `hsl(${(hue + 160) % 360}, 35%, ${30 + (seed % 3) * 8}%)`,
  }
}

/** A 3:4 portrait placeholder (gradient backdrop, head-and-shoulders silhouette) as JPEG. */
export function renderDemoPortrait(
  seed: number,
  size: { width: number; height: number } = { width: 900, height: 1200 },
): Promise<Buffer> {
  const colours = palette(seed)
  const { width: w, height: h } = size
  const headX = w / 2 + ((seed % 5) - 2) * (w / 40)
  const hair =
    seed % 3 === 0
      ? `<ellipse cx="${headX}" cy="${h * 0.33}" rx="${w * 0.17}" ry="${h * 0.15}" fill="${colours.figure}"/>`
      : ''
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0.3" y2="1">
    <stop offset="0" stop-color="${colours.top}"/><stop offset="1" stop-color="${colours.bottom}"/>
  </linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  ${hair}
  <ellipse cx="${headX}" cy="${h * 0.37}" rx="${w * 0.13}" ry="${h * 0.13}" fill="${colours.figure}"/>
  <rect x="${headX - w * 0.05}" y="${h * 0.47}" width="${w * 0.1}" height="${h * 0.08}" fill="${colours.figure}"/>
  <path d="M ${w * 0.12} ${h} C ${w * 0.14} ${h * 0.66}, ${w * 0.3} ${h * 0.56}, ${w / 2} ${h * 0.55}
           C ${w * 0.7} ${h * 0.56}, ${w * 0.86} ${h * 0.66}, ${w * 0.88} ${h} Z" fill="${colours.shirt}"/>
</svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer()
}

/**
 * Adds `count` generated portraits to a profile through the upload path (checks, storage,
 * rows, positions, cover) and processes them in this process, so they are ready when
 * this resolves. For the demo seed; resolves with the photo ids in order.
 */
export async function addDemoPhotos(
  deps: DemoPhotoDeps,
  profileId: number,
  options: { count?: number; seed?: number; size?: { width: number; height: number } } = {},
): Promise<string[]> {
  const count = options.count ?? 3
  const seed = options.seed ?? profileId
  // Processing runs right here, so nothing is queued.
  const photoDeps = { ...deps, clock: systemClock, jobs: { send: async () => null } }
  const ids: string[] = []
  for (let index = 0; index < count; index += 1) {
    const portrait = await renderDemoPortrait(seed * 7 + index, options.size)
    const row = await uploadPhoto(photoDeps, profileId, portrait)
    await makeVariants(photoDeps, row.id)
    ids.push(row.id)
  }
  return ids
}
