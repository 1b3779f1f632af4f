// Response security headers for a JSON API (docs/decisions/0010). The API never serves a
// document a browser renders, so the set is the one recommended for REST answers: no
// framing, no content sniffing, no sub-resources, HTTPS only, no storing by default, and
// no cross-origin no-cors reads. The values are fixed, so one callback hook writes one
// precomputed object: no per-request work beyond copying it.
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'

/** A JSON answer loads nothing and may be framed by no one. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'"

export const API_SECURITY_HEADERS = {
  // Answers carry personal data unless a route says otherwise (reference data does).
  'cache-control': 'no-store',
  'content-security-policy': API_CSP,
  // Other sites may not read answers through <img>/<script> (no-cors); CORS reads are
  // governed by the CORS plugin. Flag images opt out (allowCrossOriginEmbedding).
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
} as const

/**
 * For a resource other sites' pages may show (a flag <img> on the web app's origin).
 * `csp` replaces the API policy, e.g. to let an SVG keep its inline styles.
 */
export function allowCrossOriginEmbedding(reply: FastifyReply, csp: string = API_CSP): void {
  reply.header('cross-origin-resource-policy', 'cross-origin')
  reply.header('content-security-policy', csp)
}

export const securityHeadersPlugin = fp(
  async (app) => {
    // onRequest, so answers that end early (404, 400, 429, errors) carry them too.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(API_SECURITY_HEADERS)
      done()
    })
  },
  { name: 'security-headers', fastify: '5.x' },
)
