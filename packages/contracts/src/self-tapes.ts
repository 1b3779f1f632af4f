import { z } from 'zod'
import { envelopeSchema, isoDateTimeSchema, queryIdSchema } from './common.js'
import { MESSAGES } from './messages.js'
import { MODEL_VIDEO_STATUS_VALUES } from './model-videos.js'

// Self-tapes on castings (issue #31, ADR 0053): a casting's owner asks its shortlisted
// applicants for a video answer (instructions, an optional script PDF, a deadline); each
// applicant uploads one per request through the intro videos' tus upload and processing.

const MB = 1024 * 1024

export const SELF_TAPE_LIMITS = {
  INSTRUCTIONS_MAX: 2000,
  /** The script PDF, judged by its bytes (%PDF- first). */
  SCRIPT_MAX_BYTES: 5 * MB,
  /** Applicants who have not answered are reminded this long before the deadline. */
  REMINDER_HOURS: 24,
} as const

/** Applications a request is addressed to: shortlisted, and still so once booked. */
export const SELF_TAPE_APPLICATION_STATUSES = ['shortlisted', 'booked'] as const

export const SELF_TAPE_MESSAGES = {
  INSTRUCTIONS_NEEDED: 'Write what the applicants should record.',
  DEADLINE_PAST: 'Choose a deadline in the future.',
  NOT_A_PDF: 'The script must be a PDF file.',
  SCRIPT_TOO_LARGE: `The script is larger than ${SELF_TAPE_LIMITS.SCRIPT_MAX_BYTES / MB} MB. Upload a smaller PDF.`,
  CLOSED: 'The deadline for this self-tape has passed.',
  REQUESTED: 'The self-tape request has been sent to the shortlisted applicants.',
  SCRIPT_SAVED: 'The script has been attached.',
  SEEN: 'Marked as seen.',
} as const

export const selfTapeRequestInputSchema = z.object({
  instructions: z
    .string({ error: SELF_TAPE_MESSAGES.INSTRUCTIONS_NEEDED })
    .trim()
    .min(1, { error: SELF_TAPE_MESSAGES.INSTRUCTIONS_NEEDED })
    .max(SELF_TAPE_LIMITS.INSTRUCTIONS_MAX, { error: MESSAGES.INVALID }),
  /** Checked against the server's clock: it must be in the future. */
  deadline: isoDateTimeSchema,
})
export type SelfTapeRequestInput = z.infer<typeof selfTapeRequestInputSchema>

export const selfTapeRequestSchema = z.object({
  id: z.number().int(),
  castingId: z.number().int(),
  instructions: z.string(),
  deadline: z.iso.datetime(),
  /** A signed link to the script PDF, or null without one. */
  scriptUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type SelfTapeRequest = z.infer<typeof selfTapeRequestSchema>

/** An answer's video: its state and, once ready, its signed file URLs. */
export const selfTapeVideoSchema = z.object({
  id: z.uuid(),
  status: z.enum(MODEL_VIDEO_STATUS_VALUES),
  failureReason: z.string().nullable(),
  durationSeconds: z.number().nonnegative().nullable(),
  videoUrl: z.string().nullable(),
  /** The 480p rendition, signed like videoUrl; null for answers made before it. */
  video480Url: z.string().nullable(),
  posterUrl: z.string().nullable(),
  /** When the casting's owner marked it seen. */
  seenAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
})
export type SelfTapeVideo = z.infer<typeof selfTapeVideoSchema>

/** The owner's view: each request with every addressed applicant and their answer, if any. */
export const castingSelfTapesSchema = z.array(
  z.object({
    request: selfTapeRequestSchema,
    answers: z.array(
      z.object({
        applicationId: z.number().int(),
        stageName: z.string(),
        video: selfTapeVideoSchema.nullable(),
      }),
    ),
  }),
)
export type CastingSelfTapes = z.infer<typeof castingSelfTapesSchema>

/** The applicant's view of one application: each request, its answer, whether it is open. */
export const applicationSelfTapesSchema = z.array(
  z.object({
    request: selfTapeRequestSchema,
    open: z.boolean(),
    /** The ready answer the owner sees (or the newest while none is ready). */
    video: selfTapeVideoSchema.nullable(),
  }),
)
export type ApplicationSelfTapes = z.infer<typeof applicationSelfTapesSchema>

export const selfTapeRequestParamsSchema = z.object({ requestId: queryIdSchema() })
export const selfTapeAnswerParamsSchema = z.object({
  requestId: queryIdSchema(),
  applicationId: queryIdSchema(),
})
export const selfTapeUploadParamsSchema = z.object({
  id: queryIdSchema(),
  requestId: queryIdSchema(),
})
export const selfTapeScriptQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
})

export const selfTapeRequestResponseSchema = envelopeSchema(selfTapeRequestSchema)
export const castingSelfTapesResponseSchema = envelopeSchema(castingSelfTapesSchema)
export const applicationSelfTapesResponseSchema = envelopeSchema(applicationSelfTapesSchema)

export const SELF_TAPE_API_PATHS = {
  CASTING_SELF_TAPES: (castingId: number | string) => `/castings/${castingId}/self-tapes`,
  SCRIPT: (requestId: number | string) => `/self-tapes/${requestId}/script`,
  SCRIPT_FILE: (requestId: number | string) => `/self-tape-scripts/${requestId}/script.pdf`,
  SEEN: (requestId: number | string, applicationId: number | string) =>
    `/self-tapes/${requestId}/answers/${applicationId}/seen`,
  APPLICATION_SELF_TAPES: (applicationId: number | string) =>
    `/applications/${applicationId}/self-tapes`,
  UPLOADS: (applicationId: number | string, requestId: number | string) =>
    `/applications/${applicationId}/self-tapes/${requestId}/uploads`,
  UPLOAD: (applicationId: number | string, requestId: number | string, uploadId: string) =>
    `/applications/${applicationId}/self-tapes/${requestId}/uploads/${uploadId}`,
} as const
