// Owner routes of model profiles: what the form and the owner observe (validation
// messages, states, minors) and what the public may and may not see (ADR 0015).
import { describe, expect, it } from 'vitest'
import {
  API_PATHS,
  MESSAGES,
  MODEL_MESSAGES,
  MODEL_SERVER_MESSAGES,
  apiErrorSchema,
  modelOwnerResponseSchema,
  modelPublicResponseSchema,
  myModelListResponseSchema,
} from '@cnm/contracts'
import {
  bornYearsAgo,
  createProfile,
  INFO,
  type Cast,
  setupModelSuite,
} from './testing/model-fixtures.js'

const { REQUIRED, INVALID } = MESSAGES
const consent = {
  name: 'Park Jiyoung',
  relation: 'Mother',
  contact: '010-2222-3333',
  consented: true,
}
const isoDate = (date: Date) => date.toISOString().slice(0, 10)

describe('model owner routes', () => {
  const { ctx, cast } = setupModelSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })

  const send = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    who?: keyof Cast,
    body?: object,
  ) =>
    ctx.app.inject({
      method,
      url,
      headers: who ? cast[who].headers : {},
      ...(body ? { payload: body } : {}),
    })

  const fieldsOf = (response: { json(): unknown }) => apiErrorSchema.parse(response.json()).fields

  describe('POST /models validation', () => {
    it.each([
      [{}, { stageName: REQUIRED }],
      [{ stageName: ' ' }, { stageName: REQUIRED }],
      [{ stageName: 'x'.repeat(51) }, { stageName: INVALID }],
      [{ stageName: 'A', heightCm: 20 }, { heightCm: INVALID }],
      [{ stageName: 'A', birthDate: '2001-02-30' }, { birthDate: INVALID }],
      // Year 0 passed the format check and then failed in Postgres (500).
      [{ stageName: 'A', birthDate: '0000-01-01' }, { birthDate: INVALID }],
      [{ stageName: 'A', birthDate: '1899-12-31' }, { birthDate: INVALID }],
      // A date still to come: refused, not taken for a minor needing consent.
      [{ stageName: 'A', birthDate: isoDate(bornYearsAgo(-1)) }, { birthDate: INVALID }],
      [{ stageName: 'A', birthDate: '9999-12-31' }, { birthDate: INVALID }],
      [
        { stageName: 'A', keywordIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
        { keywordIds: MODEL_MESSAGES.KEYWORDS_MAX },
      ],
      [{ stageName: 'A', bio: 'x'.repeat(1001) }, { bio: MODEL_MESSAGES.BIO_MAX }],
      [
        { stageName: 'A', youtubeUrls: ['https://example.com/v'] },
        { 'youtubeUrls.0': MODEL_MESSAGES.YOUTUBE_INVALID },
      ],
      [{ stageName: 'A', instagram: 'not a handle' }, { instagram: INVALID }],
      // Korean clothing sizes only (issue #29): 56 is no size a shop sells.
      [{ stageName: 'A', clothingSizeKr: 56 }, { clothingSizeKr: INVALID }],
      // Ids that exist but are of another type, or no item at all.
      [{ stageName: 'A', genderId: INFO.BLACK_HAIR }, { genderId: INVALID }],
      [{ stageName: 'A', cityId: INFO.KOREA }, { cityId: INVALID }],
      [{ stageName: 'A', keywordIds: [INFO.KW_CHIC, 999_999] }, { keywordIds: INVALID }],
      [{ stageName: 'A', categoryIds: [INFO.RUNWAY] }, { categoryIds: INVALID }],
      // A detailed category must sit under one of the chosen categories.
      [
        { stageName: 'A', categoryIds: [INFO.FASHION], detailedCategoryIds: [INFO.TV_AD] },
        { detailedCategoryIds: INVALID },
      ],
      [
        { stageName: 'A', birthDate: isoDate(bornYearsAgo(10)) },
        { guardianConsent: MODEL_MESSAGES.GUARDIAN_REQUIRED },
      ],
    ])('%j -> %j', async (body, fields) => {
      const response = await send('POST', API_PATHS.MODELS, 'modelOwner', body)
      expect(response.statusCode).toBe(400)
      expect(fieldsOf(response)).toEqual(fields)
    })
  })

  it('saves a draft, fills it in, publishes it only once complete', async () => {
    const created = await send('POST', API_PATHS.MODELS, 'modelOwner', {
      stageName: 'Hana Lee',
      instagram: '@hana.lee',
      keywordIds: [INFO.KW_NATURAL, INFO.KW_CHIC],
      youtubeUrls: ['https://youtu.be/dQw4w9WgXcQ'],
    })
    expect(created.statusCode).toBe(201)
    const draft = modelOwnerResponseSchema.parse(created.json()).data.model
    expect(draft).toMatchObject({
      status: 'draft',
      reviewStatus: 'none',
      instagram: 'hana.lee',
      likeCount: 0,
    })
    expect(draft.missingForPublish).toEqual([
      'genderId',
      'birthDate',
      'heightCm',
      'categoryIds',
      'cityId',
      'photos',
      'coverPhotoId',
    ])

    const early = await send('POST', API_PATHS.MODEL_PUBLISH(draft.id), 'modelOwner')
    expect(early.statusCode).toBe(400)
    expect(early.json()).toMatchObject({
      message: MODEL_SERVER_MESSAGES.NOT_PUBLISHABLE,
      fields: { genderId: REQUIRED, photos: REQUIRED },
    })

    const patched = await send('PATCH', API_PATHS.MODEL(draft.id), 'modelOwner', {
      genderId: INFO.FEMALE,
      birthDate: '1999-03-04',
      heightCm: 168,
      categoryIds: [INFO.FASHION],
      detailedCategoryIds: [INFO.RUNWAY],
      cityId: INFO.SEOUL,
    })
    expect(patched.statusCode).toBe(200)
    // A photo as the photos module leaves it once processed; the owner picks it as cover.
    const photo = await ctx.db.prisma.modelPhoto.create({
      data: {
        profileId: draft.id,
        position: 0,
        status: 'ready',
        originalKey: 'o/1.jpg',
        contentHash: 'h1',
        width: 800,
        height: 1000,
      },
    })
    const pending = await ctx.db.prisma.modelPhoto.create({
      data: {
        profileId: draft.id,
        position: 1,
        status: 'pending',
        originalKey: 'o/2.jpg',
        contentHash: 'h2',
      },
    })
    const notReady = await send('PATCH', API_PATHS.MODEL(draft.id), 'modelOwner', {
      coverPhotoId: pending.id,
    })
    expect(fieldsOf(notReady)).toEqual({ coverPhotoId: INVALID })
    expect(
      (await send('PATCH', API_PATHS.MODEL(draft.id), 'modelOwner', { coverPhotoId: photo.id }))
        .statusCode,
    ).toBe(200)

    const published = await send('POST', API_PATHS.MODEL_PUBLISH(draft.id), 'modelOwner')
    expect(published.statusCode).toBe(200)
    const model = modelOwnerResponseSchema.parse(published.json()).data.model
    expect(model).toMatchObject({ status: 'published', missingForPublish: [] })
    expect(model.publishedAt).not.toBeNull()

    // Published stays complete: emptying a required field is refused.
    const emptied = await send('PATCH', API_PATHS.MODEL(draft.id), 'modelOwner', { cityId: null })
    expect(fieldsOf(emptied)).toEqual({ cityId: REQUIRED })

    // Publishing twice, hiding twice: a conflict, not a silent success.
    expect((await send('POST', API_PATHS.MODEL_PUBLISH(draft.id), 'modelOwner')).statusCode).toBe(
      409,
    )
    expect((await send('POST', API_PATHS.MODEL_HIDE(draft.id), 'modelOwner')).statusCode).toBe(200)
    expect((await send('POST', API_PATHS.MODEL_HIDE(draft.id), 'modelOwner')).statusCode).toBe(409)
    expect((await send('GET', API_PATHS.MODEL(draft.id))).statusCode).toBe(404)
    const unhidden = await send('POST', API_PATHS.MODEL_UNHIDE(draft.id), 'modelOwner')
    // Unhiding keeps the first publication date.
    expect(modelOwnerResponseSchema.parse(unhidden.json()).data.model.publishedAt).toBe(
      model.publishedAt,
    )

    const mine = myModelListResponseSchema.parse(
      (await send('GET', API_PATHS.MY_MODELS, 'modelOwner')).json(),
    ).data
    expect(mine.items.find((item) => item.id === draft.id)).toMatchObject({
      status: 'published',
      photoCount: 2,
      city: 'Seoul',
    })
  })

  it('keeps the Korean clothing size the owner chose and shows it to the public', async () => {
    const profile = await createProfile(ctx.db.prisma, cast.agencyOwner.user.id)
    const saved = await send('PATCH', API_PATHS.MODEL(profile.id), 'agencyOwner', {
      clothingSizeKr: 95,
    })
    expect(modelOwnerResponseSchema.parse(saved.json()).data.model.clothingSizeKr).toBe(95)
    const shown = await send('GET', API_PATHS.MODEL(profile.id))
    expect(modelPublicResponseSchema.parse(shown.json()).data.model.clothingSizeKr).toBe(95)
  })

  it('shows the public no contact, no birth date, hidden weight as null', async () => {
    const profile = await createProfile(ctx.db.prisma, cast.agencyOwner.user.id, {
      weightKg: 51,
      weightHidden: true,
      keywordIds: [INFO.KW_ELEGANT],
    })
    const response = await send('GET', API_PATHS.MODEL(profile.id))
    const model = modelPublicResponseSchema.parse(response.json()).data.model
    expect(model).toMatchObject({
      stageName: 'Mina Kim',
      age: 25,
      isMinor: false,
      weightKg: null,
      city: { id: INFO.GANGNAM, value: 'Gangnam-gu, Seoul' },
      province: 'Seoul',
      country: { id: INFO.KOREA, value: 'South Korea' },
      keywords: [{ id: INFO.KW_ELEGANT, value: 'Elegant' }],
      agency: { name: 'Star Models', homePage: 'https://star.example.com' },
      likedByMe: null,
      canEdit: false,
    })
    expect(model.photos).toHaveLength(1)
    expect(model.photos[0]?.variants[0]?.url).toMatch(/^http:\/\/localhost:4000\/media\/variants\//)
    const text = response.body
    expect(text).not.toContain(cast.agencyOwner.user.email ?? '@')
    expect(text).not.toContain('birthDate')
    expect(text).not.toContain(isoDate(profile.birthDate as Date))
  })

  describe('minors (under 14)', () => {
    it('needs a recorded guardian consent and shows first name and province only', async () => {
      const birthDate = isoDate(bornYearsAgo(12))
      const body = { stageName: 'Seo-yeon Park', birthDate, cityId: INFO.SUWON }
      const refused = await send('POST', API_PATHS.MODELS, 'agencyOwner', body)
      expect(fieldsOf(refused)).toEqual({ guardianConsent: MODEL_MESSAGES.GUARDIAN_REQUIRED })

      const before = Date.now()
      const created = await send('POST', API_PATHS.MODELS, 'agencyOwner', {
        ...body,
        guardianConsent: consent,
      })
      expect(created.statusCode).toBe(201)
      const owner = modelOwnerResponseSchema.parse(created.json()).data.model
      expect(owner.isMinor).toBe(true)
      expect(owner.guardianConsent).toMatchObject({
        name: 'Park Jiyoung',
        relation: 'Mother',
        contact: '010-2222-3333',
      })
      expect(Date.parse(owner.guardianConsent?.consentAt ?? '')).toBeGreaterThanOrEqual(
        before - 1000,
      )

      // Withdrawing the consent while under 14 is refused.
      const withdrawn = await send('PATCH', API_PATHS.MODEL(owner.id), 'agencyOwner', {
        guardianConsent: null,
      })
      expect(fieldsOf(withdrawn)).toEqual({ guardianConsent: MODEL_MESSAGES.GUARDIAN_REQUIRED })

      // Make it publishable and look at it as the public.
      await ctx.db.prisma.modelProfile.update({
        where: { id: owner.id },
        data: {
          genderId: INFO.FEMALE,
          heightCm: 150,
          categoryIds: [INFO.FASHION],
          status: 'published',
          publishedAt: new Date(),
        },
      })
      const page = await send('GET', API_PATHS.MODEL(owner.id), 'client')
      const model = modelPublicResponseSchema.parse(page.json()).data.model
      expect(model).toMatchObject({
        stageName: 'Seo-yeon',
        isMinor: true,
        city: null,
        province: 'Gyeonggi-do',
        age: 12,
      })
      expect(page.body).not.toContain('Park')
      expect(page.body).not.toContain('Suwon')
      expect(page.body).not.toContain('010-2222-3333')

      const list = await send('GET', `${API_PATHS.MODELS}?q=seo`)
      const card = list.json().data.items.find((item: { id: number }) => item.id === owner.id)
      expect(card).toMatchObject({ stageName: 'Seo-yeon', city: 'Gyeonggi-do', age: 12 })
    })

    it('refuses a birth date change that makes an adult profile a minor without consent', async () => {
      const profile = await createProfile(ctx.db.prisma, cast.modelOwner.user.id, {
        status: 'draft',
      })
      const response = await send('PATCH', API_PATHS.MODEL(profile.id), 'modelOwner', {
        birthDate: isoDate(bornYearsAgo(8)),
      })
      expect(fieldsOf(response)).toEqual({ guardianConsent: MODEL_MESSAGES.GUARDIAN_REQUIRED })
    })
  })

  // A profile with bookings, reviews or reports is archived instead (users/departure.test.ts).
  it('deletes a profile without history with its photos and likes, and keeps the proposal', async () => {
    const profile = await createProfile(ctx.db.prisma, cast.modelOwner.user.id)
    await ctx.db.prisma.modelLike.create({
      data: { profileId: profile.id, userId: cast.client.user.id },
    })
    const proposal = await ctx.db.prisma.castingProposal.create({
      data: {
        title: 't',
        companyName: 'c',
        productCategories: 'p',
        contractPeriod: 1,
        budgetType: 'KRW',
        budget: 1n,
        modelCategory: 'm',
        modelDetailedCategory: 'd',
        gender: 'g',
        age: 20,
        modelNumber: 1,
        filmingDate: 'f',
        locationOfFilming: 'l',
        postingMedia: 'p',
        otherContent: 'o',
        contactInformation: 'c',
        email: 'a@b.co',
        targetModelProfileId: profile.id,
      },
    })
    const response = await send('DELETE', API_PATHS.MODEL(profile.id), 'modelOwner')
    expect(response.json()).toEqual({ data: null, message: MODEL_SERVER_MESSAGES.DELETED })
    const db = ctx.db.prisma
    expect(await db.modelPhoto.count({ where: { profileId: profile.id } })).toBe(0)
    expect(await db.modelLike.count({ where: { profileId: profile.id } })).toBe(0)
    expect(
      (await db.castingProposal.findUniqueOrThrow({ where: { id: proposal.id } }))
        .targetModelProfileId,
    ).toBeNull()
  })

  it('caps review requests to published profiles, once at a time', async () => {
    const draft = await createProfile(ctx.db.prisma, cast.modelOwner.user.id, { status: 'draft' })
    const early = await send('POST', API_PATHS.MODEL_REVIEW_REQUEST(draft.id), 'modelOwner')
    expect(early.json()).toMatchObject({ message: MODEL_SERVER_MESSAGES.REVIEW_NEEDS_PUBLISHED })
    const profile = await createProfile(ctx.db.prisma, cast.modelOwner.user.id)
    const first = await send('POST', API_PATHS.MODEL_REVIEW_REQUEST(profile.id), 'modelOwner')
    expect(modelOwnerResponseSchema.parse(first.json()).data.model.reviewStatus).toBe('requested')
    const again = await send('POST', API_PATHS.MODEL_REVIEW_REQUEST(profile.id), 'modelOwner')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ message: MODEL_SERVER_MESSAGES.REVIEW_ALREADY_REQUESTED })
  })

  it('deleting the account deletes its profiles', async () => {
    const profile = await createProfile(ctx.db.prisma, cast.otherModel.user.id)
    const response = await send('DELETE', API_PATHS.USER(cast.otherModel.user.id), 'otherModel')
    expect(response.statusCode).toBe(200)
    expect(await ctx.db.prisma.modelProfile.findUnique({ where: { id: profile.id } })).toBeNull()
  })
})
