// Issue #30: what SIGTERM does to an instance (server.ts calls app.close()). It finishes the
// requests it is answering, takes no new connection (the proxy in front sends those to another
// instance), and ends its live streams at once so browsers reconnect elsewhere; the other
// instance keeps answering throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS } from '@cnm/contracts'
import type { App } from '../src/app.js'
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
