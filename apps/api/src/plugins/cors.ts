// CORS for the web app's origins (docs/decisions/0010). The policy is one fixed list of
// origins, so it is a Set lookup and at most five headers. @fastify/cors does the same with
// per-request option merging and Vary parsing; with @fastify/helmet it took a cheap route
// through Fastify (a flag) from ~33 to ~60 µs of server CPU per request (ADR 0010).
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

export interface CorsOptions {
  /** Exact origins ("https://castingnmodel.com") allowed to read answers with credentials. */
  origins: readonly string[]
  methods: readonly string[]
  /** How long a browser may keep a preflight answer, in seconds. */
  maxAgeSeconds: number
}

function isPreflight(request: FastifyRequest): boolean {
  return (
    request.method === 'OPTIONS' &&
    request.headers.origin !== undefined &&
    request.headers['access-control-request-method'] !== undefined
  )
}

export const corsPlugin = fp<CorsOptions>(
  async (app, options) => {
    const allowed = new Set(options.origins)
    const methods = options.methods.join(', ')
    const maxAge = String(options.maxAgeSeconds)

    function answerPreflight(request: FastifyRequest, reply: FastifyReply): void {
      reply.header('vary', 'Origin, Access-Control-Request-Headers')
      if (allowed.has(request.headers.origin ?? '')) {
        reply.header('access-control-allow-methods', methods)
        const wanted = request.headers['access-control-request-headers']
        if (wanted) reply.header('access-control-allow-headers', wanted)
        reply.header('access-control-max-age', maxAge)
      }
      // Without the allow headers the browser refuses the real request; nothing else to say.
      reply.code(204).header('content-length', '0').send()
    }

    // onRequest, before authentication: a preflight carries no credentials, and every
    // answer (errors included) must carry the headers for the browser to show it.
    app.addHook('onRequest', (request, reply, done) => {
      const origin = request.headers.origin
      reply.header('vary', 'Origin')
      if (origin !== undefined && allowed.has(origin)) {
        reply.header('access-control-allow-origin', origin)
        reply.header('access-control-allow-credentials', 'true')
      }
      if (isPreflight(request)) {
        answerPreflight(request, reply)
        return
      }
      done()
    })

    // Gives OPTIONS requests a route, so the hook above sees them (other OPTIONS: 204).
    app.options('*', { schema: { hide: true }, logLevel: 'warn' }, async (_request, reply) =>
      reply.code(204).header('content-length', '0').send(),
    )
  },
  { name: 'cors', fastify: '5.x' },
)
