// Every ISO 3166-1 country (plus Kosovo, which i18n-iso-countries lists under the
// user-assigned numeric code 983) as a type-100 info item: English name, dialling
// code and the url of its flag served by the API.
import { createRequire } from 'node:module'
// The package's main entry registers all ~80 locales (about a second); only English and
// Korean are used.
import countries from 'i18n-iso-countries/index.js'
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js'
import { COUNTRY_INFO_TYPE } from '@cnm/contracts'
import { flagUrl } from '../../modules/infos/index.js'
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

// The library's Korean names are partly dated or unofficial ("러시아연방", "폴랜드", "중화민국");
// these follow the spellings Korean readers know (National Institute of Korean Language).
// prettier-ignore
const KOREAN_NAME_OVERRIDES: Readonly<Record<string, string>> = {
  AE: '아랍에미리트', AG: '앤티가 바부다', AQ: '남극', AS: '아메리칸사모아', BL: '생바르텔레미',
  BQ: '카리브 네덜란드', CD: '콩고민주공화국', CF: '중앙아프리카공화국', CV: '카보베르데',
  CW: '퀴라소', CY: '키프로스', CZ: '체코', ET: '에티오피아', FK: '포클랜드 제도', FO: '페로 제도',
  GE: '조지아', GI: '지브롤터', GL: '그린란드', GS: '사우스조지아 사우스샌드위치 제도',
  GW: '기니비사우', HM: '허드 맥도널드 제도', IO: '영국령 인도양 지역', KG: '키르기스스탄',
  KI: '키리바시', KN: '세인트키츠 네비스', KY: '케이맨 제도', LC: '세인트루시아', MF: '생마르탱',
  MH: '마셜 제도', MK: '북마케도니아', MP: '북마리아나 제도', PG: '파푸아뉴기니',
  PL: '폴란드', PM: '생피에르 미클롱', PN: '핏케언 제도', PT: '포르투갈', RU: '러시아',
  SB: '솔로몬 제도', SH: '세인트헬레나', SJ: '스발바르 얀마옌', SL: '시에라리온', SM: '산마리노',
  ST: '상투메 프린시페', SX: '신트마르턴', SZ: '에스와티니', TC: '터크스 케이커스 제도',
  TF: '프랑스령 남방 및 남극 지역', TK: '토켈라우', TM: '투르크메니스탄', TN: '튀니지',
  TR: '튀르키예', TV: '투발루', TW: '대만', UM: '미국령 군소 제도', VC: '세인트빈센트 그레나딘',
  WF: '왈리스 푸투나', ZA: '남아프리카공화국', ZW: '짐바브웨',
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

const requireLocale = createRequire(import.meta.url)
countries.registerLocale(requireLocale('i18n-iso-countries/langs/en.json'))
countries.registerLocale(requireLocale('i18n-iso-countries/langs/ko.json'))

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
  const koreanNames = countries.getNames('ko', { select: 'official' })
  const seeds = Object.keys(countries.getAlpha2Codes()).map((alpha2) => {
    const numeric = Number(countries.alpha2ToNumeric(alpha2))
    const name = NAME_OVERRIDES[alpha2] ?? names[alpha2]
    if (!Number.isInteger(numeric) || numeric <= 0 || !name) {
      throw new Error(`incomplete ISO data for ${alpha2}`)
    }
    const nameKo = KOREAN_NAME_OVERRIDES[alpha2] ?? koreanNames[alpha2]
    if (!nameKo) throw new Error(`no Korean name for ${alpha2}`)
    return { alpha2, isoNumeric: numeric, name, nameKo }
  })
  const byName = new Intl.Collator('en', { sensitivity: 'base' })
  seeds.sort((a, b) => byName.compare(a.name, b.name))
  return seeds.map(({ alpha2, isoNumeric, name, nameKo }, index) => ({
    alpha2,
    isoNumeric,
    row: {
      id: countryId(isoNumeric),
      type: COUNTRY_INFO_TYPE,
      value: name,
      valueKo: nameKo,
      parentId: null,
      number: diallingCode(alpha2),
      url: flagUrl(alpha2),
      code: alpha2,
      sortOrder: index + 1,
    },
  }))
}
