import { z } from 'zod'
import { EXAMINATION_STATUS, EXAMINATION_STATUS_IDS, SERVICE_TYPE_IDS } from './ids.js'
import { LIMITS } from './limits.js'
import { MESSAGES } from './messages.js'
import {
  optionalText,
  pageQueryFields,
  paginatedSchema,
  envelopeSchema,
  isObjectPayload,
  isoDateTimeSchema,
  queryBoolean,
} from './common.js'
import { currentUserSchema } from './users.js'

/**
 * An administrator approves (3) or sends back (1) a client's examination. A send-back
 * needs a reason, because the user gets it and otherwise cannot tell what to fix.
 */
export const adminExaminationDecisionSchema = z
  .object({
    status: z.literal([EXAMINATION_STATUS.NONE, EXAMINATION_STATUS.APPROVAL], {
      error: MESSAGES.INVALID,
    }),
    reason: optionalText(LIMITS.REASON_MAX).optional(),
  })
  .superRefine(
    (decision, ctx) => {
      if (decision.status === EXAMINATION_STATUS.NONE && (decision.reason ?? '') === '') {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: MESSAGES.REQUIRED })
      }
    },
    { when: isObjectPayload },
  )
export type AdminExaminationDecision = z.infer<typeof adminExaminationDecisionSchema>

const queryLiteral = <T extends readonly number[]>(values: T) =>
  z.coerce.number({ error: MESSAGES.INVALID }).pipe(z.literal(values, { error: MESSAGES.INVALID }))

export const adminUserListQuerySchema = z.object({
  examinationStatus: queryLiteral(EXAMINATION_STATUS_IDS).optional(),
  serviceType: queryLiteral(SERVICE_TYPE_IDS).optional(),
  /** Only suspended accounts (true) or only active ones (false); issue #16. */
  suspended: queryBoolean().optional(),
  /** Part of the e-mail, name or company, for finding one account in the console. */
  q: z
    .string({ error: MESSAGES.INVALID })
    .trim()
    .max(LIMITS.SHORT_TEXT_MAX, { error: MESSAGES.INVALID })
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  ...pageQueryFields(),
})
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>

/** An account as administrators list it: the profile plus its suspension (issue #16). */
export const adminUserItemSchema = currentUserSchema.extend({
  suspendedAt: isoDateTimeSchema.nullable(),
  suspendedReason: z.string().nullable(),
})
export type AdminUserItem = z.infer<typeof adminUserItemSchema>
export const adminUserListSchema = paginatedSchema(adminUserItemSchema)
export type AdminUserList = z.infer<typeof adminUserListSchema>
export const adminUserListResponseSchema = envelopeSchema(adminUserListSchema)
export const adminUserResponseSchema = envelopeSchema(z.object({ user: currentUserSchema }))
