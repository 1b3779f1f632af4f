import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { readdir, writeFile, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS, MODEL_STATUS, MODEL_VIDEO_MESSAGES, type IntroVideo } from '@cnm/contracts'
import type { App } from '../../app.js'
import { setupTestApp } from '../../../test/helpers/app.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import {
  hdMp4,
  movWithLocation,
  probeSize,
  probeTags,
  tinyMp4,
} from '../../../test/fakes/videos.js'
import { parseRange } from './video-files.js'

const ctx = setupTestApp()
const TUS = { 'tus-resumable': '1.0.0' }

const metadata = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')

async function ownerWithProfile(
  status: (typeof MODEL_STATUS)[keyof typeof MODEL_STATUS] = MODEL_STATUS.DRAFT,
) {
  const { app } = ctx
  const owner = await signIn(app)
  const profile = await app.prisma.modelProfile.create({
    data: { ownerId: owner.user.id, stageName: `Model ${randomUUID().slice(0, 6)}`, status },
  })
  return { app, owner, profileId: profile.id }
}

const create = (
  app: App,
  who: SignedIn,
  profileId: number,
  bytes: number,
  fields: Record<string, string> = { kind: 'intro' },
) =>
  request(app.server)
    .post(API_PATHS.MODEL_VIDEO_UPLOADS(profileId))
    .set(who.headers)
    .set(TUS)
    .set('upload-length', String(bytes))
    .set('upload-metadata', metadata(fields))

const patch = (app: App, who: SignedIn, uploadPath: string, offset: number, chunk: Buffer) =>
  request(app.server)
    .patch(uploadPath)
    .set(who.headers)
    .set(TUS)
    .set('upload-offset', String(offset))
    .set('content-type', 'application/offset+octet-stream')
    .send(chunk)

/** Creates an upload and sends the whole file in one PATCH; the PATCH's answer. */
async function uploadWhole(app: App, who: SignedIn, profileId: number, file: Buffer) {
  const created = await create(app, who, profileId, file.length)
  expect(created.status).toBe(201)
  const uploadPath = new URL(created.headers.location as string).pathname
  const answer = await patch(app, who, uploadPath, 0, file)
  return Object.assign(answer, { uploadId: uploadPath.split('/').pop() as string })
}

/** Sends `chunk` on a raw connection and cuts it before the request is complete. */
async function interruptedPatch(
  base: string,
  uploadPath: string,
  headers: Record<string, string>,
  offset: number,
  declaredLength: number,
  chunk: Buffer,
) {
  await new Promise<void>((resolve) => {
    const call = http.request(`${base}${uploadPath}`, {
      method: 'PATCH',
      headers: {
        ...headers,
        ...TUS,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(declaredLength),
      },
    })
    call.on('error', () => resolve())
    call.on('response', () => resolve())
    call.write(chunk, () => setImmediate(() => call.destroy()))
  })
}

async function listVideos(app: App, profileId: number, who?: SignedIn): Promise<IntroVideo[]> {
  const call = request(app.server).get(API_PATHS.MODEL_VIDEOS(profileId))
  if (who) call.set(who.headers)
  const answer = await call
  expect(answer.status).toBe(200)
  return answer.body.data as IntroVideo[]
}

/** The tus part files of one upload (the file and its .json) still on disk. */
async function partsLeft(app: App, uploadId: string): Promise<string[]> {
  const names = await readdir(app.config.videoUploadDirectory).catch(() => [])
  return names.filter((name) => name.startsWith(uploadId))
}

const uploadIdOf = (location: string) => new URL(location).pathname.split('/').pop() as string

