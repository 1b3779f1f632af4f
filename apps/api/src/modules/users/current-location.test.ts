import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS, currentLocationSchema, SERVER_MESSAGES } from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createGeoIpLocator, routableAddress } from './geoip.js'
import { ACCOUNT_TEST_ENV, createAccount, loggedIn } from './testing/accounts.js'
import { CITY, COUNTRY, seedAccountReferenceData } from './testing/reference-data.js'

// Addresses whose place the geoip-lite 1.4.10 data set knows (checked by the tests below).
const SEOUL_IP = '121.134.0.1'
const ST_ALBANS_IP = '81.2.69.142'
const US_IP = '8.8.8.8'
const BERLIN_IP = '85.214.132.117'

describe('GET /users/current-location', () => {
  const ctx = setupTestApp({ env: ACCOUNT_TEST_ENV })
  beforeAll(async () => {
    await seedAccountReferenceData(ctx.app.prisma)
  })

  const locate = (options: { ip?: string; authorization?: string } = {}) => {
    const call = request(ctx.app.server).get(API_PATHS.CURRENT_LOCATION)
    if (options.ip) call.set('x-forwarded-for', options.ip)
    if (options.authorization !== undefined) call.set('authorization', options.authorization)
    return call
  }

  it('guesses a guest’s city and country from the IP address', async () => {
    const seoul = await locate({ ip: SEOUL_IP })
    const stAlbans = await locate({ ip: ST_ALBANS_IP, authorization: 'Bearer ' })

    expect(seoul.status).toBe(200)
    expect(seoul.body.message).toBe(SERVER_MESSAGES.OK)
    expect(currentLocationSchema.parse(seoul.body.data)).toEqual({
      city_name: CITY.SEOUL.value,
      country_name: COUNTRY.KOREA.value,
      countryId: COUNTRY.KOREA.id,
      cityId: CITY.SEOUL.id,
      source: 'ip',
    })
    expect(stAlbans.status).toBe(200)
    expect(stAlbans.body.data).toMatchObject({ cityId: CITY.ST_ALBANS.id, source: 'ip' })
  })

  it('finds cities the GeoIP data names differently from our list', async () => {
    // geoip-lite 1.4.10: "Suwon" (region 41), "Gwangju" (region 41: the Gyeonggi-do city,
    // not Gwangju metropolitan city, KR-29), "Gapyeong County" (region 41).
    for (const [ip, city] of [
      ['121.128.160.1', CITY.SUWON],
      ['121.133.216.1', CITY.GWANGJU_GYEONGGI],
      ['121.132.88.1', CITY.GAPYEONG],
    ] as const) {
      const response = await locate({ ip })
      expect(response.body.data, ip).toMatchObject({
        city_name: city.value,
        cityId: city.id,
        countryId: COUNTRY.KOREA.id,
        source: 'ip',
      })
    }
  })

  it('gives the country alone when the city is not known or not in our list', async () => {
    const response = await locate({ ip: US_IP })

    expect(response.body.data).toEqual({
      city_name: null,
      country_name: COUNTRY.UNITED_STATES.value,
      countryId: COUNTRY.UNITED_STATES.id,
      cityId: null,
      source: 'ip',
    })
  })

  it('answers unknown, with a message, for loopback, private and unlisted places', async () => {
    for (const ip of [undefined, '10.1.2.3', '192.168.0.7', '::1', BERLIN_IP]) {
      const response = await locate(ip === undefined ? {} : { ip })
      expect(response.status).toBe(200)
      expect(response.body).toEqual({
        data: {
          city_name: null,
          country_name: null,
          countryId: null,
          cityId: null,
          source: 'unknown',
        },
        message: SERVER_MESSAGES.LOCATION_UNKNOWN,
      })
    }
  })

  it('answers a signed-in user’s saved place, wherever they connect from', async () => {
    const account = await createAccount(ctx.app, {
      cityId: CITY.BUSAN.id,
      countryNumberId: COUNTRY.KOREA.id,
      currentLocation: 'Busan',
    })
    const { headers } = await loggedIn(ctx.app, account.email)

    const response = await locate({ ip: US_IP, authorization: headers.authorization })

    expect(response.body.data).toEqual({
      city_name: CITY.BUSAN.value,
      country_name: COUNTRY.KOREA.value,
      countryId: COUNTRY.KOREA.id,
      cityId: CITY.BUSAN.id,
      source: 'profile',
    })
  })

  it('refuses a token that is sent but not valid', async () => {
    expect((await locate({ authorization: 'Bearer not-a-token' })).status).toBe(401)
  })
})

describe('GeoIP locator', () => {
  it('skips addresses that name no place without loading the data set', async () => {
    let loads = 0
    const locate = createGeoIpLocator({
      load: async () => {
        loads += 1
        return { lookup: () => ({ country: 'kr', city: 'Seoul' }) }
      },
    })

    expect(await locate('127.0.0.1')).toBeNull()
    expect(await locate('::ffff:192.168.1.1')).toBeNull()
    expect(await locate('not-an-ip')).toBeNull()
    expect(loads).toBe(0)
    expect(await locate('::ffff:121.134.0.1')).toEqual({
      countryCode: 'KR',
      city: 'Seoul',
      region: null,
    })
    expect(await locate(US_IP)).not.toBeNull()
    expect(loads).toBe(1)
  })

  it('answers unknown when the data set cannot be loaded, and tries again later', async () => {
    const failures: unknown[] = []
    let attempts = 0
    const locate = createGeoIpLocator({
      load: async () => {
        attempts += 1
        throw new Error('data file missing')
      },
      onLoadFailed: (error) => failures.push(error),
    })

    expect(await locate(US_IP)).toBeNull()
    expect(await locate(US_IP)).toBeNull()
    expect(attempts).toBe(2)
    expect(failures).toHaveLength(2)
  })

  it('knows which addresses are routable', () => {
    expect(routableAddress('8.8.8.8')).toBe('8.8.8.8')
    expect(routableAddress('::ffff:8.8.8.8')).toBe('8.8.8.8')
    expect(routableAddress('2001:4860:4860::8888')).toBe('2001:4860:4860::8888')
    for (const ip of ['127.0.0.1', '100.64.0.1', '169.254.1.1', 'fe80::1', 'fd00::1', '::']) {
      expect(routableAddress(ip)).toBeNull()
    }
  })
})
