// The usage-ended notice and its acknowledgement (issue #28, ADR 0056): once a ledger row has
// ended, the model side tells the client; the client answers that it took the pictures down
// (on a date) or asks for an extension, which is a new agreement version with its own fee.
import { z } from 'zod'
import { isoDateTimeSchema, queryIdSchema } from './common.js'

/** A notice left unanswered this many days gets one reminder to the client. */
export const USAGE_NOTICE_REMINDER_DAYS = 7

export const USAGE_NOTICE_LIMITS = { messageMax: 1000, feeMax: 10_000_000_000 } as const

export const USAGE_NOTICE_ANSWER_VALUES = ['taken_down', 'extension'] as const
export type UsageNoticeAnswerKind = (typeof USAGE_NOTICE_ANSWER_VALUES)[number]

const dateSchema = z.iso.date()

/** A notice as both sides read it, with the client's latest answer. */
export const usageNoticeSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  sentAt: isoDateTimeSchema,
  /** The client's latest answer, or null while it waits. */
  answer: z.enum(USAGE_NOTICE_ANSWER_VALUES).nullable(),
  /** The day the client says it took the pictures down. */
  takenDownOn: dateSchema.nullable(),
  /** The agreement version the extension request proposed. */
  extensionVersion: z.number().int().nullable(),
  answeredAt: isoDateTimeSchema.nullable(),
})
export type UsageNotice = z.infer<typeof usageNoticeSchema>

export const usageNoticeInputSchema = z.object({
  message: z.string().trim().max(USAGE_NOTICE_LIMITS.messageMax).default(''),
})
export type UsageNoticeInput = z.infer<typeof usageNoticeInputSchema>

/**
 * The client's answer: the pictures were taken down on a day (not in the future), or an
 * extension to `months` of usage from the first shoot day, for `fee` KRW on top of the fee.
 */
export const usageNoticeAnswerInputSchema = z.discriminatedUnion('answer', [
  z.object({ answer: z.literal('taken_down'), takenDownOn: dateSchema }),
  z.object({
    answer: z.literal('extension'),
    months: z.number().int().min(1).max(120),
    fee: z.number().int().min(0).max(USAGE_NOTICE_LIMITS.feeMax),
  }),
])
export type UsageNoticeAnswerInput = z.infer<typeof usageNoticeAnswerInputSchema>

export const imageUsageParamsSchema = z.object({ id: queryIdSchema() })

export const USAGE_NOTICE_SERVER_MESSAGES = {
  NOTICE_SENT: 'Your notice has been sent; the client is asked to acknowledge it.',
  NOTICE_TOO_EARLY: 'The usage period has not ended yet. Send the notice after its end date.',
  NOTICE_ALREADY_SENT: 'A notice has already been sent for this usage.',
  NOTICE_NOT_CURRENT:
    'This usage row was replaced by a later version of the agreement. Reload the ledger.',
  TAKEN_DOWN_RECORDED: 'Thank you: the take-down has been recorded and the model side told.',
  EXTENSION_PROPOSED:
    'Your extension has been proposed as a new version of the agreement; the model side must accept it.',
  NOTICE_NOT_WAITING: 'This notice is not waiting for an answer. Reload to see where it stands.',
  TAKEN_DOWN_IN_FUTURE: 'The take-down date cannot be in the future.',
  EXTENSION_NOT_LONGER: 'An extension must give more months of usage than the agreed ones.',
} as const
