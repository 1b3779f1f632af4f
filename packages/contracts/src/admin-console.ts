import { z } from 'zod'
import { LIMITS } from './limits.js'
import { MESSAGES } from './messages.js'
import {
  DB_ID_MAX,
  envelopeSchema,
  isSupportedYear,
  isoDateTimeSchema,
  pageQueryFields,
  paginatedSchema,
  queryIdSchema,
  requiredText,
} from './common.js'
import { MODEL_REPORT_STATUS_VALUES } from './models.js'
import { modelImageSchema, modelInfoRefSchema } from './models-views.js'
import { IMPERSONATION_CHANNEL_VALUES } from './verify.js'

// The administrators' console (issue #16, docs/decisions/0028-reviews-partners-and-moderation.md):
// the dashboard counts, one reports queue over profiles, castings, messages and reviews,
// content actions, suspension and the audit log. Every action that affects a user takes a
// reason, notifies the user ('admin_action') and writes an audit row. Admin role only: the
// API answers 403 to everybody else.

/** GET /admin/dashboard. */
export const adminDashboardSchema = z.object({
  clientsAwaitingApproval: z.number().int().nonnegative(),
  profilesAwaitingReview: z.number().int().nonnegative(),
  heldCastings: z.number().int().nonnegative(),
  openReports: z.number().int().nonnegative(),
  suspendedAccounts: z.number().int().nonnegative(),
})
export type AdminDashboard = z.infer<typeof adminDashboardSchema>
export const adminDashboardResponseSchema = envelopeSchema(adminDashboardSchema)

/** Body of every admin action that affects a user: the reason the user reads. */
export const adminReasonSchema = z.object({ reason: requiredText(LIMITS.REASON_MAX) })
export type AdminReason = z.infer<typeof adminReasonSchema>

// ---- reports queue ---------------------------------------------------------------------

/**
 * What a report is about; `profile` reports live in model_reports, `impersonation` ones
 * (someone claiming a company or casting outside the platform, ADR 0042) in
 * impersonation_reports, the others in reports.
 */
export const ADMIN_REPORT_KIND_VALUES = [
  'profile',
  'casting',
  'message',
  'review',
  'impersonation',
] as const
export type AdminReportKind = (typeof ADMIN_REPORT_KIND_VALUES)[number]

export const adminReportKindParamsSchema = z.object({
  kind: z.enum(ADMIN_REPORT_KIND_VALUES, { error: MESSAGES.INVALID }),
  id: queryIdSchema(),
})
export type AdminReportKindParams = z.infer<typeof adminReportKindParamsSchema>

/** GET /admin/reports: open reports first-come first-served, every kind unless `kind` is given. */
export const adminReportListQuerySchema = z.object({
  kind: z.enum(ADMIN_REPORT_KIND_VALUES, { error: MESSAGES.INVALID }).optional(),
  status: z.enum(MODEL_REPORT_STATUS_VALUES, { error: MESSAGES.INVALID }).default('open'),
  ...pageQueryFields(),
})
export type AdminReportListQuery = z.infer<typeof adminReportListQuerySchema>
export type AdminReportListQueryInput = z.input<typeof adminReportListQuerySchema>

/** A message of the reported message's thread, for context. */
export const adminThreadMessageSchema = z.object({
  id: z.number().int(),
  side: z.enum(['client', 'model', 'system'] as const),
  body: z.string(),
  createdAt: isoDateTimeSchema,
})
export type AdminThreadMessage = z.infer<typeof adminThreadMessageSchema>

/** The reported content as the administrator needs to judge it. */
/** A casting's words as a reporter saw them (kept with the report). */
export const reportedCastingTextSchema = z.object({
  title: z.string(),
  text: z.string(),
  companyName: z.string(),
})
export type ReportedCastingText = z.infer<typeof reportedCastingTextSchema>

export const adminReportedContentSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('profile'),
    profileId: z.number().int(),
    stageName: z.string(),
    cover: modelImageSchema.nullable(),
    ownerId: z.number().int(),
    hidden: z.boolean(),
  }),
  z.object({
    kind: z.literal('casting'),
    castingId: z.number().int(),
    title: z.string(),
    /** The casting's free text (other content). */
    text: z.string(),
    companyName: z.string(),
    ownerId: z.number().int(),
    hidden: z.boolean(),
    /**
     * What the reporter saw, when the owner has edited the casting since (issue #25): the
     * evidence is what was reported, not what it says now. Absent from older answers.
     */
    asReported: reportedCastingTextSchema.nullable().optional(),
  }),
  z.object({
    kind: z.literal('message'),
    messageId: z.number().int(),
    threadId: z.number().int(),
    body: z.string(),
    /** The sender (null when the account is gone). */
    ownerId: z.number().int().nullable(),
    /** Messages around the reported one, oldest first. */
    thread: z.array(adminThreadMessageSchema),
    hidden: z.boolean(),
  }),
  z.object({
    kind: z.literal('review'),
    reviewId: z.number().int(),
    rating: z.number().int(),
    text: z.string(),
    castingTitle: z.string(),
    ownerId: z.number().int().nullable(),
    hidden: z.boolean(),
  }),
  z.object({
    kind: z.literal('impersonation'),
    reportId: z.number().int(),
    channel: z.enum(IMPERSONATION_CHANNEL_VALUES),
    /** The company or code the sender claimed, as the reporter typed it. */
    claimedName: z.string(),
    /** The live casting the claimed code names, when it names one. */
    castingId: z.number().int().nullable(),
    contactEmail: z.string().nullable(),
    /** Nobody on the platform owns it; there is nothing to hide. */
    ownerId: z.null(),
    hidden: z.literal(false),
  }),
])
export type AdminReportedContent = z.infer<typeof adminReportedContentSchema>