describe('intro videos: a phone clip from upload to playback', () => {
  let base: string
  beforeAll(async () => {
    await new Promise<void>((resolve) => ctx.app.server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`
  })

  it('resumes an interrupted upload, makes a 720p-or-smaller MP4 without GPS and serves ranges', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    const clip = await movWithLocation(4)
    expect(await probeTagsOf(clip)).toContain('+37.5665')

    const created = await create(app, owner, profileId, clip.length, { kind: 'walking' })
    expect(created.status).toBe(201)
    const uploadPath = new URL(created.headers.location as string).pathname
    expect(uploadPath).toMatch(new RegExp(`^/models/${profileId}/video-uploads/[0-9a-f-]{36}$`))

    // First third in one chunk.
    const third = Math.floor(clip.length / 3)
    const first = await patch(app, owner, uploadPath, 0, clip.subarray(0, third))
    expect(first.status).toBe(204)
    expect(first.headers['upload-offset']).toBe(String(third))

    // The second third is cut off mid-request, as a dropped phone connection would.
    await interruptedPatch(
      base,
      uploadPath,
      { authorization: owner.headers.authorization as string },
      third,
      clip.length - third,
      clip.subarray(third, 2 * third),
    )
    const head = await request(app.server).head(uploadPath).set(owner.headers).set(TUS)
    expect(head.status).toBe(200)
    const offset = Number(head.headers['upload-offset'])
    expect(offset).toBeGreaterThanOrEqual(third)
    expect(offset).toBeLessThanOrEqual(2 * third)
    expect((await listVideos(app, profileId, owner))[0]?.status).toBe('uploading')

    // The rest from where the server says it is.
    const last = await patch(app, owner, uploadPath, offset, clip.subarray(offset))
    expect(last.status).toBe(204)
    expect((await listVideos(app, profileId, owner))[0]?.status).toBe('processing')
    expect(await partsLeft(app, uploadIdOf(created.headers.location as string))).toEqual([])

    await app.jobs.drain()
    const [video] = await listVideos(app, profileId, owner)
    expect(video).toMatchObject({ status: 'ready', kind: 'walking', title: null })
    expect(video?.durationSeconds).toBeGreaterThan(3.5)
    // A draft profile: its owner gets signed URLs; without the signature, nothing.
    expect(video?.videoUrl).toContain('signature=')
    const videoPath = new URL(video?.videoUrl as string)
    const unsigned = await request(app.server).get(videoPath.pathname)
    expect(unsigned.status).toBe(404)

    const ranged = await request(app.server)
      .get(`${videoPath.pathname}${videoPath.search}`)
      .set('range', 'bytes=100-199')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => done(null, Buffer.concat(chunks)))
      })
    expect(ranged.status).toBe(206)
    expect(ranged.headers['content-type']).toBe('video/mp4')
    expect(ranged.headers['accept-ranges']).toBe('bytes')
    expect(ranged.headers['content-range']).toMatch(/^bytes 100-199\/\d+$/)
    expect((ranged.body as Buffer).length).toBe(100)

    const stored = await app.storage.get(`videos/${video?.id}/video.mp4`)
    const tags = await probeTagsOf(stored as Buffer)
    expect(tags).not.toContain('37.5665')
    expect(tags).not.toMatch(/location/i)
    // The 480p rendition: signed like the 720p one, and no GPS either.
    expect(video?.video480Url).toContain('signature=')
    const small = await app.storage.get(`videos/${video?.id}/video-480.mp4`)
    expect(await probeTagsOf(small as Buffer)).not.toContain('37.5665')
    // Processing keeps no original.
    expect(await app.storage.exists(`videos/${video?.id}/original`)).toBe(false)

    const poster = await request(app.server).get(
      new URL(video?.posterUrl as string).pathname + new URL(video?.posterUrl as string).search,
    )
    expect(poster.status).toBe(200)
    expect(poster.headers['content-type']).toBe('image/jpeg')
  }, 60_000)

  it('serves a public profile to anybody, and stops when the profile is hidden', async () => {
    const { app, owner, profileId } = await ownerWithProfile(MODEL_STATUS.PUBLISHED)
    expect((await uploadWhole(app, owner, profileId, await tinyMp4(2))).status).toBe(204)
    await app.jobs.drain()
    const [video] = await listVideos(app, profileId)
    expect(video?.status).toBe('ready')
    expect(video?.videoUrl).not.toContain('signature=')
    const filePath = new URL(video?.videoUrl as string).pathname
    expect((await request(app.server).get(filePath)).status).toBe(200)

    await app.prisma.modelProfile.update({
      where: { id: profileId },
      data: { status: MODEL_STATUS.HIDDEN },
    })
    expect((await request(app.server).get(filePath)).status).toBe(404)
    expect((await request(app.server).get(API_PATHS.MODEL_VIDEOS(profileId))).status).toBe(404)
  }, 60_000)
})

describe('intro videos: a 480p rendition beside the 720p one', () => {
  it('makes both from a 1280x720 clip and serves them under the same rules', async () => {
    const { app, owner, profileId } = await ownerWithProfile(MODEL_STATUS.PUBLISHED)
    expect((await uploadWhole(app, owner, profileId, await hdMp4(1))).status).toBe(204)
    await app.jobs.drain()
    const [video] = await listVideos(app, profileId)
    expect(video?.status).toBe('ready')
    const paths = [video?.videoUrl, video?.video480Url].map(
      (url) => new URL(url as string).pathname,
    )
    expect(paths[1]).toMatch(/\/video-480\.mp4$/)
    const sizes: string[] = []
    for (const filePath of paths) {
      const answer = await request(app.server)
        .get(filePath)
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => done(null, Buffer.concat(chunks)))
        })
      expect(answer.status).toBe(200)
      expect(answer.headers['content-type']).toBe('video/mp4')
      const file = path.join(scratch, `${randomUUID()}.mp4`)
      await writeFile(file, answer.body as Buffer)
      sizes.push(await probeSize(file))
    }
    expect(sizes).toEqual(['1280x720', '854x480'])

    await app.prisma.modelProfile.update({
      where: { id: profileId },
      data: { status: MODEL_STATUS.HIDDEN },
    })
    expect((await request(app.server).get(paths[1] as string)).status).toBe(404)
  }, 60_000)
})

describe('intro videos: files judged by their bytes', () => {
  it.each([
    [
      'a text file named .mp4',
      async () => Buffer.from('hello, this is not a video\n'.repeat(40)),
      MODEL_VIDEO_MESSAGES.NOT_A_VIDEO,
    ],
    ['a 4-minute clip', () => tinyMp4(240), MODEL_VIDEO_MESSAGES.TOO_LONG],
    [
      'a truncated file',
      async () => {
        const whole = await tinyMp4(3)
        return whole.subarray(0, Math.floor(whole.length * 0.6))
      },
      MODEL_VIDEO_MESSAGES.DAMAGED,
    ],
  ])(
    'refuses %s with its message and keeps nothing',
    async (_label, makeFile, message) => {
      const { app, owner, profileId } = await ownerWithProfile()
      const answer = await uploadWhole(app, owner, profileId, await makeFile())
      expect(answer.status).toBe(400)
      expect(answer.body.message).toBe(message)
      expect(await listVideos(app, profileId, owner)).toEqual([])
      expect(await partsLeft(app, answer.uploadId)).toEqual([])
    },
    60_000,
  )

  it('answers in Korean for a Korean caller', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    const created = await create(app, owner, profileId, 20)
    const answer = await patch(
      app,
      owner,
      new URL(created.headers.location as string).pathname,
      0,
      Buffer.from('not a video at all!!'),
    ).set('accept-language', 'ko')
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/[가-힣]/)
  })

  it('refuses a declared size over 500 MB before any byte is sent', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    const answer = await create(app, owner, profileId, 500 * 1024 * 1024 + 1)
    expect(answer.status).toBe(413)
    expect(answer.body.message).toBe(MODEL_VIDEO_MESSAGES.TOO_LARGE)
    expect(await listVideos(app, profileId, owner)).toEqual([])
  })

  it('wants a title for "other" and refuses an unknown kind', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    const untitled = await create(app, owner, profileId, 10, { kind: 'other' })
    expect(untitled.status).toBe(400)
    expect(untitled.body.message).toBe(MODEL_VIDEO_MESSAGES.TITLE_NEEDED)
    expect((await create(app, owner, profileId, 10, { kind: 'selfie' })).status).toBe(400)
    const titled = await create(app, owner, profileId, 10, { kind: 'other', title: 'Dance' })
    expect(titled.status).toBe(201)
    expect((await listVideos(app, profileId, owner))[0]).toMatchObject({
      kind: 'other',
      title: 'Dance',
      status: 'uploading',
    })
  })
})

describe('intro videos: who may do what', () => {
  it('keeps to 3 videos per profile, counted when an upload starts', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    for (let index = 0; index < 3; index += 1) {
      expect((await create(app, owner, profileId, 100)).status).toBe(201)
    }
    const fourth = await create(app, owner, profileId, 100)
    expect(fourth.status).toBe(409)
    expect(fourth.body.message).toBe(MODEL_VIDEO_MESSAGES.TOO_MANY)

    // Deleting an unfinished upload frees its place and its parts.
    const [first] = await listVideos(app, profileId, owner)
    const removed = await request(app.server)
      .delete(API_PATHS.MODEL_VIDEO(profileId, first?.id as string))
      .set(owner.headers)
    expect(removed.status).toBe(200)
    expect((await create(app, owner, profileId, 100)).status).toBe(201)
  })

  it('lets only the owner (or an administrator) upload, continue, rename and delete', async () => {
    const { app, owner, profileId } = await ownerWithProfile(MODEL_STATUS.PUBLISHED)
    const stranger = await signIn(app)
    const admin = await signIn(app, { role: 'ADMIN' })
    const created = await create(app, owner, profileId, 100)
    const uploadPath = new URL(created.headers.location as string).pathname
    const videoId = uploadPath.split('/').pop() as string

    // A published profile: others are refused (403); a draft one does not exist for them (404).
    expect((await create(app, stranger, profileId, 100)).status).toBe(403)
    expect((await patch(app, stranger, uploadPath, 0, Buffer.alloc(10))).status).toBe(403)
    expect((await request(app.server).head(uploadPath).set(stranger.headers).set(TUS)).status).toBe(
      403,
    )
    const rename = (who: SignedIn) =>
      request(app.server)
        .patch(API_PATHS.MODEL_VIDEO(profileId, videoId))
        .set(who.headers)
        .send({ kind: 'monologue' })
    expect((await rename(stranger)).status).toBe(403)
    expect(
      (
        await request(app.server)
          .delete(API_PATHS.MODEL_VIDEO(profileId, videoId))
          .set(stranger.headers)
      ).status,
    ).toBe(403)
    // Guests: 401 everywhere but the public list (ready videos only).
    expect(
      (await request(app.server).post(API_PATHS.MODEL_VIDEO_UPLOADS(profileId)).set(TUS)).status,
    ).toBe(401)
    expect(await listVideos(app, profileId)).toEqual([])

    const draft = await ownerWithProfile()
    expect((await create(app, stranger, draft.profileId, 100)).status).toBe(404)
    expect(
      (await request(app.server).get(API_PATHS.MODEL_VIDEOS(draft.profileId)).set(stranger.headers))
        .status,
    ).toBe(404)

    // An upload id of another profile is not found under this one.
    const mine = await ownerWithProfile()
    const otherPath = uploadPath.replace(`/models/${profileId}/`, `/models/${mine.profileId}/`)
    expect((await patch(app, mine.owner, otherPath, 0, Buffer.alloc(10))).status).toBe(404)

    expect((await rename(owner)).status).toBe(200)
    expect((await rename(admin)).status).toBe(200)
    expect((await create(app, admin, profileId, 100)).status).toBe(201)
  })

  it('cancels an upload through tus termination', async () => {
    const { app, owner, profileId } = await ownerWithProfile()
    const created = await create(app, owner, profileId, 1000)
    const uploadPath = new URL(created.headers.location as string).pathname
    await patch(app, owner, uploadPath, 0, Buffer.alloc(100))
    const cancelled = await request(app.server).delete(uploadPath).set(owner.headers).set(TUS)
    expect(cancelled.status).toBe(204)
    expect(await listVideos(app, profileId, owner)).toEqual([])
    expect(await partsLeft(app, uploadIdOf(created.headers.location as string))).toEqual([])
  })
})

describe('parseRange', () => {
  it('reads one range and refuses what the file cannot satisfy', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90 })
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 })
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable')
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull()
    expect(parseRange(undefined, 100)).toBeNull()
  })
})

let scratch: string
beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'cnm-video-test-'))
})
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true })
})

async function probeTagsOf(bytes: Buffer): Promise<string> {
  const file = path.join(scratch, `${randomUUID()}.bin`)
  await writeFile(file, bytes)
  return probeTags(file)
}
