// A loopback stand-in for Twilio's REST API: the real SDK posts here (through
// TWILIO_API_BASE_URL) and tests read the SMS it would have sent. Reused by e2e.
import { randomBytes } from 'node:crypto'
import { EventEmitter } from 'node:events'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createLoopbackHttpServer } from './loopback-http.js'
import { waitForItem } from './wait.js'

export interface CaughtSms {
  sid: string
  to: string
  from: string | null
  messagingServiceSid: string | null
  body: string
  receivedAt: Date
}

export interface FakeTwilio {
  readonly accountSid: string
  readonly authToken: string
  readonly from: string
  /** Base URL for TWILIO_API_BASE_URL; known after start(). */
  readonly url: string
  readonly messages: CaughtSms[]
  /** Requests that reached the server, accepted or not (method, path, status answered). */
  readonly requests: Array<{ method: string; path: string; status: number }>
  /** Answers the next `count` message requests with this HTTP status (e.g. 503: an outage). */
  failNext(status: number, count?: number): void
  start(): Promise<void>
  stop(): Promise<void>
  waitFor(match: (sms: CaughtSms) => boolean, timeoutMs?: number): Promise<CaughtSms>
  /** The env an API needs to send here. */
  readonly env: Record<string, string>
}

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/
const E164 = /^\+[1-9]\d{6,14}$/

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(JSON.stringify(body))
}

const twilioError = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
})

export function createFakeTwilio(): FakeTwilio {
  const accountSid = `AC${randomBytes(16).toString('hex')}`
  const authToken = randomBytes(16).toString('hex')
  const from = '+15005550006'
  const messages: CaughtSms[] = []
  const requests: FakeTwilio['requests'] = []
  const events = new EventEmitter()
  const failures: number[] = []

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<number> {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const match = MESSAGES_PATH.exec(path)
    if (request.method !== 'POST' || !match) {
      sendJson(response, 404, twilioError(404, 20404, 'The requested resource was not found'))
      return 404
    }
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`
    if (match[1] !== accountSid || request.headers.authorization !== expected) {
      sendJson(response, 401, twilioError(401, 20003, 'Authenticate'))
      return 401
    }
    const failure = failures.shift()
    if (failure !== undefined) {
      sendJson(response, failure, twilioError(failure, 20500, 'Internal Server Error'))
      return failure
    }
    const form = new URLSearchParams(await readBody(request))
    const to = form.get('To') ?? ''
    const body = form.get('Body') ?? ''
    if (!E164.test(to)) {
      sendJson(
        response,
        400,
        twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`),
      )
      return 400
    }
    const sid = `SM${randomBytes(16).toString('hex')}`
    const now = new Date()
    const sms: CaughtSms = {
      sid,
      to,
      from: form.get('From'),
      messagingServiceSid: form.get('MessagingServiceSid'),
      body,
      receivedAt: now,
    }
    messages.push(sms)
    events.emit('message')
    sendJson(response, 201, {
      sid,
      account_sid: accountSid,
      to,
      from: sms.from,
      messaging_service_sid: sms.messagingServiceSid,
      body,
      status: 'queued',
      direction: 'outbound-api',
      num_segments: '1',
      num_media: '0',
      api_version: '2010-04-01',
      date_created: now.toUTCString(),
      date_updated: now.toUTCString(),
      date_sent: null,
      error_code: null,
      error_message: null,
      price: null,
      price_unit: 'USD',
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      subresource_uris: {},
    })
    return 201
  }

  const http = createLoopbackHttpServer((request, response) => {
    handle(request, response)
      .then((status) =>
        requests.push({ method: request.method ?? '', path: request.url ?? '', status }),
      )
      .catch(() => sendJson(response, 500, twilioError(500, 20500, 'Internal Server Error')))
  })

  return {
    accountSid,
    authToken,
    from,
    get url() {
      return http.url
    },
    messages,
    requests,
    get env() {
      return {
        TWILIO_ACCOUNT_SID: accountSid,
        TWILIO_AUTH_TOKEN: authToken,
        TWILIO_FROM: from,
        TWILIO_API_BASE_URL: http.url,
      }
    },
    failNext(status, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(status)
    },
    start: () => http.start(),
    stop: () => http.stop(),
    waitFor(match, timeoutMs) {
      return waitForItem(
        messages,
        (listener) => {
          events.on('message', listener)
          return () => events.off('message', listener)
        },
        match,
        { timeoutMs, what: 'fake Twilio' },
      )
    },
  }
}
