// My Profile's device list (issue #17 finding 9, ADR 0019): the signed-in user's live
// sessions, each with the device it was opened on, where it was last used from (roughly,
// from the IP address) and when.
import { z } from 'zod'
import { MESSAGES } from './messages.js'
import { envelopeSchema, isoDateTimeSchema } from './common.js'

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const
export type DeviceType = (typeof DEVICE_TYPES)[number]

export const mySessionSchema = z.object({
  id: z.uuid(),
  /** "Chrome", "Safari", ...; null when the User-Agent names none we know. */
  browser: z.string().nullable(),
  /** "Windows", "iOS", ...; null when unknown. */
  os: z.string().nullable(),
  deviceType: z.enum(DEVICE_TYPES),
  /** From the last IP address through an offline GeoIP data set; null for private networks. */
  place: z.object({ countryCode: z.string(), city: z.string().nullable() }).nullable(),
  createdAt: isoDateTimeSchema,
  lastUsedAt: isoDateTimeSchema,
  /** The session this request was made with. */
  current: z.boolean(),
})
export type MySession = z.infer<typeof mySessionSchema>

export const mySessionsResponseSchema = envelopeSchema(z.array(mySessionSchema))
export const mySessionParamsSchema = z.object({ sessionId: z.uuid({ error: MESSAGES.INVALID }) })
export const endSessionsResponseSchema = envelopeSchema(
  z.object({ ended: z.number().int().nonnegative() }),
)
export type EndSessionsResult = z.infer<typeof endSessionsResponseSchema>['data']
