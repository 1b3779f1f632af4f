// The videos' hourly cleanup (issue #31, ADR 0052 addendum), on a real Postgres: files of a
// deleted profile, of a withdrawn account and of an answer to a withdrawn application leave
// storage; an upload idle for a day loses its row and its tus parts, a fresh one keeps going.
import { randomUUID } from 'node:crypto'
import { readdir, rm, utimes } from 'node:fs/promises'
import path from 'node:path'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import { API_PATHS, DAY_MS, HOUR_MS, MODEL_STATUS, type IntroVideo } from '@cnm/contracts'
import type { App } from '../../app.js'
import { setupTestApp } from '../../../test/helpers/app.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { createApplication, createCasting } from '../applications/testing/casting-factory.js'
import { cleanUpVideos } from './video-cleanup.js'
import { videoKeys } from './videos.service.js'

const ctx = setupTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } })
const TUS = { 'tus-resumable': '1.0.0' }

async function ownerWithProfile(app: App) {
  const owner = await signIn(app)
  const profile = await app.prisma.modelProfile.create({
    data: {
      ownerId: owner.user.id,
      stageName: `Model ${randomUUID().slice(0, 6)}`,
      status: MODEL_STATUS.PUBLISHED,
    },
  })
  return { owner, profileId: profile.id }
}

/** A ready video as the job leaves it: its row and its three files in storage. */
async function readyVideo(
  app: App,
  profileId: number,
  answer?: { selfTapeRequestId: number; applicationId: number },
) {
  const id = randomUUID()
  const keys = videoKeys(id)
  for (const key of [keys.video, keys.video480, keys.poster]) {
    await app.storage.put(key, Buffer.from(`bytes of ${key}`), 'application/octet-stream')
  }
  await app.prisma.modelVideo.create({
    data: {
      id,
      profileId,
      kind: 'intro',
      bytes: 100,
      status: 'ready',
      videoKey: keys.video,
      video480Key: keys.video480,
      posterKey: keys.poster,
      ...answer,
    },
  })
  return { id, keys: [keys.video, keys.video480, keys.poster] }
}

const stored = async (app: App, keys: readonly string[]) => {
  const found: string[] = []
  for (const key of keys) if (await app.storage.exists(key)) found.push(key)
  return found
}

const cleanUp = (app: App, now = new Date()) =>
  cleanUpVideos({
    prisma: app.prisma,
    storage: app.storage,
    log: app.log,
    clock: { now: () => now },
    uploadDirectory: app.config.videoUploadDirectory,
  })

const listed = async (app: App, profileId: number, who: SignedIn) => {
  const answer = await request(app.server).get(API_PATHS.MODEL_VIDEOS(profileId)).set(who.headers)
  return answer.body.data as IntroVideo[]
}

describe('videos cleanup: files go with their rows', () => {
  it("removes a deleted profile's video files at once and keeps everybody else's", async () => {
    const { app } = ctx
    const gone = await ownerWithProfile(app)
    const kept = await ownerWithProfile(app)
    const goneVideo = await readyVideo(app, gone.profileId)
    const keptVideo = await readyVideo(app, kept.profileId)

    const deleted = await request(app.server)
      .delete(API_PATHS.MODEL(gone.profileId))
      .set(gone.owner.headers)
    expect(deleted.status).toBe(200)

    // The delete queued the sweep: it runs now, not at the hour.
    await app.jobs.drain(['videos.cleanup'])
    expect(await stored(app, goneVideo.keys)).toEqual([])
    expect(await stored(app, keptVideo.keys)).toEqual(keptVideo.keys)
    expect((await listed(app, kept.profileId, kept.owner)).map((video) => video.id)).toEqual([
      keptVideo.id,
    ])
  })

  it('removes the videos of an account an administrator deleted', async () => {
    const { app } = ctx
    const { owner, profileId } = await ownerWithProfile(app)
    const video = await readyVideo(app, profileId)
    const admin = await signIn(app, { role: 'ADMIN' })

    const deleted = await request(app.server)
      .delete(API_PATHS.USER(owner.user.id))
      .set(admin.headers)
      .send({})
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200)

    await cleanUp(app)
    expect(await stored(app, video.keys)).toEqual([])
  })

  it('deletes the self-tape answer of a withdrawn application, row and files', async () => {
    const { app } = ctx
    const client = await signIn(app)
    const casting = await createCasting(app.prisma, client.user.id, {
      modelCategoryId: null,
      cityId: null,
    })
    const selfTape = await app.prisma.selfTapeRequest.create({
      data: {
        castingId: casting.id,
        instructions: 'Slate.',
        deadline: new Date(Date.now() + DAY_MS),
      },
    })
    const answers = []
    for (const status of ['withdrawn', 'shortlisted'] as const) {
      const { owner, profileId } = await ownerWithProfile(app)
      const application = await createApplication(app.prisma, {
        castingId: casting.id,
        modelProfileId: profileId,
        applicantId: owner.user.id,
        status,
      })
      answers.push(
        await readyVideo(app, profileId, {
          selfTapeRequestId: selfTape.id,
          applicationId: application.id,
        }),
      )
    }
    const [withdrawn, standing] = answers as [(typeof answers)[0], (typeof answers)[0]]

    const report = await cleanUp(app)
    expect(report.withdrawnAnswers).toBe(1)
    expect(await app.prisma.modelVideo.count({ where: { id: withdrawn.id } })).toBe(0)
    expect(await stored(app, withdrawn.keys)).toEqual([])
    expect(await stored(app, standing.keys)).toEqual(standing.keys)
  })
})

