import { randomBytes } from 'node:crypto'
import { listen, readBody, sendJson } from './http.js'

export interface CaughtSms {
  to: string
  from: string
  body: string
  receivedAt: string
}

export interface TwilioStandIn {
  /** For TWILIO_API_BASE_URL. */
  url: string
  accountSid: string
  authToken: string
  from: string
  messages: () => readonly CaughtSms[]
  close: () => Promise<void>
}

/** Twilio's "create message" REST call on loopback: every SMS is kept, none is sent. */
export async function startTwilioStandIn(): Promise<TwilioStandIn> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`
  const authToken = randomBytes(16).toString('hex')
  const from = '+15005550006'
  const caught: CaughtSms[] = []
  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`

  const server = await listen(async (request, response, url) => {
    const created = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname)
    if (request.method !== 'POST' || !created) {
      return sendJson(response, 404, { code: 20404, message: 'The requested resource was not found', status: 404 })
    }
    if (created[1] !== accountSid || request.headers.authorization !== expectedAuth) {
      return sendJson(response, 401, { code: 20003, message: 'Authenticate', status: 401 })
    }
    const form = new URLSearchParams(await readBody(request))
    const message = { to: form.get('To') ?? '', from: form.get('From') ?? '', body: form.get('Body') ?? '' }
    if (!message.to || !message.body) {
      return sendJson(response, 400, { code: 21604, message: "A 'To' and a 'Body' are required", status: 400 })
    }
    caught.push({ ...message, receivedAt: new Date().toISOString() })
    const sid = `SM${randomBytes(16).toString('hex')}`
    const now = new Date().toUTCString()
    sendJson(response, 201, {
      sid,
      account_sid: accountSid,
      to: message.to,
      from: message.from,
      body: message.body,
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      api_version: '2010-04-01',
      date_created: now,
      date_updated: now,
      date_sent: null,
      error_code: null,
      error_message: null,
      price: null,
      price_unit: 'USD',
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    })
  })
  return { url: server.url, accountSid, authToken, from, messages: () => caught, close: server.close }
}