export const adminReportItemSchema = z.object({
  kind: z.enum(ADMIN_REPORT_KIND_VALUES),
  id: z.number().int(),
  status: z.enum(MODEL_REPORT_STATUS_VALUES),
  reason: modelInfoRefSchema,
  details: z.string(),
  reporterId: z.number().int().nullable(),
  createdAt: isoDateTimeSchema,
  resolvedAt: isoDateTimeSchema.nullable(),
  content: adminReportedContentSchema,
})
export type AdminReportItem = z.infer<typeof adminReportItemSchema>
export const adminReportListSchema = paginatedSchema(adminReportItemSchema)
export type AdminReportList = z.infer<typeof adminReportListSchema>
export const adminReportListResponseSchema = envelopeSchema(adminReportListSchema)
/** Answer of dismiss / hide-content / restore-content: the report as it is now. */
export const adminReportItemResponseSchema = envelopeSchema(
  z.object({ report: adminReportItemSchema }),
)

// ---- suspension ------------------------------------------------------------------------

/** POST /admin/users/{id}/suspend and /reinstate answer with the account's state. */
export const adminSuspensionSchema = z.object({
  userId: z.number().int(),
  suspendedAt: isoDateTimeSchema.nullable(),
  suspendedReason: z.string().nullable(),
})
export type AdminSuspension = z.infer<typeof adminSuspensionSchema>
export const adminSuspensionResponseSchema = envelopeSchema(adminSuspensionSchema)

// ---- audit log -------------------------------------------------------------------------

/** Audit actions written by the console (older actions keep their own names). */
export const AUDIT_ACTIONS = {
  USER_SUSPENDED: 'user:suspended',
  USER_REINSTATED: 'user:reinstated',
  REPORT_DISMISSED: 'report:dismissed',
  /** An impersonation report acted on outside the platform (ADR 0042). */
  REPORT_RESOLVED: 'report:resolved',
  CONTENT_HIDDEN: 'content:hidden',
  CONTENT_RESTORED: 'content:restored',
  CASTING_COMPLETED: 'casting:completed',
  /** targetRef "ranking-recomputation:<job id>": the one queued, or the waiting one joined. */
  RANKINGS_RECOMPUTE_REQUESTED: 'rankings:recompute-requested',
} as const

/**
 * Every action the audit log holds (issue #26: the console names each in the reader's
 * language, never the stored code). The API's own constants (k-stars, examination, model
 * reviews and reports, casting decisions, account deletion) are checked against this list by
 * apps/api/src/modules/admin/audit-actions.test.ts; the web has a label for each.
 */
export const AUDIT_ACTION_VALUES = [
  ...Object.values(AUDIT_ACTIONS),
  'casting.release',
  'casting.reject',
  'casting.hide',
  'casting.restore',
  'examination.decided',
  'user.deleted',
  'k-stars.featured',
  'k-stars.unfeatured',
  'k-stars.reordered',
  'model-review.decided:approved',
  'model-review.decided:sent_back',
  'model-report.decided:dismissed',
  'model-report.decided:actioned',
  // The pay queue (ADR 0046), contracts pay-cases.ts PAY_CASE_AUDIT_ACTIONS.
  'pay-case:noted',
  'pay-case:resolved',
] as const
export type AuditAction = (typeof AUDIT_ACTION_VALUES)[number]

/** The catalogue key of an action's label: letters only (i18next reads "." and ":" itself). */
export const auditActionKey = (action: string): string =>
  action.replace(/[^a-zA-Z]+(.)?/g, (_, next: string | undefined) => (next ?? '').toUpperCase())

/** Target kinds of the audit log filter ("user:12", "casting:3"). */
export const AUDIT_TARGET_KIND_VALUES = [
  'user',
  'profile',
  'casting',
  'review',
  'message',
  'report',
  'model_report',
  'agreement',
] as const
export type AuditTargetKind = (typeof AUDIT_TARGET_KIND_VALUES)[number]

const optionalQueryText = (max: number) =>
  z
    .string({ error: MESSAGES.INVALID })
    .trim()
    .max(max, { error: MESSAGES.INVALID })
    .optional()
    .transform((value) => (value === '' ? undefined : value))

