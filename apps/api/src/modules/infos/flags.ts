// Country flags (3x2 SVGs from country-flag-icons) served by the API itself, so the
// web shows them from its own origin with no outside host (docs/decisions/0009).
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

export interface FlagImage {
  /** SVG text: flags are small, and a small string goes out in one write with the headers. */
  svg: string
  bytes: number
  etag: string
  /** Short content hash; part of the flag URL so a changed image gets a new URL. */
  version: string
}

/** Route of one flag; the country item's url is this path plus `?v=<version>`. */
export const FLAG_PATH_PREFIX = '/infos/flags/'
export const FLAG_ROUTE = `${FLAG_PATH_PREFIX}:file`

// ISO alpha-2, plus the package's few subdivision flags (GB-ENG, ES-CT, ...).
const FLAG_FILE_PATTERN = /^([A-Z]{2}(?:-[A-Z0-9]{1,3})?)\.svg$/

const flagDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')),
  '3x2',
)
const loaded = new Map<string, FlagImage | null>()

/** The flag of an ISO code ("KR"), read once and kept in memory; null when there is none. */
export function flagImage(code: string): FlagImage | null {
  const known = loaded.get(code)
  if (known !== undefined) return known
  let image: FlagImage | null = null
  if (FLAG_FILE_PATTERN.test(`${code}.svg`)) {
    try {
      const file = readFileSync(path.join(flagDir, `${code}.svg`))
      const digest = createHash('sha256').update(file).digest('base64url')
      image = {
        svg: file.toString('utf8'),
        bytes: file.length,
        etag: `"${digest.slice(0, 27)}"`,
        version: digest.slice(0, 10),
      }
    } catch {
      image = null
    }
  }
  // Only real codes are remembered, so probing random names cannot grow the map.
  if (image) loaded.set(code, image)
  return image
}

/** "KR.svg" -> "KR", or null for anything that is not a flag file name. */
export function flagCodeFromFile(file: string): string | null {
  return FLAG_FILE_PATTERN.exec(file)?.[1] ?? null
}

/** The url stored on a country item; relative to the API base (docs/decisions/0009). */
export function flagUrl(code: string): string {
  const image = flagImage(code)
  if (!image) throw new Error(`no flag image for ${code}`)
  return `${FLAG_PATH_PREFIX}${code}.svg?v=${image.version}`
}
