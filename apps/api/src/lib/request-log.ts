// What a request log line says about the request: Fastify's default fields, with secrets
// in the query string hidden (ADR 0019). GET /certifications carries the verification code
// and the Google callback its authorization code in `code`.
import type { FastifyRequest } from 'fastify'

// GET /events carries a live-updates ticket (ADR 0039).
const SECRET_QUERY_PARAMS = /([?&](?:code|state|ticket)=)[^&#]*/gi

export const redactQuerySecrets = (url: string): string =>
  url.replace(SECRET_QUERY_PARAMS, '$1[REDACTED]')

/** Fastify's own `req` serializer, with the URL's secrets hidden. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactQuerySecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** Adds the serializer to any logger options Fastify is given (objects only). */
export function withRequestSerializer<T>(logger: T): T {
  if (!logger || typeof logger !== 'object') return logger
  const options = logger as { serializers?: Record<string, unknown> }
  return { ...logger, serializers: { ...options.serializers, req: serializeRequest } }
}
