import { COUNTRY_INFO_TYPE, INFO_TYPE, type CurrentLocation } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { GeoLocator } from './geoip.js'
import { placeOf } from './current-user.js'

export interface LocationDeps {
  prisma: Pick<PrismaClient, 'user' | 'infoItem'>
  locate: GeoLocator
}

export interface LocationService {
  /** The signed-in user's saved place, else a guess from the IP address. */
  locate(userId: number | null, ip: string): Promise<CurrentLocation>
}

const UNKNOWN: CurrentLocation = {
  city_name: null,
  country_name: null,
  countryId: null,
  cityId: null,
  source: 'unknown',
}

export function createLocationService({ prisma, locate }: LocationDeps): LocationService {
  async function fromProfile(userId: number): Promise<CurrentLocation | null> {
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
    const place = placeOf(user)
    if (place.city_name === null && place.country_name === null) return null
    return {
      ...place,
      countryId: user.city?.parentId ?? user.countryNumberId,
      cityId: user.cityId,
      source: 'profile',
    }
  }

  async function fromAddress(ip: string): Promise<CurrentLocation> {
    const guess = await locate(ip)
    if (!guess) return UNKNOWN
    // Only places the forms can show: the guess must map onto our own country list.
    const country = await prisma.infoItem.findFirst({
      where: { type: COUNTRY_INFO_TYPE, code: guess.countryCode },
      select: { id: true, value: true },
    })
    if (!country) return UNKNOWN
    const city = guess.city
      ? await prisma.infoItem.findFirst({
          where: {
            type: INFO_TYPE.CITY,
            parentId: country.id,
            value: { equals: guess.city, mode: 'insensitive' },
          },
          orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
          select: { id: true, value: true },
        })
      : null
    return {
      city_name: city?.value ?? null,
      country_name: country.value,
      countryId: country.id,
      cityId: city?.id ?? null,
      source: 'ip',
    }
  }

  return {
    async locate(userId, ip) {
      const saved = userId === null ? null : await fromProfile(userId)
      return saved ?? fromAddress(ip)
    },
  }
}
