// A demo self-tape for `pnpm start` (issue #31, ADR 0053): the demo client's first casting with
// a shortlisted applicant gets a request, and that applicant one answer, a clip ffmpeg draws
// (its test pattern) and the real processing makes playable. Without ffmpeg the demo says so
// and goes on without it: `pnpm start` must not depend on it.
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { DAY_MS, MINUTE_MS, MODEL_STATUS } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { FileStorage } from '../../lib/storage/storage.js'
import { FFMPEG, FFPROBE, runTool } from './video-media.js'
import { makePlayable, videoKeys, type VideoDeps } from './videos.service.js'

const CLIP_SECONDS = 6
const TOOL_TIMEOUT_MS = 2 * MINUTE_MS

export type DemoSelfTapeResult = 'added' | 'present' | 'no-casting' | 'no-ffmpeg' | 'failed'

export async function hasFfmpeg(): Promise<boolean> {
  try {
    const [ffmpeg, ffprobe] = await Promise.all([
      runTool(FFMPEG, ['-version'], TOOL_TIMEOUT_MS),
      runTool(FFPROBE, ['-version'], TOOL_TIMEOUT_MS),
    ])
    return ffmpeg.code === 0 && ffprobe.code === 0
  } catch {
    return false
  }
}

/** ffmpeg's test pattern with a tone, `seconds` long, 640x360 H.264/AAC: a demo video. */
export function drawDemoClip(file: string, seconds: number, tone = 440) {
  return runTool(
    FFMPEG,
    [
      ...['-hide_banner', '-nostdin', '-v', 'error', '-y'],
      ...['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=640x360:rate=24`],
      ...['-f', 'lavfi', '-i', `sine=frequency=${tone}:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-shortest', file],
    ],
    TOOL_TIMEOUT_MS,
  )
}

/** Adds the demo request and its answer once; answers what it did. */
export async function seedDemoSelfTape(
  deps: { prisma: PrismaClient; storage: FileStorage; log: VideoDeps['log'] },
  clientEmail: string,
  now = new Date(),
): Promise<DemoSelfTapeResult> {
  const { prisma } = deps
  const present = await prisma.selfTapeRequest.count({
    where: { casting: { client: { email: clientEmail } } },
  })
  if (present > 0) return 'present'
  const application = await prisma.application.findFirst({
    where: {
      status: 'shortlisted',
      casting: { client: { email: clientEmail } },
      modelProfile: { status: MODEL_STATUS.PUBLISHED, hiddenByAdminAt: null, archivedAt: null },
    },
    orderBy: { id: 'asc' },
    select: { id: true, castingId: true, modelProfileId: true },
  })
  if (!application) return 'no-casting'
  if (!(await hasFfmpeg())) return 'no-ffmpeg'

  const folder = await mkdtemp(path.join(os.tmpdir(), 'cnm-demo-self-tape-'))
  try {
    const clip = path.join(folder, 'clip.mp4')
    const made = await drawDemoClip(clip, CLIP_SECONDS)
    if (made.code !== 0) return 'failed'
    const request = await prisma.selfTapeRequest.create({
      data: {
        castingId: application.castingId,
        instructions:
          'Slate with your name and height, then read the short scene from the brief to camera. One take, under a minute.',
        deadline: new Date(now.getTime() + 5 * DAY_MS),
      },
    })
    const id = randomUUID()
    const keys = videoKeys(id)
    await deps.storage.putFile(keys.original, clip, 'application/octet-stream')
    await prisma.modelVideo.create({
      data: {
        id,
        profileId: application.modelProfileId,
        kind: 'self_tape',
        bytes: (await stat(clip)).size,
        status: 'processing',
        originalKey: keys.original,
        selfTapeRequestId: request.id,
        applicationId: application.id,
      },
    })
    // The job's own work, run here: the demo is ready when `pnpm start` says so.
    await makePlayable({ ...deps, jobs: { send: async () => null } }, id)
    const row = await prisma.modelVideo.findUnique({ where: { id }, select: { status: true } })
    return row?.status === 'ready' ? 'added' : 'failed'
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}
