// Conditional and compressed answers for pre-serialized bodies.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { matchesIfNoneMatch } from '../../lib/if-none-match.js'
import type { CachedBody } from './reference-cache.js'

/** True when Accept-Encoding lists gzip (or *) without q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false
  return header.split(',').some((part) => {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';')
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') return false
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    return q === undefined || Number(q.slice(2)) > 0
  })
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
  if (matchesIfNoneMatch(request.headers['if-none-match'], cached.etag)) {
    return reply.code(304).send()
  }
  reply.type(options.contentType)
  const gzip = cached.gzip && acceptsGzip(request.headers['accept-encoding']) ? cached.gzip : null
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
