// A minor's public profile names the province or state, never the city (ADR 0015). City
// items carry the natural key `KR-11:Gangnam-gu` (country, state code, name; ADR 0009),
// so the province is read from the state part: Korea from our own region list, other
// countries from country-state-city's state list, loaded on first use.
import { createRequire } from 'node:module'
import type { Language } from '@cnm/contracts'
import { KOREA_REGIONS } from '../../db/seed-data/korea-cities.js'
import { KOREA_REGION_NAMES_KO } from '../../db/seed-data/korea-names-ko.js'

interface RawState {
  name: string
  isoCode: string
  countryCode: string
}

const requireAsset = createRequire(import.meta.url)
let stateNames: Map<string, string> | undefined

function otherStateName(countryCode: string, stateCode: string): string | undefined {
  stateNames ??= new Map(
    (requireAsset('country-state-city/lib/assets/state.json') as RawState[]).map((state) => [
      `${state.countryCode}-${state.isoCode}`,
      state.name,
    ]),
  )
  return stateNames.get(`${countryCode}-${stateCode}`)
}

const KOREA_REGION_NAMES = new Map(KOREA_REGIONS.map((region) => [region.stateCode, region.name]))

/**
 * The province of a city item, or null when its code names none (a territory-wide entry
 * such as `HK` is its own province: the caller then shows the country). Korean provinces
 * are named in Korean for a Korean caller (ADR 0022); other countries' states have English
 * names only.
 */
export function provinceOfCity(cityCode: string | null, language: Language = 'en'): string | null {
  const match = /^([A-Z]{2})-([^:]+):/.exec(cityCode ?? '')
  if (!match) return null
  const [, country, state] = match as unknown as [string, string, string]
  if (country === 'KR') {
    const name = KOREA_REGION_NAMES.get(state)
    if (name === undefined) return null
    return language === 'ko' ? (KOREA_REGION_NAMES_KO[name] ?? name) : name
  }
  return otherStateName(country, state) ?? null
}
