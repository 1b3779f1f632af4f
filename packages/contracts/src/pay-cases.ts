// The admin console's pay queue (issue #28, ADR 0046): bookings whose pay is 14 days overdue or
// disputed, kill fees included. Administrators read them, add notes and mark a case resolved;
// every note and resolution is a row of the audit log (target "agreement:<id>").
import { z } from 'zod'
import { envelopeSchema, isoDateTimeSchema, queryIdSchema } from './common.js'
import { PAY_STATUS_VALUES } from './bookings.js'

export const PAY_CASE_NOTE_MAX = 1000

/** Audit actions of the pay queue. */
export const PAY_CASE_AUDIT_ACTIONS = {
  NOTED: 'pay-case:noted',
  RESOLVED: 'pay-case:resolved',
} as const

/** Why a booking is in the queue: pay 14 days overdue, or the model side disputes it. */
export const PAY_CASE_REASON_VALUES = ['overdue', 'disputed'] as const
export type PayCaseReason = (typeof PAY_CASE_REASON_VALUES)[number]

export const PAY_CASE_STATE_VALUES = ['open', 'resolved'] as const
export type PayCaseState = (typeof PAY_CASE_STATE_VALUES)[number]

export const payCaseNoteSchema = z.object({
  at: isoDateTimeSchema,
  /** The administrator's name, or null once the account is gone. */
  by: z.string().nullable(),
  text: z.string(),
  /** The note that closed the case. */
  resolved: z.boolean(),
})
export type PayCaseNote = z.infer<typeof payCaseNoteSchema>

export const payCaseSchema = z.object({
  agreementId: z.number().int(),
  title: z.string(),
  reasons: z.array(z.enum(PAY_CASE_REASON_VALUES)),
  /** The agreed fee, or the kill fee of a booking the client cancelled late. */
  owed: z.enum(['fee', 'kill_fee'] as const),
  /** KRW owed: the whole agreed fee, or the kill fee. */
  amount: z.number().int(),
  dueDate: z.iso.date(),
  /** Days since the due date in Seoul (negative before it). */
  daysOverdue: z.number().int(),
  payStatus: z.enum(PAY_STATUS_VALUES),
  paidOn: z.iso.date().nullable(),
  paidAmount: z.number().int().nullable(),
  disputeNote: z.string().nullable(),
  client: z.object({ userId: z.number().int(), companyName: z.string(), name: z.string() }),
  model: z.object({ userId: z.number().int(), stageName: z.string() }),
  resolvedAt: isoDateTimeSchema.nullable(),
  notes: z.array(payCaseNoteSchema),
})
export type PayCase = z.infer<typeof payCaseSchema>

export const payCaseListQuerySchema = z.object({
  state: z.enum(PAY_CASE_STATE_VALUES).default('open'),
})
export type PayCaseListQuery = z.infer<typeof payCaseListQuerySchema>
export const payCaseListSchema = z.object({ items: z.array(payCaseSchema) })
export const payCaseListResponseSchema = envelopeSchema(payCaseListSchema)
export const payCaseParamsSchema = z.object({ id: queryIdSchema() })
export const payCaseNoteInputSchema = z.object({
  note: z.string().trim().min(1).max(PAY_CASE_NOTE_MAX),
})
export type PayCaseNoteInput = z.infer<typeof payCaseNoteInputSchema>
/** A resolution's note is optional; when given, both sides read it (ADR 0046 addendum). */
export const payCaseResolutionInputSchema = z.object({
  note: z.string().trim().max(PAY_CASE_NOTE_MAX).default(''),
})
export const payCaseResponseSchema = envelopeSchema(z.object({ case: payCaseSchema }))

/** The most a list answers; the oldest overdue come first. */
export const PAY_CASE_LIST_MAX = 200

export const PAY_CASE_API_PATHS = {
  LIST: '/admin/pay-cases',
  NOTES: (id: number | string) => `/admin/pay-cases/${id}/notes`,
  RESOLUTION: (id: number | string) => `/admin/pay-cases/${id}/resolution`,
} as const

export const PAY_CASE_SERVER_MESSAGES = {
  NOTE_ADDED: 'The note has been added to the pay case.',
  RESOLVED: 'The pay case is marked resolved.',
  ALREADY_RESOLVED: 'This pay case is already resolved. Reload to see where it stands.',
} as const
