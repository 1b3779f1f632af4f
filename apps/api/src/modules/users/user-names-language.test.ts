// Issue #19 / ADR 0022: the names inside a user's answers (city_name, country_name, the
// dialling code's and nationality's countries, the categories) follow the caller's language:
// the saved preference, else the cookie / Accept-Language of the request.
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS, currentLocationResponseSchema, currentUserResponseSchema } from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { ACCOUNT_TEST_ENV, createAccount, loggedIn, nextIp } from './testing/accounts.js'
import { CATEGORY, CITY, COUNTRY, seedAccountReferenceData } from './testing/reference-data.js'

const KOREAN_NAMES: Record<number, string> = {
  [COUNTRY.KOREA.id]: '대한민국',
  [CITY.SEOUL.id]: '서울',
  [CATEGORY.FASHION.id]: '패션',
  [CATEGORY.RUNWAY.id]: '런웨이',
}
const KOREAN_BROWSER = 'ko-KR,ko;q=0.9,en;q=0.8'
const ENGLISH_BROWSER = 'en-US,en;q=0.9'

/** The names the web shows for a user, in one object. */
const namesOf = (user: ReturnType<typeof currentUserResponseSchema.parse>['data']['user']) => ({
  city: user.city_name,
  country: user.country_name,
  dialling: user.countryNumber?.value,
  nationality: user.nationality?.value,
  category: user.categoryOneDepth?.value,
  detailed: user.categoryTwoDepth.map((item) => item.value),
})

const KOREAN = {
  city: '서울',
  country: '대한민국',
  dialling: '대한민국',
  nationality: '대한민국',
  category: '패션',
  detailed: ['런웨이'],
}
const ENGLISH = {
  city: 'Seoul',
  country: 'South Korea',
  dialling: 'South Korea',
  nationality: 'South Korea',
  category: 'Fashion',
  detailed: ['Runway'],
}

describe("a user's place and category names in the caller's language", () => {
  const ctx = setupTestApp({ env: ACCOUNT_TEST_ENV })

  beforeAll(async () => {
    await seedAccountReferenceData(ctx.app.prisma)
    for (const [id, valueKo] of Object.entries(KOREAN_NAMES)) {
      await ctx.app.prisma.infoItem.update({ where: { id: Number(id) }, data: { valueKo } })
    }
  })

  const account = (language: string | null) =>
    createAccount(ctx.app, {
      language,
      cityId: CITY.SEOUL.id,
      countryNumberId: COUNTRY.KOREA.id,
      nationalityId: COUNTRY.KOREA.id,
      categoryOneDepthId: CATEGORY.FASHION.id,
      categoryTwoDepthId: CATEGORY.RUNWAY.id,
    })

  const me = async (authorization: Record<string, string>, headers: Record<string, string>) => {
    const response = await request(ctx.app.server)
      .get(API_PATHS.CURRENT_USER)
      .set('x-forwarded-for', nextIp())
      .set(authorization)
      .set(headers)
    expect(response.status).toBe(200)
    return namesOf(currentUserResponseSchema.parse(response.body).data.user)
  }

  it('GET /users/0 names them in the saved language, whatever the browser asks', async () => {
    const korean = await loggedIn(ctx.app, (await account('ko')).email)
    expect(await me(korean.headers, { 'accept-language': ENGLISH_BROWSER })).toEqual(KOREAN)
    const english = await loggedIn(ctx.app, (await account('en')).email)
    expect(await me(english.headers, { 'accept-language': KOREAN_BROWSER })).toEqual(ENGLISH)
  })

  it("GET /users/0 follows the browser's language when none is saved", async () => {
    const session = await loggedIn(ctx.app, (await account(null)).email)
    expect(await me(session.headers, { 'accept-language': KOREAN_BROWSER })).toEqual(KOREAN)
    expect(await me(session.headers, { 'accept-language': ENGLISH_BROWSER })).toEqual(ENGLISH)
  })

  it("the log-in answer's user is named in the saved language", async () => {
    const korean = await loggedIn(ctx.app, (await account('ko')).email)
    const english = await loggedIn(ctx.app, (await account('en')).email)
    const parse = (session: { user: unknown }) =>
      namesOf(currentUserResponseSchema.parse({ data: session, message: '' }).data.user)
    expect(parse(korean)).toEqual(KOREAN)
    expect(parse(english)).toEqual(ENGLISH)
  })

  it('GET /users/current-location names the saved place in the caller language', async () => {
    const session = await loggedIn(ctx.app, (await account(null)).email)
    const locate = async (headers: Record<string, string>) => {
      const response = await request(ctx.app.server)
        .get(API_PATHS.CURRENT_LOCATION)
        .set('x-forwarded-for', nextIp())
        .set(session.headers)
        .set(headers)
      expect(response.status).toBe(200)
      const { city_name, country_name } = currentLocationResponseSchema.parse(response.body).data
      return [city_name, country_name]
    }
    expect(await locate({ 'accept-language': KOREAN_BROWSER })).toEqual(['서울', '대한민국'])
    expect(await locate({ 'accept-language': ENGLISH_BROWSER })).toEqual(['Seoul', 'South Korea'])
  })
})
