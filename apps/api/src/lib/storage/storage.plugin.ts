import fp from 'fastify-plugin'
import type { AppConfig } from '../../config/env.js'
import { createLocalStorage } from './local-storage.js'
import { createS3Storage } from './s3-storage.js'
import type { FileStorage } from './storage.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Photo files (ADR 0017). */
    storage: FileStorage
  }
}

/** Path of the API route that serves local files (modules/photos/media.routes.ts). */
export const MEDIA_ROUTE_PREFIX = '/media'

export function createStorage(config: AppConfig['storage'], apiPublicUrl: string): FileStorage {
  if (config.kind === 's3') return createS3Storage(config)
  return createLocalStorage({
    directory: config.directory,
    publicBaseUrl: `${apiPublicUrl}${MEDIA_ROUTE_PREFIX}`,
  })
}

export const storagePlugin = fp<{ config: AppConfig; storage?: FileStorage | undefined }>(
  async (app, options) => {
    app.decorate(
      'storage',
      options.storage ?? createStorage(options.config.storage, options.config.apiPublicUrl),
    )
  },
  { name: 'storage', fastify: '5.x' },
)
