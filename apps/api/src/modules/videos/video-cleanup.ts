// The hourly sweep that keeps video files and rows in step (issue #31, ADR 0052 addendum).
// A video's row is written before any of its files and deleted before them, so a file under
// `videos/<id>/` without a row has no reason to exist: its profile was deleted (the rows
// cascade), its account withdrawn, its profile anonymised, or a delete died between the row
// and the files. Idempotent: it only removes what nothing points at.
import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { DAY_MS } from '@cnm/contracts'
import type { Clock } from '../../lib/clock.js'
import type { VideoDeps } from './videos.service.js'

export const VIDEO_CLEANUP_DEFAULTS = {
  /**
   * An upload none of whose bytes arrived for this long is abandoned: its parts and its row
   * go (a phone that comes back later starts again; tus-js-client does so on a 404).
   */
  abandonedAfterMs: DAY_MS,
} as const

export interface VideoCleanupReport {
  /** Self-tape answers of withdrawn applications, deleted (never played again, ADR 0053). */
  withdrawnAnswers: number
  /** Unfinished uploads given up on: their rows and tus parts. */
  abandonedUploads: number
  /** Files in storage no row points at (videos and self-tape scripts). */
  orphanFiles: number
}

export interface VideoCleanupDeps extends Pick<VideoDeps, 'prisma' | 'storage' | 'log'> {
  clock: Clock
  /** Where tus keeps the parts of unfinished uploads (`<id>` and `<id>.json`). */
  uploadDirectory: string
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const idOfKey = (key: string, prefix: string) => key.slice(prefix.length).split('/')[0] ?? ''

/** The ids of unfinished uploads on disk and when their parts last changed (ms). */
async function partsOnDisk(directory: string): Promise<Map<string, number>> {
  const names = await readdir(directory).catch(() => [] as string[])
  const touched = new Map<string, number>()
  for (const name of names) {
    const id = name.replace(/\.json$/, '')
    if (!UUID.test(id)) continue
    const info = await stat(path.join(directory, name)).catch(() => null)
    if (!info) continue
    touched.set(id, Math.max(touched.get(id) ?? 0, info.mtimeMs))
  }
  return touched
}

export async function cleanUpVideos(
  deps: VideoCleanupDeps,
  options: Partial<typeof VIDEO_CLEANUP_DEFAULTS> = {},
): Promise<VideoCleanupReport> {
  const limits = { ...VIDEO_CLEANUP_DEFAULTS, ...options }
  const cutoff = deps.clock.now().getTime() - limits.abandonedAfterMs

  const withdrawn = await deps.prisma.modelVideo.deleteMany({
    where: { applicationId: { not: null }, application: { status: 'withdrawn' } },
  })

  // Abandoned uploads: parts untouched since the cutoff, and `uploading` rows that old whose
  // parts are gone or as stale. A row whose parts are fresh keeps arriving.
  const parts = await partsOnDisk(deps.uploadDirectory)
  const staleParts = [...parts].filter(([, at]) => at < cutoff).map(([id]) => id)
  const oldUploads = await deps.prisma.modelVideo.findMany({
    where: { status: 'uploading', createdAt: { lt: new Date(cutoff) } },
    select: { id: true },
  })
  const abandoned = [
    ...new Set([...staleParts, ...oldUploads.map((row) => row.id).filter((id) => !parts.has(id))]),
  ]
  if (abandoned.length > 0) {
    // The row first: no HEAD or PATCH finds the upload once it is gone.
    await deps.prisma.modelVideo.deleteMany({
      where: { id: { in: abandoned }, status: 'uploading' },
    })
    for (const id of staleParts) {
      for (const name of [id, `${id}.json`]) {
        await rm(path.join(deps.uploadDirectory, name), { force: true })
      }
    }
  }

  const orphanFiles =
    (await removeOrphans(deps, 'videos/', async (ids) => {
      const rows = await deps.prisma.modelVideo.findMany({
        where: { id: { in: ids.filter((id) => UUID.test(id)) } },
        select: { id: true },
      })
      return new Set(rows.map((row) => row.id))
    })) +
    (await removeOrphans(deps, 'self-tapes/', async (ids) => {
      const numbers = ids.map(Number).filter((id) => Number.isSafeInteger(id))
      const rows = await deps.prisma.selfTapeRequest.findMany({
        where: { id: { in: numbers } },
        select: { id: true },
      })
      return new Set(rows.map((row) => String(row.id)))
    }))

  const report = {
    withdrawnAnswers: withdrawn.count,
    abandonedUploads: abandoned.length,
    orphanFiles,
  }
  if (report.withdrawnAnswers + report.abandonedUploads + report.orphanFiles > 0) {
    deps.log.info(report, 'videos: cleanup done')
  }
  return report
}

/** Deletes every file under `prefix` whose owner id (the next segment) `living` does not answer. */
async function removeOrphans(
  deps: Pick<VideoCleanupDeps, 'storage'>,
  prefix: string,
  living: (ids: string[]) => Promise<Set<string>>,
): Promise<number> {
  const byOwner = new Map<string, string[]>()
  for await (const file of deps.storage.list(prefix)) {
    const owner = idOfKey(file.key, prefix)
    byOwner.set(owner, [...(byOwner.get(owner) ?? []), file.key])
  }
  const owners = [...byOwner.keys()]
  let removed = 0
  for (let index = 0; index < owners.length; index += 500) {
    const batch = owners.slice(index, index + 500)
    const keep = await living(batch)
    const keys = batch
      .filter((owner) => !keep.has(owner))
      .flatMap((owner) => byOwner.get(owner) ?? [])
    if (keys.length > 0) await deps.storage.delete(keys)
    removed += keys.length
  }
  return removed
}
