import { z } from 'zod'
import { isInfoTypeId, type InfoTypeId } from './ids.js'
import { MESSAGES, SERVER_MESSAGES } from './messages.js'
import { envelopeSchema, queryBoolean, queryIdSchema } from './common.js'
import { LANGUAGES } from './i18n.js'

// Spec §3 info items: "value or name" — the API always answers `value`.
export const infoItemSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  /** Dialling code for countries ("82"), without the plus sign. */
  number: z.string().nullable().optional(),
  /** Flag image for countries. */
  url: z.string().nullable().optional(),
  parentId: z.number().int().nullable().optional(),
  get children(): z.ZodOptional<z.ZodArray<typeof infoItemSchema>> {
    return z.array(infoItemSchema).optional()
  },
})
export type InfoItem = z.infer<typeof infoItemSchema>

export const countryItemSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  number: z.string(),
  url: z.string(),
})
export type CountryItem = z.infer<typeof countryItemSchema>

/**
 * ADR 0022: `?lang=ko` asks for the names in that language. Without it the API goes by the
 * `cnm_lang` cookie, then Accept-Language; the web always sends it, so its answers depend on
 * the URL alone and caches (the API's front cache, the browser's) need no Vary on cookies.
 */
const languageParam = z.enum(LANGUAGES, { error: MESSAGES.INVALID }).optional()

/** GET /infos/country-list?lang=ko */
export const countryListQuerySchema = z.object({ lang: languageParam })
export type CountryListQuery = z.infer<typeof countryListQuerySchema>

/** GET /infos?type=7&parentId=2&withChildren=true&lang=ko (all query strings). */
export const infosQuerySchema = z.object({
  type: z.coerce
    .number({ error: SERVER_MESSAGES.INFO_TYPE_UNKNOWN })
    .refine(isInfoTypeId, { error: SERVER_MESSAGES.INFO_TYPE_UNKNOWN })
    .transform((value) => value as InfoTypeId),
  parentId: queryIdSchema().optional(),
  withChildren: queryBoolean().optional(),
  lang: languageParam,
})
export type InfosQuery = z.infer<typeof infosQuerySchema>
export type InfosQueryInput = z.input<typeof infosQuerySchema>

/** GET /infos and GET /infos/country-list -> data.infos */
export const infosDataSchema = z.object({ infos: z.array(infoItemSchema) })
export const infosResponseSchema = envelopeSchema(infosDataSchema)
export type InfosResponse = z.infer<typeof infosResponseSchema>

export const countryListDataSchema = z.object({ infos: z.array(countryItemSchema) })
export const countryListResponseSchema = envelopeSchema(countryListDataSchema)
export type CountryListResponse = z.infer<typeof countryListResponseSchema>

/** GET /users/most-keyword-top-10 -> data.keywords */
export const keywordTopSchema = z.object({
  id: z.number().int(),
  value: z.string(),
  count: z.number().int().min(0),
})
export type KeywordTop = z.infer<typeof keywordTopSchema>
export const keywordTopDataSchema = z.object({ keywords: z.array(keywordTopSchema).max(10) })
export const keywordTopResponseSchema = envelopeSchema(keywordTopDataSchema)
export type KeywordTopResponse = z.infer<typeof keywordTopResponseSchema>
