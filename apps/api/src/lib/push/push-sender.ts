// Web Push with VAPID (issue #29, ADR 0055). web-push encrypts the payload (RFC 8291) and signs
// the VAPID header (RFC 8292); we send its request ourselves with fetch, because web-push's own
// sender speaks https only and tests (and development) use a push service on this machine.
import { DAY_MS } from '@cnm/contracts'
import webpush from 'web-push'
import { DeliveryError } from '../delivery-error.js'

export interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

export interface PushSender {
  send(target: PushTarget, payload: string): Promise<{ providerId: string }>
}

export interface VapidKeys {
  publicKey: string
  privateKey: string
  subject: string
}

/** The push service says the subscription is gone (404, 410): delete it, never retry. */
export class PushSubscriptionGoneError extends DeliveryError {
  constructor(status: number) {
    super(`push service answered ${status}: the subscription is gone`, true)
    this.name = 'PushSubscriptionGoneError'
  }
}

/** A day: an alert older than that has lost its point; the in-app notification stays. */
const TTL_SECONDS = DAY_MS / 1000
const TIMEOUT_MS = 15_000

export function createWebPushSender(vapid: VapidKeys): PushSender {
  return {
    async send(target, payload) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
      )
      let response: Response
      try {
        response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body as Uint8Array<ArrayBuffer> | null,
          redirect: 'error',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        })
      } catch (error) {
        throw new DeliveryError('push service unreachable', false, { cause: error })
      }
      await response.body?.cancel()
      if (response.status === 404 || response.status === 410) {
        throw new PushSubscriptionGoneError(response.status)
      }
      if (!response.ok) {
        // 429 and 5xx pass; any other 4xx (a payload too big, our VAPID key refused) will not.
        const transient = response.status === 429 || response.status >= 500
        throw new DeliveryError(`push service answered ${response.status}`, !transient)
      }
      return { providerId: response.headers.get('location') ?? `push:${response.status}` }
    },
  }
}
