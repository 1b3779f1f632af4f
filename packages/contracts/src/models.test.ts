import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MESSAGES } from './messages.js'
import {
  MODEL_LIMITS,
  MODEL_MESSAGES,
  ageOn,
  isCalendarDate,
  isMinorOn,
  isPastOrToday,
  missingForPublish,
  modelCreateInputSchema,
  modelIdParamsSchema,
  modelReportInputSchema,
  modelUpdateInputSchema,
  normalizeInstagram,
  publicFirstName,
} from './models.js'
import { modelListQuerySchema } from './models-views.js'
import { adminModelReportDecisionSchema, adminModelReviewDecisionSchema } from './models-admin.js'
import { API_PATHS, WEB_ROUTES, webPath } from './routes.js'
import { shownErrors } from './testing.js'

const { REQUIRED, INVALID } = MESSAGES
const TODAY = new Date('2026-06-15T12:00:00Z')
const consent = {
  name: 'Kim Jiyoung',
  relation: 'Mother',
  contact: '010-1234-5678',
  consented: true,
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(TODAY)
})
afterEach(() => {
  vi.useRealTimers()
})

describe('model create input', () => {
  it('saves a draft with only a stage name', () => {
    expect(modelCreateInputSchema.parse({ stageName: '  Mina Kim ' })).toEqual({
      stageName: 'Mina Kim',
    })
  })

  it.each([
    [{}, { stageName: REQUIRED }],
    [{ stageName: '   ' }, { stageName: REQUIRED }],
    [{ stageName: 'x'.repeat(51) }, { stageName: INVALID }],
    [{ stageName: 7 }, { stageName: INVALID }],
    [{ stageName: 'A', genderId: 0 }, { genderId: INVALID }],
    [{ stageName: 'A', genderId: 'female' }, { genderId: INVALID }],
    [{ stageName: 'A', birthDate: '2001-02-30' }, { birthDate: INVALID }],
    [{ stageName: 'A', birthDate: '01/02/2001' }, { birthDate: INVALID }],
    [{ stageName: 'A', heightCm: 39 }, { heightCm: INVALID }],
    [{ stageName: 'A', heightCm: 251 }, { heightCm: INVALID }],
    [{ stageName: 'A', heightCm: 170.5 }, { heightCm: INVALID }],
    [{ stageName: 'A', weightKg: 300 }, { weightKg: INVALID }],
    [{ stageName: 'A', weightHidden: 'yes' }, { weightHidden: INVALID }],
    [{ stageName: 'A', bustCm: 10 }, { bustCm: INVALID }],
    [{ stageName: 'A', shoeSizeMm: 9 }, { shoeSizeMm: INVALID }],
    [{ stageName: 'A', categoryIds: [1, 1] }, { categoryIds: INVALID }],
    [{ stageName: 'A', categoryIds: 'fashion' }, { categoryIds: INVALID }],
    [
      { stageName: 'A', keywordIds: Array.from({ length: 11 }, (_, i) => i + 1) },
      { keywordIds: MODEL_MESSAGES.KEYWORDS_MAX },
    ],
    [{ stageName: 'A', bio: 'x'.repeat(1001) }, { bio: MODEL_MESSAGES.BIO_MAX }],
    [{ stageName: 'A', instagram: 'mina kim' }, { instagram: INVALID }],
    [{ stageName: 'A', instagram: `@${'a'.repeat(31)}` }, { instagram: INVALID }],
    [
      { stageName: 'A', youtubeUrls: ['https://vimeo.com/1'] },
      { 'youtubeUrls.0': MODEL_MESSAGES.YOUTUBE_INVALID },
    ],
    [
      {
        stageName: 'A',
        youtubeUrls: Array.from({ length: 6 }, () => 'https://youtu.be/dQw4w9WgXcQ'),
      },
      { youtubeUrls: INVALID },
    ],
    [
      { stageName: 'A', guardianConsent: { ...consent, name: '' } },
      { 'guardianConsent.name': REQUIRED },
    ],
    [
      { stageName: 'A', guardianConsent: { ...consent, consented: false } },
      { 'guardianConsent.consented': REQUIRED },
    ],
  ])('%j -> %j', (body, errors) => {
    expect(shownErrors(modelCreateInputSchema, body)).toEqual(errors)
  })

  it('accepts a complete profile', () => {
    const body = {
      stageName: 'Mina Kim',
      genderId: 40001,
      birthDate: '2001-02-28',
      heightCm: 172,
      weightKg: 50,
      weightHidden: true,
      bustCm: 80,
      waistCm: 60,
      hipsCm: 88,
      shoeSizeMm: 240,
      hairColorId: 30001,
      eyeColorId: 20001,
      raceId: null,
      categoryIds: [1],
      detailedCategoryIds: [39, 40],
      shootTypeIds: [60001],
      careerId: 90001,
      feeId: 50001,
      keywordIds: Array.from({ length: 10 }, (_, i) => 100001 + i),
      cityId: 1410000001,
      bio: 'Line one.\nLine two.',
      instagram: '@mina.kim_',
      youtubeUrls: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtu.be/dQw4w9WgXcQ'],
    }
    expect(shownErrors(modelCreateInputSchema, body)).toEqual({})
  })

  it('asks for the guardian when the model is under 19 today', () => {
    expect(
      shownErrors(modelCreateInputSchema, { stageName: 'Seo-yeon', birthDate: '2012-06-16' }),
    ).toEqual({
      guardianConsent: MODEL_MESSAGES.GUARDIAN_REQUIRED,
    })
    expect(
      shownErrors(modelCreateInputSchema, {
        stageName: 'Seo-yeon',
        birthDate: '2012-06-16',
        guardianConsent: consent,
      }),
    ).toEqual({})
    // Fourteen today: still a minor under the Civil Act, so the guardian is asked (ADR 0035).
    expect(
      shownErrors(modelCreateInputSchema, { stageName: 'Seo-yeon', birthDate: '2012-06-15' }),
    ).toEqual({ guardianConsent: MODEL_MESSAGES.GUARDIAN_REQUIRED })
    // Eighteen, the day before the nineteenth birthday: asked; nineteen today: not.
    expect(
      shownErrors(modelCreateInputSchema, { stageName: 'Seo-yeon', birthDate: '2007-06-16' }),
    ).toEqual({ guardianConsent: MODEL_MESSAGES.GUARDIAN_REQUIRED })
    expect(
      shownErrors(modelCreateInputSchema, { stageName: 'Seo-yeon', birthDate: '2007-06-15' }),
    ).toEqual({})
  })
})

