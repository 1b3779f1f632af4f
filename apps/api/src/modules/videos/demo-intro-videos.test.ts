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
    const dancer = await profile([3, ACTING_PERFORMANCE_CATEGORY_ID])
    const fashion = await profile([1])
    const draftActor = await profile([ACTING_PERFORMANCE_CATEGORY_ID], MODEL_STATUS.DRAFT)

    expect(await seedDemoIntroVideos(deps)).toEqual({ outcome: 'added', profiles: 2 })
    const listOf = async (profileId: number) =>
      (await request(app.server).get(API_PATHS.MODEL_VIDEOS(profileId))).body.data as IntroVideo[]
    // One transcode, its files copied: each profile has its own, playable.
    const played = []
    for (const profileId of [actor.id, dancer.id]) {
      const [video] = await listOf(profileId)
      expect(video).toMatchObject({ kind: 'intro', status: 'ready' })
      expect(video?.durationSeconds).toBeCloseTo(8, 0)
      expect(video?.video480Url).toContain('video-480.mp4')
      for (const url of [video?.videoUrl, video?.video480Url, video?.posterUrl]) {
        const answer = await request(app.server)
          .get(new URL(url as string).pathname)
          .set('range', 'bytes=0-99')
        played.push(answer.status)
      }
    }
    expect(played).toEqual([206, 206, 206, 206, 206, 206])
    expect(await listOf(fashion.id)).toEqual([])
    expect(await app.prisma.modelVideo.count({ where: { profileId: draftActor.id } })).toBe(0)

    expect(await seedDemoIntroVideos(deps)).toEqual({ outcome: 'present' })
  }, 60_000)
})
