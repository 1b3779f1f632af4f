// The same CORS and security headers as cors.ts + security-headers.ts, sent by
// @fastify/cors and @fastify/helmet instead, for `HEADER_PLUGINS=fastify pnpm bench`
// (docs/decisions/0010 compares the two).
import fastifyCors from '@fastify/cors'
import fastifyHelmet from '@fastify/helmet'
import fp from 'fastify-plugin'
import type { CorsOptions } from './cors.js'
import { API_SECURITY_HEADERS } from './security-headers.js'

export const fastifyHeaderPlugins = fp<CorsOptions>(
  async (app, options) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      originAgentCluster: false,
      referrerPolicy: false,
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: { action: 'deny' },
      xPermittedCrossDomainPolicies: false,
      xPoweredBy: false,
      xXssProtection: false,
    })
    // Helmet has no Cache-Control; the API's default is no-store.
    const cacheControl = API_SECURITY_HEADERS['cache-control']
    app.addHook('onRequest', (_request, reply, done) => {
      reply.header('cache-control', cacheControl)
      done()
    })

    const allowed = new Set(options.origins)
    // Per origin, so a refused origin gets no Access-Control-Allow-Credentials either.
    const allow = {
      origin: true,
      credentials: true,
      methods: [...options.methods],
      maxAge: options.maxAgeSeconds,
    }
    const refuse = { origin: false }
    await app.register(fastifyCors, {
      delegator: (request, callback) =>
        callback(null, allowed.has(request.headers.origin ?? '') ? allow : refuse),
      hideOptionsRoute: true,
      logLevel: 'warn',
    })
  },
  { name: 'fastify-header-plugins', fastify: '5.x' },
)
