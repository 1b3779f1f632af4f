// Delivers outbox rows. Claims are leases taken with FOR UPDATE SKIP LOCKED, so
// any number of API instances can run a worker without sending a row twice;
// a worker that dies mid-send leaves a lease that expires and the row is
// retried (at-least-once at the SMTP/Twilio edge, see ADR 0007).
import type { FastifyBaseLogger } from 'fastify'
import type { PrismaClient } from '../../generated/prisma/client.js'
import { systemClock, type Clock } from '../../lib/clock.js'
import { DeliveryError, isPermanentDeliveryError } from '../../lib/delivery-error.js'
import { PushSubscriptionGoneError, type PushSender } from '../../lib/push/push-sender.js'
import type { Mailer } from '../../lib/mailer.js'
import type { SmsSender } from '../../lib/sms.js'
import { REMOVED_BODY, SECRET_BODY_KINDS } from '../../lib/outbox/enqueue.js'

export interface OutboxWorkerOptions {
  /** How often to look for due rows when nobody calls wake() (default 1 s). */
  pollIntervalMs?: number
  /** A claim lasts this long; it must outlast one SMTP or Twilio call (default 2 min). */
  leaseMs?: number
  batchSize?: number
  /** First retry delay; doubles per attempt up to retryMaxMs (defaults 5 s and 30 min). */
  retryBaseMs?: number
  retryMaxMs?: number
  /** Real time by default: deliveries happen in real time even when a test fakes the app clock. */
  clock?: Clock
}

export interface OutboxWorkerDeps {
  prisma: PrismaClient
  mailer: Mailer
  sms: SmsSender | null
  /** Web Push with the VAPID keys (ADR 0055); null: push is off and push rows fail at once. */
  push?: PushSender | null
  log: FastifyBaseLogger
  /** Right-hand side of the deterministic Message-IDs. */
  messageIdDomain: string
}

export interface OutboxWorker {
  start(): void
  /** Finishes the sends in flight and records them, then stops. */
  stop(): Promise<void>
  wake(): void
  /** Delivers every due row once; resolves with how many were attempted. */
  drain(): Promise<number>
}

interface ClaimedRow {
  id: string
  channel: 'EMAIL' | 'SMS' | 'PUSH'
  kind: string
  recipient: string
  subject: string | null
  textBody: string
  htmlBody: string | null
  headers: Record<string, string> | null
  attempts: number
  maxAttempts: number
}

const ERROR_TEXT_MAX = 1000

/** Delay before attempt n+1 after n failed ones, with ±20 % jitter so instances spread out. */
export function retryDelayMs(failedAttempts: number, baseMs: number, maxMs: number): number {
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.max(0, failedAttempts - 1))
  return Math.round(exponential * (0.8 + Math.random() * 0.4))
}

/** The same Message-ID on every attempt of a row, so a duplicate after a crash is recognisable. */
export const outboxMessageId = (id: string, domain: string) => `<${id}.outbox@${domain}>`

