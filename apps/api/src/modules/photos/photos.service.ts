// Model photos (issue #14 "Photos", ADR 0017): the upload is stored and answered, the
// variants come from a background job, and no file outlives its row.
import { createHash, randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import {
  MODEL_PHOTO_LIMITS,
  MODEL_PHOTO_MESSAGES,
  MODEL_STATUS,
  type ModelPhotoOrderInput,
} from '@cnm/contracts'
import type { PrismaClient } from '../../db/prisma.js'
import type { StoredVariant } from '../../lib/read-models/photo-image.js'
import type { ModelPhoto as PhotoRow, Prisma } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { HttpError, notFound } from '../../lib/http-error.js'
import type { JobRunner } from '../../lib/jobs/job-runner.js'
import type { FileStorage } from '../../lib/storage/storage.js'
import { checkPhoto, PHOTO_CONTENT_TYPES } from './photo-files.js'
import {
  ORIGINALS_PREFIX,
  originalKey,
  VARIANTS_PREFIX,
  variantKey,
  WITHHELD_PREFIX,
} from './photo-keys.js'
import { renderPhoto } from './photo-variants.js'

export const PHOTO_JOBS = {
  MAKE_VARIANTS: 'photos.make-variants',
  REMOVE_FILES: 'photos.remove-files',
  CLEANUP: 'photos.cleanup',
  /** Moves a profile's variants in or out of public view (photo-visibility.ts). */
  SYNC_VISIBILITY: 'photos.sync-visibility',
} as const

/** The log lines the photo code writes (a Fastify logger, or a script's stand-in). */
export type PhotoLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>

export interface PhotoDeps {
  prisma: PrismaClient
  storage: FileStorage
  jobs: Pick<JobRunner, 'send'>
  clock: Clock
  log: PhotoLog
}

/**
 * Whether the profile's photos are withheld: it was public once and is not now (hidden by
 * its owner, by an administrator or by its owner's suspension). A draft's photos stay where
 * they are: their URLs were never shown to anyone but the owner, and its first publication
 * then shows them at once.
 */
export const photosWithheld = (profile: {
  status: string
  hiddenByAdminAt: Date | null
}): boolean => profile.status === MODEL_STATUS.HIDDEN || profile.hiddenByAdminAt !== null

// ---- upload ----------------------------------------------------------------------------

const tooMany = () => new HttpError('CONFLICT', MODEL_PHOTO_MESSAGES.TOO_MANY)

/**
 * Checks the bytes, stores the original and adds a `pending` photo at the end of the
 * profile, then queues its processing. Answers before any pixel is decoded.
 */
export async function uploadPhoto(
  deps: PhotoDeps,
  profileId: number,
  bytes: Buffer,
): Promise<PhotoRow> {
  const checked = await checkPhoto(bytes)
  const existing = await deps.prisma.modelPhoto.count({ where: { profileId } })
  if (existing >= MODEL_PHOTO_LIMITS.PER_PROFILE) throw tooMany()

  const id = randomUUID()
  const contentHash = createHash('sha256').update(bytes).digest('hex')
  const key = originalKey(id, contentHash, checked.format)
  await deps.storage.put(key, bytes, PHOTO_CONTENT_TYPES[checked.format])

  let row: PhotoRow
  try {
    row = await deps.prisma.$transaction(async (tx) => {
      // The profile row is the lock: two uploads at 19 photos cannot both pass.
      await tx.$queryRaw`SELECT id FROM model_profiles WHERE id = ${profileId} FOR UPDATE`
      const photos = await tx.modelPhoto.aggregate({
        where: { profileId },
        _count: { _all: true },
        _max: { position: true },
      })
      if (photos._count._all >= MODEL_PHOTO_LIMITS.PER_PROFILE) throw tooMany()
      return tx.modelPhoto.create({
        data: {
          id,
          profileId,
          position: (photos._max.position ?? -1) + 1,
          status: 'pending',
          originalKey: key,
          contentHash,
        },
      })
    })
  } catch (error) {
    await deps.storage.delete(key).catch(() => undefined)
    throw error
  }
  // A failed send leaves a pending photo; the cleanup job queues it again (never deletes it).
  await queueProcessing(deps, id).catch((error: unknown) =>
    deps.log.error({ err: error, photoId: id }, 'photos: could not queue processing'),
  )
  return row
}

/** Queues the processing of a photo; a photo with a job already waiting keeps that one. */
export function queueProcessing(
  deps: Pick<PhotoDeps, 'jobs'>,
  photoId: string,
): Promise<string | null> {
  return deps.jobs.send(PHOTO_JOBS.MAKE_VARIANTS, { photoId }, { singletonKey: photoId })
}

// ---- processing (job) ------------------------------------------------------------------

/**
 * Makes the variants and placeholder of one photo. Idempotent: a ready or deleted photo
 * is left alone, and a rerun writes the same content-named files again. A file sharp
 * cannot read fails at once (a retry would not help); anything else is retried, and the
 * last attempt marks the photo failed.
 */
export async function makeVariants(
  deps: PhotoDeps,
  photoId: string,
  context: { lastAttempt: boolean } = { lastAttempt: true },
): Promise<void> {
  const photo = await deps.prisma.modelPhoto.findUnique({ where: { id: photoId } })
  if (!photo || photo.status === 'ready') return
  const markFailed = (reason: string) =>
    deps.prisma.modelPhoto.updateMany({
      where: { id: photoId, status: { not: 'ready' } },
      data: { status: 'failed', failureReason: reason },
    })

  try {
    const original = await deps.storage.get(photo.originalKey)
    if (!original) {
      await markFailed(MODEL_PHOTO_MESSAGES.PROCESSING_FAILED)
      deps.log.error({ photoId, key: photo.originalKey }, 'photos: original file is missing')
      return
    }
    let rendered
    try {
      rendered = await renderPhoto(original)
    } catch (error) {
      deps.log.info({ photoId, err: error }, 'photos: unreadable image')
      await markFailed(
        /pixel limit/i.test(String(error))
          ? MODEL_PHOTO_MESSAGES.TOO_MANY_PIXELS
          : MODEL_PHOTO_MESSAGES.DAMAGED,
      )
      return
    }
    const variants: StoredVariant[] = []
    for (const variant of rendered.variants) {
      const key = variantKey(photoId, variant.hash, variant.width)
      await deps.storage.put(key, variant.data, 'image/webp')
      variants.push({ width: variant.width, key, bytes: variant.data.length })
    }
    // Under the profile's row lock, like deletePhoto: a photo deleted meanwhile is not
    // made the cover (the foreign key would refuse it) and its files go below.
    const count = await deps.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM model_profiles WHERE id = ${photo.profileId} FOR UPDATE`
      const updated = await tx.modelPhoto.updateMany({
        where: { id: photoId, status: { not: 'ready' } },
        data: {
          status: 'ready',
          width: rendered.width,
          height: rendered.height,
          variants: variants as unknown as Prisma.InputJsonValue,
          placeholder: rendered.placeholder,
          failureReason: null,
        },
      })
      if (updated.count > 0) {
        // The first photo that is ready becomes the cover of a profile without one.
        await tx.modelProfile.updateMany({
          where: { id: photo.profileId, coverPhotoId: null },
          data: { coverPhotoId: photoId },
        })
        // A photo of a profile the public may not see is withheld like the others.
        const profile = await tx.modelProfile.findUnique({
          where: { id: photo.profileId },
          select: { status: true, hiddenByAdminAt: true },
        })
        if (profile && photosWithheld(profile)) {
          await deps.jobs.send(
            PHOTO_JOBS.SYNC_VISIBILITY,
            { profileIds: [photo.profileId] },
            { transaction: tx },
          )
        }
      }
      return updated.count
    })
    if (count === 0) {
      // Deleted (or finished by another run) meanwhile: files of a deleted photo go now.
      await removeFilesOfDeletedPhotos(deps, [photoId])
    }
  } catch (error) {
    if (context.lastAttempt) await markFailed(MODEL_PHOTO_MESSAGES.PROCESSING_FAILED)
    throw error
  }
}

// ---- delete and reorder ----------------------------------------------------------------

/** The profile's next ready photo in order, for when the cover goes. */
async function nextCover(tx: Prisma.TransactionClient, profileId: number): Promise<string | null> {
  const next = await tx.modelPhoto.findFirst({
    where: { profileId, status: 'ready' },
    orderBy: { position: 'asc' },
    select: { id: true },
  })
  return next?.id ?? null
}

/** One photo of the profile with the profile's cover, or null (another profile's is unknown). */
export function findPhoto(deps: Pick<PhotoDeps, 'prisma'>, profileId: number, photoId: string) {
  return deps.prisma.modelPhoto.findFirst({
    where: { id: photoId, profileId },
    include: { profile: { select: { coverPhotoId: true } } },
  })
}

/** Deletes the photo's row (positions close up, the cover moves on) and then its files. */
export async function deletePhoto(
  deps: PhotoDeps,
  profileId: number,
  photoId: string,
): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM model_profiles WHERE id = ${profileId} FOR UPDATE`
    const photo = await tx.modelPhoto.findFirst({ where: { id: photoId, profileId } })
    if (!photo) throw notFound()
    await tx.modelPhoto.delete({ where: { id: photoId } })
    await tx.modelPhoto.updateMany({
      where: { profileId, position: { gt: photo.position } },
      data: { position: { decrement: 1 } },
    })
    const profile = await tx.modelProfile.findUniqueOrThrow({
      where: { id: profileId },
      select: { coverPhotoId: true, status: true },
    })
    // ON DELETE SET NULL cleared the cover if it was this photo.
    if (profile.coverPhotoId === null) {
      const cover = await nextCover(tx, profileId)
      // A published profile stays complete (ADR 0015): its last ready photo stays too.
      if (cover === null && profile.status === MODEL_STATUS.PUBLISHED) {
        throw new HttpError('CONFLICT', MODEL_PHOTO_MESSAGES.LAST_OF_PUBLISHED)
      }
      await tx.modelProfile.update({ where: { id: profileId }, data: { coverPhotoId: cover } })
    }
  })
  try {
    await removeFilesOfDeletedPhotos(deps, [photoId])
  } catch (error) {
    deps.log.warn({ err: error, photoId }, 'photos: file removal failed; queued for retry')
    await queueFileRemoval(deps, [photoId])
  }
}

