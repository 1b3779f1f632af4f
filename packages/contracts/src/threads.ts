import { z } from 'zod'
import {
  envelopeSchema,
  idSchema,
  optionalText,
  isoDateTimeSchema,
  pageQueryFields,
  paginatedSchema,
  queryIdSchema,
  queryInt,
  textField,
  rule,
} from './common.js'
import { MESSAGES } from './messages.js'
import { profileThumbSchema } from './castings-board.js'

// Message threads and notifications (issue #15, ADR 0023). A thread belongs to one
// application or one direct proposal; its two sides are the client and the model side.

export const THREAD_LIMITS = {
  BODY_MAX: 2000,
  PAGE_SIZE_DEFAULT: 30,
  PAGE_SIZE_MAX: 100,
  /** The web polls at most this often when Server-Sent Events are not used. */
  POLL_MS: 5000,
  /** At most one e-mail per thread per side in this window (digest). */
  EMAIL_DIGEST_MINUTES: 15,
  /** Messages one user may send per minute, over all threads. */
  SEND_PER_MINUTE: 20,
  REPORT_DETAILS_MAX: 1000,
} as const

/** Path parameter of the thread and report routes (an application, proposal or message id). */
export const threadParamsSchema = z.object({ id: queryIdSchema() })

/** POST /applications/{id}/messages and POST /proposals/{id}/messages. */
export const messageInputSchema = z.object({
  body: textField([rule.filled, rule.maxLength(THREAD_LIMITS.BODY_MAX)]),
})
export type MessageInput = z.infer<typeof messageInputSchema>

/** Older pages: `before` is the id of the oldest message the caller has. */
export const messageListQuerySchema = z.object({
  before: queryIdSchema().optional(),
  after: queryIdSchema().optional(),
  limit: queryInt()
    .min(1, { error: MESSAGES.INVALID })
    .max(THREAD_LIMITS.PAGE_SIZE_MAX, { error: MESSAGES.INVALID })
    .default(THREAD_LIMITS.PAGE_SIZE_DEFAULT),
})
export type MessageListQuery = z.infer<typeof messageListQuerySchema>

export const messageSchema = z.object({
  id: z.number().int(),
  /** True when the caller wrote it. */
  mine: z.boolean(),
  /** 'client' | 'model' | 'system' */
  side: z.enum(['client', 'model', 'system'] as const),
  /**
   * Before a booking, the other side's copy has each contact detail (e-mail address, phone
   * number, messenger ID, outside link) replaced by `SERVER_MESSAGES.CONTACT_HIDDEN` in the
   * reader's language. The sender's own copy (`mine: true`) is always the text as written.
   */
  body: z.string(),
  /**
   * True when contact details in it are hidden from the other side (ADR 0025), on both copies:
   * - the reader's copy (`mine: false`): `body` holds the notice in their place;
   * - the sender's copy (`mine: true`): `body` is as written, and this flag is how the sender
   *   learns the other side cannot read those parts until the booking is confirmed (the web
   *   shows a notice under the message; POST …/messages answers with it too).
   * False (or absent) once the booking opens contacts, or when there is nothing to hide.
   */
  contactHidden: z.boolean().optional(),
  createdAt: isoDateTimeSchema,
})
export type ThreadMessage = z.infer<typeof messageSchema>

export const threadSchema = z.object({
  /** 0 until the first message creates the thread (ADR 0025). */
  id: z.number().int(),
  kind: z.enum(['application', 'proposal'] as const),
  applicationId: z.number().int().nullable(),
  proposalId: z.number().int().nullable(),
  /** The casting title or the proposal title. */
  title: z.string(),
  mySide: z.enum(['client', 'model'] as const),
  counterpartName: z.string(),
  /**
   * The other side left (account withdrawn or profile deleted with history, ADR 0032): the
   * thread stays readable, the counterpart is shown as a deleted account and cannot be written to.
   */
  counterpartDeparted: z.boolean(),
  profile: profileThumbSchema.nullable(),
  /** False while the caller may not write (model side of an application before the client wrote). */
  canWrite: z.boolean(),
  cannotWriteReason: z.string().nullable(),
  /**
   * Newest page, oldest first; `hasMore` says whether older ones exist. With `before`: the
   * page before that id (hasMore: still older ones). With `after`: the messages after that id,
   * oldest first (hasMore: still newer ones; ask again with the last id).
   */
  messages: z.array(messageSchema),
  hasMore: z.boolean(),
})
export type Thread = z.infer<typeof threadSchema>
export const threadResponseSchema = envelopeSchema(threadSchema)

