import {
  COUNTRY_INFO_TYPE,
  DEFAULT_LANGUAGE,
  INFO_TYPE,
  type CurrentLocation,
  type Language,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { GeoGuess, GeoLocator } from './geoip.js'
import { infoName, placeOf } from '../../lib/read-models/current-user.js'

export interface LocationDeps {
  prisma: Pick<PrismaClient, 'user' | 'infoItem'>
  locate: GeoLocator
}

export interface LocationService {
  /** The signed-in user's saved place, else a guess from the IP address; names in `language`. */
  locate(userId: number | null, ip: string, language?: Language): Promise<CurrentLocation>
}

const UNKNOWN: CurrentLocation = {
  city_name: null,
  country_name: null,
  countryId: null,
  cityId: null,
  source: 'unknown',
}

/**
 * Names our city list may use for a place the GeoIP data names `city`: it says "Suwon" or
 * "Gapyeong County" where the list, and the natural key in `code` ("KR-41:Suwon-si"), say
 * "Suwon-si" and "Gapyeong-gun"; "New York" is "New York City". Most likely first.
 */
export function cityNameCandidates(city: string): string[] {
  const base = city.replace(/ (County|City)$/i, '')
  const county = /county$/i.test(city) ? [`${base}-gun`, `${base} County`] : []
  return [
    ...new Set([city, ...county, base, `${base}-si`, `${base}-gu`, `${base}-gun`, `${base} City`]),
  ]
}

export function createLocationService({ prisma, locate }: LocationDeps): LocationService {
  // The best city of the country for a guess: the natural key with the guessed region first
  // (it tells Gwangju-si, Gyeonggi-do from Gwangju city), then the name as listed, then the
  // natural key in any region. None: the country alone is answered.
  async function findCity(countryId: number, guess: GeoGuess) {
    const wanted = guess.city ?? ''
    const names = cityNameCandidates(wanted)
    const regionKeys = guess.region
      ? names.map((name) => `${guess.countryCode}-${guess.region}:${name}`)
      : []
    const rows = await prisma.infoItem.findMany({
      where: {
        type: INFO_TYPE.CITY,
        parentId: countryId,
        OR: [
          { code: { in: regionKeys } },
          { value: { equals: wanted, mode: 'insensitive' } },
          ...names.map((name) => ({
            code: { endsWith: `:${name}`, mode: 'insensitive' as const },
          })),
        ],
      },
      orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      select: { id: true, value: true, valueKo: true, code: true },
      take: 50,
    })
    const lowerNames = names.map((name) => name.toLowerCase())
    const rank = (row: { value: string; code: string | null }) => {
      const byRegion = regionKeys.indexOf(row.code ?? '')
      if (byRegion >= 0) return byRegion
      if (row.value.toLowerCase() === wanted.toLowerCase()) return names.length
      const byName = lowerNames.indexOf(row.code?.split(':')[1]?.toLowerCase() ?? '')
      return byName >= 0 ? names.length + 1 + byName : Number.POSITIVE_INFINITY
    }
    let best: (typeof rows)[number] | null = null
    for (const row of rows) if (best === null || rank(row) < rank(best)) best = row
    return best
  }

  async function fromProfile(userId: number, language: Language): Promise<CurrentLocation | null> {
    const user = await prisma.user.findFirst({
      where: { id: userId, deletedAt: null },
      select: {
        currentLocation: true,
        cityId: true,
        countryNumberId: true,
        city: { include: { parent: true } },
        countryNumber: true,
      },
    })
    if (!user) return null
    const place = placeOf(user, language)
    if (place.city_name === null && place.country_name === null) return null
    return {
      ...place,
      countryId: user.city?.parentId ?? user.countryNumberId,
      cityId: user.cityId,
      source: 'profile',
    }
  }

  async function fromAddress(ip: string, language: Language): Promise<CurrentLocation> {
    const guess = await locate(ip)
    if (!guess) return UNKNOWN
    // Only places the forms can show: the guess must map onto our own country list.
    const country = await prisma.infoItem.findFirst({
      where: { type: COUNTRY_INFO_TYPE, code: guess.countryCode },
      select: { id: true, value: true, valueKo: true },
    })
    if (!country) return UNKNOWN
    const city = guess.city ? await findCity(country.id, guess) : null
    return {
      city_name: city ? infoName(city, language) : null,
      country_name: infoName(country, language),
      countryId: country.id,
      cityId: city?.id ?? null,
      source: 'ip',
    }
  }

  return {
    async locate(userId, ip, language = DEFAULT_LANGUAGE) {
      const saved = userId === null ? null : await fromProfile(userId, language)
      return saved ?? fromAddress(ip, language)
    },
  }
}
