import { z } from 'zod'
import { envelopeSchema, isoDateTimeSchema, queryIdSchema, requiredText } from './common.js'
import { castingListQuerySchema, CASTING_LIST_FILTER_KEYS } from './castings-board.js'
import { MESSAGES } from './messages.js'
import { MODEL_LIST_FILTER_KEYS, modelListQuerySchema } from './models-views.js'

// Saved searches and their alerts (issue #29, docs/decisions/0051-saved-searches-and-alerts.md):
// a model or an agency saves a search of the castings board, a client one of the models
// directory. New matches become an in-app notification, a push and a daily digest e-mail.

/** A search of the castings board, or a client's search of the models directory (ADR 0051). */
export const SAVED_SEARCH_KIND_VALUES = ['castings', 'models'] as const
export type SavedSearchKind = (typeof SAVED_SEARCH_KIND_VALUES)[number]

export const SAVED_SEARCH_LIMITS = {
  NAME_MAX: 60,
  QUERY_MAX: 600,
  /** Saved searches one account may keep. */
  PER_USER_MAX: 20,
  /** A digest e-mail lists this many matches per search, then links to the rest. */
  DIGEST_ITEMS_MAX: 5,
} as const

/**
 * The board filters a saved castings search keeps: the board's own, but not one client's
 * castings nor a deadline window (relative to the day it was saved).
 */
export const SAVED_CASTING_FILTER_KEYS = CASTING_LIST_FILTER_KEYS.filter(
  (key) => key !== 'clientId' && key !== 'deadlineWithinDays',
)

/** A query string's filters as a saved search keeps them: canonical (sorted), no page or sort. */
function savedFilters(
  queryString: string,
  schema: typeof castingListQuerySchema | typeof modelListQuerySchema,
  keys: readonly string[],
) {
  const params = new URLSearchParams(queryString)
  const parsed = schema.safeParse(Object.fromEntries(params))
  if (!parsed.success) return { ok: false as const }
  const data = parsed.data as Record<string, unknown>
  const filters: Record<string, string | number | boolean> = {}
  for (const key of keys) {
    const value = data[key]
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      filters[key] = value
    }
  }
  const canonical = new URLSearchParams()
  for (const key of Object.keys(filters).sort()) canonical.append(key, String(filters[key]))
  return { ok: true as const, filters, query: canonical.toString() }
}

/** The filters of a query string as a saved castings search keeps them. */
export const savedCastingFilters = (queryString: string) =>
  savedFilters(queryString, castingListQuerySchema, SAVED_CASTING_FILTER_KEYS)

/**
 * The filters of a /models query string as a client's saved models search keeps them: every
 * filter of the directory (ages are read on the day of each run, as the directory does).
 */
export const savedModelFilters = (queryString: string) =>
  savedFilters(queryString, modelListQuerySchema, MODEL_LIST_FILTER_KEYS)

/** The filters of a saved search of either kind. */
export const savedSearchFilters = (kind: SavedSearchKind, queryString: string) =>
  kind === 'models' ? savedModelFilters(queryString) : savedCastingFilters(queryString)

export const savedSearchInputSchema = z.object({
  kind: z.enum(SAVED_SEARCH_KIND_VALUES, { error: MESSAGES.INVALID }),
  name: requiredText(SAVED_SEARCH_LIMITS.NAME_MAX),
  /** The list page's query string (?q=…&cityId=…); page and sort are ignored. */
  query: z.string({ error: MESSAGES.INVALID }).max(SAVED_SEARCH_LIMITS.QUERY_MAX, {
    error: MESSAGES.INVALID,
  }),
})
export type SavedSearchInput = z.infer<typeof savedSearchInputSchema>

export const savedSearchPatchSchema = z
  .object({
    name: requiredText(SAVED_SEARCH_LIMITS.NAME_MAX).optional(),
    paused: z.boolean({ error: MESSAGES.INVALID }).optional(),
  })
  .refine((patch) => patch.name !== undefined || patch.paused !== undefined, {
    error: MESSAGES.INVALID,
  })
export type SavedSearchPatch = z.infer<typeof savedSearchPatchSchema>

export const savedSearchIdParamsSchema = z.object({ id: queryIdSchema() })

export const savedSearchSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SAVED_SEARCH_KIND_VALUES),
  name: z.string(),
  /** The list page's query string: open the page with it to see every match. */
  query: z.string(),
  paused: z.boolean(),
  /** Matches found since the search was saved. */
  matchCount: z.number().int(),
  lastMatchedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
})
export type SavedSearch = z.infer<typeof savedSearchSchema>

export const savedSearchListSchema = z.object({
  items: z.array(savedSearchSchema),
  /** False once the owner turned the digest e-mails off (one-click unsubscribe or My page). */
  alertEmails: z.boolean(),
})
export const savedSearchListResponseSchema = envelopeSchema(savedSearchListSchema)
export const savedSearchResponseSchema = envelopeSchema(savedSearchSchema)

export const alertEmailsInputSchema = z.object({ on: z.boolean({ error: MESSAGES.INVALID }) })

/** POST /alerts/unsubscribe?u=&t= (RFC 8058 one-click): the token signs the user id. */
export const alertUnsubscribeQuerySchema = z.object({
  u: queryIdSchema(),
  t: z.string().max(100),
})

export const SAVED_SEARCH_SERVER_MESSAGES = {
  SAVED: 'Search saved. We will tell you when something new matches it.',
  UPDATED: 'Saved search updated.',
  DELETED: 'Saved search deleted.',
  TOO_MANY: `You can keep up to ${SAVED_SEARCH_LIMITS.PER_USER_MAX} saved searches. Delete one to save another.`,
  NO_FILTERS: 'Choose at least one filter or type a search before saving it.',
  NOT_FOUND: 'This saved search does not exist.',
  MODELS_CLIENTS_ONLY: 'Only client accounts can save a search of models.',
  ALERT_EMAILS_ON: 'Alert e-mails are on.',
  ALERT_EMAILS_OFF: 'Alert e-mails are off. New matches still appear in your notifications.',
} as const
