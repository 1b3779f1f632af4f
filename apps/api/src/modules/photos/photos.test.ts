import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import request from 'supertest'
import { describe, expect, it, vi } from 'vitest'
import { API_PATHS, MODEL_PHOTO_LIMITS, MODEL_PHOTO_MESSAGES, ROLE, DAY_MS } from '@cnm/contracts'
import type { App } from '../../app.js'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { setupTestApp } from '../../../test/helpers/app.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { exifHasGps, heicHeader, jpegWithGps, pngBomb, pngOf } from '../../../test/fakes/photos.js'
import { addDemoPhotos } from './demo-photos.js'
import { cleanUpPhotos } from './photo-cleanup.js'
import {
  makeVariants,
  PHOTO_JOBS,
  queueProfilePhotoFilesRemoval,
  type PhotoDeps,
} from './photos.service.js'

const ctx = setupTestApp()

async function createProfile(app: App, ownerId: number): Promise<number> {
  const profile = await app.prisma.modelProfile.create({
    data: { ownerId, stageName: `Model ${randomUUID().slice(0, 6)}` },
  })
  return profile.id
}

/** The test app, a signed-in model account and a draft profile it owns. */
async function ownerWithProfile(): Promise<{ app: App; owner: SignedIn; profileId: number }> {
  const { app } = ctx
  const owner = await signIn(app)
  return { app, owner, profileId: await createProfile(app, owner.user.id) }
}

function upload(
  app: App,
  profileId: number,
  file: Buffer,
  options: { who?: SignedIn; filename?: string; contentType?: string } = {},
) {
  const call = request(app.server).post(API_PATHS.MODEL_PHOTOS(profileId))
  if (options.who) call.set(options.who.headers)
  return call.attach('file', file, {
    filename: options.filename ?? 'photo.jpg',
    contentType: options.contentType ?? 'image/jpeg',
  })
}

async function listKeys(app: App, prefix: string): Promise<string[]> {
  const keys: string[] = []
  for await (const file of app.storage.list(prefix)) keys.push(file.key)
  return keys
}

/** Uploads a JPEG as the profile's owner and runs the processing job. */
async function readyPhoto(app: App, owner: SignedIn, profileId: number): Promise<string> {
  const answer = await upload(app, profileId, await jpegWithGps(), { who: owner })
  expect(answer.status).toBe(202)
  await app.jobs.drain()
  return answer.body.data.id as string
}

const mediaPath = (url: string) => new URL(url).pathname

