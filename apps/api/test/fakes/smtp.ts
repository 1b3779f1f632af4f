// A real SMTP server on loopback (smtp-server) that keeps what it receives, so
// tests read the actual e-mail the API sent. Reused by the end-to-end tests.
import { EventEmitter } from 'node:events'
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { parseMail } from './mime.js'
import { waitForItem } from './wait.js'

export interface CaughtEmail {
  /** Envelope recipients. */
  to: string[]
  from: string
  subject: string
  text: string
  html: string | null
  messageId: string | null
  headers: Map<string, string>
  raw: string
  receivedAt: Date
}

export interface FakeSmtpOptions {
  /** 0 picks a free port on the first start; later starts reuse it. */
  port?: number
  /** Holds each message this long before accepting it (a slow server). */
  acceptDelayMs?: number
}

export interface FakeSmtp {
  readonly host: string
  /** Known after the first start(). */
  readonly port: number
  readonly messages: CaughtEmail[]
  /** Recipients answered with 550 (a permanent refusal). */
  readonly rejectRecipients: Set<string>
  start(): Promise<void>
  /** Closes the server and drops open connections (an outage, as far as clients can tell). */
  stop(): Promise<void>
  waitFor(match: (email: CaughtEmail) => boolean, timeoutMs?: number): Promise<CaughtEmail>
  clear(): void
  /** The env/config an API needs to send here. */
  readonly config: { host: string; port: number; secure: false; user: undefined; pass: undefined }
}

export function createFakeSmtp(options: FakeSmtpOptions = {}): FakeSmtp {
  const host = '127.0.0.1'
  let port = options.port ?? 0
  const messages: CaughtEmail[] = []
  const rejectRecipients = new Set<string>()
  const events = new EventEmitter()
  let server: SMTPServer | null = null

  const build = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Pooled clients keep connections open; stop() should not wait for them.
      closeTimeout: 50,
      onRcptTo(address, _session, callback) {
        if (rejectRecipients.has(address.address.toLowerCase())) {
          const error = Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 })
          return callback(error)
        }
        callback()
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          const accept = () => {
            const parsed = parseMail(raw)
            messages.push({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject,
              text: parsed.text,
              html: parsed.html,
              messageId: parsed.headers.get('message-id') ?? null,
              headers: parsed.headers,
              raw,
              receivedAt: new Date(),
            })
            events.emit('message')
            callback(null, `Ok: queued as fake-${messages.length}`)
          }
          if (options.acceptDelayMs) setTimeout(accept, options.acceptDelayMs)
          else accept()
        })
      },
    })

  const fake: FakeSmtp = {
    host,
    get port() {
      return port
    },
    messages,
    rejectRecipients,
    get config() {
      return { host, port, secure: false as const, user: undefined, pass: undefined }
    },
    async start() {
      if (server) return
      const next = build()
      await new Promise<void>((resolve, reject) => {
        next.once('error', reject)
        next.listen(port, host, () => resolve())
      })
      port = (next.server.address() as AddressInfo).port
      server = next
    },
    async stop() {
      const current = server
      server = null
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()))
    },
    waitFor(match, timeoutMs) {
      return waitForItem(
        messages,
        (listener) => {
          events.on('message', listener)
          return () => events.off('message', listener)
        },
        match,
        { timeoutMs, what: 'fake SMTP' },
      )
    },
    clear() {
      messages.length = 0
    },
  }
  return fake
}