const orderMismatch = () =>
  new HttpError('VALIDATION_FAILED', MODEL_PHOTO_MESSAGES.ORDER_MISMATCH, {
    fields: { photoIds: MODEL_PHOTO_MESSAGES.ORDER_MISMATCH },
  })

/** Puts the photos in the given order and, if asked, makes a ready one the cover. */
export async function reorderPhotos(
  deps: Pick<PhotoDeps, 'prisma'>,
  profileId: number,
  input: ModelPhotoOrderInput,
): Promise<{ photos: PhotoRow[]; coverPhotoId: string | null }> {
  return deps.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM model_profiles WHERE id = ${profileId} FOR UPDATE`
    const photos = await tx.modelPhoto.findMany({ where: { profileId } })
    const known = new Set(photos.map((photo) => photo.id))
    if (input.photoIds.length !== photos.length || !input.photoIds.every((id) => known.has(id))) {
      throw orderMismatch()
    }
    if (input.coverPhotoId !== undefined) {
      const cover = photos.find((photo) => photo.id === input.coverPhotoId)
      if (!cover || cover.status !== 'ready') {
        throw new HttpError('VALIDATION_FAILED', MODEL_PHOTO_MESSAGES.COVER_NOT_READY, {
          fields: { coverPhotoId: MODEL_PHOTO_MESSAGES.COVER_NOT_READY },
        })
      }
    }
    for (const [index, id] of input.photoIds.entries()) {
      await tx.modelPhoto.update({ where: { id }, data: { position: index } })
    }
    const profile = await tx.modelProfile.update({
      where: { id: profileId },
      data: input.coverPhotoId !== undefined ? { coverPhotoId: input.coverPhotoId } : {},
      select: { coverPhotoId: true },
    })
    const ordered = await tx.modelPhoto.findMany({
      where: { profileId },
      orderBy: { position: 'asc' },
    })
    return { photos: ordered, coverPhotoId: profile.coverPhotoId }
  })
}

// ---- files without rows ----------------------------------------------------------------

/**
 * Deletes every file of the given photos that no longer have a row. Safe to call early
 * or twice: a photo whose row still exists keeps its files.
 */
export async function removeFilesOfDeletedPhotos(
  deps: Pick<PhotoDeps, 'prisma' | 'storage'>,
  photoIds: readonly string[],
): Promise<number> {
  if (photoIds.length === 0) return 0
  const living = await deps.prisma.modelPhoto.findMany({
    where: { id: { in: [...photoIds] } },
    select: { id: true },
  })
  const keep = new Set(living.map((row) => row.id))
  const keys: string[] = []
  for (const photoId of photoIds) {
    if (keep.has(photoId)) continue
    for (const prefix of [ORIGINALS_PREFIX, VARIANTS_PREFIX, WITHHELD_PREFIX]) {
      for await (const file of deps.storage.list(`${prefix}${photoId}/`)) keys.push(file.key)
    }
  }
  if (keys.length > 0) await deps.storage.delete(keys)
  return keys.length
}

export function queueFileRemoval(
  deps: Pick<PhotoDeps, 'jobs'>,
  photoIds: readonly string[],
): Promise<string | null> {
  return deps.jobs.send(PHOTO_JOBS.REMOVE_FILES, { photoIds: [...photoIds] })
}

/**
 * For the models module's DELETE /models/{id}: call before deleting the profile. Queues
 * the removal of every file of its photos, which runs once their rows are gone (a
 * rolled-back delete keeps its files). The cleanup job is the safety net either way.
 */
export async function queueProfilePhotoFilesRemoval(
  deps: Pick<PhotoDeps, 'prisma' | 'jobs'>,
  profileId: number,
): Promise<void> {
  const photos = await deps.prisma.modelPhoto.findMany({
    where: { profileId },
    select: { id: true },
  })
  if (photos.length === 0) return
  await deps.jobs.send(
    PHOTO_JOBS.REMOVE_FILES,
    { photoIds: photos.map((photo) => photo.id) },
    { startAfterSeconds: 5 },
  )
}
