// A profile's photos are public exactly while the profile is (issue #25 finding 13, ADR 0017
// addendum). A variant URL is public and cached as immutable, so hiding a profile in the
// database alone would leave its photos answering at their old URLs for ever. Instead the
// variants of a profile the public may not see are moved out of the public `variants/`
// prefix to `withheld/` (under a name with a random part), so their public URLs answer 404
// at the origin, and moved back, to the same URLs, when it is public again. The owner and
// the administrators keep seeing them through short-lived signed URLs of the API.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Prisma } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import type { JobRunner, SqlTransaction } from '../../lib/jobs/job-runner.js'
import type { FileStorage } from '../../lib/storage/storage.js'
import {
  isWithheldKey,
  publicKeyOf,
  SERVABLE_KEY,
  VARIANTS_PREFIX,
  WITHHELD_KEY,
  WITHHELD_PREFIX,
  withheldKeyOf,
} from './photo-keys.js'
import {
  storedVariants,
  type PhotoUrl,
  type StoredVariant,
} from '../../lib/read-models/photo-image.js'
import { PHOTO_JOBS, photosWithheld, type PhotoDeps } from './photos.service.js'

// ---- queueing ----------------------------------------------------------------------------

/** Which profiles to bring in line: some by id, or every profile of an account. */
export type PhotoVisibilityTarget = { profileIds: readonly number[] } | { ownerId: number }

export interface PhotoVisibilityJob {
  profileIds?: number[]
  ownerId?: number
}

/**
 * The one call for every change of a profile's public visibility (publish, hide, an
 * administrator's hide or restore, a suspension or its end, an account's departure): queues
 * the move of its photo files in the same transaction as the change, so the move happens
 * if and only if the change commits. The job reads the profile's state when it runs, so a
 * later change wins and queueing twice is harmless.
 */
export async function queuePhotoVisibilitySync(
  jobs: Pick<JobRunner, 'send'>,
  transaction: SqlTransaction,
  target: PhotoVisibilityTarget,
): Promise<void> {
  const data: PhotoVisibilityJob =
    'ownerId' in target
      ? { ownerId: target.ownerId }
      : { profileIds: [...new Set(target.profileIds)] }
  if (data.profileIds?.length === 0) return
  await jobs.send(PHOTO_JOBS.SYNC_VISIBILITY, data, { transaction })
}

/** What a module that changes visibility is given: the call above, bound to the app's jobs. */
export type QueuePhotoVisibility = (
  transaction: SqlTransaction,
  target: PhotoVisibilityTarget,
) => Promise<void>

// ---- the job -----------------------------------------------------------------------------

/** Advisory lock class of the sync (with the profile id): one sync of a profile at a time. */
const LOCK_CLASS = 25_013
/** Moving 20 photos of 3 variants each in a bucket takes well under this. */
const SYNC_TIMEOUT_MS = 120_000

type SyncDeps = Pick<PhotoDeps, 'prisma' | 'storage'>

const lock = (tx: Prisma.TransactionClient, profileId: number) =>
  tx.$queryRaw`SELECT pg_advisory_xact_lock(${LOCK_CLASS}::int, ${profileId}::int)::text`

export interface SyncReport {
  /** Variants copied to where they belong now. */
  moved: number
  /** Files removed from where they no longer belong. */
  removed: number
}

/**
 * Puts every ready photo's variants of the profile where its visibility says: under
 * `variants/` while public, under `withheld/` otherwise. Idempotent, and safe against a
 * crash at any point: first, under the profile's sync lock, each variant is copied and the
 * row points at the copy (committed); then, under the lock again, every file of those
 * photos that no row points at is removed. A row never points at a missing file, and a
 * retry finishes what a crashed run left.
 */
