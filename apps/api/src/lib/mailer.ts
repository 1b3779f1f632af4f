// SMTP through nodemailer. The outbox worker is the only caller: routes never
// send mail directly, they enqueue it (modules/outbox).
import nodemailer from 'nodemailer'
import type { AppConfig } from '../config/env.js'
import { DeliveryError } from './delivery-error.js'

export interface MailToSend {
  /** RFC 5322 Message-ID including the angle brackets; the outbox makes it deterministic. */
  messageId: string
  to: string
  subject: string
  text: string
  html?: string | null | undefined
  /** Extra headers, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string> | undefined
}

export interface Mailer {
  /** Resolves once the server accepted the message; `providerId` is its reply (queue id). */
  send(mail: MailToSend): Promise<{ providerId: string }>
  close(): void
}

export interface SmtpMailerOptions {
  smtp: AppConfig['smtp']
  from: string
  /** Milliseconds for connecting, the greeting and each socket read (default 10 s). */
  timeoutMs?: number
}

/** Domain of the From address, for Message-IDs the receiving side can trace back to us. */
export function mailDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from
  return address.split('@')[1]?.trim() || 'localhost'
}

// 5xx is a final "no" (unknown mailbox, rejected content); 4xx and network
// errors are worth another try. A failed login is our configuration, which an
// operator fixes, so it is retried as well.
function toDeliveryError(error: unknown): DeliveryError {
  const { responseCode, code, message } = error as {
    responseCode?: number
    code?: string
    message?: string
  }
  const permanent =
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    code !== 'EAUTH'
  return new DeliveryError(`SMTP: ${message ?? String(error)}`, permanent, { cause: error })
}

export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const timeout = options.timeoutMs ?? 10_000
  const transport = nodemailer.createTransport({
    host: options.smtp.host,
    port: options.smtp.port,
    secure: options.smtp.secure,
    auth: options.smtp.user
      ? { user: options.smtp.user, pass: options.smtp.pass ?? '' }
      : undefined,
    // A pooled connection saves the TCP and greeting round trips on every code.
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 3,
  })
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
          headers: mail.headers,
          messageId: mail.messageId,
        })
        return { providerId: String(info.response ?? info.messageId) }
      } catch (error) {
        throw toDeliveryError(error)
      }
    },
    close() {
      transport.close()
    },
  }
}
