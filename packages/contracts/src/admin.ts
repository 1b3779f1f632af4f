import { z } from 'zod'
import { EXAMINATION_STATUS, EXAMINATION_STATUS_IDS, SERVICE_TYPE_IDS } from './ids.js'
import { LIMITS } from './limits.js'
import { MESSAGES } from './messages.js'
import {
  optionalText,
  pageQueryFields,
  paginatedSchema,
  queryBoolean,
  envelopeSchema,
  isObjectPayload,
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
  /** true: suspended accounts only (the console's reinstate list); false: active ones only. */
  suspended: queryBoolean().optional(),
  ...pageQueryFields(),
})
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>

export const adminUserListSchema = paginatedSchema(currentUserSchema)
export type AdminUserList = z.infer<typeof adminUserListSchema>
export const adminUserListResponseSchema = envelopeSchema(adminUserListSchema)
export const adminUserResponseSchema = envelopeSchema(z.object({ user: currentUserSchema }))
