// GET /models: every filter, the three sorts, search and the bounded page window, as a
// client of the directory observes them.
import { beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS, MESSAGES, MODEL_LIMITS, modelListResponseSchema } from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createUser } from '../../../test/helpers/factories.js'
import {
  bornYearsAgo,
  createProfile,
  INFO,
  seedModelReferenceData,
} from './testing/model-fixtures.js'
import { toSearchQuery } from '../../lib/text/search-query.js'

describe('GET /models', () => {
  const ctx = setupTestApp()
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    const db = ctx.db.prisma
    await seedModelReferenceData(db)
    const owner = await createUser(db)
    const day = (n: number) => new Date(Date.UTC(2026, 0, n))
    const make = async (name: string, data: Parameters<typeof createProfile>[2], photo = true) => {
      ids[name] = (await createProfile(db, owner.id, { stageName: name, ...data }, { photo })).id
    }
    await make('Ara', {
      genderId: INFO.FEMALE,
      birthDate: bornYearsAgo(20),
      heightCm: 170,
      cityId: INFO.SEOUL,
      categoryIds: [INFO.FASHION],
      detailedCategoryIds: [INFO.RUNWAY],
      hairColorId: INFO.BLACK_HAIR,
      eyeColorId: INFO.BROWN_EYES,
      raceId: INFO.EAST_ASIAN,
      shootTypeIds: [INFO.RUNWAY_SHOW],
      careerId: INFO.NEW_FACE,
      feeId: INFO.FEE_LOW,
      keywordIds: [INFO.KW_NATURAL],
      keywordText: 'Natural',
      likeCount: 5,
      publishedAt: day(1),
      updatedAt: day(9),
      reviewStatus: 'approved',
      bio: 'Runway walker from Seoul.',
    })
    await make(
      'Bella Stone',
      {
        genderId: INFO.FEMALE,
        birthDate: bornYearsAgo(30),
        heightCm: 180,
        cityId: INFO.GANGNAM,
        categoryIds: [INFO.FASHION, INFO.COMMERCIAL],
        detailedCategoryIds: [INFO.EDITORIAL, INFO.TV_AD],
        hairColorId: INFO.BROWN_HAIR,
        eyeColorId: INFO.BLUE_EYES,
        raceId: INFO.WHITE,
        shootTypeIds: [INFO.PHOTO_SHOOT],
        careerId: INFO.VETERAN,
        feeId: INFO.FEE_HIGH,
        keywordIds: [INFO.KW_CHIC, INFO.KW_ELEGANT],
        keywordText: 'Chic Elegant',
        likeCount: 9,
        publishedAt: day(2),
        updatedAt: day(3),
      },
      false,
    )
    await make('Chan', {
      genderId: INFO.MALE,
      birthDate: bornYearsAgo(41),
      heightCm: 186,
      cityId: INFO.SUWON,
      categoryIds: [INFO.COMMERCIAL],
      likeCount: 1,
      publishedAt: day(3),
      updatedAt: day(4),
    })
    // Not listed: a draft and a hidden profile.
    await make('Drafty', { status: 'draft', publishedAt: null })
    await make('Hidden', { status: 'hidden' })
  })

  const names = async (query: string) => {
    const response = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.MODELS}${query}` })
    expect(response.statusCode, response.body).toBe(200)
    return modelListResponseSchema.parse(response.json()).data.items.map((item) => item.stageName)
  }

  it('lists published profiles only, newest first, as cards', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.MODELS })
    const data = modelListResponseSchema.parse(response.json()).data
    expect(data.items.map((item) => item.stageName)).toEqual(['Chan', 'Bella Stone', 'Ara'])
    expect(data).toMatchObject({
      page: 1,
      pageSize: MODEL_LIMITS.PAGE_SIZE_DEFAULT,
      total: 3,
      totalCapped: false,
    })
    expect(data.items[2]).toMatchObject({
      id: ids.Ara,
      age: 20,
      heightCm: 170,
      city: 'Seoul',
      mainCategory: { id: INFO.FASHION, value: 'Fashion' },
      reviewed: true,
      likeCount: 5,
      isDemo: false,
    })
    expect(data.items[2]?.cover).toMatchObject({
      width: 1200,
      height: 1600,
      placeholder: expect.any(String),
    })
    expect(data.items[2]?.cover?.variants.map((v) => v.width)).toEqual([320, 640])
    expect(data.items[1]?.cover).toBeNull()
  })

  it.each([
    ['?categoryId=3', ['Chan', 'Bella Stone']],
    ['?detailedCategoryId=39', ['Ara']],
    ['?genderId=40002', ['Chan']],
    ['?ageMin=21', ['Chan', 'Bella Stone']],
    ['?ageMax=30', ['Bella Stone', 'Ara']],
    ['?ageMin=30&ageMax=30', ['Bella Stone']],
    ['?heightMin=175&heightMax=185', ['Bella Stone']],
    ['?cityId=1410000100', ['Chan']],
    ['?hairColorId=30003', ['Bella Stone']],
    ['?eyeColorId=20003', ['Ara']],
    ['?raceId=10007', ['Bella Stone']],
    ['?shootTypeId=60004', ['Ara']],
    ['?careerId=90002', ['Bella Stone']],
    ['?feeId=50001', ['Ara']],
    ['?keywordId=100003', ['Bella Stone']],
    ['?reviewedOnly=true', ['Ara']],
    ['?reviewedOnly=false', ['Chan', 'Bella Stone', 'Ara']],
    ['?q=bel', ['Bella Stone']],
    ['?q=STONE%20bel', ['Bella Stone']],
    ['?q=elegant', ['Bella Stone']],
    ['?q=runway%20seoul', ['Ara']],
    ['?q=nobody', []],
    ['?q=%27%3A*%26!(', ['Chan', 'Bella Stone', 'Ara']],
    ['?genderId=40001&heightMin=165&sort=liked', ['Bella Stone', 'Ara']],
    ['?sort=liked', ['Bella Stone', 'Ara', 'Chan']],
    ['?sort=updated', ['Ara', 'Chan', 'Bella Stone']],
    ['?pageSize=2&page=2', ['Ara']],
  ])('%s', async (query, expected) => {
    expect(await names(query)).toEqual(expected)
  })

  it('answers 400 with the field for a bad query, and refuses pages past the window', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.MODELS}?heightMin=abc&page=500`,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().fields).toMatchObject({ heightMin: MESSAGES.INVALID })
    const past = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.MODELS}?page=418&pageSize=24`,
    })
    expect(past.json().fields).toEqual({ page: MESSAGES.INVALID })
  })

  it('turns free text into a safe prefix query', () => {
    expect(toSearchQuery(' Mina  KI ')).toBe("'mina':* & 'ki':*")
    expect(toSearchQuery("':*&|!()")).toBeNull()
  })
})
