// Cities (info type 18) of every country, children of their country's item. Ids are
// not computed here: the seed keeps the id a city got the first time, keyed by `code`
// (apply.ts), so a newer data set cannot move anyone's city.
import { createRequire } from 'node:module'
import type { CountrySeed } from './countries.js'
import { koreaCities } from './korea-cities.js'
import type { CitySeed } from './seed-row.js'

const KOREA = 'KR'

// The package's API builds an object per city and loads every file on import; its raw
// assets (pinned version 3.2.1) are read directly instead, several times faster.
type RawCity = [name: string, countryCode: string, stateCode: string, ...rest: unknown[]]
interface RawState {
  name: string
  isoCode: string
  countryCode: string
}
const requireAsset = createRequire(import.meta.url)
const loadCities = () => requireAsset('country-state-city/lib/assets/city.json') as RawCity[]
const loadStates = () => requireAsset('country-state-city/lib/assets/state.json') as RawState[]

interface NamedCity {
  name: string
  stateCode: string
  value: string
  /** Only Korea's cities have Korean names (korea-names-ko.ts); others show `value`. */
  valueKo?: string
}

/** Case- and accent-insensitive sort key ("Ōsaka" sorts with "Osaka"). */
const sortKey = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()

function byName(cities: NamedCity[]): NamedCity[] {
  const keyed = cities.map((city) => ({
    city,
    key: `${sortKey(city.value)}\u0000${city.stateCode}`,
  }))
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  return keyed.map(({ city }) => city)
}

function named(rows: readonly RawCity[], stateNames: ReadonlyMap<string, string>): NamedCity[] {
  const seen = new Map<string, number>()
  for (const [name] of rows) seen.set(name, (seen.get(name) ?? 0) + 1)
  // A name used in several states ("Springfield") gets its state so the list can tell them apart.
  return rows.map(([name, countryCode, stateCode]) => {
    const shared = (seen.get(name) ?? 0) > 1
    const state = stateNames.get(`${countryCode}-${stateCode}`) ?? stateCode
    return { name, stateCode, value: shared ? `${name}, ${state}` : name }
  })
}

/**
 * Korea from korea-cities.ts in its regional order; other countries from
 * country-state-city sorted by name; a country without cities in the data set (Hong
 * Kong, Macao, Puerto Rico, ...) gets one entry named after itself.
 */
export function buildCities(countries: readonly CountrySeed[]): CitySeed[] {
  const byCountry = new Map<string, RawCity[]>()
  for (const city of loadCities()) {
    const list = byCountry.get(city[1])
    if (list) list.push(city)
    else byCountry.set(city[1], [city])
  }
  const stateNames = new Map(
    loadStates().map((state) => [`${state.countryCode}-${state.isoCode}`, state.name]),
  )
  const cities: CitySeed[] = []
  for (const { alpha2, isoNumeric, row: country } of countries) {
    const list =
      alpha2 === KOREA ? koreaCities() : byName(named(byCountry.get(alpha2) ?? [], stateNames))
    if (list.length === 0) {
      cities.push({
        code: alpha2,
        value: country.value,
        valueKo: country.valueKo,
        parentId: country.id,
        isoNumeric,
        sortOrder: 1,
      })
      continue
    }
    list.forEach(({ name, stateCode, value, valueKo }, index) => {
      cities.push({
        code: `${alpha2}-${stateCode}:${name}`,
        value,
        valueKo: valueKo ?? null,
        parentId: country.id,
        isoNumeric,
        sortOrder: index + 1,
      })
    })
  }
  return cities
}
