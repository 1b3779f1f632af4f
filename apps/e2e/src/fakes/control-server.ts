import { createHash } from 'node:crypto'
import type { CaughtEmail, CaughtSms, FakeGoogle } from './api-fakes.js'
import { listen, readBody, sendJson, type LoopbackServer } from './http.js'

/** An e-mail as the tests read it (JSON: dates as ISO strings, no raw source). */
export interface InboxEmail {
  from: string
  to: string[]
  subject: string
  text: string
  html: string | null
  receivedAt: string
}

export interface InboxSms {
  to: string
  body: string
  receivedAt: string
}

/** Who the Google stand-in approves next (PUT /google/next-user). */
export interface NextGoogleUser {
  email: string
  givenName: string
  familyName: string
}

export interface ControlSources {
  emails: readonly CaughtEmail[]
  sms: readonly CaughtSms[]
  google: FakeGoogle
}

/**
 * Tests run in worker processes, the fakes in the main one: through this loopback JSON
 * endpoint a journey reads the mail and SMS it was sent and picks its Google account.
 */
export function startControlServer(sources: ControlSources): Promise<LoopbackServer> {
  return listen(async (request, response, url) => {
    if (request.method === 'GET' && url.pathname === '/emails') {
      const emails: InboxEmail[] = sources.emails.map((email) => ({
        from: email.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        receivedAt: email.receivedAt.toISOString(),
      }))
      return sendJson(response, 200, emails)
    }
    if (request.method === 'GET' && url.pathname === '/sms') {
      const sms: InboxSms[] = sources.sms.map((message) => ({
        to: message.to,
        body: message.body,
        receivedAt: message.receivedAt.toISOString(),
      }))
      return sendJson(response, 200, sms)
    }
    if (request.method === 'PUT' && url.pathname === '/google/next-user') {
      const user = JSON.parse(await readBody(request)) as NextGoogleUser
      sources.google.user = {
        // Stable per address, as Google's subject is per account.
        sub: createHash('sha256').update(user.email).digest('hex').slice(0, 21),
        email: user.email,
        emailVerified: true,
        givenName: user.givenName,
        familyName: user.familyName,
      }
      return sendJson(response, 200, { ok: true })
    }
    sendJson(response, 404, { error: 'not found' })
  })
}
