// Info item ids are part of the API contract (spec §3/§9 fix categories 2, 37 and 38;
// users store the ids they picked), so every id is chosen here, never generated, and
// never reused or renumbered. The ranges keep types apart so a new item can always
// be appended without touching anyone else's ids. See docs/decisions/0009-reference-data.md.
import type { INFO_TYPE } from '@cnm/contracts'

/** First-level categories (type 7) use 1-36; 2 is the clients' professional category. */
export const CATEGORY_ID_RANGE = { first: 1, last: 36 } as const
/** Second-level categories (type 8) use 37-999; 37 and 38 are the professional ones. */
export const CATEGORY_DEPTH_ID_RANGE = { first: 37, last: 999 } as const

/** Countries (type 100): 1000 + ISO 3166-1 numeric code, so South Korea (410) is 1410. */
export const COUNTRY_ID_BASE = 1000

/** The other lists: type × 10 000 + n (n = 1..9 999), e.g. keyword n is 100 000 + n. */
export const LIST_ID_BLOCK = 10_000

/**
 * Cities (type 18): 1 000 000 000 + ISO numeric × 1 000 000 + n, so every country owns
 * a block of a million ids (the largest country in the data set has about 20 000 cities)
 * and Korea's cities read 1 410 xxx xxx. The highest possible id, 1 983 999 999, fits
 * Postgres' integer.
 */
export const CITY_ID_BASE = 1_000_000_000
export const CITY_BLOCK = 1_000_000

export type ListType = Exclude<
  (typeof INFO_TYPE)[keyof typeof INFO_TYPE],
  typeof INFO_TYPE.CATEGORY | typeof INFO_TYPE.CATEGORY_DEPTH | typeof INFO_TYPE.CITY
>

export function listItemId(type: ListType, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n >= LIST_ID_BLOCK) {
    throw new Error(`list item number ${n} of type ${type} is outside 1..${LIST_ID_BLOCK - 1}`)
  }
  return type * LIST_ID_BLOCK + n
}

export function countryId(isoNumeric: number): number {
  return COUNTRY_ID_BASE + isoNumeric
}

export function cityIdBlock(isoNumeric: number): { first: number; last: number } {
  const first = CITY_ID_BASE + isoNumeric * CITY_BLOCK + 1
  return { first, last: first + CITY_BLOCK - 2 }
}

/** Name of the seed_state row whose checksum caches key on. */
export const REFERENCE_SEED_NAME = 'reference-data'