describe('model update input', () => {
  it('takes any subset, null clears optional fields', () => {
    expect(modelUpdateInputSchema.parse({ heightCm: null, cityId: null })).toEqual({
      heightCm: null,
      cityId: null,
    })
    expect(modelUpdateInputSchema.parse({})).toEqual({})
  })

  it('checks each field like create and the cover photo id', () => {
    expect(shownErrors(modelUpdateInputSchema, { stageName: '' })).toEqual({ stageName: REQUIRED })
    expect(shownErrors(modelUpdateInputSchema, { coverPhotoId: 'photo-1' })).toEqual({
      coverPhotoId: INVALID,
    })
    expect(
      shownErrors(modelUpdateInputSchema, { coverPhotoId: '0b0e8a36-1d0a-4a47-9a3e-4d2f1f7e0c11' }),
    ).toEqual({})
  })
})

describe('ages and minors', () => {
  it.each([
    ['2012-06-15', 14],
    ['2012-06-16', 13],
    ['2000-02-29', 26],
    ['2026-06-15', 0],
  ])('born %s is %i on 2026-06-15', (birthDate, age) => {
    expect(ageOn(birthDate, TODAY)).toBe(age)
    expect(isMinorOn(birthDate, TODAY)).toBe(age < 14)
  })

  it('knows real calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true)
    expect(isCalendarDate('2023-02-29')).toBe(false)
    expect(isCalendarDate('2024-13-01')).toBe(false)
    // Postgres has no year 0; nothing the service dates is older than 1900.
    expect(isCalendarDate('0000-01-01')).toBe(false)
    expect(isCalendarDate('1899-12-31')).toBe(false)
    expect(isCalendarDate('1900-01-01')).toBe(true)
  })

  it('takes no birth date still to come, with a day of slack for Seoul', () => {
    // 20:00 UTC on 24 November is already 25 November in Seoul.
    const now = new Date('2026-11-24T20:00:00Z')
    expect(isPastOrToday('2026-11-24', now)).toBe(true)
    expect(isPastOrToday('2026-11-25', now)).toBe(true)
    expect(isPastOrToday('2026-11-26', now)).toBe(false)
    expect(isPastOrToday('9999-12-31', now)).toBe(false)
  })

  it('shows a minor by the first word of the stage name', () => {
    expect(publicFirstName('  Seo-yeon  Park ')).toBe('Seo-yeon')
    expect(publicFirstName('지우')).toBe('지우')
  })

  it('stores Instagram handles without the @', () => {
    expect(normalizeInstagram(' @mina.kim ')).toBe('mina.kim')
  })
})

describe('missing for publish', () => {
  const complete = {
    stageName: 'Mina',
    genderId: 1,
    birthDate: '2000-01-01',
    heightCm: 170,
    categoryIds: [1],
    cityId: 5,
    coverPhotoId: 'c',
    readyPhotoCount: 1,
    hasGuardianConsent: false,
  }

  it('is empty for a complete adult profile', () => {
    expect(missingForPublish(complete, TODAY)).toEqual([])
  })

  it('lists every missing field, photos and the guardian of a minor', () => {
    expect(
      missingForPublish(
        {
          ...complete,
          genderId: null,
          categoryIds: [],
          coverPhotoId: null,
          readyPhotoCount: 0,
          birthDate: '2020-01-01',
        },
        TODAY,
      ),
    ).toEqual(['genderId', 'categoryIds', 'photos', 'coverPhotoId', 'guardianConsent'])
  })
})

