import type { CaughtEmail } from './smtp-catcher.js'
import type { CaughtSms } from './twilio.js'
import { listen, sendJson, type LoopbackServer } from './http.js'

export interface InboxSources {
  emails: () => readonly CaughtEmail[]
  sms: () => readonly CaughtSms[]
}

/**
 * Tests run in worker processes, the catchers in the main one: this read-only JSON
 * endpoint is how a journey reads the codes it was sent.
 */
export function startInboxServer(sources: InboxSources): Promise<LoopbackServer> {
  return listen((request, response, url) => {
    if (request.method !== 'GET') return sendJson(response, 405, { error: 'read only' })
    if (url.pathname === '/emails') return sendJson(response, 200, sources.emails())
    if (url.pathname === '/sms') return sendJson(response, 200, sources.sms())
    sendJson(response, 404, { error: 'not found' })
  })
}
