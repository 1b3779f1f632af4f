// Issue #30: what SIGTERM does to an instance (server.ts calls app.close()). It finishes the
// requests it is answering, takes no new connection (the proxy in front sends those to another
// instance), and ends its live streams at once so browsers reconnect elsewhere; the other
// instance keeps answering throughout.
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http'
import { createConnection, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS } from '@cnm/contracts'
import type { App } from '../src/app.js'
import { drainThenClose } from '../src/plugins/closing.js'
import { signIn } from './helpers/factories.js'
import { createTestDatabase, type TestDatabase } from './helpers/db.js'
import { startInstance, type Instance } from './helpers/instances.js'
import { connectTestRedis, type TestRedis } from './helpers/redis.js'

/** A request that stays open until the test lets it answer, as a slow upload would. */
function slowRoute() {
  let entered = false
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  return {
    routes: (app: App) => {
      app.get('/test/slow', async () => {
        entered = true
        await released
        return { data: { finished: true }, message: 'OK' }
      })
    },
    entered: () => entered,
    release: () => release(),
  }
}

/** 'refused' when no connection can be made, else the status answered. */
const reach = (base: string) =>
  fetch(`${base}${API_PATHS.HEALTH_LIVE}`).then(
    (response) => response.status,
    () => 'refused' as const,
  )

describe('graceful shutdown of one instance of two', () => {
  let db: TestDatabase
  let redis: TestRedis
  let one: Instance
  let two: Instance
  const slow = slowRoute()

  beforeAll(async () => {
    db = await createTestDatabase()
    redis = await connectTestRedis()
    ;[one, two] = await Promise.all([
      startInstance(db, redis.env, { routes: slow.routes }),
      startInstance(db, redis.env),
    ])
  })

  afterAll(async () => {
    await Promise.allSettled([one?.close(), two?.close()])
    await redis?.cleanUp()
    await db?.drop()
  })

  it('finishes the request in flight, ends its streams, refuses new connections; the other answers', async () => {
    // A signed-in browser's live stream on instance one.
    const person = await signIn(one.app)
    const ticket = await fetch(`${one.base}${API_PATHS.LIVE_TICKET}`, {
      method: 'POST',
      headers: person.headers,
    })
    expect(ticket.status).toBe(200)
    const { data } = (await ticket.json()) as { data: { ticket: string } }
    const stream = await fetch(
      `${one.base}${API_PATHS.LIVE_EVENTS}?ticket=${encodeURIComponent(data.ticket)}`,
    )
    expect(stream.status).toBe(200)
    if (!stream.body) throw new Error('the stream has no body')
    const reader = stream.body.pipeThrough(new TextDecoderStream()).getReader()
    let opened = ''
    while (!opened.includes(': open\n\n')) opened += (await reader.read()).value ?? ''

    // A request in flight when the signal comes.
    const inFlight = fetch(`${one.base}/test/slow`)
    await expect.poll(slow.entered).toBe(true)

    const closing = one.close()

    // The stream ends at once: the browser's EventSource reconnects, through the proxy, to
    // the instance that stays.
    for (;;) {
      const { done } = await reader.read()
      if (done) break
    }
    // No new connection is taken; the other instance answers.
    await expect.poll(() => reach(one.base)).toBe('refused')
    expect(await reach(two.base)).toBe(200)

    // The request in flight still gets its whole answer.
    slow.release()
    const answer = await inFlight
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ data: { finished: true } })
    // ...and is told the connection ends with it: an idle keep-alive connection left open
    // would hold the shutdown until its timeout (72 s) and end in a forced exit.
    expect(answer.headers.get('connection')).toBe('close')
    await closing
  })
})

/** One request on `agent` (a pooled keep-alive connection, as nginx's upstream keepalive). */
function send(agent: Agent, base: string, method: string, path: string) {
  return new Promise<{ response: IncomingMessage; body: string; socket: Socket }>(
    (resolve, reject) => {
      const request = httpRequest(`${base}${path}`, { method, agent }, (response) => {
        let body = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (body += chunk))
        response.on('end', () => resolve({ response, body, socket: request.socket as Socket }))
      })
      request.on('error', reject)
      request.end()
    },
  )
}

/** A bare TCP connection to `base`, accepted by the server, nothing sent on it yet. */
function openConnection(base: string) {
  const { hostname, port } = new URL(base)
  return new Promise<Socket>((resolve, reject) => {
    const socket = createConnection({ host: hostname, port: Number(port) }, () => resolve(socket))
    socket.once('error', reject)
  })
}

/** Writes one HTTP/1.1 request on `socket` and reads until the server closes it. */
function requestOn(socket: Socket, method: string, path: string) {
  return new Promise<string>((resolve, reject) => {
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.once('end', () => resolve(text))
    socket.once('error', reject)
    socket.write(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\n\r\n`)
  })
}

describe('draining on SIGTERM before the close (a proxy in front keeps connections open)', () => {
  let db: TestDatabase
  let redis: TestRedis
  let instance: Instance
  let writes = 0

  beforeAll(async () => {
    db = await createTestDatabase()
    redis = await connectTestRedis()
    instance = await startInstance(db, redis.env, {
      routes: (app) => {
        app.post('/test/write', async () => {
          writes += 1
          return { data: { written: writes }, message: 'OK' }
        })
      },
    })
  })

  afterAll(async () => {
    await instance?.close().catch(() => undefined)
    await redis?.cleanUp()
    await db?.drop()
  })

  it('still answers a write on a pooled connection, closes that connection by the answer, says not ready; then closes', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const first = await send(agent, instance.base, 'POST', '/test/write')
    expect(first.response.statusCode).toBe(200)
    expect(first.response.headers.connection).toBe('keep-alive')
    const socket = first.socket
    let socketError: Error | undefined
    socket.on('error', (error) => (socketError = error))
    const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()))

    let endDrain = () => {}
    const drained = new Promise<void>((resolve) => (endDrain = resolve))
    const stopping = drainThenClose(instance.app, drained)

    // Readiness sends new traffic elsewhere; liveness stays (nothing to restart).
    const ready = await fetch(`${instance.base}${API_PATHS.HEALTH_READY}`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ data: { status: 'unavailable', draining: true } })
    expect((await fetch(`${instance.base}${API_PATHS.HEALTH_LIVE}`)).status).toBe(200)

    // The proxy writes a POST on the connection it pooled before the signal: it is answered,
    // not reset, and the answer closes the connection so the proxy will not reuse it.
    const second = await send(agent, instance.base, 'POST', '/test/write')
    expect(second.socket).toBe(socket)
    expect(second.response.statusCode).toBe(200)
    expect(JSON.parse(second.body)).toMatchObject({ data: { written: 2 } })
    expect(second.response.headers.connection).toBe('close')
    await socketClosed
    expect(socketError).toBeUndefined()

    // A connection the proxy opened just before the end of the drain, its request not sent
    // yet (under load, nginx has many such): the close must not reset it.
    const late = await openConnection(instance.base)

    // The drain ends: the instance takes no more connections...
    endDrain()
    await expect.poll(() => reach(instance.base)).toBe('refused')
    // ...but the connection it had accepted still delivers its request and gets the answer.
    const answer = await requestOn(late, 'POST', '/test/write')
    expect(answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(answer.toLowerCase()).toContain('connection: close')
    expect(answer).toContain('"written":3')
    await stopping
    agent.destroy()
  })
})
