import { z } from 'zod'
import { envelopeSchema, isoDateTimeSchema } from './common.js'
import { MESSAGES } from './messages.js'

// Issue #25, finding 16 (ADR 0043): a client's business registration number (사업자등록번호),
// validated by its check digit at once and, where the API is configured for it, by its status
// at the National Tax Service. "Verified" on a casting then rests on something checkable.

/** 10 digits, written 123-45-67890; hyphens and spaces are accepted and dropped. */
export const BUSINESS_NUMBER_PATTERN = /^\d{3}[- ]?\d{2}[- ]?\d{5}$/

/** The digits of a number as typed (hyphens and spaces dropped). */
export const businessNumberDigits = (typed: string): string => typed.replace(/[- ]/g, '')

// The National Tax Service's weights for the first nine digits; the fifth from the end is
// weighted 5 and its tens carried, and the last digit makes the sum a multiple of ten.
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const

/** Whether ten digits carry a correct check digit (the last one). */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false
  const values = Array.from(digits, Number)
  let sum = 0
  WEIGHTS.forEach((weight, index) => {
    sum += (values[index] as number) * weight
  })
  sum += Math.floor(((values[8] as number) * 5) / 10)
  return (10 - (sum % 10)) % 10 === values[9]
}

/** "1234567890" -> "123-45-67890", as the number is printed on the certificate. */
export const formatBusinessNumber = (digits: string): string =>
  /^\d{10}$/.test(digits)
    ? `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`
    : digits

/** PUT /users/0/business-number body. */
export const businessNumberInputSchema = z.object({
  businessNumber: z
    .string({ error: MESSAGES.REQUIRED })
    .trim()
    .min(1, { error: MESSAGES.REQUIRED })
    .refine(
      (typed) =>
        BUSINESS_NUMBER_PATTERN.test(typed) && hasValidCheckDigit(businessNumberDigits(typed)),
      { error: MESSAGES.BUSINESS_NUMBER_INVALID },
    ),
})
export type BusinessNumberInput = z.infer<typeof businessNumberInputSchema>

/**
 * What the National Tax Service said of the number: `not_checked` when the API has no key
 * for it (the check digit was still checked), `check_failed` when it could not be reached.
 */
export const BUSINESS_STATUS_VALUES = [
  'not_checked',
  'active',
  'suspended',
  'closed',
  'unregistered',
  'check_failed',
] as const
export type BusinessStatus = (typeof BUSINESS_STATUS_VALUES)[number]

export const businessRegistrationSchema = z.object({
  /** Ten digits. */
  number: z.string(),
  status: z.enum(BUSINESS_STATUS_VALUES),
  /** When the status was asked; null when it was not (`not_checked`). */
  checkedAt: isoDateTimeSchema.nullable(),
})
export type BusinessRegistration = z.infer<typeof businessRegistrationSchema>

/** PUT /users/0/business-number -> data */
export const businessRegistrationDataSchema = z.object({ business: businessRegistrationSchema })
export const businessRegistrationResponseSchema = envelopeSchema(businessRegistrationDataSchema)
