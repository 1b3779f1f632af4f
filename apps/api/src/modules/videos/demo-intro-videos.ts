// Demo intro videos for `pnpm start` (issue #31, ADR 0052): published demo profiles in the
// acting & performance category (cast almost only from video) get one intro video each, a
// clip ffmpeg draws (its test pattern) that the real processing makes playable (720p, 480p,
// poster). Without ffmpeg the demo says so and goes on: `pnpm start` must not depend on it.
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { MODEL_STATUS } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { FileStorage } from '../../lib/storage/storage.js'
import { drawDemoClip, hasFfmpeg } from './demo-self-tapes.js'
import { makePlayable, videoKeys, type VideoDeps } from './videos.service.js'

/** "Acting & performance" in the category tree (seed-data/categories.ts). */
export const ACTING_PERFORMANCE_CATEGORY_ID = 11
/** Enough to see it on the list and profiles (one transcode, then copies of its files). */
const MAX_DEMO_PROFILES = 12
const CLIP_SECONDS = 8

export type DemoIntroVideosResult =
  { outcome: 'added'; profiles: number } | { outcome: 'present' | 'no-profiles' | 'no-ffmpeg' }

/**
 * One intro video on each published acting & performance profile that has none, up to
 * MAX_DEMO_PROFILES; a second run adds nothing. Answers what it did.
 */
export async function seedDemoIntroVideos(deps: {
  prisma: PrismaClient
  storage: FileStorage
  log: VideoDeps['log']
}): Promise<DemoIntroVideosResult> {
  const { prisma } = deps
  const profiles = await prisma.modelProfile.findMany({
    where: {
      categoryIds: { has: ACTING_PERFORMANCE_CATEGORY_ID },
      status: MODEL_STATUS.PUBLISHED,
      hiddenByAdminAt: null,
      archivedAt: null,
    },
    orderBy: { id: 'asc' },
    take: MAX_DEMO_PROFILES,
    select: { id: true, _count: { select: { videos: { where: { selfTapeRequestId: null } } } } },
  })
  if (profiles.length === 0) return { outcome: 'no-profiles' }
  const without = profiles.filter((profile) => profile._count.videos === 0)
  if (without.length === 0) return { outcome: 'present' }
  if (!(await hasFfmpeg())) return { outcome: 'no-ffmpeg' }

  const folder = await mkdtemp(path.join(os.tmpdir(), 'cnm-demo-intro-videos-'))
  try {
    const clip = path.join(folder, 'intro.mp4')
    const drawn = await drawDemoClip(clip, CLIP_SECONDS, 523)
    if (drawn.code !== 0) throw new Error(`ffmpeg could not draw the demo clip: ${drawn.stderr}`)
    const bytes = (await stat(clip)).size
    // The first profile's video goes through the job's own work, run here (the demo is ready
    // when `pnpm start` says so); the others get copies of its files: one transcode, not 12.
    const [first, ...rest] = without as [(typeof without)[number], ...typeof without]
    const id = randomUUID()
    const keys = videoKeys(id)
    await deps.storage.putFile(keys.original, clip, 'application/octet-stream')
    await prisma.modelVideo.create({
      data: {
        id,
        profileId: first.id,
        kind: 'intro',
        bytes,
        status: 'processing',
        originalKey: keys.original,
      },
    })
    await makePlayable({ ...deps, jobs: { send: async () => null } }, id)
    const made = await prisma.modelVideo.findUniqueOrThrow({ where: { id } })
    if (made.status !== 'ready') throw new Error('the demo intro video could not be processed')
    for (const profile of rest) {
      const copyId = randomUUID()
      const copyKeys = videoKeys(copyId)
      await deps.storage.copy(keys.video, copyKeys.video)
      await deps.storage.copy(keys.video480, copyKeys.video480)
      await deps.storage.copy(keys.poster, copyKeys.poster)
      await prisma.modelVideo.create({
        data: {
          id: copyId,
          profileId: profile.id,
          kind: 'intro',
          bytes,
          status: 'ready',
          durationMs: made.durationMs,
          width: made.width,
          height: made.height,
          videoKey: copyKeys.video,
          video480Key: copyKeys.video480,
          posterKey: copyKeys.poster,
        },
      })
    }
    return { outcome: 'added', profiles: without.length }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