describe('POST /models/{id}/photos and the processing job', () => {
  it('stores the upload, answers pending, then serves WebP variants without any metadata', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    const original = await jpegWithGps()
    expect(exifHasGps((await sharp(original).metadata()).exif)).toBe(true)

    const answer = await upload(app, profileId, original, { who: owner })
    expect(answer.status).toBe(202)
    expect(answer.body.message).toBe(MODEL_PHOTO_MESSAGES.UPLOADED)
    expect(answer.body.data).toMatchObject({ status: 'pending', variants: [], placeholder: null })

    expect(await app.jobs.drain()).toBeGreaterThanOrEqual(1)
    const photo = await request(app.server)
      .get(API_PATHS.MODEL_PHOTO(profileId, answer.body.data.id))
      .set(owner.headers)
    expect(photo.status).toBe(200)
    expect(photo.body.data).toMatchObject({
      status: 'ready',
      width: 800,
      height: 600,
      isCover: true,
    })
    expect(photo.body.data.placeholder).toMatch(/^[A-Za-z0-9+/]+=*$/)
    // 800 wide: no upscaling to 1280.
    const variants = photo.body.data.variants as Array<{ width: number; url: string }>
    expect(variants.map((variant) => variant.width)).toEqual([320, 640, 800])

    for (const variant of variants) {
      const served = await request(app.server)
        .get(mediaPath(variant.url))
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => done(null, Buffer.concat(chunks)))
        })
      expect(served.status).toBe(200)
      expect(served.headers['content-type']).toBe('image/webp')
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const metadata = await sharp(served.body as Buffer).metadata()
      expect(metadata).toMatchObject({ format: 'webp', width: variant.width })
      // GPS above all: no EXIF, XMP or IPTC block survives.
      expect(metadata.exif).toBeUndefined()
      expect(metadata.xmp).toBeUndefined()
      expect(metadata.iptc).toBeUndefined()
      expect(exifHasGps(metadata.exif)).toBe(false)
    }
  })

  it('turns the picture upright by its EXIF orientation', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    const answer = await upload(app, profileId, await jpegWithGps({ orientation: 6 }), {
      who: owner,
    })
    await app.jobs.drain()
    const row = await app.prisma.modelPhoto.findUniqueOrThrow({
      where: { id: answer.body.data.id },
    })
    expect({ width: row.width, height: row.height }).toEqual({ width: 600, height: 800 })
  })

  it('accepts a PNG named .jpg: the bytes decide', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    const answer = await upload(app, profileId, await pngOf(400, 500), { who: owner })
    expect(answer.status).toBe(202)
    await app.jobs.drain()
    const row = await app.prisma.modelPhoto.findUniqueOrThrow({
      where: { id: answer.body.data.id },
    })
    expect(row.status).toBe('ready')
    expect(row.originalKey).toMatch(/\.png$/)
  })

  it('can run twice on the same photo (idempotent)', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    const photoId = await readyPhoto(app, owner, profileId)
    const before = await app.prisma.modelPhoto.findUniqueOrThrow({ where: { id: photoId } })
    await app.prisma.modelPhoto.update({ where: { id: photoId }, data: { status: 'pending' } })
    await makeVariants(photoDeps(app), photoId)
    const after = await app.prisma.modelPhoto.findUniqueOrThrow({ where: { id: photoId } })
    expect(after.status).toBe('ready')
    expect(after.variants).toEqual(before.variants)
    expect(await listKeys(app, `variants/${photoId}/`)).toHaveLength(3)
  })
})

function photoDeps(app: App, clock = app.clock): PhotoDeps {
  return { prisma: app.prisma, storage: app.storage, jobs: app.jobs, clock, log: app.log }
}

