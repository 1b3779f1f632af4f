// Conditional and compressed answers for pre-serialized bodies. The header parsing is
// `fresh` (If-None-Match) and `negotiator` (Accept-Encoding), as in Express and `send`.
import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fresh from 'fresh'
import Negotiator from 'negotiator'
import type { CachedBody } from './reference-cache.js'

// Listed first, gzip wins where the header does not tell the two apart (`*`).
const ENCODINGS = ['gzip', 'identity']

/**
 * True when the client prefers gzip to the plain body. A client that refuses both
 * (`identity;q=0` without gzip) gets the plain body rather than a 406 (RFC 9110 §12.5.3).
 */
function prefersGzip(headers: IncomingHttpHeaders): boolean {
  // Without the header negotiator picks identity too, after ~0.5 µs of work.
  if (headers['accept-encoding'] === undefined) return false
  return new Negotiator({ headers }).encoding(ENCODINGS) === 'gzip'
}

/**
 * Sends a pre-serialized body: 304 when the client has it, gzip when it accepts that.
 * With `isCurrent` (true while the route would still send this very body), a 200 answer
 * is also kept in the front cache for the next identical request (lib/front-cache.ts).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  options: { cacheControl: string; contentType: string; isCurrent?: () => boolean },
): FastifyReply {
  reply.header('cache-control', options.cacheControl).header('etag', cached.etag)
  if (cached.gzip) {
    // Added to what is there: CORS answers already vary by Origin.
    const vary = reply.getHeader('vary')
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding')
  }
  if (fresh(request.headers, { etag: cached.etag })) {
    return reply.code(304).send()
  }
  reply.type(options.contentType)
  const gzip = cached.gzip && prefersGzip(request.headers) ? cached.gzip : null
  const body = gzip ?? cached.payload
  if (gzip) reply.header('content-encoding', 'gzip')
  reply.header('content-length', gzip ? gzip.length : cached.bytes)
  if (options.isCurrent) {
    request.server.frontCache.store(request.raw, {
      headers: reply.getHeaders(),
      body,
      etag: cached.etag,
      isCurrent: options.isCurrent,
    })
  }
  return reply.send(body)
}
