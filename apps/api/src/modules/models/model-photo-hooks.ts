// The seam between this module (rows) and the photos module (files, URLs). The photos
// module decorates the app with `modelPhotos` (fastify-plugin, before the modules are
// registered); until it does, URLs point at the API's upload route and a deleted
// profile's files are left to the photos module's orphan cleanup.
import type { FastifyInstance } from 'fastify'
import type { PhotoUrl } from './model-views.js'
import type { RemovedProfile } from './models.service.js'

export interface ModelPhotoHooks {
  url: PhotoUrl
  onProfileDeleted(removed: RemovedProfile): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    modelPhotos?: ModelPhotoHooks
  }
}

export const UPLOADS_PATH = '/uploads'

export function modelPhotoHooks(app: FastifyInstance): ModelPhotoHooks {
  if (app.hasDecorator('modelPhotos') && app.modelPhotos) return app.modelPhotos
  const base = app.config.apiPublicUrl.replace(/\/$/, '')
  return {
    url: (key) => `${base}${UPLOADS_PATH}/${key}`,
    onProfileDeleted: async () => undefined,
  }
}