// ---- the inbox (issue #26) -------------------------------------------------

export const INBOX_PAGE_SIZE = { DEFAULT: 20, MAX: 50 } as const

/** GET /users/0/threads: every thread of the caller with a message, newest first. */
export const inboxQuerySchema = z.object(
  pageQueryFields(INBOX_PAGE_SIZE.DEFAULT, INBOX_PAGE_SIZE.MAX),
)
export type InboxQuery = z.infer<typeof inboxQuerySchema>

export const inboxThreadSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['application', 'proposal'] as const),
  /** The application's or the proposal's id: the thread's page is found by it. */
  refId: z.number().int(),
  /** The casting title or the proposal title. */
  title: z.string(),
  mySide: z.enum(['client', 'model'] as const),
  /** As in the thread: the client's company, or the profile's name as the caller may see it. */
  counterpartName: z.string(),
  profile: profileThumbSchema.nullable(),
  /** Messages the caller has not read in it. */
  unread: z.number().int().min(0),
  lastMessageAt: isoDateTimeSchema,
})
export type InboxThread = z.infer<typeof inboxThreadSchema>
export const inboxSchema = paginatedSchema(inboxThreadSchema)
export type Inbox = z.infer<typeof inboxSchema>
export const inboxResponseSchema = envelopeSchema(inboxSchema)

export const messagePageSchema = z.object({
  messages: z.array(messageSchema),
  hasMore: z.boolean(),
})
export type MessagePage = z.infer<typeof messagePageSchema>

// ---- notifications ---------------------------------------------------------

export const NOTIFICATION_KIND_VALUES = [
  'application_received',
  'application_status',
  'application_withdrawn',
  'proposal_received',
  'proposal_answered',
  'message',
  'casting_closed',
  'casting_released',
  'review_received',
  'review_released',
  'admin_action',
  'booking_cancelled',
  /** New castings or profiles match a saved search (issue #29); e-mailed in the daily digest. */
  'saved_search_match',
  // Issue #28: an agreement or its pay changed; payload { agreementId, title, event }.
  'agreement',
  // Issue #29 (ADR 0049): an option on a date changed; payload { optionId, name, date, event }.
  'option',
  // Issue #31 (ADR 0053): a self-tape was asked for or is due soon; payload { event, castingTitle,
  // applicationId, requestId } with event requested | reminder.
  'self_tape',
] as const
export type NotificationKind = (typeof NOTIFICATION_KIND_VALUES)[number]

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KIND_VALUES),
  /** Ids and names the web needs to word the line and link it. */
  payload: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  threadId: z.number().int().nullable(),
  castingId: z.number().int().nullable(),
  read: z.boolean(),
  createdAt: isoDateTimeSchema,
})
export type AppNotification = z.infer<typeof notificationSchema>

export const notificationListQuerySchema = z.object({
  unreadOnly: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .optional(),
  before: queryIdSchema().optional(),
  limit: queryInt().min(1).max(50).default(20),
})

export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  hasMore: z.boolean(),
  unread: z.number().int().nonnegative(),
})
export type NotificationList = z.infer<typeof notificationListSchema>
export const notificationListResponseSchema = envelopeSchema(notificationListSchema)

/** PATCH /notifications/read: given ids, or all when `all` is true. */
export const notificationReadSchema = z.union([
  z.object({ ids: z.array(z.number().int().positive()).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
])
export type NotificationRead = z.infer<typeof notificationReadSchema>

/** GET /users/0/unread: the header's two counts. */
export const unreadCountsSchema = z.object({
  notifications: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
})
export type UnreadCounts = z.infer<typeof unreadCountsSchema>

/** POST /applications/{id}/messages: the message as its sender reads it. */
export const messageResponseSchema = envelopeSchema(
  z.object({ message: messageSchema, threadId: z.number().int() }),
)
export const messagePageResponseSchema = envelopeSchema(messagePageSchema)
export const unreadCountsResponseSchema = envelopeSchema(unreadCountsSchema)

/** PATCH /notifications/read answers how many of the caller's rows it marked and what is left. */
export const notificationReadResultSchema = z.object({
  marked: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
})
export const notificationReadResponseSchema = envelopeSchema(notificationReadResultSchema)

/** POST /messages/{id}/reports (a participant of the thread; reason: info type 13). */
export const messageReportSchema = z.object({
  reasonId: idSchema,
  details: optionalText(THREAD_LIMITS.REPORT_DETAILS_MAX).optional(),
})
export type MessageReportInput = z.infer<typeof messageReportSchema>
