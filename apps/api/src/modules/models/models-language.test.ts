// Issue #19 / ADR 0022: the names inside the model answers (cities, categories, gender,
// colours, keywords, country, a minor's province) follow the caller's language: the saved
// preference of a signed-in user, else the cookie / Accept-Language of a guest.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  API_PATHS,
  modelListResponseSchema,
  modelPublicResponseSchema,
  myLikesResponseSchema,
  myModelListResponseSchema,
  SERVICE_TYPE,
} from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createUser, signIn, type SignedIn } from '../../../test/helpers/factories.js'
import {
  bornYearsAgo,
  createProfile,
  INFO,
  seedModelReferenceData,
} from './testing/model-fixtures.js'

const KOREAN_NAMES: Record<number, string> = {
  [INFO.FEMALE]: '여성',
  [INFO.BLACK_HAIR]: '검은색',
  [INFO.BROWN_EYES]: '갈색',
  [INFO.FASHION]: '패션',
  [INFO.RUNWAY]: '런웨이',
  [INFO.KW_NATURAL]: '내추럴',
  [INFO.KOREA]: '대한민국',
  [INFO.SEOUL]: '서울',
  [INFO.SUWON]: '경기도 수원시',
}

const KOREAN_BROWSER = 'ko-KR,ko;q=0.9,en;q=0.8'
const ENGLISH_BROWSER = 'en-US,en;q=0.9'

describe('model answers in the caller language', () => {
  const ctx = setupTestApp()
  let adultId = 0
  let minorId = 0
  let koreanUser: SignedIn
  let englishUser: SignedIn

  beforeAll(async () => {
    const db = ctx.db.prisma
    await seedModelReferenceData(db)
    for (const [id, valueKo] of Object.entries(KOREAN_NAMES)) {
      await db.infoItem.update({ where: { id: Number(id) }, data: { valueKo } })
    }
    const owner = await createUser(db)
    adultId = (
      await createProfile(db, owner.id, {
        stageName: 'Ara Lee',
        genderId: INFO.FEMALE,
        hairColorId: INFO.BLACK_HAIR,
        eyeColorId: INFO.BROWN_EYES,
        categoryIds: [INFO.FASHION],
        detailedCategoryIds: [INFO.RUNWAY],
        keywordIds: [INFO.KW_NATURAL],
        cityId: INFO.SEOUL,
      })
    ).id
    minorId = (
      await createProfile(db, owner.id, {
        stageName: 'Bomi Han',
        birthDate: bornYearsAgo(12),
        guardianName: 'Han Jiwon',
        guardianRelation: 'Mother',
        guardianContact: '010-0000-0000',
        guardianConsentAt: new Date(),
        cityId: INFO.SUWON,
      })
    ).id
    // A client: its Followers page lists the models it follows.
    koreanUser = await signIn(ctx.app, { language: 'ko', serviceType: SERVICE_TYPE.CLIENT_NORMAL })
    englishUser = await signIn(ctx.app, { language: 'en' })
  })

  const profile = async (headers: Record<string, string>, id = adultId) => {
    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.MODEL(id), headers })
    expect(response.statusCode).toBe(200)
    return modelPublicResponseSchema.parse(response.json()).data.model
  }

  const cards = async (headers: Record<string, string>) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.MODELS}?sort=newest`,
      headers,
    })
    expect(response.statusCode).toBe(200)
    const items = modelListResponseSchema.parse(response.json()).data.items
    return Object.fromEntries(items.map((card) => [card.id, card]))
  }

  it('names every coded field of a profile in Korean for a Korean browser', async () => {
    const model = await profile({ 'accept-language': KOREAN_BROWSER })
    expect({
      gender: model.gender?.value,
      hair: model.hairColor?.value,
      eyes: model.eyeColor?.value,
      categories: model.categories.map((item) => item.value),
      detailed: model.detailedCategories.map((item) => item.value),
      keywords: model.keywords.map((item) => item.value),
      city: model.city?.value,
      province: model.province,
      country: model.country?.value,
    }).toEqual({
      gender: '여성',
      hair: '검은색',
      eyes: '갈색',
      categories: ['패션'],
      detailed: ['런웨이'],
      keywords: ['내추럴'],
      city: '서울',
      province: '서울',
      country: '대한민국',
    })
  })

  it('keeps the English names for an English browser and for a guest who names no language', async () => {
    for (const headers of [{ 'accept-language': ENGLISH_BROWSER }, {}] as Array<
      Record<string, string>
    >) {
      const model = await profile(headers)
      expect([
        model.gender?.value,
        model.hairColor?.value,
        model.categories[0]?.value,
        model.keywords[0]?.value,
        model.city?.value,
        model.province,
        model.country?.value,
      ]).toEqual(['Female', 'Black', 'Fashion', 'Natural', 'Seoul', 'Seoul', 'South Korea'])
    }
  })

  it('follows the language cookie of a guest before the browser list', async () => {
    const model = await profile({ 'accept-language': ENGLISH_BROWSER, cookie: 'cnm_lang=ko' })
    expect(model.gender?.value).toBe('여성')
  })

  it("follows a signed-in user's saved language, whatever the browser asks", async () => {
    const korean = await profile({ ...koreanUser.headers, 'accept-language': ENGLISH_BROWSER })
    expect(korean.gender?.value).toBe('여성')
    const english = await profile({ ...englishUser.headers, 'accept-language': KOREAN_BROWSER })
    expect(english.gender?.value).toBe('Female')
  })

  it("names a minor's province in the caller's language (the city stays hidden)", async () => {
    const korean = await profile({ 'accept-language': KOREAN_BROWSER }, minorId)
    expect([korean.city, korean.province]).toEqual([null, '경기도'])
    const english = await profile({ 'accept-language': ENGLISH_BROWSER }, minorId)
    expect([english.city, english.province]).toEqual([null, 'Gyeonggi-do'])
  })

  it('names the cards of GET /models in the caller language, a minor by province', async () => {
    const korean = await cards({ 'accept-language': KOREAN_BROWSER })
    expect([korean[adultId]?.city, korean[adultId]?.mainCategory?.value]).toEqual(['서울', '패션'])
    expect(korean[minorId]?.city).toBe('경기도')
    const english = await cards({ 'accept-language': ENGLISH_BROWSER })
    expect([english[adultId]?.city, english[adultId]?.mainCategory?.value]).toEqual([
      'Seoul',
      'Fashion',
    ])
    expect(english[minorId]?.city).toBe('Gyeonggi-do')
  })

  it("names the cards of a Korean user's likes and models in Korean", async () => {
    const liked = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.MODEL_LIKES(adultId),
      headers: koreanUser.headers,
    })
    expect(liked.statusCode).toBe(200)
    const likes = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.MY_LIKES,
      headers: koreanUser.headers,
    })
    const data = myLikesResponseSchema.parse(likes.json()).data
    expect(data.view === 'following' ? data.items.map((item) => item.city) : data).toEqual(['서울'])

    const owner = await signIn(ctx.app, { language: 'ko' })
    await createProfile(ctx.db.prisma, owner.user.id, { cityId: INFO.SEOUL })
    const mine = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.MY_MODELS,
      headers: owner.headers,
    })
    const items = myModelListResponseSchema.parse(mine.json()).data.items
    expect(items.map((item) => [item.city, item.mainCategory?.value])).toEqual([['서울', '패션']])
  })
})