describe('bad files are refused with a message that says what works', () => {
  const MB = 1024 * 1024
  const cases: Array<{
    name: string
    file: () => Promise<Buffer> | Buffer
    status: number
    message: string
  }> = [
    {
      name: 'a text file named .jpg',
      file: () => Buffer.from('This is not a photo, just some text.\n'.repeat(20)),
      status: 415,
      message: MODEL_PHOTO_MESSAGES.UNSUPPORTED,
    },
    {
      name: 'an iPhone HEIC photo',
      file: heicHeader,
      status: 415,
      message: MODEL_PHOTO_MESSAGES.HEIC,
    },
    {
      name: 'a truncated JPEG',
      file: async () => {
        const whole = await sharp({
          create: {
            width: 600,
            height: 400,
            channels: 3,
            background: '#808080',
            noise: { type: 'gaussian', mean: 128, sigma: 50 },
          },
        })
          .jpeg()
          .toBuffer()
        return whole.subarray(0, Math.floor(whole.length / 2))
      },
      status: 400,
      message: MODEL_PHOTO_MESSAGES.DAMAGED,
    },
    {
      name: 'a 30,000 x 30,000 PNG (decompression bomb)',
      file: () => pngBomb(),
      status: 400,
      message: MODEL_PHOTO_MESSAGES.TOO_MANY_PIXELS,
    },
    {
      name: 'a 16 MB file',
      file: async () => Buffer.concat([await jpegWithGps(), Buffer.alloc(16 * MB)]),
      status: 413,
      message: MODEL_PHOTO_MESSAGES.TOO_LARGE,
    },
  ]

  it.each(cases)('$name: $status', async ({ file, status, message }) => {
    const { app, owner, profileId } = await ownerWithProfile()
    const answer = await upload(app, profileId, await file(), { who: owner })
    expect(answer.status).toBe(status)
    expect(answer.body.message).toBe(message)
    expect(await app.prisma.modelPhoto.count({ where: { profileId } })).toBe(0)
    // The server is still up and answering.
    expect((await request(app.server).get('/health')).status).toBe(200)
  })

  it('answers 400 when the request has no file', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    const answer = await request(app.server)
      .post(API_PATHS.MODEL_PHOTOS(profileId))
      .set(owner.headers)
      .field('note', 'no file here')
    expect(answer.status).toBe(400)
    expect(answer.body.message).toBe(MODEL_PHOTO_MESSAGES.NO_FILE)
  })

  it('answers 400, not 500, to a cut-off or malformed multipart body', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    for (const payload of ['{}', '--x\r\n', '--x\r\nContent-Disposition: form-data; name="file"']) {
      const answer = await app.inject({
        method: 'POST',
        url: API_PATHS.MODEL_PHOTOS(profileId),
        headers: { ...owner.headers, 'content-type': 'multipart/form-data; boundary=x' },
        payload,
      })
      expect(answer.statusCode, payload).toBe(400)
      expect(answer.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: MODEL_PHOTO_MESSAGES.NO_FILE,
      })
    }
    expect(await app.prisma.modelPhoto.count({ where: { profileId } })).toBe(0)
  })

  it('refuses the 21st photo of a profile', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    await app.prisma.modelPhoto.createMany({
      data: Array.from({ length: MODEL_PHOTO_LIMITS.PER_PROFILE }, (_, position) => ({
        profileId,
        position,
        status: 'ready' as const,
        originalKey: `originals/${randomUUID()}/x.jpg`,
        contentHash: 'x',
      })),
    })
    const filesBefore = await listKeys(app, 'originals/')
    const answer = await upload(app, profileId, await jpegWithGps(), { who: owner })
    expect(answer.status).toBe(409)
    expect(answer.body.message).toBe(MODEL_PHOTO_MESSAGES.TOO_MANY)
    expect(await app.prisma.modelPhoto.count({ where: { profileId } })).toBe(20)
    expect(await listKeys(app, 'originals/')).toEqual(filesBefore)
  })

  it('marks a photo failed when the job meets a file past the pixel limit', async () => {
    const { app, profileId } = await ownerWithProfile()
    const id = randomUUID()
    const originalKey = `originals/${id}/bomb.png`
    await app.storage.put(originalKey, pngBomb(), 'image/png')
    await app.prisma.modelPhoto.create({
      data: { id, profileId, position: 0, originalKey, contentHash: 'x' },
    })
    await makeVariants(photoDeps(app), id)
    const row = await app.prisma.modelPhoto.findUniqueOrThrow({ where: { id } })
    expect(row).toMatchObject({
      status: 'failed',
      failureReason: MODEL_PHOTO_MESSAGES.TOO_MANY_PIXELS,
    })
  })
})

describe('who may change photos', () => {
  type Who = 'owner' | 'admin' | 'stranger' | 'guest'
  const expected: Record<Who, { upload: number; get: number; order: number; delete: number }> = {
    owner: { upload: 202, get: 200, order: 200, delete: 200 },
    admin: { upload: 202, get: 200, order: 200, delete: 200 },
    stranger: { upload: 404, get: 404, order: 404, delete: 404 },
    guest: { upload: 401, get: 401, order: 401, delete: 401 },
  }

  it.each(Object.keys(expected) as Who[])('%s', async (who) => {
    const { app, owner, profileId } = await ownerWithProfile()
    const photoId = await readyPhoto(app, owner, profileId)
    const caller =
      who === 'owner'
        ? owner
        : who === 'admin'
          ? await signIn(app, { role: ROLE.ADMIN })
          : who === 'stranger'
            ? await signIn(app)
            : undefined
    const auth = (call: request.Test) => (caller ? call.set(caller.headers) : call)
    const want = expected[who]

    const uploaded = await upload(app, profileId, await jpegWithGps(), { who: caller })
    expect(uploaded.status).toBe(want.upload)
    const got = await auth(request(app.server).get(API_PATHS.MODEL_PHOTO(profileId, photoId)))
    expect(got.status).toBe(want.get)
    const ids = (
      await app.prisma.modelPhoto.findMany({ where: { profileId }, orderBy: { position: 'desc' } })
    ).map((photo) => photo.id)
    const ordered = await auth(
      request(app.server).put(API_PATHS.MODEL_PHOTO_ORDER(profileId)).send({ photoIds: ids }),
    )
    expect(ordered.status).toBe(want.order)
    const deleted = await auth(
      request(app.server).delete(API_PATHS.MODEL_PHOTO(profileId, photoId)),
    )
    expect(deleted.status).toBe(want.delete)
    expect(await app.prisma.modelPhoto.count({ where: { id: photoId } })).toBe(
      want.delete === 200 ? 0 : 1,
    )
  })
})

