// The delivery worker against a real Postgres and a real SMTP server on loopback.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DeliveryError } from '../../lib/delivery-error.js'
import { createSmtpMailer, type Mailer } from '../../lib/mailer.js'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { resetDatabase } from '../../../test/helpers/db.js'
import { createFakeSmtp } from '../../../test/fakes/smtp.js'
import { enqueueEmail, REMOVED_BODY } from '../../lib/outbox/enqueue.js'
import { createOutboxWorker, retryDelayMs, type OutboxWorkerOptions } from './outbox.worker.js'

const DOMAIN = 'castingnmodel.local'

describe('retryDelayMs', () => {
  it('doubles from the base delay up to the cap, within ±20 % jitter', () => {
    const delays = [1, 2, 3, 4, 10].map((failed) => retryDelayMs(failed, 1_000, 5_000))
    const expected = [1_000, 2_000, 4_000, 5_000, 5_000]
    delays.forEach((delay, i) => {
      expect(delay).toBeGreaterThanOrEqual(expected[i]! * 0.8)
      expect(delay).toBeLessThanOrEqual(expected[i]! * 1.2)
    })
  })
})

describe('outbox worker', () => {
  const ctx = setupTestApp()
  const smtp = createFakeSmtp()
  const mailers: Mailer[] = []
  const stops: Array<() => Promise<void>> = []

  beforeAll(() => smtp.start())
  afterAll(() => smtp.stop())
  beforeEach(async () => {
    await resetDatabase(ctx.app.prisma)
    smtp.clear()
  })
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()))
    for (const mailer of mailers.splice(0)) mailer.close()
  })

  function worker(options: OutboxWorkerOptions & { mailer?: Mailer } = {}) {
    const mailer =
      options.mailer ??
      createSmtpMailer({ smtp: smtp.config, from: 'CNM <no-reply@castingnmodel.local>' })
    mailers.push(mailer)
    const created = createOutboxWorker(
      { prisma: ctx.app.prisma, mailer, sms: null, log: ctx.app.log, messageIdDomain: DOMAIN },
      { pollIntervalMs: 50, ...options },
    )
    stops.push(() => created.stop())
    return created
  }
  const enqueue = (to: string) =>
    enqueueEmail(ctx.app.prisma, { kind: 'test', to, subject: `for ${to}`, text: 'hello' })
  const row = (id: string) => ctx.app.prisma.outboxMessage.findUniqueOrThrow({ where: { id } })

  it('never lets two workers send the same message', async () => {
    const ids = []
    for (let i = 0; i < 30; i += 1) ids.push((await enqueue(`r${i}@example.com`)).id)
    const [a, b] = [worker({ batchSize: 3 }), worker({ batchSize: 3 })]

    const [byA, byB] = await Promise.all([a.drain(), b.drain()])

    expect(byA + byB).toBe(30)
    expect(byA).toBeGreaterThan(0)
    expect(byB).toBeGreaterThan(0)
    const messageIds = smtp.messages.map((m) => m.messageId)
    expect(messageIds).toHaveLength(30)
    expect(new Set(messageIds).size).toBe(30)
    expect(await ctx.app.prisma.outboxMessage.count({ where: { status: 'SENT' } })).toBe(30)
  })

  it('finishes and records a send in flight when stopped, so a restart does not send it again', async () => {
    const slowSmtp = createFakeSmtp({ acceptDelayMs: 400 })
    await slowSmtp.start()
    try {
      const { id } = await enqueue('slow@example.com')
      const slowMailer = createSmtpMailer({
        smtp: slowSmtp.config,
        from: 'no-reply@castingnmodel.local',
      })
      const first = worker({ mailer: slowMailer })
      first.start()
      await expect.poll(async () => (await row(id)).status, { interval: 20 }).toBe('SENDING')

      await first.stop()
      const afterStop = await row(id)
      const second = worker({ mailer: slowMailer })
      second.start()
      await new Promise((resolve) => setTimeout(resolve, 300))

      expect(afterStop.status).toBe('SENT')
      expect(slowSmtp.messages).toHaveLength(1)
    } finally {
      await slowSmtp.stop()
    }
  })

  it('resends a message whose worker died mid-send, with the same Message-ID, once its lease ran out', async () => {
    const { id } = await enqueue('crash@example.com')
    const past = new Date(Date.now() - 1_000)
    // What a worker killed during the SMTP conversation leaves behind.
    await ctx.app.prisma.outboxMessage.update({
      where: { id },
      data: { status: 'SENDING', attempts: 1, lockedUntil: past },
    })
    const leased = await enqueue('leased@example.com')
    await ctx.app.prisma.outboxMessage.update({
      where: { id: leased.id },
      data: { status: 'SENDING', attempts: 1, lockedUntil: new Date(Date.now() + 60_000) },
    })

    await worker().drain()

    expect(smtp.messages.map((m) => m.to[0])).toEqual(['crash@example.com'])
    expect(smtp.messages[0]?.messageId).toBe(`<${id}.outbox@${DOMAIN}>`)
    expect(await row(id)).toMatchObject({ status: 'SENT', attempts: 2 })
    expect((await row(leased.id)).status).toBe('SENDING')
  })

  it('retries with growing delays and marks the message FAILED after its last attempt', async () => {
    const clock = createFakeClock(new Date())
    const failing: Mailer = {
      send: async () => {
        throw new DeliveryError('SMTP: connect ECONNREFUSED', false)
      },
      close: () => undefined,
    }
    const { id } = await enqueue('down@example.com')
    await ctx.app.prisma.outboxMessage.update({
      where: { id },
      data: { maxAttempts: 3, nextAttemptAt: clock.now() },
    })
    const down = worker({ mailer: failing, clock, retryBaseMs: 1_000, retryMaxMs: 60_000 })

    const waits = []
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      expect(await down.drain()).toBe(1)
      const pending = await row(id)
      expect(pending).toMatchObject({ status: 'PENDING', attempts: attempt })
      expect(await down.drain()).toBe(0) // not due yet
      waits.push(pending.nextAttemptAt.getTime() - clock.now().getTime())
      clock.set(pending.nextAttemptAt)
    }
    await down.drain()

    expect(waits[0]).toBeGreaterThanOrEqual(800)
    expect(waits[1]).toBeGreaterThanOrEqual(1_600)
    expect(await row(id)).toMatchObject({
      status: 'FAILED',
      attempts: 3,
      lastError: 'SMTP: connect ECONNREFUSED',
    })
  })

  it('fails a message whose last allowed attempt died with its worker', async () => {
    const { id } = await enqueue('last@example.com')
    await ctx.app.prisma.outboxMessage.update({
      where: { id },
      data: { status: 'SENDING', attempts: 10, lockedUntil: new Date(Date.now() - 1_000) },
    })

    await worker().drain()

    expect(await row(id)).toMatchObject({ status: 'FAILED' })
    expect(smtp.messages).toHaveLength(0)
  })

  it('wipes the body of a message that carries a secret once it is sent, and keeps others', async () => {
    const secret = await enqueueEmail(ctx.app.prisma, {
      kind: 'temporary-password',
      to: 'user@example.com',
      subject: 'Your temporary password',
      text: 'Temporary password: Xy7!abcd',
      html: '<p>Temporary password: Xy7!abcd</p>',
    })
    const plain = await enqueue('support@example.com')
    await worker().drain()

    expect(smtp.messages.map((message) => message.text)).toContain('Temporary password: Xy7!abcd')
    const stored = await row(secret.id)
    expect(stored).toMatchObject({ status: 'SENT', textBody: REMOVED_BODY, htmlBody: null })
    expect(await row(plain.id)).toMatchObject({ status: 'SENT', textBody: 'hello' })
  })

  it('delivers as soon as it is woken instead of waiting for the next poll', async () => {
    const sleepy = worker({ pollIntervalMs: 60_000 })
    sleepy.start()
    await new Promise((resolve) => setTimeout(resolve, 100))
    await enqueue('wake@example.com')
    const started = Date.now()

    sleepy.wake()
    await smtp.waitFor((m) => m.to.includes('wake@example.com'), 2_000)

    expect(Date.now() - started).toBeLessThan(2_000)
  })
})
