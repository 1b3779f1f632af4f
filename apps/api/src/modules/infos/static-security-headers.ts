// Security headers for the cached reference routes, fixed once instead of per request.
// @fastify/helmet rebuilds its whole middleware (CSP parsing included) on every request;
// on these routes that cost more than half the throughput (docs/decisions/0009). These
// routes opt out of helmet (`helmet: false`) and send the same twelve headers helmet's
// defaults send here (security plugin: cross-origin resource policy), with a stricter
// CSP, since a list or a flag never loads anything.
import type { onRequestHookHandler } from 'fastify'

const COMMON = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const

const JSON_HEADERS = {
  ...COMMON,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
}

// Some flags carry inline styles, which a flag opened on its own must still show.
const SVG_HEADERS = {
  ...COMMON,
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
}

// Route-level onRequest hooks, so error answers of these routes carry the headers too.
// Callback style: an async hook would cost a promise per request for no reason here.
export const jsonSecurityHeaders: onRequestHookHandler = (_request, reply, done) => {
  reply.headers(JSON_HEADERS)
  done()
}

export const svgSecurityHeaders: onRequestHookHandler = (_request, reply, done) => {
  reply.headers(SVG_HEADERS)
  done()
}
