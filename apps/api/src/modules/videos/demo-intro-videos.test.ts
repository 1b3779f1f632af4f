// The demo intro videos (ADR 0052): published acting & performance profiles get one processed
// intro video each, other profiles none; a second run adds nothing.
import { describe, expect, it } from 'vitest'
import { API_PATHS, MODEL_STATUS, type IntroVideo } from '@cnm/contracts'
import request from 'supertest'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createUser } from '../../../test/helpers/factories.js'
import { ACTING_PERFORMANCE_CATEGORY_ID, seedDemoIntroVideos } from './demo-intro-videos.js'

const ctx = setupTestApp()

describe('the demo intro videos', () => {
  it('gives each published acting & performance profile one playable intro video, once', async () => {
    const { app } = ctx
    const deps = { prisma: app.prisma, storage: app.storage, log: app.log }
    expect(await seedDemoIntroVideos(deps)).toEqual({ outcome: 'no-profiles' })

    const owner = await createUser(app.prisma)
    const profile = (
      categoryIds: number[],
      status: 'draft' | 'published' = MODEL_STATUS.PUBLISHED,
    ) =>
      app.prisma.modelProfile.create({
        data: { ownerId: owner.id, stageName: 'Demo Actor', status, categoryIds },
      })
    const actor = await profile([ACTING_PERFORMANCE_CATEGORY_ID])
    const fashion = await profile([1])
    const draftActor = await profile([ACTING_PERFORMANCE_CATEGORY_ID], MODEL_STATUS.DRAFT)

    expect(await seedDemoIntroVideos(deps)).toEqual({ outcome: 'added', profiles: 1 })
    const listOf = async (profileId: number) =>
      (await request(app.server).get(API_PATHS.MODEL_VIDEOS(profileId))).body.data as IntroVideo[]
    const [video] = await listOf(actor.id)
    expect(video).toMatchObject({ kind: 'intro', status: 'ready' })
    expect(video?.video480Url).toContain('video-480.mp4')
    const played = await request(app.server)
      .get(new URL(video?.videoUrl as string).pathname)
      .set('range', 'bytes=0-99')
    expect(played.status).toBe(206)
    expect(await listOf(fashion.id)).toEqual([])
    expect(await app.prisma.modelVideo.count({ where: { profileId: draftActor.id } })).toBe(0)

    expect(await seedDemoIntroVideos(deps)).toEqual({ outcome: 'present' })
  }, 60_000)
})