describe('order, cover and deletion', () => {
  it('reorders, sets a ready cover and refuses a list that is not every photo once', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    const first = await readyPhoto(app, owner, profileId)
    const second = await readyPhoto(app, owner, profileId)

    const answer = await request(app.server)
      .put(API_PATHS.MODEL_PHOTO_ORDER(profileId))
      .set(owner.headers)
      .send({ photoIds: [second, first], coverPhotoId: second })
    expect(answer.status).toBe(200)
    expect(answer.body.data.coverPhotoId).toBe(second)
    expect(answer.body.data.photos.map((photo: { id: string }) => photo.id)).toEqual([
      second,
      first,
    ])

    const partial = await request(app.server)
      .put(API_PATHS.MODEL_PHOTO_ORDER(profileId))
      .set(owner.headers)
      .send({ photoIds: [first] })
    expect(partial.status).toBe(400)
    expect(partial.body.message).toBe(MODEL_PHOTO_MESSAGES.ORDER_MISMATCH)
  })

  it('deleting the cover removes its files and makes the next ready photo the cover', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    const cover = await readyPhoto(app, owner, profileId)
    const next = await readyPhoto(app, owner, profileId)
    const view = await request(app.server)
      .get(API_PATHS.MODEL_PHOTO(profileId, cover))
      .set(owner.headers)
    const url = view.body.data.variants[0].url as string
    expect((await request(app.server).get(mediaPath(url))).status).toBe(200)

    const answer = await request(app.server)
      .delete(API_PATHS.MODEL_PHOTO(profileId, cover))
      .set(owner.headers)
    expect(answer.status).toBe(200)
    expect(answer.body.message).toBe(MODEL_PHOTO_MESSAGES.DELETED)
    expect(await listKeys(app, `originals/${cover}/`)).toEqual([])
    expect(await listKeys(app, `variants/${cover}/`)).toEqual([])
    expect((await request(app.server).get(mediaPath(url))).status).toBe(404)
    const profile = await app.prisma.modelProfile.findUniqueOrThrow({ where: { id: profileId } })
    expect(profile.coverPhotoId).toBe(next)
    expect((await app.prisma.modelPhoto.findUniqueOrThrow({ where: { id: next } })).position).toBe(
      0,
    )
  })

  it('deleting a profile removes every file of its photos through the job', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    const photoId = await readyPhoto(app, owner, profileId)
    await queueProfilePhotoFilesRemoval(photoDeps(app), profileId)
    await app.prisma.modelProfile.delete({ where: { id: profileId } })
    await app.jobs.drain()
    expect(await listKeys(app, `originals/${photoId}/`)).toEqual([])
    expect(await listKeys(app, `variants/${photoId}/`)).toEqual([])
  })

  it('the media route serves variants only: no original, no path outside storage', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    const photoId = await readyPhoto(app, owner, profileId)
    const [original] = await listKeys(app, `originals/${photoId}/`)
    for (const path of [
      `/media/${original}`,
      '/media/../../../../etc/passwd',
      '/media/variants/%2e%2e/%2e%2e/package.json',
      `/media/variants/${photoId}/..%2f..%2f${original}`,
    ]) {
      expect((await request(app.server).get(path)).status, path).toBe(404)
    }
  })
})

