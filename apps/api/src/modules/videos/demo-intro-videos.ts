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
/** Enough to see it on the list and profiles; each costs a second or two of ffmpeg. */
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
    const made = await drawDemoClip(clip, CLIP_SECONDS, 523)
    if (made.code !== 0) throw new Error(`ffmpeg could not draw the demo clip: ${made.stderr}`)
    const bytes = (await stat(clip)).size
    let added = 0
    for (const profile of without) {
      const id = randomUUID()
      const keys = videoKeys(id)
      await deps.storage.putFile(keys.original, clip, 'application/octet-stream')
      await prisma.modelVideo.create({
        data: {
          id,
          profileId: profile.id,
          kind: 'intro',
          bytes,
          status: 'processing',
          originalKey: keys.original,
        },
      })
      // The job's own work, run here: the demo is ready when `pnpm start` says so.
      await makePlayable({ ...deps, jobs: { send: async () => null } }, id)
      const row = await prisma.modelVideo.findUnique({ where: { id }, select: { status: true } })
      if (row?.status === 'ready') added += 1
    }
    return { outcome: 'added', profiles: added }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
