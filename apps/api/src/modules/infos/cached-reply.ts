// Conditional and compressed answers for pre-serialized bodies (RFC 9110 §13.1.2:
// If-None-Match uses weak comparison, so "W/" prefixes are ignored).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CachedBody } from './reference-cache.js'

export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const wanted = etag.replace(/^W\//, '')
  return header.split(',').some((candidate) => {
    const tag = candidate.trim()
    return tag === '*' || tag.replace(/^W\//, '') === wanted
  })
}

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

export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  options: { cacheControl: string; contentType: string },
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
  if (cached.gzip && acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send(cached.gzip)
  }
  return reply.header('content-length', cached.bytes).send(cached.payload)
}
