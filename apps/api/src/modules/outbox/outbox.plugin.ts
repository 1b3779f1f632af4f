import fp from 'fastify-plugin'
import type { AppConfig } from '../../config/env.js'
import { createSmtpMailer, mailDomain, type Mailer } from '../../lib/mailer.js'
import { createSmsSender, type SmsSender } from '../../lib/sms.js'
import { createWebPushSender } from '../../lib/push/push-sender.js'
import { createOutboxWorker, type OutboxWorkerOptions } from './outbox.worker.js'

export interface OutboxHandle {
  /** Asks the worker to look at the outbox now (after a commit that enqueued something). */
  wake: () => void
  /** False when no SMS route exists (production without Twilio): SMS would never leave. */
  readonly canSendSms: boolean
  /** Delivers every due message now; for tests and scripts that cannot wait for a poll. */
  drain: () => Promise<number>
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxHandle
  }
}

export interface OutboxPluginOptions {
  config: AppConfig
  /** Defaults to SMTP as configured. */
  mailer?: Mailer | undefined
  /** Defaults to Twilio when configured, else (outside production) the mail-catcher sink; null: none. */
  sms?: SmsSender | null | undefined
  /** false: no background loop; messages wait in the table until someone calls drain(). */
  worker?: boolean | OutboxWorkerOptions | undefined
}

/**
 * The outbox worker as part of the app: it starts when the app is ready and
 * stops (finishing the sends in flight) when the app closes.
 */
export const outboxPlugin = fp<OutboxPluginOptions>(
  async (app, options) => {
    const { config } = options
    const ownsMailer = options.mailer === undefined
    const mailer = options.mailer ?? createSmtpMailer({ smtp: config.smtp, from: config.mailFrom })
    const sms = options.sms === undefined ? createSmsSender(config, mailer) : options.sms
    const push = config.push ? createWebPushSender(config.push) : null

    // Built even when it does not run, so drain() works in tests and scripts.
    const worker = createOutboxWorker(
      {
        prisma: app.prisma,
        mailer,
        sms,
        push,
        log: app.log.child({ module: 'outbox' }),
        messageIdDomain: mailDomain(config.mailFrom),
      },
      typeof options.worker === 'object' ? options.worker : {},
    )
    if (options.worker !== false) {
      app.addHook('onReady', async () => {
        if (!sms) app.log.warn('outbox: no SMS route (set TWILIO_*); phone codes are refused')
        else app.log.info({ sms: sms.kind }, 'outbox: worker started')
        if (!push)
          app.log.info('outbox: Web Push is off (set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY)')
        worker.start()
      })
    }
    app.addHook('onClose', async () => {
      await worker.stop()
      if (ownsMailer) mailer.close()
    })

    app.decorate('outbox', {
      wake: () => worker.wake(),
      canSendSms: sms !== null,
      drain: () => worker.drain(),
    } satisfies OutboxHandle)
  },
  { name: 'outbox', fastify: '5.x', dependencies: ['prisma'] },
)