describe('videos cleanup: abandoned uploads', () => {
  const start = (app: App, who: SignedIn, profileId: number) =>
    request(app.server)
      .post(API_PATHS.MODEL_VIDEO_UPLOADS(profileId))
      .set(who.headers)
      .set(TUS)
      .set('upload-length', '1000')
      .set('upload-metadata', `kind ${Buffer.from('intro').toString('base64')}`)

  const sendSome = (app: App, who: SignedIn, uploadPath: string) =>
    request(app.server)
      .patch(uploadPath)
      .set(who.headers)
      .set(TUS)
      .set('upload-offset', '0')
      .set('content-type', 'application/offset+octet-stream')
      .send(Buffer.alloc(300, 1))

  const partsOf = async (app: App, uploadId: string) =>
    (await readdir(app.config.videoUploadDirectory)).filter((name) => name.startsWith(uploadId))

  it('drops an upload idle for a day with its parts, and keeps one still arriving', async () => {
    const { app } = ctx
    const { owner, profileId } = await ownerWithProfile(app)
    const paths: string[] = []
    for (let index = 0; index < 2; index += 1) {
      const created = await start(app, owner, profileId)
      expect(created.status).toBe(201)
      const uploadPath = new URL(created.headers.location as string).pathname
      expect((await sendSome(app, owner, uploadPath)).status).toBe(204)
      paths.push(uploadPath)
    }
    const [idlePath, livePath] = paths as [string, string]
    const idleId = idlePath.split('/').pop() as string
    // The idle one's parts were last written two days ago.
    const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS)
    for (const name of await partsOf(app, idleId)) {
      await utimes(path.join(app.config.videoUploadDirectory, name), twoDaysAgo, twoDaysAgo)
    }

    const report = await cleanUp(app)
    expect(report.abandonedUploads).toBe(1)
    const idle = await request(app.server).head(idlePath).set(owner.headers).set(TUS)
    expect(idle.status).toBe(404)
    expect(await partsOf(app, idleId)).toEqual([])
    const live = await request(app.server).head(livePath).set(owner.headers).set(TUS)
    expect(live.status).toBe(200)
    expect(live.headers['upload-offset']).toBe('300')
    expect((await listed(app, profileId, owner)).map((video) => video.status)).toEqual([
      'uploading',
    ])
  })

  it('drops a day-old upload row whose parts are gone', async () => {
    const { app } = ctx
    const { owner, profileId } = await ownerWithProfile(app)
    const created = await start(app, owner, profileId)
    const uploadPath = new URL(created.headers.location as string).pathname
    const uploadId = uploadPath.split('/').pop() as string
    // Its parts were lost (another disk, a crash): only the row is left.
    for (const name of await partsOf(app, uploadId)) {
      await rm(path.join(app.config.videoUploadDirectory, name))
    }
    await cleanUp(app)
    expect((await listed(app, profileId, owner)).map((video) => video.status)).toEqual([
      'uploading',
    ])
    // A day and an hour later it is given up on.
    await cleanUp(app, new Date(Date.now() + DAY_MS + HOUR_MS))
    expect(await listed(app, profileId, owner)).toEqual([])
  })
})
