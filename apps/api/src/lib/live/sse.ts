import type { ServerResponse } from 'node:http'
import { LIVE_EVENT_NAME } from '@cnm/contracts'
import type { LiveEvent } from './live-bus.js'

/** A comment line this often keeps proxies and browsers from closing an idle stream. */
export const LIVE_HEARTBEAT_MS = 25_000

/** Writes one event in the text/event-stream format. */
export function writeLiveEvent(stream: ServerResponse, event: LiveEvent): void {
  stream.write(`event: ${LIVE_EVENT_NAME}\ndata: ${JSON.stringify(event)}\n\n`)
}
