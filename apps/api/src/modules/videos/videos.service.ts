// Intro videos of model profiles (issue #31, ADR 0052): a row per upload from its first
// byte, the checked file stored when its last byte is in, the playable MP4 and poster from a
// background job. Every path out of processing ends in `ready` or `failed`.
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { createWriteStream } from 'node:fs'
import { pipeline } from 'node:stream/promises'
import type { FastifyBaseLogger } from 'fastify'
import {
  MODEL_VIDEO_LIMITS,
  MODEL_VIDEO_MESSAGES,
  type IntroVideo,
  type ModelVideoFile,
  type ModelVideoKind,
} from '@cnm/contracts'
import type { PrismaClient } from '../../db/prisma.js'
import type { ModelVideo as VideoRow } from '../../generated/prisma/client.js'
import { HttpError, notFound } from '../../lib/http-error.js'
import {
  assertMaySee,
  canManageProfile,
  isPublicProfile,
  type Viewer,
} from '../../lib/model-access.js'
import type { JobRunner } from '../../lib/jobs/job-runner.js'
import type { FileStorage } from '../../lib/storage/storage.js'
import { answerServable } from './self-tape-answers.js'
import { judgeVideo, probe, takePoster, transcode } from './video-media.js'

export const VIDEO_JOBS = {
  /** Transcodes a checked upload into the MP4 that is played, with its poster. */
  MAKE_PLAYABLE: 'videos.make-playable',
  /** Deletes files no video row points at, withdrawn answers and abandoned uploads. */
  CLEANUP: 'videos.cleanup',
  /** Reminds applicants who have not answered a self-tape, a day before its deadline. */
  SEND_SELF_TAPE_REMINDERS: 'videos.send-self-tape-reminders',
} as const

export interface VideoDeps {
  prisma: PrismaClient
  storage: FileStorage
  jobs: Pick<JobRunner, 'send'>
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
}

export const videoKeys = (videoId: string) => ({
  original: `videos/${videoId}/original`,
  video: `videos/${videoId}/video.mp4`,
  video480: `videos/${videoId}/video-480.mp4`,
  poster: `videos/${videoId}/poster.jpg`,
})

const tooMany = () => new HttpError('CONFLICT', MODEL_VIDEO_MESSAGES.TOO_MANY)

/** Videos that count against the per-profile limit: all but failed ones. */
const countingVideos = (profileId: number) => ({
  profileId,
  selfTapeRequestId: null,
  status: { not: 'failed' as const },
})

/**
 * A new upload: refused at the limit (the profile row is the lock, so two uploads at two
 * videos cannot both pass), else its row in `uploading`.
 */
