import { z } from 'zod'
import { LIMITS } from './limits.js'
import { MESSAGES } from './messages.js'
import { emailSchema, envelopeSchema, optionalText, requiredText } from './common.js'

// /verify (issue #25 "Outside the platform", docs/decisions/0042-casting-codes-and-verify.md):
// someone contacted outside the platform checks a casting's public code or the company the
// sender claimed, and reports an impersonation. Lookups answer only about live castings and
// approved accounts; an unknown code and a hidden one get the same answer.

/** 8 symbols without 0/O/1/I/L: nothing to misread aloud or in a DM. */
export const CASTING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const CASTING_CODE_LENGTH = 8
export const CASTING_CODE_PREFIX = 'CNM'

/** The code as people see it: CNM-XXXX-XXXX. */
export const formatCastingCode = (code: string): string =>
  `${CASTING_CODE_PREFIX}-${code.slice(0, 4)}-${code.slice(4)}`

/**
 * What a person typed, reduced to the stored 8 symbols: case, spaces, dashes and the CNM
 * prefix do not matter. Null when it cannot be a code (the lookup then answers "not found"
 * like any other unknown code).
 */
export const normalizeCastingCode = (input: string): string | null => {
  let code = input.toUpperCase().replace(/[^0-9A-Z]/g, '')
  if (code.length === CASTING_CODE_LENGTH + CASTING_CODE_PREFIX.length) {
    if (!code.startsWith(CASTING_CODE_PREFIX)) return null
    code = code.slice(CASTING_CODE_PREFIX.length)
  }
  if (code.length !== CASTING_CODE_LENGTH) return null
  return [...code].every((symbol) => CASTING_CODE_ALPHABET.includes(symbol)) ? code : null
}

/** Company names compare without case and spaces (Korean names often vary in spacing). */
export const normalizeCompanyName = (name: string): string =>
  name.normalize('NFKC').toLowerCase().replace(/\s+/g, '')

export const VERIFY_LIMITS = {
  QUERY_MAX: 100,
  COMPANY_MIN: 2,
  COMPANIES_MAX: 10,
} as const

/** GET /verify/castings/{code}: any text; a malformed code answers like an unknown one. */
export const verifyCodeParamsSchema = z.object({
  code: z.string().max(VERIFY_LIMITS.QUERY_MAX, { error: MESSAGES.INVALID }),
})

/** The one answer about a code: found (a live casting) or not, nothing else. */
export const verifyCodeResultSchema = z.discriminatedUnion('found', [
  z.object({
    found: z.literal(true),
    code: z.string(),
    castingId: z.number().int(),
    title: z.string(),
    /** The approved account that posted it: the name the Verified badge carries. */
    postedBy: z.string(),
    /** The brand typed on the casting when it differs from the account's own name. */
    forBrand: z.string().nullable(),
  }),
  z.object({ found: z.literal(false) }),
])
export type VerifyCodeResult = z.infer<typeof verifyCodeResultSchema>
export const verifyCodeResponseSchema = envelopeSchema(verifyCodeResultSchema)

/** GET /verify/companies?name=: approved accounts whose name matches. */
export const verifyCompanyQuerySchema = z.object({
  name: requiredText(VERIFY_LIMITS.QUERY_MAX).refine(
    (value) => normalizeCompanyName(value).length >= VERIFY_LIMITS.COMPANY_MIN,
    { error: MESSAGES.INVALID },
  ),
})
export const verifyCompanySchema = z.object({
  /** The account's own name, nothing personal. */
  name: z.string(),
  liveCastings: z.number().int().nonnegative(),
})
export type VerifyCompany = z.infer<typeof verifyCompanySchema>
export const verifyCompanyListSchema = z.object({ items: z.array(verifyCompanySchema) })
export type VerifyCompanyList = z.infer<typeof verifyCompanyListSchema>
export const verifyCompanyListResponseSchema = envelopeSchema(verifyCompanyListSchema)

export const IMPERSONATION_CHANNEL_VALUES = ['instagram', 'kakaotalk', 'phone', 'other'] as const
export type ImpersonationChannel = (typeof IMPERSONATION_CHANNEL_VALUES)[number]

/** POST /verify/impersonation-reports: a guest or a member. */
export const impersonationReportSchema = z.object({
  channel: z.enum(IMPERSONATION_CHANNEL_VALUES, { error: MESSAGES.REQUIRED }),
  claimedName: requiredText(VERIFY_LIMITS.QUERY_MAX),
  details: optionalText(LIMITS.LONG_TEXT_MAX).default(''),
  contactEmail: z.union([z.literal(''), emailSchema]).optional(),
})
export type ImpersonationReportInput = z.input<typeof impersonationReportSchema>

export const VERIFY_SERVER_MESSAGES = {
  IMPERSONATION_REPORTED:
    'Thank you. Your report has reached our safety team. Do not pay or send documents to the sender.',
  NO_MONEY_NOTICE: 'Castings on this platform never ask models for money.',
} as const
