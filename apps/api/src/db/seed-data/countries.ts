// Every ISO 3166-1 country (plus Kosovo, which i18n-iso-countries lists under the
// user-assigned numeric code 983) as a type-100 info item: English name, dialling
// code and the url of its flag served by the API.
import { createRequire } from 'node:module'
// The package's main entry registers all ~80 locales (about a second); only English is used.
import countries from 'i18n-iso-countries/index.js'
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js'
import { COUNTRY_INFO_TYPE } from '@cnm/contracts'
import { flagUrl } from '../../modules/infos/flags.js'
import { countryId } from './id-plan.js'
import type { SeedRow } from './seed-row.js'

// The library's English names are often the formal ones ("Russian Federation",
// "Taiwan, Province of China"); people pick their country by its everyday name.
const NAME_OVERRIDES: Readonly<Record<string, string>> = {
  BN: 'Brunei',
  CD: 'DR Congo',
  CG: 'Congo',
  CI: "Côte d'Ivoire",
  CN: 'China',
  CZ: 'Czechia',
  FK: 'Falkland Islands',
  FM: 'Micronesia',
  GM: 'Gambia',
  IR: 'Iran',
  LA: 'Laos',
  MD: 'Moldova',
  MK: 'North Macedonia',
  PS: 'Palestine',
  RE: 'Réunion',
  RU: 'Russia',
  ST: 'São Tomé and Príncipe',
  SY: 'Syria',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
  VA: 'Vatican City',
  VG: 'British Virgin Islands',
  VI: 'U.S. Virgin Islands',
}

// Territories libphonenumber has no metadata for; each uses the code its phones are
// reached on (Bouvet Island and Pitcairn through Norway's and New Zealand's).
const DIALLING_CODE_FALLBACKS: Readonly<Record<string, string>> = {
  AQ: '672',
  BV: '47',
  GS: '500',
  HM: '672',
  PN: '64',
  TF: '262',
  UM: '1',
}

countries.registerLocale(createRequire(import.meta.url)('i18n-iso-countries/langs/en.json'))

export interface CountrySeed {
  alpha2: string
  isoNumeric: number
  row: SeedRow
}

function diallingCode(alpha2: string): string {
  if (isSupportedCountry(alpha2)) return getCountryCallingCode(alpha2)
  const fallback = DIALLING_CODE_FALLBACKS[alpha2]
  if (!fallback) throw new Error(`no dialling code for ${alpha2}`)
  return fallback
}

/** Countries sorted by English name; sortOrder follows that order. */
export function buildCountries(): CountrySeed[] {
  const names = countries.getNames('en', { select: 'official' })
  const seeds = Object.keys(countries.getAlpha2Codes()).map((alpha2) => {
    const numeric = Number(countries.alpha2ToNumeric(alpha2))
    const name = NAME_OVERRIDES[alpha2] ?? names[alpha2]
    if (!Number.isInteger(numeric) || numeric <= 0 || !name) {
      throw new Error(`incomplete ISO data for ${alpha2}`)
    }
    return { alpha2, isoNumeric: numeric, name }
  })
  const byName = new Intl.Collator('en', { sensitivity: 'base' })
  seeds.sort((a, b) => byName.compare(a.name, b.name))
  return seeds.map(({ alpha2, isoNumeric, name }, index) => ({
    alpha2,
    isoNumeric,
    row: {
      id: countryId(isoNumeric),
      type: COUNTRY_INFO_TYPE,
      value: name,
      parentId: null,
      number: diallingCode(alpha2),
      url: flagUrl(alpha2),
      code: alpha2,
      sortOrder: index + 1,
    },
  }))
}
