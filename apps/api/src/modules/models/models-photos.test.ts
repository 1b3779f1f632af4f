// The models and photos modules together, as an owner's browser drives them: upload
// through the photos routes, the processing job, publishing on a real cover, the variant
// URLs in profile and card answers, and no file left once the profile is deleted.
import { describe, expect, it } from 'vitest'
import {
  API_PATHS,
  MESSAGES,
  MODEL_PHOTO_FIELD,
  MODEL_PHOTO_MESSAGES,
  MODEL_SERVER_MESSAGES,
  modelListResponseSchema,
  modelOwnerResponseSchema,
  modelPhotoResponseSchema,
  modelPublicResponseSchema,
} from '@cnm/contracts'
import request from 'supertest'
import { jpegWithGps } from '../../../test/fakes/photos.js'
import { COMPLETE_FIELDS, INFO, setupModelSuite } from './testing/model-fixtures.js'

describe('model profiles with real photos', () => {
  const { ctx, cast } = setupModelSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })

  const owner = () => cast.modelOwner.headers
  const upload = async (profileId: number, width: number) => {
    const response = await request(ctx.app.server)
      .post(API_PATHS.MODEL_PHOTOS(profileId))
      .set(owner())
      .attach(MODEL_PHOTO_FIELD, await jpegWithGps({ width, height: 600 }), {
        filename: 'portrait.jpg',
        contentType: 'image/jpeg',
      })
    expect(response.status, response.text).toBe(202)
    return modelPhotoResponseSchema.parse(response.body).data
  }
  const ownerView = async (profileId: number) =>
    modelOwnerResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: API_PATHS.MY_MODEL(profileId),
          headers: owner(),
        })
      ).json(),
    ).data.model
  const filesOf = async (photoId: string) => {
    const keys: string[] = []
    for (const prefix of ['originals/', 'variants/']) {
      for await (const file of ctx.app.storage.list(`${prefix}${photoId}/`)) keys.push(file.key)
    }
    return keys
  }
  const mediaStatus = async (url: string) =>
    (await request(ctx.app.server).get(new URL(url).pathname)).status

  it('publishes once a photo is ready, shows its variants everywhere, and deletes every file', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.MODELS,
      headers: owner(),
      payload: {
        ...COMPLETE_FIELDS,
        stageName: 'Photo Flow',
        categoryIds: [INFO.FASHION],
        birthDate: '1998-05-06',
      },
    })
    expect(created.statusCode, created.body).toBe(201)
    const profileId = modelOwnerResponseSchema.parse(created.json()).data.model.id

    const first = await upload(profileId, 800)
    const second = await upload(profileId, 700)
    expect([first.status, second.status]).toEqual(['pending', 'pending'])

    // Not processed yet: nothing to show, so not publishable.
    const early = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.MODEL_PUBLISH(profileId),
      headers: owner(),
    })
    expect(early.statusCode).toBe(400)
    expect(early.json()).toMatchObject({
      message: MODEL_SERVER_MESSAGES.NOT_PUBLISHABLE,
      fields: { photos: MESSAGES.REQUIRED, coverPhotoId: MESSAGES.REQUIRED },
    })

    await ctx.app.jobs.drain()
    const ready = await ownerView(profileId)
    expect(ready.photos.map((photo) => [photo.id, photo.status])).toEqual([
      [first.id, 'ready'],
      [second.id, 'ready'],
    ])
    // Whichever finished processing first became the cover.
    const covers = ready.photos.filter((photo) => photo.isCover).map((photo) => photo.id)
    expect(covers).toHaveLength(1)
    expect(ready.coverPhotoId).toBe(covers[0])
    expect(ready.missingForPublish).toEqual([])

    const published = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.MODEL_PUBLISH(profileId),
      headers: owner(),
    })
    expect(published.statusCode, published.body).toBe(200)

    // The public page and the directory card point at variants the API serves.
    const page = modelPublicResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: API_PATHS.MODEL(profileId) })).json(),
    ).data.model
    expect(page.photos.map((photo) => photo.id)).toEqual([first.id, second.id])
    const urls = page.photos.flatMap((photo) => photo.variants.map((variant) => variant.url))
    expect(urls.length).toBeGreaterThanOrEqual(4)
    for (const url of urls) expect(await mediaStatus(url), url).toBe(200)

    const list = modelListResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: `${API_PATHS.MODELS}?q=photo%20flow` })).json(),
    ).data
    const card = list.items.find((item) => item.id === profileId)
    const coverPhoto = page.photos.find((photo) => photo.isCover)!
    expect(card?.cover).toMatchObject({ width: coverPhoto.width, height: 600 })
    expect(card?.cover?.variants.map((variant) => variant.width)).toEqual(
      coverPhoto.id === first.id ? [320, 640, 800] : [320, 640, 700],
    )
    expect(card?.cover?.variants.map((variant) => variant.url)).toEqual(
      coverPhoto.variants.map((variant) => variant.url),
    )

    // A published profile keeps one photo: the first delete passes, the last is refused.
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: API_PATHS.MODEL_PHOTO(profileId, first.id),
      headers: owner(),
    })
    expect(deleted.statusCode).toBe(200)
    expect((await ownerView(profileId)).coverPhotoId).toBe(second.id)
    const last = await ctx.app.inject({
      method: 'DELETE',
      url: API_PATHS.MODEL_PHOTO(profileId, second.id),
      headers: owner(),
    })
    expect(last.statusCode).toBe(409)
    expect(last.json()).toMatchObject({ message: MODEL_PHOTO_MESSAGES.LAST_OF_PUBLISHED })
    expect(await ctx.db.prisma.modelPhoto.count({ where: { id: second.id } })).toBe(1)

    // Deleting the profile takes its files with it, at once.
    const secondFiles = await filesOf(second.id)
    expect(secondFiles.length).toBeGreaterThanOrEqual(2)
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: API_PATHS.MODEL(profileId),
      headers: owner(),
    })
    expect(gone.statusCode).toBe(200)
    expect(await filesOf(second.id)).toEqual([])
    expect(await filesOf(first.id)).toEqual([])
    const secondVariant = page.photos[1]!.variants[0]!.url
    expect(await mediaStatus(secondVariant)).toBe(404)
    // The queued removal finds nothing left to do and fails nothing.
    await ctx.app.jobs.drain()
  })

  it('lets a draft lose its last photo (it is not public)', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.MODELS,
      headers: owner(),
      payload: { stageName: 'Draft Photos' },
    })
    const profileId = modelOwnerResponseSchema.parse(created.json()).data.model.id
    const only = await upload(profileId, 640)
    await ctx.app.jobs.drain()
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: API_PATHS.MODEL_PHOTO(profileId, only.id),
      headers: owner(),
    })
    expect(deleted.statusCode).toBe(200)
    expect(await filesOf(only.id)).toEqual([])
    expect((await ownerView(profileId)).coverPhotoId).toBeNull()
  })
})
