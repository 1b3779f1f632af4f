import { z } from 'zod'
import { SERVICE_TYPE_IDS } from './ids.js'
import { LIMITS } from './limits.js'
import { MESSAGES } from './messages.js'
import {
  envelopeSchema,
  isObjectPayload,
  isoDateTimeSchema,
  optionalText,
  pageQueryFields,
  paginatedSchema,
} from './common.js'
import {
  MODEL_REPORT_STATUS,
  MODEL_REPORT_STATUS_VALUES,
  MODEL_REVIEW_STATUS,
  MODEL_REVIEW_STATUS_VALUES,
} from './models.js'
import { modelInfoRefSchema, modelOwnerProfileSchema } from './models-views.js'

// Administrators' side of model profiles: the review queue and the report queue.
// A review decision is audited like a client's examination (admin.ts).

/** GET /admin/models: the review queue (oldest request first); `requested` by default. */
export const adminModelListQuerySchema = z.object({
  reviewStatus: z
    .enum(MODEL_REVIEW_STATUS_VALUES, { error: MESSAGES.INVALID })
    .default('requested'),
  ...pageQueryFields(),
})
export type AdminModelListQuery = z.infer<typeof adminModelListQuerySchema>

/** Who owns the profile, for the reviewer (admins may see contact details). */
export const adminModelOwnerSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  serviceType: z.literal(SERVICE_TYPE_IDS),
  agency: z.string().nullable(),
})

export const adminModelItemSchema = modelOwnerProfileSchema.extend({ owner: adminModelOwnerSchema })
export type AdminModelItem = z.infer<typeof adminModelItemSchema>
export const adminModelListSchema = paginatedSchema(adminModelItemSchema)
export type AdminModelList = z.infer<typeof adminModelListSchema>
export const adminModelListResponseSchema = envelopeSchema(adminModelListSchema)
export const adminModelResponseSchema = envelopeSchema(z.object({ model: adminModelItemSchema }))

/** PATCH /admin/models/{id}/review: approve, or send back with the reason the owner reads. */
export const adminModelReviewDecisionSchema = z
  .object({
    status: z.enum([MODEL_REVIEW_STATUS.APPROVED, MODEL_REVIEW_STATUS.SENT_BACK], {
      error: MESSAGES.INVALID,
    }),
    reason: optionalText(LIMITS.REASON_MAX).optional(),
  })
  .superRefine(
    (decision, ctx) => {
      if (decision.status === MODEL_REVIEW_STATUS.SENT_BACK && (decision.reason ?? '') === '') {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: MESSAGES.REQUIRED })
      }
    },
    { when: isObjectPayload },
  )
export type AdminModelReviewDecision = z.infer<typeof adminModelReviewDecisionSchema>

/** GET /admin/model-reports: open reports first-come first-served. */
export const adminModelReportListQuerySchema = z.object({
  status: z.enum(MODEL_REPORT_STATUS_VALUES, { error: MESSAGES.INVALID }).default('open'),
  ...pageQueryFields(),
})
export type AdminModelReportListQuery = z.infer<typeof adminModelReportListQuerySchema>

export const adminModelReportSchema = z.object({
  id: z.number().int(),
  profileId: z.number().int(),
  stageName: z.string(),
  reporterId: z.number().int().nullable(),
  reason: modelInfoRefSchema,
  details: z.string(),
  status: z.enum(MODEL_REPORT_STATUS_VALUES),
  createdAt: isoDateTimeSchema,
  resolvedAt: isoDateTimeSchema.nullable(),
})
export type AdminModelReport = z.infer<typeof adminModelReportSchema>
export const adminModelReportListSchema = paginatedSchema(adminModelReportSchema)
export const adminModelReportListResponseSchema = envelopeSchema(adminModelReportListSchema)

/**
 * PATCH /admin/model-reports/{id}: dismiss, or action it. Actioning hides the profile as the
 * admin console does (POST /admin/reports/profile/{id}/hide-content): the owner cannot show it
 * again and is told `reason` (the report's own reason when left out).
 */
export const adminModelReportDecisionSchema = z.object({
  status: z.enum([MODEL_REPORT_STATUS.DISMISSED, MODEL_REPORT_STATUS.ACTIONED], {
    error: MESSAGES.INVALID,
  }),
  reason: optionalText(LIMITS.REASON_MAX).optional(),
})
export type AdminModelReportDecision = z.infer<typeof adminModelReportDecisionSchema>
export const adminModelReportResponseSchema = envelopeSchema(
  z.object({ report: adminModelReportSchema }),
)
