import { z } from 'zod'
import { LIMITS } from './limits.js'
import { MESSAGES } from './messages.js'
import { envelopeSchema, isoDateTimeSchema, paginatedSchema } from './common.js'

// What administrators read back from the two mail forms (GET /admin/support-messages,
// GET /admin/casting-proposals). The forms themselves are in mail.ts and castings.ts.

const pageNumber = (fallback: number, max?: number) => {
  let schema = z.coerce
    .number({ error: MESSAGES.INVALID })
    .int({ error: MESSAGES.INVALID })
    .min(1, { error: MESSAGES.INVALID })
  if (max !== undefined) schema = schema.max(max, { error: MESSAGES.INVALID })
  return schema.default(fallback)
}

/** ?page=1&pageSize=20, newest first. */
export const adminPageQuerySchema = z.object({
  page: pageNumber(1),
  pageSize: pageNumber(LIMITS.PAGE_SIZE_DEFAULT, LIMITS.PAGE_SIZE_MAX),
})
export type AdminPageQuery = z.infer<typeof adminPageQuerySchema>

const receivedFields = {
  id: z.number().int(),
  /** Client address the form came from. */
  requestIp: z.string().nullable(),
  createdAt: isoDateTimeSchema,
}

export const supportMessageRecordSchema = z.object({
  ...receivedFields,
  name: z.string(),
  email: z.string(),
  title: z.string(),
  content: z.string(),
  /** The signed-in sender, when there was one. */
  userId: z.number().int().nullable(),
})
export type SupportMessageRecord = z.infer<typeof supportMessageRecordSchema>

export const castingProposalRecordSchema = z.object({
  ...receivedFields,
  title: z.string(),
  companyName: z.string(),
  productCategories: z.string(),
  contractPeriod: z.number().int(),
  budgetType: z.string(),
  budget: z.number().int(),
  modelCategory: z.string(),
  modelDetailedCategory: z.string(),
  gender: z.string(),
  age: z.number().int(),
  modelNumber: z.number().int(),
  filmingDate: z.string(),
  locationOfFilming: z.string(),
  postingMedia: z.string(),
  otherContent: z.string(),
  contactInformation: z.string(),
  email: z.string(),
  senderUserId: z.number().int().nullable(),
  targetModelId: z.number().int().nullable(),
})
export type CastingProposalRecord = z.infer<typeof castingProposalRecordSchema>

export const supportMessageListResponseSchema = envelopeSchema(
  paginatedSchema(supportMessageRecordSchema),
)
export const castingProposalListResponseSchema = envelopeSchema(
  paginatedSchema(castingProposalRecordSchema),
)