describe('model list query', () => {
  it('defaults to the newest first, 24 a page', () => {
    expect(modelListQuerySchema.parse({})).toEqual({
      sort: 'newest',
      page: 1,
      pageSize: MODEL_LIMITS.PAGE_SIZE_DEFAULT,
    })
  })

  it('coerces every filter from the query string', () => {
    expect(
      modelListQuerySchema.parse({
        categoryId: '1',
        detailedCategoryId: '39',
        genderId: '40001',
        ageMin: '18',
        ageMax: '30',
        heightMin: '165',
        heightMax: '185',
        cityId: '1410000001',
        hairColorId: '30001',
        eyeColorId: '20001',
        raceId: '10001',
        shootTypeId: '60001',
        careerId: '90001',
        feeId: '50001',
        keywordId: '100001',
        reviewedOnly: 'true',
        q: '  mina ',
        sort: 'liked',
        page: '3',
        pageSize: '48',
      }),
    ).toEqual({
      categoryId: 1,
      detailedCategoryId: 39,
      genderId: 40001,
      ageMin: 18,
      ageMax: 30,
      heightMin: 165,
      heightMax: 185,
      cityId: 1410000001,
      hairColorId: 30001,
      eyeColorId: 20001,
      raceId: 10001,
      shootTypeId: 60001,
      careerId: 90001,
      feeId: 50001,
      keywordId: 100001,
      reviewedOnly: true,
      q: 'mina',
      sort: 'liked',
      page: 3,
      pageSize: 48,
    })
  })

  it.each([
    [{ categoryId: 'x' }, { categoryId: INVALID }],
    [{ genderId: '-1' }, { genderId: INVALID }],
    [{ ageMin: '30', ageMax: '20' }, { ageMax: INVALID }],
    [{ heightMin: '190', heightMax: '170' }, { heightMax: INVALID }],
    [{ heightMin: '300' }, { heightMin: INVALID }],
    [{ reviewedOnly: 'yes' }, { reviewedOnly: INVALID }],
    [{ sort: 'random' }, { sort: INVALID }],
    [{ q: 'x'.repeat(101) }, { q: INVALID }],
    [{ pageSize: '49' }, { pageSize: INVALID }],
    [{ page: '0' }, { page: INVALID }],
    // Offset 10,000 is past the window (ADR 0015).
    [{ page: '418', pageSize: '24' }, { page: INVALID }],
  ])('%j -> %j', (query, errors) => {
    expect(shownErrors(modelListQuerySchema, query)).toEqual(errors)
  })

  it('treats a blank search as no search and allows the last page of the window', () => {
    expect(modelListQuerySchema.parse({ q: '  ' }).q).toBeUndefined()
    expect(shownErrors(modelListQuerySchema, { page: '417', pageSize: '24' })).toEqual({})
  })
})

describe('reports, reviews and ids', () => {
  it.each([
    [{ reasonId: 130001 }, {}],
    [{}, { reasonId: REQUIRED }],
    [{ reasonId: 'spam' }, { reasonId: INVALID }],
    [{ reasonId: 130001, details: 'x'.repeat(1001) }, { details: INVALID }],
  ])('report %j -> %j', (body, errors) => {
    expect(shownErrors(modelReportInputSchema, body)).toEqual(errors)
  })

  it.each([
    [{ status: 'approved' }, {}],
    [{ status: 'sent_back', reason: 'The cover photo is blurry.' }, {}],
    [{ status: 'sent_back' }, { reason: REQUIRED }],
    [{ status: 'requested' }, { status: INVALID }],
  ])('review decision %j -> %j', (body, errors) => {
    expect(shownErrors(adminModelReviewDecisionSchema, body)).toEqual(errors)
  })

  it.each([
    [{ status: 'actioned' }, {}],
    [{ status: 'actioned', reason: 'Uses photos of someone else.' }, {}],
    [{ status: 'dismissed' }, {}],
    [{ status: 'actioned', reason: 'x'.repeat(501) }, { reason: INVALID }],
    [{ status: 'open' }, { status: INVALID }],
  ])('report decision %j -> %j', (body, errors) => {
    expect(shownErrors(adminModelReportDecisionSchema, body)).toEqual(errors)
  })

  it('reads ids from the path', () => {
    expect(modelIdParamsSchema.parse({ id: '12' })).toEqual({ id: 12 })
    expect(shownErrors(modelIdParamsSchema, { id: 'abc' })).toEqual({ id: INVALID })
  })
})

describe('paths', () => {
  it('builds the model API paths and web routes', () => {
    expect(API_PATHS.MODEL(7)).toBe('/models/7')
    expect(API_PATHS.MODEL_PHOTO(7, 'p1')).toBe('/models/7/photos/p1')
    expect(webPath(WEB_ROUTES.MODEL, { id: 7 })).toBe('/models/7')
    expect(webPath(WEB_ROUTES.MYPAGE_MODEL_EDIT, { id: 7 })).toBe('/mypage/model/7/edit')
    expect(() => webPath(WEB_ROUTES.MODEL, {})).toThrow(/missing :id/)
  })
})
