import { IMMUTABLE_CACHE_CONTROL } from '../../lib/storage/storage.js'
import { MEDIA_ROUTE_PREFIX } from '../../lib/storage/storage.plugin.js'
import { notFound } from '../../lib/http-error.js'
import { allowCrossOriginEmbedding } from '../../plugins/security-headers.js'
import type { App } from '../../app.js'
import { SERVABLE_KEY } from './photo-keys.js'

/** Photo variants are images the web app (another origin) shows; they contain nothing else. */
const IMAGE_CSP = "default-src 'none'"

/**
 * Serves photo variants from local disk (ADR 0017). Only keys of the exact variant shape
 * are served, so no path can reach an original (which may carry GPS) or leave the
 * storage root. With a bucket, variant URLs point at the bucket and this route is absent.
 */
export function registerMediaRoute(app: App): void {
  if (app.storage.kind !== 'local') return
  app.get(
    `${MEDIA_ROUTE_PREFIX}/*`,
    {
      logLevel: 'warn',
      schema: { hide: true },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*']
      if (!SERVABLE_KEY.test(key)) throw notFound()
      const bytes = await app.storage.get(key)
      if (!bytes) throw notFound()
      allowCrossOriginEmbedding(reply, IMAGE_CSP)
      return reply
        .header('cache-control', IMMUTABLE_CACHE_CONTROL)
        .header('content-type', 'image/webp')
        .send(bytes)
    },
  )
}