describe('the cleanup job', () => {
  it('removes files without a row and old failed photos, and keeps everything in use', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    const kept = await readyPhoto(app, owner, profileId)
    const orphanId = randomUUID()
    await app.storage.put(`originals/${orphanId}/lost.jpg`, await jpegWithGps(), 'image/jpeg')
    const broken = await upload(app, profileId, await jpegWithGps(), { who: owner })
    const brokenId = broken.body.data.id as string
    await app.prisma.modelPhoto.update({
      where: { id: brokenId },
      data: { status: 'failed', failureReason: MODEL_PHOTO_MESSAGES.DAMAGED },
    })

    // Right now, everything is too young to be touched.
    expect(await cleanUpPhotos(photoDeps(app))).toEqual({
      abandonedPhotos: 0,
      orphanFiles: 0,
      requeuedPhotos: 0,
      outOfPlaceProfiles: 0,
    })
    expect(await listKeys(app, `originals/${orphanId}/`)).toHaveLength(1)

    // A week later: the orphan file and the failed upload go, the ready photo stays.
    const later = createFakeClock(new Date(Date.now() + 8 * DAY_MS))
    const report = await cleanUpPhotos(photoDeps(app, later))
    expect(report.abandonedPhotos).toBeGreaterThanOrEqual(1)
    expect(await listKeys(app, `originals/${orphanId}/`)).toEqual([])
    expect(await listKeys(app, `originals/${brokenId}/`)).toEqual([])
    expect(await app.prisma.modelPhoto.count({ where: { id: brokenId } })).toBe(0)
    expect(await listKeys(app, `variants/${kept}/`)).toHaveLength(3)
    expect(await app.prisma.modelPhoto.count({ where: { id: kept } })).toBe(1)
  })

  // Issue #25: the send after the upload's commit failed, so no job was ever queued.
  it('queues an upload whose job was lost again and never deletes its untried original', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    // Jobs left queued by earlier tests run first, so the count below is this upload's alone.
    await app.jobs.drain([PHOTO_JOBS.MAKE_VARIANTS])
    const send = vi
      .spyOn(app.jobs, 'send')
      .mockRejectedValueOnce(new Error('jobs: connection lost'))
    const answer = await upload(app, profileId, await jpegWithGps(), { who: owner })
    send.mockRestore()
    expect(answer.status).toBe(202)
    const photoId = answer.body.data.id as string
    expect(await app.jobs.drain([PHOTO_JOBS.MAKE_VARIANTS])).toBe(0)

    // The cleanup runs hours later, and again a week later: the upload is tried, not deleted.
    for (const days of [0.3, 8]) {
      const later = createFakeClock(new Date(Date.now() + days * DAY_MS))
      await cleanUpPhotos(photoDeps(app, later))
      expect(await listKeys(app, `originals/${photoId}/`)).toHaveLength(1)
      expect(await app.prisma.modelPhoto.count({ where: { id: photoId } })).toBe(1)
    }
    expect(await app.jobs.drain([PHOTO_JOBS.MAKE_VARIANTS])).toBe(1)
    const photo = await request(app.server)
      .get(API_PATHS.MODEL_PHOTO(profileId, photoId))
      .set(owner.headers)
    expect(photo.body.data).toMatchObject({ status: 'ready' })
  })
})

describe('demo photos', () => {
  it('adds generated portraits through the upload path, ready, with a cover', async () => {
    const { app, profileId } = await ownerWithProfile()
    const ids = await addDemoPhotos(
      { prisma: app.prisma, storage: app.storage, log: app.log },
      profileId,
      { count: 2, seed: 5 },
    )
    const rows = await app.prisma.modelPhoto.findMany({
      where: { profileId },
      orderBy: { position: 'asc' },
    })
    expect(rows.map((row) => [row.id, row.status, row.width, row.height])).toEqual([
      [ids[0], 'ready', 900, 1200],
      [ids[1], 'ready', 900, 1200],
    ])
    const profile = await app.prisma.modelProfile.findUniqueOrThrow({ where: { id: profileId } })
    expect(profile.coverPhotoId).toBe(ids[0])
    // Different seeds, different pictures.
    expect(rows[0]!.contentHash).not.toBe(rows[1]!.contentHash)
  })
})
