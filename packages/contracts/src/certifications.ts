import { z } from 'zod'
import { CERTIFICATION_TYPE, CERTIFICATION_TYPE_IDS } from './ids.js'
import { LIMITS } from './limits.js'
import { COUNTRY_CODE_PATTERN, EMAIL_PATTERN } from './patterns.js'
import { MESSAGES } from './messages.js'
import {
  emailCodeSchema,
  envelopeSchema,
  phoneNumberSchema,
  requiredText,
  isObjectPayload,
} from './common.js'

const certificationTypeSchema = z.literal(CERTIFICATION_TYPE_IDS, { error: MESSAGES.INVALID })
const countryCodeSchema = z
  .string({ error: MESSAGES.INVALID })
  .trim()
  .regex(COUNTRY_CODE_PATTERN, { error: MESSAGES.INVALID })

type DestinationInput = { type?: unknown; destination?: unknown; countryCode?: unknown }

// The destination's format depends on `type`, and a phone needs its dialling code to be
// reachable (spec §7 lists only type and destination; countryCode is our addition).
const checkDestination = (input: DestinationInput, ctx: z.RefinementCtx): void => {
  if (typeof input.destination !== 'string' || input.destination.trim() === '') return
  if (input.type === CERTIFICATION_TYPE.EMAIL) {
    if (
      input.destination.length > LIMITS.EMAIL_MAX ||
      !EMAIL_PATTERN.test(input.destination.trim())
    ) {
      ctx.addIssue({ code: 'custom', path: ['destination'], message: MESSAGES.INVALID })
    }
    return
  }
  if (input.type === CERTIFICATION_TYPE.PHONE) {
    const phone = phoneNumberSchema.safeParse(input.destination)
    if (!phone.success) {
      ctx.addIssue({ code: 'custom', path: ['destination'], message: MESSAGES.INVALID })
    }
    if (input.countryCode === undefined || input.countryCode === '') {
      ctx.addIssue({ code: 'custom', path: ['countryCode'], message: MESSAGES.REQUIRED })
    }
  }
}

/** POST /certifications */
export const certificationSendSchema = z
  .object({
    type: certificationTypeSchema,
    destination: requiredText(LIMITS.EMAIL_MAX),
    countryCode: countryCodeSchema.optional(),
  })
  .superRefine(checkDestination, { when: isObjectPayload })
export type CertificationSend = z.infer<typeof certificationSendSchema>

export const certificationSendResultSchema = z.object({
  /** Seconds until the code expires. */
  expiresIn: z.number().int().positive(),
  /** Seconds before another code may be requested for the same destination. */
  resendAfter: z.number().int().min(0),
})
export type CertificationSendResult = z.infer<typeof certificationSendResultSchema>
export const certificationSendResponseSchema = envelopeSchema(certificationSendResultSchema)

/** GET /certifications?type=&destination=&code= (query strings, hence the coercion). */
export const certificationCheckQuerySchema = z
  .object({
    type: z.coerce.number({ error: MESSAGES.INVALID }).pipe(certificationTypeSchema),
    destination: requiredText(LIMITS.EMAIL_MAX),
    countryCode: countryCodeSchema.optional(),
    code: emailCodeSchema,
  })
  .superRefine(checkDestination, { when: isObjectPayload })
export type CertificationCheckQuery = z.infer<typeof certificationCheckQuerySchema>

export const certificationCheckResultSchema = z.object({ certification: z.boolean() })
export type CertificationCheckResult = z.infer<typeof certificationCheckResultSchema>
export const certificationCheckResponseSchema = envelopeSchema(certificationCheckResultSchema)

/** "1 second", "45 seconds", "1 minute", "12 minutes": rounded up, so the wait is never too short. */
export const formatWait = (seconds: number): string => {
  const whole = Math.max(1, Math.ceil(seconds))
  if (whole < 60) return `${whole} ${whole === 1 ? 'second' : 'seconds'}`
  const minutes = Math.ceil(whole / 60)
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
}

/** 429 answers of POST /certifications say when another code may be requested. */
export const CODE_WAIT_MESSAGES = {
  /** Another code for the same destination within the resend pause. */
  resend: (seconds: number) => `Please wait ${formatWait(seconds)} before requesting another code.`,
  /** Hourly cap per destination or per network address. */
  limit: (seconds: number) =>
    `Too many codes have been requested. Please try again in ${formatWait(seconds)}.`,
} as const
