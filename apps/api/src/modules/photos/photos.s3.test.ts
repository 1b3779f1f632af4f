import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS } from '@cnm/contracts'
import type { App } from '../../app.js'
import { buildTestApp } from '../../../test/helpers/app.js'
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db.js'
import { signIn } from '../../../test/helpers/factories.js'
import { startFakeS3, type FakeS3 } from '../../../test/fakes/s3.js'
import { exifHasGps, jpegWithGps } from '../../../test/fakes/photos.js'
import { PHOTO_JOBS } from './photos.service.js'

// The bucket driver with the real AWS SDK against s3rver (ADR 0017).
let s3: FakeS3
let db: TestDatabase
let app: App

beforeAll(async () => {
  s3 = await startFakeS3()
  db = await createTestDatabase()
  app = await buildTestApp({ db, env: s3.env })
})
afterAll(async () => {
  await app?.close()
  await db?.drop()
  await s3?.close()
})

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = []
  for await (const file of app.storage.list(prefix)) keys.push(file.key)
  return keys
}

describe('photos in an S3-compatible bucket', () => {
  it('stores the original, serves variants from the bucket and deletes every object', async () => {
    expect(app.storage.kind).toBe('s3')
    const owner = await signIn(app)
    const profile = await app.prisma.modelProfile.create({
      data: { ownerId: owner.user.id, stageName: `S3 ${randomUUID().slice(0, 6)}` },
    })
    const uploaded = await request(app.server)
      .post(API_PATHS.MODEL_PHOTOS(profile.id))
      .set(owner.headers)
      .attach('file', await jpegWithGps({ width: 1600, height: 1200 }), 'photo.jpg')
    expect(uploaded.status).toBe(202)
    const photoId = uploaded.body.data.id as string
    expect(await keysUnder(`originals/${photoId}/`)).toHaveLength(1)

    await app.jobs.drain()
    const view = await request(app.server)
      .get(API_PATHS.MODEL_PHOTO(profile.id, photoId))
      .set(owner.headers)
    const variants = view.body.data.variants as Array<{ width: number; url: string }>
    expect(variants.map((variant) => variant.width)).toEqual([320, 640, 1280])
    for (const variant of variants) {
      expect(variant.url.startsWith(`${s3.endpoint}/${s3.bucket}/variants/${photoId}/`)).toBe(true)
      const served = await fetch(variant.url)
      expect(served.status).toBe(200)
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
      expect(metadata).toMatchObject({ format: 'webp', width: variant.width })
      expect(exifHasGps(metadata.exif)).toBe(false)
      expect(metadata.exif).toBeUndefined()
    }
    // The local media route is not there: the bucket serves.
    expect((await request(app.server).get(new URL(variants[0]!.url).pathname)).status).toBe(404)

    const deleted = await request(app.server)
      .delete(API_PATHS.MODEL_PHOTO(profile.id, photoId))
      .set(owner.headers)
    expect(deleted.status).toBe(200)
    expect(await keysUnder(`originals/${photoId}/`)).toEqual([])
    expect(await keysUnder(`variants/${photoId}/`)).toEqual([])
    expect((await fetch(variants[0]!.url)).status).toBe(404)
  })

  it("moves a hidden profile's variants out of the bucket's public names and back (issue #25)", async () => {
    const owner = await signIn(app)
    const profile = await app.prisma.modelProfile.create({
      data: { ownerId: owner.user.id, stageName: `S3 ${randomUUID().slice(0, 6)}` },
    })
    const uploaded = await request(app.server)
      .post(API_PATHS.MODEL_PHOTOS(profile.id))
      .set(owner.headers)
      .attach('file', await jpegWithGps({ width: 900, height: 600 }), 'photo.jpg')
    const photoId = uploaded.body.data.id as string
    await app.jobs.drain()
    const urlsOfPhoto = async () => {
      const view = await request(app.server)
        .get(API_PATHS.MODEL_PHOTO(profile.id, photoId))
        .set(owner.headers)
      return (view.body.data.variants as Array<{ url: string }>).map((variant) => variant.url)
    }
    const publicUrls = await urlsOfPhoto()
    expect(publicUrls.length).toBeGreaterThan(0)
    for (const url of publicUrls) expect((await fetch(url)).status).toBe(200)

    await app.prisma.modelProfile.update({
      where: { id: profile.id },
      data: { status: 'published' },
    })
    await request(app.server).post(API_PATHS.MODEL_HIDE(profile.id)).set(owner.headers).expect(200)
    await app.jobs.drain()
    for (const url of publicUrls) expect((await fetch(url)).status).toBe(404)
    expect(await keysUnder(`variants/${photoId}/`)).toEqual([])
    // The owner's URLs are the API's signed ones; the bucket's name of the file is not given out.
    const signed = await urlsOfPhoto()
    for (const url of signed) {
      expect(url.startsWith(s3.endpoint)).toBe(false)
      const served = await request(app.server).get(`${new URL(url).pathname}${new URL(url).search}`)
      expect(served.status).toBe(200)
      expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/)
    }

    // This profile is too incomplete to unhide through the API (photo-visibility.test.ts does
    // that): made visible directly, then the job that every visibility change queues.
    await app.prisma.modelProfile.update({
      where: { id: profile.id },
      data: { status: 'published' },
    })
    await app.jobs.send(PHOTO_JOBS.SYNC_VISIBILITY, { profileIds: [profile.id] })
    await app.jobs.drain()
    expect((await urlsOfPhoto()).sort()).toEqual([...publicUrls].sort())
    for (const url of publicUrls) expect((await fetch(url)).status).toBe(200)
    expect(await keysUnder(`withheld/${photoId}/`)).toEqual([])
  })
})
