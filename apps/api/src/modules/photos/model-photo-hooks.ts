// The seam between the models module (profile rows) and this module (files, URLs, jobs).
// The models service knows nothing of storage: it gets a URL maker for photo answers and
// two calls around deleting a profile, built here from the app's storage and jobs.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { PhotoUrl } from '../../lib/read-models/photo-image.js'
import {
  createWithheldMedia,
  managerPhotoUrl,
  publicPhotoUrl,
  queuePhotoVisibilitySync,
  type QueuePhotoVisibility,
} from './photo-visibility.js'
import { queueProfilePhotoFilesRemoval, removeFilesOfDeletedPhotos } from './photos.service.js'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What other modules use of the photos module (issue #27): photo URLs for everybody and
     * for managers, the visibility sync and the calls around deleting a profile. A decorator,
     * so they reach it as `app.photos` without importing photos/.
     */
    photos: ModelPhotoHooks
  }
}

export interface ModelPhotoHooks {
  /**
   * Storage key -> the URL a browser loads (local media route or the bucket); for everybody,
   * so a withheld photo (its profile is not public) has none.
   */
  url: PhotoUrl
  /** The same for the profile's owner and administrators: withheld photos by signed URL. */
  managerUrl: PhotoUrl
  /** Call in the transaction that changes whether a profile is public (photo-visibility.ts). */
  queueVisibilitySync: QueuePhotoVisibility
  /**
   * Before the profile row (and with it its photo rows) is deleted: queues the removal of
   * every file, which runs once the rows are gone, so a crash after the delete still
   * leaves no file behind.
   */
  beforeProfileDelete(profileId: number): Promise<void>
  /** After the delete committed: removes the files now rather than when the job runs. */
  afterProfileDeleted(photoIds: readonly string[]): Promise<void>
}

/** Signs and checks the URLs of withheld photos (key derived from the app's JWT secret). */
export const withheldMediaOf = (app: FastifyInstance) =>
  createWithheldMedia({
    secret: app.config.jwtSecret,
    apiPublicUrl: app.config.apiPublicUrl,
    clock: app.clock,
  })

export function modelPhotoHooks(app: FastifyInstance): ModelPhotoHooks {
  const log = app.log.child({ module: 'models' })
  const deps = { prisma: app.prisma, storage: app.storage, jobs: app.jobs }
  return {
    url: publicPhotoUrl(app.storage),
    managerUrl: managerPhotoUrl(app.storage, withheldMediaOf(app)),
    queueVisibilitySync: (transaction, target) =>
      queuePhotoVisibilitySync(app.jobs, transaction, target),
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

/** Decorates the app with `app.photos`; registered before the modules (app.ts). */
export const modelPhotosPlugin = fp(
  async (app) => {
    app.decorate('photos', modelPhotoHooks(app))
  },
  { name: 'model-photos', fastify: '5.x', dependencies: ['jobs'] },
)
