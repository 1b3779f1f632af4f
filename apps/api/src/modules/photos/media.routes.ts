import { IMMUTABLE_CACHE_CONTROL } from '../../lib/storage/storage.js'
import { MEDIA_ROUTE_PREFIX } from '../../lib/storage/storage.plugin.js'
import { notFound } from '../../lib/http-error.js'
import { allowCrossOriginEmbedding } from '../../plugins/security-headers.js'
import type { App } from '../../app.js'
import { SERVABLE_KEY } from './photo-keys.js'
import { WITHHELD_MEDIA_PREFIX, type WithheldMedia } from './photo-visibility.js'

/** Photo variants are images the web app (another origin) shows; they contain nothing else. */
const IMAGE_CSP = "default-src 'none'"

/**
 * Serves photo variants from local disk (ADR 0017). Only keys of the exact variant shape
 * are served, so no path can reach an original (which may carry GPS) or leave the
 * storage root. With a bucket, variant URLs point at the bucket and this route is absent.
 */
export function registerMediaRoute(app: App, withheld: WithheldMedia): void {
  registerWithheldMediaRoute(app, withheld)
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

/**
 * Serves a withheld variant (its profile is not public, photo-visibility.ts) to whoever holds
 * a signed URL the API gave the owner or an administrator; with either storage driver. Any
 * other request answers 404, as for a file that does not exist. Never cached by a shared
 * cache, and by the browser only until the URL expires.
 */
function registerWithheldMediaRoute(app: App, withheld: WithheldMedia): void {
  app.get(
    `${WITHHELD_MEDIA_PREFIX}/*`,
    { logLevel: 'warn', schema: { hide: true } },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*']
      const query = request.query as { expires?: unknown; signature?: unknown }
      const expires = typeof query.expires === 'string' ? query.expires : undefined
      const signature = typeof query.signature === 'string' ? query.signature : undefined
      if (!withheld.verify(key, expires, signature)) throw notFound()
      const bytes = await app.storage.get(key)
      if (!bytes) throw notFound()
      allowCrossOriginEmbedding(reply, IMAGE_CSP)
      return reply
        .header('cache-control', `private, max-age=${withheld.secondsLeft(expires as string)}`)
        .header('content-type', 'image/webp')
        .send(bytes)
    },
  )
}
