import { z } from 'zod'
import { envelopeSchema } from './common.js'
import { MESSAGES } from './messages.js'
import type { NotificationKind } from './threads.js'

// Phone alerts: the installable web app and Web Push (issue #29, docs/decisions/0055-pwa-and-web-push.md).

/** The kinds of push a user turns on and off one by one in My Page. */
export const PUSH_KIND_VALUES = ['messages', 'options', 'proposals', 'matches'] as const
export type PushKind = (typeof PUSH_KIND_VALUES)[number]

/** Which in-app notifications also reach the phone, and under which kind; others never do. */
export const PUSH_KIND_OF_NOTIFICATION: Readonly<Partial<Record<NotificationKind, PushKind>>> = {
  message: 'messages',
  option: 'options',
  proposal_received: 'proposals',
  proposal_answered: 'proposals',
  saved_search_match: 'matches',
}

export const PUSH_LIMITS = {
  /** Push services' endpoint URLs run to about 200 characters (FCM, Mozilla, Apple). */
  ENDPOINT_MAX: 1000,
  /** Base64url of a 65-byte P-256 point is 87 characters; of a 16-byte secret, 22. */
  KEY_MAX: 200,
} as const

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * A push service's URL: https, or http on this machine (a development or test push service).
 * The API refuses the http one in production.
 */
export function isPushEndpoint(value: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))
}

export const isLoopbackHost = (hostname: string) => LOOPBACK_HOSTS.has(hostname)

const base64UrlKey = z
  .string({ error: MESSAGES.INVALID })
  .min(16, { error: MESSAGES.INVALID })
  .max(PUSH_LIMITS.KEY_MAX, { error: MESSAGES.INVALID })
  .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: MESSAGES.INVALID })

const endpointSchema = z
  .string({ error: MESSAGES.INVALID })
  .max(PUSH_LIMITS.ENDPOINT_MAX, { error: MESSAGES.INVALID })
  .refine(isPushEndpoint, { error: MESSAGES.INVALID })

/** What PushSubscription.toJSON() gives in the browser (expirationTime is not kept). */
export const pushSubscriptionInputSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: base64UrlKey, auth: base64UrlKey }),
})
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>

export const pushSubscriptionDeleteSchema = z.object({ endpoint: endpointSchema })

export const pushPublicKeySchema = z.object({
  /** False when the server has no VAPID keys: the web hides the switch and says why. */
  enabled: z.boolean(),
  /** The VAPID public key (base64url), the browser's applicationServerKey. */
  publicKey: z.string().nullable(),
})
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>
export const pushPublicKeyResponseSchema = envelopeSchema(pushPublicKeySchema)

/** Per kind: true sends it to the phone. */
export const pushSettingsSchema = z.object({
  messages: z.boolean({ error: MESSAGES.INVALID }),
  options: z.boolean({ error: MESSAGES.INVALID }),
  proposals: z.boolean({ error: MESSAGES.INVALID }),
  matches: z.boolean({ error: MESSAGES.INVALID }),
}) satisfies z.ZodType<Record<PushKind, boolean>>
export type PushSettings = z.infer<typeof pushSettingsSchema>

export const pushStateSchema = pushSettingsSchema.extend({
  /** How many browsers of the caller are subscribed. */
  subscriptions: z.number().int().nonnegative(),
})
export type PushState = z.infer<typeof pushStateSchema>
export const pushStateResponseSchema = envelopeSchema(pushStateSchema)
