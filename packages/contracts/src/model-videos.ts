import { z } from 'zod'
import { envelopeSchema } from './common.js'
import { MESSAGES } from './messages.js'
import { modelIdParamsSchema } from './models.js'

// Intro videos on model profiles (issue #31, ADR 0052): limits, the messages a user reads
// about a file, and the shapes of the video routes. The bytes arrive over tus (resumable
// upload), are judged by ffprobe when the last byte is in, and a background job makes the
// MP4 that is played.

const MB = 1024 * 1024

export const MODEL_VIDEO_LIMITS = {
  /** Per file, as announced by the upload (Upload-Length). */
  MAX_BYTES: 500 * MB,
  MAX_SECONDS: 180,
  PER_PROFILE: 3,
  TITLE_MAX: 40,
  /** Height of the MP4 that is played (never scaled up). */
  OUTPUT_HEIGHT: 720,
  /** Height of the smaller rendition, for phones on small screens (ADR 0052 addendum). */
  SMALL_OUTPUT_HEIGHT: 480,
} as const

/** The formats a browser file picker may offer (accept="..."); the API judges the bytes. */
export const MODEL_VIDEO_ACCEPT = 'video/mp4,video/quicktime,video/webm,.mp4,.mov,.webm'

export const MODEL_VIDEO_KINDS = ['intro', 'walking', 'monologue', 'other'] as const
export type ModelVideoKind = (typeof MODEL_VIDEO_KINDS)[number]

export const MODEL_VIDEO_STATUS_VALUES = ['uploading', 'processing', 'ready', 'failed'] as const
export type ModelVideoStatus = (typeof MODEL_VIDEO_STATUS_VALUES)[number]

/** The files of a ready video the file route serves: 720p, 480p and the poster. */
export const MODEL_VIDEO_FILES = ['video.mp4', 'video-480.mp4', 'poster.jpg'] as const
export type ModelVideoFile = (typeof MODEL_VIDEO_FILES)[number]

/**
 * The viewport a browser picks the 480p rendition for (a `<source media>`): phones, whose
 * screens show 480 lines as well as 720 and whose data plans feel the difference.
 */
export const SMALL_VIDEO_MEDIA = '(max-width: 640px)'

export const MODEL_VIDEO_MESSAGES = {
  NOT_A_VIDEO: 'This file is not a video we can use. Upload an MP4, MOV or WebM file.',
  DAMAGED: 'The video file is damaged or incomplete. Upload it again.',
  TOO_LONG: `The video is longer than ${MODEL_VIDEO_LIMITS.MAX_SECONDS / 60} minutes. Trim it and upload it again.`,
  TOO_LARGE: `The video is larger than ${MODEL_VIDEO_LIMITS.MAX_BYTES / MB} MB. Upload a smaller file.`,
  TOO_MANY: `A model can have up to ${MODEL_VIDEO_LIMITS.PER_PROFILE} videos. Delete one to add another.`,
  TITLE_NEEDED: 'Give this video a title.',
  PROCESSING_FAILED: 'We could not process this video. Delete it and upload it again.',
  UPLOAD_GONE: 'This upload no longer exists. Start it again.',
  SAVED: 'The video has been saved.',
  DELETED: 'The video has been deleted.',
} as const

const kindSchema = z.enum(MODEL_VIDEO_KINDS, { error: MESSAGES.INVALID })
const titleSchema = z
  .string({ error: MESSAGES.INVALID })
  .trim()
  .max(MODEL_VIDEO_LIMITS.TITLE_MAX, { error: MESSAGES.INVALID })

/**
 * What names a video: a preset kind, or `other` with a title of the owner's words. Sent as
 * tus Upload-Metadata on creation and as the body of PATCH /models/{id}/videos/{videoId}.
 */
export const modelVideoLabelInputSchema = z
  .object({ kind: kindSchema, title: titleSchema.optional() })
  .transform(({ kind, title }) => ({
    kind,
    title: kind === 'other' ? (title ?? '') : null,
  }))
  .refine((label) => label.kind !== 'other' || label.title !== '', {
    error: MODEL_VIDEO_MESSAGES.TITLE_NEEDED,
    path: ['title'],
  })
export type ModelVideoLabelInput = z.input<typeof modelVideoLabelInputSchema>

export const introVideoSchema = z.object({
  id: z.uuid(),
  kind: kindSchema,
  title: z.string().nullable(),
  status: z.enum(MODEL_VIDEO_STATUS_VALUES),
  /** Why processing failed, for the owner. */
  failureReason: z.string().nullable(),
  durationSeconds: z.number().nonnegative().nullable(),
  /** Set once ready: the MP4 (range requests) and its poster frame. */
  videoUrl: z.string().nullable(),
  /** The 480p rendition (same visibility and signing as videoUrl); null for videos made before it. */
  video480Url: z.string().nullable(),
  posterUrl: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type IntroVideo = z.infer<typeof introVideoSchema>

export const modelVideoParamsSchema = modelIdParamsSchema.extend({
  videoId: z.uuid({ error: MESSAGES.INVALID }),
})

export const modelVideoFileParamsSchema = z.object({
  videoId: z.uuid({ error: MESSAGES.INVALID }),
  file: z.enum(MODEL_VIDEO_FILES, { error: MESSAGES.INVALID }),
})

/** Query of a signed file URL (a profile out of public view, for its managers). */
export const modelVideoFileQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
})

export const modelVideoResponseSchema = envelopeSchema(introVideoSchema)
export const modelVideoListResponseSchema = envelopeSchema(z.array(introVideoSchema))
