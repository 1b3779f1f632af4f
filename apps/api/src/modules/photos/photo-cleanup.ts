// The scheduled sweep that keeps storage and rows in step (issue #14: "nothing
// orphaned"). Idempotent: it only removes what has no reason to exist.
import { ORIGINALS_PREFIX, photoIdOfKey, VARIANTS_PREFIX, WITHHELD_PREFIX } from './photo-keys.js'
import {
  PHOTO_JOBS,
  queueProcessing,
  removeFilesOfDeletedPhotos,
  type PhotoDeps,
} from './photos.service.js'
import { HOUR_MS, DAY_MS } from '@cnm/contracts'

export const CLEANUP_DEFAULTS = {
  /** A file this young may belong to an upload whose row is being written. */
  fileGraceMs: HOUR_MS,
  /**
   * Processing normally takes seconds: a photo still pending this long may have lost its job
   * (the send after the upload's commit failed), so its job is queued again (issue #25).
   */
  requeueAfterMs: 15 * 60_000,
  /** A failed photo is shown to its owner this long, so they see why, then it goes. */
  failedMaxMs: 7 * DAY_MS,
} as const

export interface CleanupReport {
  abandonedPhotos: number
  orphanFiles: number
  /** Pending photos whose processing was queued again. */
  requeuedPhotos: number
  /** Profiles whose photos were not where their visibility says (their sync was queued). */
  outOfPlaceProfiles: number
}

/**
 * The safety net of photo-visibility.ts: profiles with a ready photo whose variants are not
 * where the profile's state says (photosWithheld), e.g. hidden before withholding existed,
 * or changed by a path that forgot to queue the sync. Queues their sync; returns how many.
 */
export async function queueOutOfPlacePhotos(
  deps: Pick<PhotoDeps, 'prisma' | 'jobs'>,
): Promise<number> {
  const rows = await deps.prisma.$queryRaw<Array<{ id: number }>>`
    SELECT DISTINCT p.id FROM model_profiles p
    JOIN model_photos ph ON ph.profile_id = p.id AND ph.status = 'ready'
    WHERE CASE
      WHEN p.status = 'hidden' OR p.hidden_by_admin_at IS NOT NULL
        THEN ph.variants::text ~ '"variants/[0-9a-f-]{36}/[0-9a-f]{16}-[0-9]+[.]webp"'
      ELSE ph.variants::text LIKE '%"withheld/%'
    END
    ORDER BY p.id`
  const ids = rows.map((row) => Number(row.id))
  for (let index = 0; index < ids.length; index += 500) {
    await deps.jobs.send(PHOTO_JOBS.SYNC_VISIBILITY, { profileIds: ids.slice(index, index + 500) })
  }
  return ids.length
}

/**
 * Queues processing again for pending photos, deletes failed photos after their week, then
 * every file without a photo row. A pending photo is never deleted: its original was not
 * tried yet (issue #25); only the processing job, after its attempts, marks it failed.
 */
export async function cleanUpPhotos(
  deps: Pick<PhotoDeps, 'prisma' | 'storage' | 'clock' | 'log' | 'jobs'>,
  options: Partial<typeof CLEANUP_DEFAULTS> = {},
): Promise<CleanupReport> {
  const limits = { ...CLEANUP_DEFAULTS, ...options }
  const now = deps.clock.now().getTime()

  const waiting = await deps.prisma.modelPhoto.findMany({
    where: { status: 'pending', createdAt: { lt: new Date(now - limits.requeueAfterMs) } },
    select: { id: true },
    orderBy: { createdAt: 'asc' },
    take: 1000,
  })
  for (const photo of waiting) {
    // One queued job per photo at most (singleton key); the job is idempotent.
    await queueProcessing(deps, photo.id)
  }

  const abandoned = await deps.prisma.modelPhoto.findMany({
    where: { status: 'failed', updatedAt: { lt: new Date(now - limits.failedMaxMs) } },
    select: { id: true },
  })
  if (abandoned.length > 0) {
    // Not a cover: only ready photos become covers.
    await deps.prisma.modelPhoto.deleteMany({
      where: { id: { in: abandoned.map((photo) => photo.id) }, status: 'failed' },
    })
  }

  const candidates = new Set<string>(abandoned.map((photo) => photo.id))
  const fileCutoff = now - limits.fileGraceMs
  for (const prefix of [ORIGINALS_PREFIX, VARIANTS_PREFIX, WITHHELD_PREFIX]) {
    for await (const file of deps.storage.list(prefix)) {
      const photoId = photoIdOfKey(file.key)
      if (photoId && file.lastModified.getTime() < fileCutoff) candidates.add(photoId)
      else if (!photoId) deps.log.warn({ key: file.key }, 'photos: unknown file in storage')
    }
  }
  let orphanFiles = 0
  const ids = [...candidates]
  for (let index = 0; index < ids.length; index += 500) {
    orphanFiles += await removeFilesOfDeletedPhotos(deps, ids.slice(index, index + 500))
  }
  const requeuedPhotos = waiting.length
  const outOfPlaceProfiles = await queueOutOfPlacePhotos(deps)
  if (abandoned.length > 0 || orphanFiles > 0 || requeuedPhotos > 0 || outOfPlaceProfiles > 0) {
    deps.log.info(
      { abandonedPhotos: abandoned.length, orphanFiles, requeuedPhotos, outOfPlaceProfiles },
      'photos: cleanup done',
    )
  }
  return { abandonedPhotos: abandoned.length, orphanFiles, requeuedPhotos, outOfPlaceProfiles }
}