export function createOutboxWorker(
  deps: OutboxWorkerDeps,
  options: OutboxWorkerOptions = {},
): OutboxWorker {
  const { prisma, log } = deps
  const pollIntervalMs = options.pollIntervalMs ?? 1_000
  const leaseMs = options.leaseMs ?? 120_000
  const batchSize = options.batchSize ?? 10
  const retryBaseMs = options.retryBaseMs ?? 5_000
  const retryMaxMs = options.retryMaxMs ?? 30 * 60_000
  const clock = options.clock ?? systemClock

  let running = false
  let wakeRequested = false
  let interruptSleep: (() => void) | null = null
  let loop: Promise<void> | null = null
  let failing = false

  async function failAbandoned(now: Date): Promise<void> {
    // A row whose last allowed attempt died with its worker: nothing may retry it.
    await prisma.$executeRaw`
      UPDATE outbox_messages
      SET status = 'FAILED', locked_until = NULL,
          last_error = 'lease expired on the last attempt (worker stopped mid-send)'
      WHERE status = 'SENDING' AND locked_until < ${now} AND attempts >= max_attempts`
  }

  async function claim(now: Date): Promise<ClaimedRow[]> {
    const leaseUntil = new Date(now.getTime() + leaseMs)
    // attempts is raised at claim time, so a send that crashes the process still counts.
    return prisma.$queryRaw<ClaimedRow[]>`
      WITH due AS (
        SELECT id FROM outbox_messages
        WHERE attempts < max_attempts
          AND ((status = 'PENDING' AND next_attempt_at <= ${now})
            OR (status = 'SENDING' AND locked_until < ${now}))
        ORDER BY next_attempt_at
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE outbox_messages AS m
      SET status = 'SENDING', locked_until = ${leaseUntil}, attempts = m.attempts + 1
      FROM due WHERE m.id = due.id
      RETURNING m.id, m.channel::text AS channel, m.kind, m.recipient, m.subject,
        m.text_body AS "textBody", m.html_body AS "htmlBody", m.headers, m.attempts,
        m.max_attempts AS "maxAttempts"`
  }

  async function send(row: ClaimedRow): Promise<string> {
    if (row.channel === 'EMAIL') {
      const result = await deps.mailer.send({
        messageId: outboxMessageId(row.id, deps.messageIdDomain),
        to: row.recipient,
        subject: row.subject ?? '',
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers ?? undefined,
      })
      return result.providerId
    }
    if (row.channel === 'PUSH') return sendPush(row)
    if (!deps.sms) throw new Error('no SMS sender is configured')
    const result = await deps.sms.send({ to: row.recipient, text: row.textBody, reference: row.id })
    return result.providerId
  }

  /** A push row's recipient is its subscription's id; a subscription the service says is gone is deleted. */
  async function sendPush(row: ClaimedRow): Promise<string> {
    if (!deps.push) throw new DeliveryError('push is off (no VAPID keys)', true)
    const id = Number(row.recipient)
    const target = await prisma.pushSubscription.findUnique({ where: { id } })
    if (!target) throw new DeliveryError('the push subscription was removed', true)
    try {
      return (await deps.push.send(target, row.textBody)).providerId
    } catch (error) {
      if (error instanceof PushSubscriptionGoneError) {
        // Only that endpoint: a browser that subscribed again meanwhile has a new one.
        await prisma.pushSubscription.deleteMany({ where: { id, endpoint: target.endpoint } })
      }
      throw error
    }
  }

  async function deliver(row: ClaimedRow): Promise<void> {
    // Our claim is identified by the attempt number it set; a later claim by
    // another worker (after our lease ran out) changes it.
    const ours = { id: row.id, status: 'SENDING' as const, attempts: row.attempts }
    try {
      const providerId = await send(row)
      const { count } = await prisma.outboxMessage.updateMany({
        where: ours,
        data: {
          status: 'SENT',
          sentAt: clock.now(),
          providerId: providerId.slice(0, ERROR_TEXT_MAX),
          lockedUntil: null,
          lastError: null,
          ...wipedBody(row.kind),
        },
      })
      if (count === 0) {
        log.warn({ outboxId: row.id }, 'outbox: lease lost during send; the message may go twice')
      }
      log.info({ outboxId: row.id, kind: row.kind, channel: row.channel }, 'outbox: sent')
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const final = row.attempts >= row.maxAttempts || isPermanentDeliveryError(error)
      const now = clock.now()
      await prisma.outboxMessage.updateMany({
        where: ours,
        data: final
          ? {
              status: 'FAILED',
              lockedUntil: null,
              lastError: message.slice(0, ERROR_TEXT_MAX),
              ...wipedBody(row.kind),
            }
          : {
              status: 'PENDING',
              lockedUntil: null,
              lastError: message.slice(0, ERROR_TEXT_MAX),
              nextAttemptAt: new Date(
                now.getTime() + retryDelayMs(row.attempts, retryBaseMs, retryMaxMs),
              ),
            },
      })
      const context = { outboxId: row.id, kind: row.kind, attempt: row.attempts, err: message }
      if (final) log.error(context, 'outbox: delivery failed for good')
      else log.warn(context, 'outbox: delivery failed, will retry')
    }
  }

  async function drain(): Promise<number> {
    let attempted = 0
    for (;;) {
      const now = clock.now()
      await failAbandoned(now)
      const rows = await claim(now)
      attempted += rows.length
      await Promise.all(rows.map(deliver))
      if (rows.length < batchSize) return attempted
    }
  }

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms)
      function done() {
        clearTimeout(timer)
        interruptSleep = null
        resolve()
      }
      interruptSleep = done
    })
  }

  async function run(): Promise<void> {
    while (running) {
      wakeRequested = false
      try {
        await drain()
        if (failing) log.info('outbox: database reachable again')
        failing = false
      } catch (error) {
        // Once per outage, not once per poll.
        if (!failing) log.error({ err: error }, 'outbox: cannot read the outbox')
        failing = true
      }
      if (running && !wakeRequested) await sleep(pollIntervalMs)
    }
  }

  return {
    start() {
      if (running) return
      running = true
      loop = run()
    },
    async stop() {
      running = false
      interruptSleep?.()
      await loop
      loop = null
    },
    wake() {
      wakeRequested = true
      interruptSleep?.()
    },
    drain,
  }
}

function wipedBody(kind: string): { textBody?: string; htmlBody?: null } {
  return SECRET_BODY_KINDS.has(kind) ? { textBody: REMOVED_BODY, htmlBody: null } : {}
}
