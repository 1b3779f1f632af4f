// Live updates across instances (ADR 0039): a message sent through instance 1 reaches a stream
// open on instance 2 within a second, through Redis pub/sub.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS, LIVE_EVENT_NAME } from '@cnm/contracts'
import { createPrismaClient } from '../../db/prisma.js'
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db.js'
import { startInstance, type Instance } from '../../../test/helpers/instances.js'
import { connectTestRedis, type TestRedis } from '../../../test/helpers/redis.js'
import {
  createApplication,
  createThreadCast,
  seedModelReferenceData,
} from '../threads/testing/thread-fixtures.js'

/** Reads a text/event-stream until an event of `name` arrives; answers its data. */
async function nextEvent(
  reader: ReadableStreamDefaultReader<string>,
  name: string,
): Promise<unknown> {
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) throw new Error('the stream ended')
    buffer += value
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const lines = block.split('\n')
      if (lines.includes(`event: ${name}`)) {
        const data = lines.find((line) => line.startsWith('data: '))
        return JSON.parse(data?.slice(6) ?? 'null')
      }
    }
  }
}

describe('live updates on two instances', () => {
  let db: TestDatabase
  let redis: TestRedis
  let one: Instance
  let two: Instance

  beforeAll(async () => {
    db = await createTestDatabase()
    redis = await connectTestRedis()
    const seeding = createPrismaClient(db.url, { maxConnections: 2 })
    await seedModelReferenceData(seeding)
    await seeding.$disconnect()
    ;[one, two] = await Promise.all([startInstance(db, redis.env), startInstance(db, redis.env)])
  })

  afterAll(async () => {
    await Promise.allSettled([one?.close(), two?.close()])
    await redis?.cleanUp()
    await db?.drop()
  })

  it('delivers a message sent on instance 1 to a stream on instance 2 in under a second', async () => {
    const cast = await createThreadCast(one.app)
    const application = await createApplication(one.app.prisma, {
      clientId: cast.owner.user.id,
      applicantId: cast.applicant.user.id,
    })
    const ticket = await fetch(`${two.base}${API_PATHS.LIVE_TICKET}`, {
      method: 'POST',
      headers: cast.applicant.headers,
    })
    expect(ticket.status).toBe(200)
    const { data } = (await ticket.json()) as { data: { ticket: string } }
    const controller = new AbortController()
    const stream = await fetch(
      `${two.base}${API_PATHS.LIVE_EVENTS}?ticket=${encodeURIComponent(data.ticket)}`,
      { signal: controller.signal },
    )
    expect(stream.status).toBe(200)
    expect(stream.headers.get('content-type')).toContain('text/event-stream')
    const body = stream.body
    if (!body) throw new Error('no body')
    // The stream is registered once its opening comment arrived.
    const reader = body.pipeThrough(new TextDecoderStream()).getReader()
    let opened = ''
    while (!opened.includes(': open\n\n')) opened += (await reader.read()).value ?? ''

    // Everything published goes over the Redis channel the instances share.
    const watcher = redis.client.duplicate()
    const onChannel = new Promise<string>((resolve) => watcher.on('message', (_c, m) => resolve(m)))
    await watcher.subscribe(`${redis.keyPrefix}live`)

    const sentAt = Date.now()
    const sent = await fetch(`${one.base}${API_PATHS.APPLICATION_MESSAGES(application.id)}`, {
      method: 'POST',
      headers: { ...cast.owner.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Can you come on Tuesday?' }),
    })
    expect(sent.status).toBe(201)
    const event = await nextEvent(reader, LIVE_EVENT_NAME)
    expect(Date.now() - sentAt).toBeLessThan(1_000)
    expect(event).toMatchObject({ type: 'notification', kind: 'message' })
    expect(JSON.parse(await onChannel)).toMatchObject({ userIds: [cast.applicant.user.id] })
    controller.abort()
    await watcher.quit()
  })

  it('refuses a stream without a valid ticket, and an access token as a ticket', async () => {
    const cast = await createThreadCast(one.app)
    const bare = await fetch(`${two.base}${API_PATHS.LIVE_EVENTS}?ticket=nonsense`)
    expect(bare.status).toBe(401)
    const token = cast.applicant.token
    const misuse = await fetch(`${two.base}${API_PATHS.LIVE_EVENTS}?ticket=${token}`)
    expect(misuse.status).toBe(401)
    const guest = await fetch(`${two.base}${API_PATHS.LIVE_TICKET}`, { method: 'POST' })
    expect(guest.status).toBe(401)
  })
})