export async function startUpload(
  deps: Pick<VideoDeps, 'prisma'>,
  input: {
    id: string
    profileId: number
    kind: ModelVideoKind
    title: string | null
    bytes: number
  },
): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM model_profiles WHERE id = ${input.profileId} FOR UPDATE`
    const count = await tx.modelVideo.count({ where: countingVideos(input.profileId) })
    if (count >= MODEL_VIDEO_LIMITS.PER_PROFILE) throw tooMany()
    await tx.modelVideo.create({ data: { ...input, status: 'uploading' } })
  })
}

/** The upload a tus request continues, only while its bytes are still arriving. */
export function findUpload(deps: Pick<VideoDeps, 'prisma'>, profileId: number, id: string) {
  return deps.prisma.modelVideo.findFirst({
    where: { id, profileId, selfTapeRequestId: null, status: 'uploading' },
  })
}

/** A cancelled upload (tus termination): its row goes with its parts. */
export async function dropUpload(deps: Pick<VideoDeps, 'prisma'>, profileId: number, id: string) {
  await deps.prisma.modelVideo.deleteMany({
    where: { id, profileId, selfTapeRequestId: null, status: 'uploading' },
  })
}

/**
 * The last byte is in: the file is judged by its bytes; a refused one leaves nothing behind
 * (row and parts deleted) and its message goes back to the uploader. A good one is stored
 * and queued for processing.
 */
export async function finishUpload(
  deps: VideoDeps,
  id: string,
  file: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const row = await deps.prisma.modelVideo.findUnique({ where: { id } })
  if (!row || row.status !== 'uploading')
    return { ok: false, message: MODEL_VIDEO_MESSAGES.UPLOAD_GONE }
  const verdict = await judgeVideo(file)
  if (!verdict.ok) {
    await deps.prisma.modelVideo.deleteMany({ where: { id, status: 'uploading' } })
    return verdict
  }
  const keys = videoKeys(id)
  await deps.storage.putFile(keys.original, file, 'application/octet-stream')
  const moved = await deps.prisma.modelVideo.updateMany({
    where: { id, status: 'uploading' },
    data: {
      status: 'processing',
      originalKey: keys.original,
      durationMs: verdict.durationMs,
      width: verdict.width,
      height: verdict.height,
    },
  })
  if (moved.count === 0) {
    // Deleted while the last bytes were checked.
    await deps.storage.delete(keys.original)
    return { ok: false, message: MODEL_VIDEO_MESSAGES.UPLOAD_GONE }
  }
  await deps.jobs
    .send(VIDEO_JOBS.MAKE_PLAYABLE, { videoId: id }, { singletonKey: id })
    .catch((error: unknown) =>
      deps.log.error({ err: error, videoId: id }, 'videos: could not queue processing'),
    )
  return { ok: true }
}

/**
 * The job: original -> 720p H.264/AAC MP4 without metadata + poster JPEG. Idempotent (a
 * ready or deleted video is left alone); a failure marks the video failed with a message,
 * so nothing stays `processing`. The thrown error lets pg-boss log it; no retry helps a
 * file ffmpeg cannot read, so the job is declared without retries.
 */
export async function makePlayable(deps: VideoDeps, videoId: string): Promise<void> {
  const row = await deps.prisma.modelVideo.findUnique({ where: { id: videoId } })
  if (!row || row.status !== 'processing' || !row.originalKey) return
  const keys = videoKeys(videoId)
  const folder = await mkdtemp(path.join(os.tmpdir(), 'cnm-video-'))
  try {
    const input = path.join(folder, 'original')
    const output = path.join(folder, 'video.mp4')
    const output480 = path.join(folder, 'video-480.mp4')
    const poster = path.join(folder, 'poster.jpg')
    const original = await deps.storage.read(row.originalKey)
    if (!original) throw new Error(`videos: original ${row.originalKey} is missing`)
    await pipeline(original.body, createWriteStream(input))
    await transcode(input, { video: output, video480: output480 })
    const made = await probe(output)
    const seconds = Number(made?.format?.duration)
    const stream = made?.streams?.find((entry) => entry.codec_type === 'video')
    if (!Number.isFinite(seconds) || !stream?.width || !stream.height) {
      throw new Error('videos: the transcoded file cannot be read')
    }
    await takePoster(output, poster, seconds * 1000)
    await deps.storage.putFile(keys.video, output, 'video/mp4')
    await deps.storage.putFile(keys.video480, output480, 'video/mp4')
    await deps.storage.putFile(keys.poster, poster, 'image/jpeg')
    const done = await deps.prisma.modelVideo.updateMany({
      where: { id: videoId, status: 'processing' },
      data: {
        status: 'ready',
        videoKey: keys.video,
        video480Key: keys.video480,
        posterKey: keys.poster,
        durationMs: Math.round(seconds * 1000),
        width: stream.width,
        height: stream.height,
        originalKey: null,
      },
    })
    if (done.count === 0) await deps.storage.delete([keys.video, keys.video480, keys.poster])
    await deps.storage.delete(keys.original)
    // A self-tape answer replaces the applicant's earlier one only now that it plays (ADR 0053).
    if (done.count > 0 && row.selfTapeRequestId !== null && row.applicationId !== null) {
      await dropEarlierAnswers(deps, row)
    }
  } catch (error) {
    deps.log.warn({ err: error, videoId }, 'videos: processing failed')
    await deps.prisma.modelVideo.updateMany({
      where: { id: videoId, status: 'processing' },
      data: { status: 'failed', failureReason: MODEL_VIDEO_MESSAGES.PROCESSING_FAILED },
    })
    await deps.storage.delete(Object.values(keys)).catch(() => undefined)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

export const PROFILE_FACTS = {
  ownerId: true,
  status: true,
  hiddenByAdminAt: true,
  archivedAt: true,
} as const

/**
 * The profile's videos for this viewer, oldest first: every one for its managers (file URLs
 * signed while the profile is out of public view), the ready ones of a public profile for
 * anybody else; 404 for a profile the viewer cannot see.
 */
export async function videosForViewer(
  deps: Pick<VideoDeps, 'prisma'>,
  viewer: Viewer,
  profileId: number,
): Promise<{ rows: VideoRow[]; signed: boolean }> {
  const profile = await deps.prisma.modelProfile.findUnique({
    where: { id: profileId },
    select: PROFILE_FACTS,
  })
  assertMaySee(viewer, profile)
  const manager = profile !== null && canManageProfile(viewer, profile)
  const rows = await deps.prisma.modelVideo.findMany({
    where: manager
      ? { profileId, selfTapeRequestId: null }
      : { profileId, selfTapeRequestId: null, status: 'ready' },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  })
  return { rows, signed: manager && profile !== null && !isPublicProfile(profile) }
}

/** The storage key of a ready video's file and whether its profile is public, or null. */
export async function loadVideoFile(
  deps: Pick<VideoDeps, 'prisma'>,
  videoId: string,
  file: ModelVideoFile,
): Promise<{ key: string; isPublic: boolean } | null> {
  const row = await deps.prisma.modelVideo.findUnique({
    where: { id: videoId },
    select: {
      status: true,
      videoKey: true,
      video480Key: true,
      posterKey: true,
      selfTapeRequestId: true,
      profile: { select: PROFILE_FACTS },
      application: { select: { status: true } },
    },
  })
  if (!row || row.status !== 'ready') return null
  const key = {
    'video.mp4': row.videoKey,
    'video-480.mp4': row.video480Key,
    'poster.jpg': row.posterKey,
  }[file]
  if (!key) return null
  if (row.selfTapeRequestId !== null) {
    // A self-tape is never public: only signed URLs reach it, and only while its application
    // stands and its profile is not hidden or archived (ADR 0053).
    if (!answerServable(row.profile, row.application)) return null
    return { key, isPublic: false }
  }
  return { key, isPublic: isPublicProfile(row.profile) }
}

export async function relabelVideo(
  deps: Pick<VideoDeps, 'prisma'>,
  profileId: number,
  videoId: string,
  label: { kind: ModelVideoKind; title: string | null },
): Promise<VideoRow> {
  const updated = await deps.prisma.modelVideo.updateMany({
    where: { id: videoId, profileId, selfTapeRequestId: null },
    data: label,
  })
  if (updated.count === 0) throw notFound()
  const row = await deps.prisma.modelVideo.findUnique({ where: { id: videoId } })
  if (!row) throw notFound()
  return row
}

/**
 * Deletes the row, then its files (and its unfinished upload's parts through `dropParts`).
 * A file that cannot be deleted now is logged; no URL reaches it once the row is gone.
 */
export async function deleteVideo(
  deps: VideoDeps,
  profileId: number,
  videoId: string,
  dropParts: (videoId: string) => Promise<void>,
): Promise<void> {
  const row = await deps.prisma.modelVideo.findFirst({
    where: { id: videoId, profileId, selfTapeRequestId: null },
  })
  if (!row) throw notFound()
  await deps.prisma.modelVideo.deleteMany({ where: { id: videoId } })
  const keys = videoKeys(videoId)
  try {
    await deps.storage.delete(Object.values(keys))
    if (row.status === 'uploading') await dropParts(videoId)
  } catch (error) {
    deps.log.warn({ err: error, videoId }, 'videos: files of a deleted video remain')
  }
}

/**
 * A new answer plays: the applicant's earlier answers to the same request go, rows first
 * (no URL reaches them after that), then their files.
 */
async function dropEarlierAnswers(
  deps: VideoDeps,
  row: {
    id: string
    selfTapeRequestId: number | null
    applicationId: number | null
    createdAt: Date
  },
): Promise<void> {
  const earlier = await deps.prisma.modelVideo.findMany({
    where: {
      selfTapeRequestId: row.selfTapeRequestId,
      applicationId: row.applicationId,
      id: { not: row.id },
      // Older only: an earlier upload that finishes processing late must not drop this one.
      createdAt: { lt: row.createdAt },
      status: { not: 'uploading' },
    },
    select: { id: true },
  })
  if (earlier.length === 0) return
  await deps.prisma.modelVideo.deleteMany({ where: { id: { in: earlier.map((one) => one.id) } } })
  const keys = earlier.flatMap(({ id }) => Object.values(videoKeys(id)))
  await deps.storage
    .delete(keys)
    .catch((error: unknown) =>
      deps.log.warn({ err: error, videoId: row.id }, 'videos: files of a replaced answer remain'),
    )
}

/** The answer shape; `fileUrl` makes the URL of a ready video's file for this caller. */
export function toVideoView(
  row: VideoRow,
  fileUrl: (videoId: string, file: ModelVideoFile) => string,
): IntroVideo {
  const ready = row.status === 'ready'
  return {
    id: row.id,
    kind: row.kind as ModelVideoKind,
    title: row.title,
    status: row.status,
    failureReason: row.status === 'failed' ? row.failureReason : null,
    durationSeconds: row.durationMs === null ? null : row.durationMs / 1000,
    videoUrl: ready ? fileUrl(row.id, 'video.mp4') : null,
    video480Url: ready && row.video480Key ? fileUrl(row.id, 'video-480.mp4') : null,
    posterUrl: ready ? fileUrl(row.id, 'poster.jpg') : null,
    createdAt: row.createdAt.toISOString(),
  }
}
