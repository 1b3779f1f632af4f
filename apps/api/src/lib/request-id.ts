import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** Every answer names its request, so a user can quote it and support can find the log lines. */
export const REQUEST_ID_HEADER = 'x-request-id'

export const newRequestId = (): string => randomUUID()

/** What a proxy's id may look like (nginx's $request_id is 32 hex digits). */
const PROXY_REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/

/**
 * The request's id: behind a trusted proxy (TRUST_PROXY set) the one the proxy passed in
 * X-Request-Id, so its access log and the API's lines share it (deploy/nginx/cnm-proxy.conf);
 * else, or when the header is absent or odd, a new one. A direct client cannot choose it.
 */
export function requestIdGenerator(fromProxy: boolean): (req: IncomingMessage) => string {
  if (!fromProxy) return newRequestId
  return (req) => {
    const given = req.headers[REQUEST_ID_HEADER]
    return typeof given === 'string' && PROXY_REQUEST_ID.test(given) ? given : newRequestId()
  }
}
