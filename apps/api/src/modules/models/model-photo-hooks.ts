// The seam between this module (profile rows) and the photos module (files, URLs, jobs).
// The models service knows nothing of storage: it gets a URL maker for photo answers and
// two calls around deleting a profile, built here from the app's storage and jobs.
import type { FastifyInstance } from 'fastify'
import {
  queueProfilePhotoFilesRemoval,
  removeFilesOfDeletedPhotos,
} from '../photos/photos.service.js'
import type { PhotoUrl } from './model-views.js'

export interface ModelPhotoHooks {
  /** Storage key -> the URL a browser loads (local media route or the bucket). */
  url: PhotoUrl
  /**
   * Before the profile row (and with it its photo rows) is deleted: queues the removal of
   * every file, which runs once the rows are gone, so a crash after the delete still
   * leaves no file behind.
   */
  beforeProfileDelete(profileId: number): Promise<void>
  /** After the delete committed: removes the files now rather than when the job runs. */
  afterProfileDeleted(photoIds: readonly string[]): Promise<void>
}

export function modelPhotoHooks(app: FastifyInstance): ModelPhotoHooks {
  const log = app.log.child({ module: 'models' })
  const deps = { prisma: app.prisma, storage: app.storage, jobs: app.jobs }
  return {
    url: (key) => app.storage.url(key),
    beforeProfileDelete: (profileId) => queueProfilePhotoFilesRemoval(deps, profileId),
    async afterProfileDeleted(photoIds) {
      try {
        await removeFilesOfDeletedPhotos(deps, photoIds)
      } catch (error) {
        // The queued job (and the hourly cleanup after it) will retry.
        log.warn({ err: error, photoIds }, 'models: photo files of a deleted profile remain')
      }
    },
  }
}
