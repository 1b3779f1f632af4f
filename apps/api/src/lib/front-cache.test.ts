// The front cache on a real socket, in front of a small Fastify app whose routes store
// their answers: what a client sees on a repeat, and when the app answers instead.
import type http from 'node:http'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { rawRequest, stableHeaders } from '../../test/helpers/raw-http.js'
import { createFrontCache, serverWithFrontCache, type FrontCache } from './front-cache.js'

const ETAG = '"v1"'

describe('front cache', () => {
  let app: FastifyInstance | undefined
  afterEach(async () => {
    await app?.close()
    app = undefined
  })

  /** A Fastify app behind `cache`; /list stores its answer while `current.value` holds. */
  async function start(
    cache: FrontCache,
    options: { keepAliveTimeout?: number; requestTimeout?: number } = {},
  ) {
    const routed: string[] = []
    const current = { value: true }
    const server = Fastify({ serverFactory: serverWithFrontCache(cache), ...options })
    server.addHook('onRequest', (request, _reply, done) => {
      routed.push(`${request.method} ${request.url}`)
      done()
    })
    server.get('/list', (request, reply) => {
      const body = JSON.stringify({ n: routed.length, origin: request.headers.origin ?? null })
      reply
        .header('x-request-id', `routed-${routed.length}`)
        .header('cache-control', 'public, max-age=60')
        .header('etag', ETAG)
        .header('vary', 'Origin')
        .type('application/json; charset=utf-8')
        .header('content-length', Buffer.byteLength(body))
      cache.store(request.raw, {
        headers: reply.getHeaders(),
        body,
        etag: ETAG,
        isCurrent: () => current.value,
      })
      reply.send(body)
    })
    server.get('/with-cookie', (request, reply) => {
      reply.header('set-cookie', 'session=abc').header('etag', ETAG)
      cache.store(request.raw, {
        headers: reply.getHeaders(),
        body: 'mine',
        etag: ETAG,
        isCurrent: () => true,
      })
      reply.send('mine')
    })
    await server.listen({ host: '127.0.0.1', port: 0 })
    app = server
    const send = async (path: string, headers: http.OutgoingHttpHeaders = {}, method = 'GET') => {
      const answer = await rawRequest(server.server, path, headers, method)
      return { ...answer, body: answer.body.toString() }
    }
    return { routed, current, send, server }
  }

  it('answers a repeat from memory: same status, headers and body, its own request id', async () => {
    const { routed, send } = await start(createFrontCache())
    const first = await send('/list?a=1')
    const second = await send('/list?a=1')
    const third = await send('/list?a=1')

    expect(routed).toEqual(['GET /list?a=1'])
    expect(second.status).toBe(200)
    expect(second.body).toBe(first.body)
    expect(stableHeaders(second.headers)).toEqual(stableHeaders(first.headers))
    expect(first.headers['x-request-id']).toBe('routed-1')
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(third.headers['x-request-id']).not.toBe(second.headers['x-request-id'])
  })

  it('keeps answers apart by URL, Origin and Accept-Encoding', async () => {
    const { routed, send } = await start(createFrontCache())
    const variants: http.OutgoingHttpHeaders[] = [
      {},
      { origin: 'https://a.example' },
      { origin: 'https://b.example' },
      { 'accept-encoding': 'gzip' },
    ]
    for (const headers of variants) await send('/list', headers)
    await send('/list?other')
    expect(routed).toHaveLength(5)

    const fromOrigin = await send('/list', { origin: 'https://b.example' })
    expect(JSON.parse(fromOrigin.body)).toEqual({ n: 3, origin: 'https://b.example' })
    expect(routed).toHaveLength(5)
  })

  it('answers If-None-Match with a 304 that describes no body', async () => {
    const { routed, send } = await start(createFrontCache())
    await send('/list')
    const revalidated = await send('/list', { 'if-none-match': `W/${ETAG}` })

    expect(routed).toHaveLength(1)
    expect(revalidated.status).toBe(304)
    expect(revalidated.body).toBe('')
    expect(revalidated.headers.etag).toBe(ETAG)
    expect(revalidated.headers['cache-control']).toBe('public, max-age=60')
    expect(revalidated.headers['content-type']).toBeUndefined()
    expect(revalidated.headers['content-length']).toBeUndefined()
    expect((await send('/list', { 'if-none-match': '"v0"' })).status).toBe(200)
  })

  // `fresh` decides, as in the routes (modules/infos/cached-reply.ts).
  it.each<[string, http.OutgoingHttpHeaders, number]>([
    ['the same tag', { 'if-none-match': ETAG }, 304],
    ['a weak copy of the tag', { 'if-none-match': `W/${ETAG}` }, 304],
    ['a list holding the tag', { 'if-none-match': `"v0",W/${ETAG} , "v2"` }, 304],
    ['*', { 'if-none-match': '*' }, 304],
    ['another tag', { 'if-none-match': '"v0"' }, 200],
    ['the tag unquoted', { 'if-none-match': 'v1' }, 200],
    ['the tag on a reload (no-cache)', { 'if-none-match': ETAG, 'cache-control': 'no-cache' }, 200],
    [
      'a date only (answers have no Last-Modified)',
      { 'if-modified-since': new Date().toUTCString() },
      200,
    ],
  ])('answers If-None-Match with %s from memory: %i', async (_case, conditional, status) => {
    const { routed, send } = await start(createFrontCache())
    const first = await send('/list')
    const answer = await send('/list', conditional)

    expect(routed).toHaveLength(1)
    expect(answer.status).toBe(status)
    expect(answer.body).toBe(status === 200 ? first.body : '')
  })

  it('hands the request to the app once the route would answer differently', async () => {
    const cache = createFrontCache()
    const { routed, current, send } = await start(cache)
    await send('/list')
    current.value = false
    const fresh = await send('/list')

    expect(routed).toHaveLength(2)
    expect(JSON.parse(fresh.body).n).toBe(2)
    // The route stored its new answer; with the old one gone, that is the only entry.
    expect(cache.size).toBe(1)
  })

  it('leaves other methods, answers with cookies and a closed cache to the app', async () => {
    const cache = createFrontCache()
    const { routed, send } = await start(cache)
    await send('/list')
    await send('/list', {}, 'HEAD')
    await send('/with-cookie')
    const again = await send('/with-cookie')
    expect(again.headers['set-cookie']).toEqual(['session=abc'])
    expect(routed).toEqual(['GET /list', 'HEAD /list', 'GET /with-cookie', 'GET /with-cookie'])

    cache.close()
    await send('/list')
    expect(routed).toHaveLength(5)
    expect(cache.size).toBe(0)
  })

  it('forgets the oldest answer when full', async () => {
    const cache = createFrontCache(2)
    const { routed, send } = await start(cache)
    for (const path of ['/list?1', '/list?2', '/list?3', '/list?3', '/list?2', '/list?1']) {
      await send(path)
    }
    expect(routed).toEqual(['GET /list?1', 'GET /list?2', 'GET /list?3', 'GET /list?1'])
    expect(cache.size).toBe(2)
  })

  it("keeps Fastify's server settings", async () => {
    const settings = { keepAliveTimeout: 5_000, requestTimeout: 7_000 }
    const { server } = await start(createFrontCache(), settings)
    expect(server.server.keepAliveTimeout).toBe(5_000)
    expect(server.server.requestTimeout).toBe(7_000)
  })
})