/** A bound of the audit log's date range: an ISO date-time from DATE_YEAR_MIN on. */
const auditBoundSchema = z.iso
  .datetime({ offset: true, error: MESSAGES.INVALID })
  .refine(isSupportedYear, { error: MESSAGES.INVALID })

/** GET /admin/audit-logs: newest first. */
export const adminAuditLogQuerySchema = z.object({
  actorId: queryIdSchema().optional(),
  /**
   * "kind:id", e.g. "user:12"; matches the row's user, profile, casting or other target. The
   * id fits the id columns: "user:2200000000" is refused, not sent to Postgres as an int4.
   */
  target: z
    .string({ error: MESSAGES.INVALID })
    .regex(new RegExp(`^(${AUDIT_TARGET_KIND_VALUES.join('|')}):[1-9]\\d{0,9}$`), {
      error: MESSAGES.INVALID,
    })
    .refine((value) => Number(value.split(':')[1]) <= DB_ID_MAX, { error: MESSAGES.INVALID })
    .optional(),
  /** Exact action, or a prefix ending in ':' ("model-review:" matches every decision). */
  action: optionalQueryText(100),
  from: auditBoundSchema.optional(),
  to: auditBoundSchema.optional(),
  ...pageQueryFields(),
})
export type AdminAuditLogQuery = z.infer<typeof adminAuditLogQuerySchema>
export type AdminAuditLogQueryInput = z.input<typeof adminAuditLogQuerySchema>

export const auditPersonSchema = z.object({
  id: z.number().int(),
  /** Name or company, else the e-mail (admins may see it), else "#id". */
  label: z.string(),
})

export const adminAuditLogItemSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor: auditPersonSchema.nullable(),
  targetUser: auditPersonSchema.nullable(),
  targetModelProfileId: z.number().int().nullable(),
  targetCastingId: z.number().int().nullable(),
  /** Other targets, "kind:id". */
  targetRef: z.string().nullable(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int().nullable(),
  reason: z.string().nullable(),
  createdAt: isoDateTimeSchema,
})
export type AdminAuditLogItem = z.infer<typeof adminAuditLogItemSchema>
export const adminAuditLogListSchema = paginatedSchema(adminAuditLogItemSchema)
export type AdminAuditLogList = z.infer<typeof adminAuditLogListSchema>
export const adminAuditLogListResponseSchema = envelopeSchema(adminAuditLogListSchema)

// ---- messages --------------------------------------------------------------------------

/** Answer messages of the console routes, and what a suspended account is told. */
export const ADMIN_CONSOLE_SERVER_MESSAGES = {
  ACCOUNT_SUSPENDED:
    'This account has been suspended. Contact us through the Casting Request form if you think this is a mistake.',
  USER_SUSPENDED: 'The account has been suspended.',
  USER_REINSTATED: 'The account has been reinstated.',
  ALREADY_SUSPENDED: 'This account is already suspended.',
  NOT_SUSPENDED: 'This account is not suspended.',
  CANNOT_SUSPEND_ADMIN: 'Administrator accounts cannot be suspended.',
  REPORT_DISMISSED: 'The report has been dismissed.',
  REPORT_RESOLVED: 'The report has been marked as resolved.',
  NOTHING_TO_HIDE: 'This report is about something outside the platform; there is nothing to hide.',
  ONLY_IMPERSONATION_RESOLVES:
    'Only an impersonation report is resolved this way; hide the reported content instead.',
  CONTENT_HIDDEN: 'The content has been hidden.',
  CONTENT_RESTORED: 'The content has been restored.',
  REPORT_ALREADY_RESOLVED: 'This report has already been resolved.',
  CONTENT_NOT_HIDDEN: 'This content is not hidden.',
  MESSAGE_REMOVED_NOTICE: 'This message was removed by an administrator.',
} as const
export type AdminConsoleServerMessageKey = keyof typeof ADMIN_CONSOLE_SERVER_MESSAGES

// ---- paths -----------------------------------------------------------------------------

export const ADMIN_CONSOLE_API_PATHS = {
  DASHBOARD: '/admin/dashboard',
  REPORTS: '/admin/reports',
  REPORT_DISMISS: (kind: string, id: number | string) => `/admin/reports/${kind}/${id}/dismiss`,
  REPORT_HIDE: (kind: string, id: number | string) => `/admin/reports/${kind}/${id}/hide-content`,
  REPORT_RESOLVE: (kind: string, id: number | string) => `/admin/reports/${kind}/${id}/resolve`,
  REPORT_RESTORE: (kind: string, id: number | string) =>
    `/admin/reports/${kind}/${id}/restore-content`,
  USER_SUSPEND: (id: number | string) => `/admin/users/${id}/suspend`,
  USER_REINSTATE: (id: number | string) => `/admin/users/${id}/reinstate`,
  AUDIT_LOGS: '/admin/audit-logs',
} as const