export async function syncPhotoVisibility(deps: SyncDeps, profileId: number): Promise<SyncReport> {
  const moved = await deps.prisma.$transaction(
    async (tx) => {
      await lock(tx, profileId)
      const profile = await tx.modelProfile.findUnique({
        where: { id: profileId },
        select: { status: true, hiddenByAdminAt: true },
      })
      // A deleted profile's files go with its photo rows (removeFilesOfDeletedPhotos).
      if (!profile) return 0
      const withhold = photosWithheld(profile)
      const photos = await tx.modelPhoto.findMany({
        where: { profileId, status: 'ready' },
        select: { id: true, variants: true },
      })
      let count = 0
      for (const photo of photos) {
        const variants = storedVariants(photo.variants)
        // A key of neither shape (not written by this module) is neither served nor moved.
        const inPlace = (variant: StoredVariant) =>
          isWithheldKey(variant.key) === withhold ||
          !(SERVABLE_KEY.test(variant.key) || WITHHELD_KEY.test(variant.key))
        if (variants.every(inPlace)) continue
        const nonce = randomBytes(8).toString('hex')
        const next: StoredVariant[] = []
        for (const variant of variants) {
          if (inPlace(variant)) {
            next.push(variant)
            continue
          }
          const key = withhold ? withheldKeyOf(variant.key, nonce) : publicKeyOf(variant.key)
          await deps.storage.copy(variant.key, key)
          next.push({ ...variant, key })
          count += 1
        }
        await tx.modelPhoto.update({
          where: { id: photo.id },
          data: { variants: next as unknown as Prisma.InputJsonValue },
        })
      }
      return count
    },
    { timeout: SYNC_TIMEOUT_MS, maxWait: 10_000 },
  )
  const removed = await deps.prisma.$transaction(
    async (tx) => {
      await lock(tx, profileId)
      // Only ready photos: a photo being processed writes its variants before its row
      // says where they are.
      const photos = await tx.modelPhoto.findMany({
        where: { profileId, status: 'ready' },
        select: { id: true, variants: true },
      })
      const stray: string[] = []
      for (const photo of photos) {
        const current = new Set(storedVariants(photo.variants).map((variant) => variant.key))
        for (const prefix of [VARIANTS_PREFIX, WITHHELD_PREFIX]) {
          for await (const file of deps.storage.list(`${prefix}${photo.id}/`)) {
            if (!current.has(file.key)) stray.push(file.key)
          }
        }
      }
      if (stray.length > 0) await deps.storage.delete(stray)
      return stray.length
    },
    { timeout: SYNC_TIMEOUT_MS, maxWait: 10_000 },
  )
  return { moved, removed }
}

/** The job's handler: the profiles named, or every profile of the account. */
export async function runPhotoVisibilityJob(
  deps: SyncDeps,
  data: PhotoVisibilityJob,
): Promise<SyncReport> {
  const ids =
    data.ownerId !== undefined
      ? (
          await deps.prisma.modelProfile.findMany({
            where: { ownerId: data.ownerId },
            select: { id: true },
            orderBy: { id: 'asc' },
          })
        ).map((profile) => profile.id)
      : (data.profileIds ?? [])
  const total: SyncReport = { moved: 0, removed: 0 }
  for (const id of ids) {
    const report = await syncPhotoVisibility(deps, id)
    total.moved += report.moved
    total.removed += report.removed
  }
  return total
}

// ---- URLs --------------------------------------------------------------------------------

/** Path of the API route that serves withheld variants to those given a signed URL. */
export const WITHHELD_MEDIA_PREFIX = '/withheld-media'

/** A signed URL stays the same for this long (browsers cache it) and is valid up to twice as long. */
const SIGNED_URL_WINDOW_SECONDS = 60 * 60

export interface WithheldMedia {
  /** A URL of the withheld file that works for the next hour or two, then answers 404. */
  signedUrl(key: string): string
  /** Whether the query of a request for the key carries a valid, unexpired signature. */
  verify(key: string, expires: string | undefined, signature: string | undefined): boolean
  /** Seconds the verified URL has left (its cache lifetime). */
  secondsLeft(expires: string): number
}

export function createWithheldMedia(options: {
  /** The app's JWT secret; the signing key is derived from it for this use only. */
  secret: string
  apiPublicUrl: string
  clock: Clock
}): WithheldMedia {
  const key = createHmac('sha256', options.secret).update('cnm:withheld-media:v1').digest()
  const base = `${options.apiPublicUrl.replace(/\/+$/, '')}${WITHHELD_MEDIA_PREFIX}`
  const sign = (storageKey: string, expires: number) =>
    createHmac('sha256', key).update(`${storageKey}\n${expires}`).digest('base64url')
  const nowSeconds = () => Math.floor(options.clock.now().getTime() / 1000)
  return {
    signedUrl(storageKey) {
      // Rounded up to the window: the URL is the same for an hour, so the browser's cache works.
      const expires =
        (Math.floor(nowSeconds() / SIGNED_URL_WINDOW_SECONDS) + 2) * SIGNED_URL_WINDOW_SECONDS
      return `${base}/${storageKey}?expires=${expires}&signature=${sign(storageKey, expires)}`
    },
    verify(storageKey, expires, signature) {
      if (!WITHHELD_KEY.test(storageKey) || !expires || !signature) return false
      if (!/^[0-9]{1,12}$/.test(expires) || Number(expires) <= nowSeconds()) return false
      const expected = Buffer.from(sign(storageKey, Number(expires)))
      const given = Buffer.from(signature)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
    secondsLeft(expires) {
      return Math.max(0, Number(expires) - nowSeconds())
    },
  }
}

/** For everybody: public variants only; a withheld one has no URL (the image is left out). */
export const publicPhotoUrl =
  (storage: Pick<FileStorage, 'url'>): PhotoUrl =>
  (key) =>
    isWithheldKey(key) ? null : storage.url(key)

/** For the profile's owner and administrators: withheld variants by signed URL. */
export const managerPhotoUrl =
  (storage: Pick<FileStorage, 'url'>, withheld: WithheldMedia): PhotoUrl =>
  (key) =>
    isWithheldKey(key) ? withheld.signedUrl(key) : storage.url(key)
