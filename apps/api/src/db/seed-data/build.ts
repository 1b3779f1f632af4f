// Everything the seed writes, built in memory, checked against the id plan, and
// fingerprinted: the checksum lets a repeated seed stop early and keys the API's caches.
import { createHash } from 'node:crypto'
import { INFO_TYPE } from '@cnm/contracts'
import { CATEGORIES } from './categories.js'
import { buildCities } from './cities.js'
import { buildCountries } from './countries.js'
import { CATEGORY_DEPTH_ID_RANGE, CATEGORY_ID_RANGE, listItemId } from './id-plan.js'
import { FLAT_LISTS } from './lists.js'
import type { CitySeed, SeedRow } from './seed-row.js'

// Bump when the meaning of the rows changes without the rows changing (e.g. a new
// id rule), so the next seed runs instead of trusting the stored checksum.
const SEED_FORMAT_VERSION = 2

export interface ReferenceData {
  /** Rows with fixed ids, parents before children. */
  rows: SeedRow[]
  /** Cities, whose ids are assigned per natural key when they are written. */
  cities: CitySeed[]
  checksum: string
}

const row = (fields: Omit<SeedRow, 'number' | 'url' | 'code'>): SeedRow => ({
  number: null,
  url: null,
  code: null,
  ...fields,
})

function inRange(id: number, range: { first: number; last: number }, what: string): number {
  if (id < range.first || id > range.last) {
    throw new Error(`${what} id ${id} is outside ${range.first}..${range.last}`)
  }
  return id
}

function categoryRows(): SeedRow[] {
  const first = CATEGORIES.map((category, index) =>
    row({
      id: inRange(category.id, CATEGORY_ID_RANGE, 'category'),
      type: INFO_TYPE.CATEGORY,
      value: category.value,
      valueKo: category.valueKo,
      parentId: null,
      sortOrder: index + 1,
    }),
  )
  const second = CATEGORIES.flatMap((category) =>
    category.children.map(([id, value, valueKo], index) =>
      row({
        id: inRange(id, CATEGORY_DEPTH_ID_RANGE, 'second-level category'),
        type: INFO_TYPE.CATEGORY_DEPTH,
        value,
        valueKo,
        parentId: category.id,
        sortOrder: index + 1,
      }),
    ),
  )
  return [...first, ...second]
}

function listRows(): SeedRow[] {
  return FLAT_LISTS.flatMap(([type, entries]) =>
    entries.map(([n, value, valueKo], index) =>
      row({ id: listItemId(type, n), type, value, valueKo, parentId: null, sortOrder: index + 1 }),
    ),
  )
}

function assertUnique<T>(items: readonly T[], key: (item: T) => string | number, what: string) {
  const seen = new Set<string | number>()
  for (const item of items) {
    const value = key(item)
    if (seen.has(value)) throw new Error(`duplicate ${what}: ${value}`)
    seen.add(value)
  }
}

export function buildReferenceData(): ReferenceData {
  const countries = buildCountries()
  const rows = [...categoryRows(), ...listRows(), ...countries.map((country) => country.row)]
  const cities = buildCities(countries)
  assertUnique(rows, (item) => item.id, 'info item id')
  assertUnique(cities, (city) => city.code, 'city code')

  const hash = createHash('sha256')
  hash.update(JSON.stringify([SEED_FORMAT_VERSION, rows]))
  for (const city of cities) {
    hash.update(
      `\n${city.code}\t${city.value}\t${city.valueKo ?? ''}\t${city.parentId}\t${city.sortOrder}`,
    )
  }
  return { rows, cities, checksum: hash.digest('hex') }
}
