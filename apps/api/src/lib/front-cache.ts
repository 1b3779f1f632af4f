// A small shared HTTP cache in front of Fastify's router (docs/decisions/0009). Routes
// hand it public GET answers that every page load asks for (reference lists); a repeat
// of the same request is then written straight from memory: no routing, hooks, query
// validation or request logger. Anything it cannot answer exactly as the route would
// goes on to the app.
//
// What a stored answer may depend on is fixed: the request's URL, its Origin (CORS
// headers), its Accept-Encoding and, unless the URL names a language (`lang=`), the
// language headers (Accept-Language and the cnm_lang cookie, ADR 0022). A route stores
// only answers that depend on nothing else, and gives a check that says whether it would
// still send the same bytes.
import http from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyServerFactory } from 'fastify'
import fresh from 'fresh'
import { cookieLanguage } from './i18n/request-language.js'
import { newRequestId, REQUEST_ID_HEADER } from './request-id.js'

export interface CacheableAnswer {
  /** The 200 answer's headers as the route sends them (the request id is left out). */
  headers: Readonly<Record<string, number | string | string[] | undefined>>
  body: string | Buffer
  etag: string
  /** True while the route would still send exactly this answer; asked on every hit. */
  isCurrent: () => boolean
}

export interface FrontCache {
  /** Answers `req` from memory and returns true, or returns false and touches nothing. */
  serve(req: IncomingMessage, res: ServerResponse): boolean
  /** Keeps a route's answer to `req` for the next identical request. */
  store(req: IncomingMessage, answer: CacheableAnswer): void
  /** Stops serving and forgets everything (the server is closing). */
  close(): void
  readonly size: number
}

interface Entry {
  /** Flat [name, value, …] lists as writeHead takes them; the first value is the request id. */
  ok: string[]
  notModified: string[]
  body: string | Buffer
  /** What `fresh` compares If-None-Match with, made once per entry. */
  validators: { etag: string }
  isCurrent: () => boolean
}

/** Enough for every list and encoding a few origins ask for; a flood of odd URLs evicts. */
export const FRONT_CACHE_MAX_ENTRIES = 500

// A 304 leaves out what describes the body it does not carry (RFC 9110 §15.4.5).
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding'])

// A URL with `lang=` answers in that language whatever the headers say (the web always
// sends it), so only other requests pay for the language headers: the raw Accept-Language
// and the cookie's value (never the whole Cookie header, which carries tokens).
const LANG_PARAM = /[?&]lang=/
const keyOf = (req: IncomingMessage) => {
  const url = req.url ?? ''
  const base = `${url}\n${req.headers.origin ?? ''}\n${req.headers['accept-encoding'] ?? ''}`
  if (LANG_PARAM.test(url)) return base
  return `${base}\n${req.headers['accept-language'] ?? ''}\n${cookieLanguage(req.headers.cookie) ?? ''}`
}

function headerList(pairs: ReadonlyArray<readonly [string, string]>): string[] {
  return [REQUEST_ID_HEADER, '', ...pairs.flat()]
}

export function createFrontCache(
  maxEntries = FRONT_CACHE_MAX_ENTRIES,
  requestId: (req: IncomingMessage) => string = newRequestId,
): FrontCache {
  const entries = new Map<string, Entry>()
  let open = true

  return {
    get size() {
      return entries.size
    },

    serve(req, res) {
      if (!open || entries.size === 0 || req.method !== 'GET') return false
      const key = keyOf(req)
      const entry = entries.get(key)
      if (!entry) return false
      if (!entry.isCurrent()) {
        entries.delete(key)
        return false
      }
      // The route's own check (cached-reply.ts), so both paths agree on every 304.
      const notModified = fresh(req.headers, entry.validators)
      const headers = notModified ? entry.notModified : entry.ok
      // writeHead turns the list into the header block at once, so one shared list whose
      // request id slot is overwritten per answer is safe, and allocates nothing.
      headers[1] = requestId(req)
      if (notModified) res.writeHead(304, headers).end()
      else res.writeHead(200, headers).end(entry.body)
      return true
    },

    store(req, answer) {
      if (!open || req.method !== 'GET') return
      const pairs: Array<[string, string]> = []
      for (const [name, value] of Object.entries(answer.headers)) {
        const lower = name.toLowerCase()
        if (value === undefined || lower === REQUEST_ID_HEADER) continue
        // A shared cache must not hand one client's cookie to another.
        if (lower === 'set-cookie' || Array.isArray(value)) return
        pairs.push([lower, String(value)])
      }
      const key = keyOf(req)
      if (!entries.has(key) && entries.size >= maxEntries) {
        // Map keeps insertion order: the oldest entry goes first.
        const oldest = entries.keys().next().value
        if (oldest !== undefined) entries.delete(oldest)
      }
      entries.set(key, {
        ok: headerList(pairs),
        notModified: headerList(pairs.filter(([name]) => !BODY_HEADERS.has(name))),
        body: answer.body,
        validators: { etag: answer.etag },
        isCurrent: answer.isCurrent,
      })
    },

    close() {
      open = false
      entries.clear()
    },
  }
}

/**
 * Fastify's `serverFactory`: the HTTP server Fastify would make (same timeouts as
 * fastify/lib/server.js sets), with the front cache ahead of Fastify's handler.
 */
export function serverWithFrontCache(cache: FrontCache): FastifyServerFactory {
  return (handler, options) => {
    const server = http.createServer((options.http ?? {}) as http.ServerOptions, (req, res) => {
      if (!cache.serve(req, res)) handler(req, res)
    })
    server.keepAliveTimeout = Number(options.keepAliveTimeout)
    server.requestTimeout = Number(options.requestTimeout)
    server.setTimeout(Number(options.connectionTimeout))
    const maxRequestsPerSocket = Number(options.maxRequestsPerSocket)
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket
    return server
  }
}
