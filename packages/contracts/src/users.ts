import { z } from 'zod'
import { EXAMINATION_STATUS_IDS, LOGIN_TYPE_IDS, ROLE_VALUES, SERVICE_TYPE_IDS } from './ids.js'
import { businessRegistrationSchema } from './business-number.js'
import { envelopeSchema, isoDateTimeSchema, queryIdSchema } from './common.js'
import { LANGUAGES } from './i18n.js'
import { MESSAGES } from './messages.js'

// Answer shapes only: no transforms, so the API can serialise them and publish them
// as OpenAPI. city_name / country_name keep the spec's snake_case (§3).

const namedRefSchema = z.object({ id: z.number().int(), value: z.string() })

export const countryNumberSchema = namedRefSchema.extend({ number: z.string() })
export type CountryNumber = z.infer<typeof countryNumberSchema>

export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  serviceType: z.literal(SERVICE_TYPE_IDS),
  loginType: z.literal(LOGIN_TYPE_IDS),
  examinationStatus: z.literal(EXAMINATION_STATUS_IDS),
  role: z.enum(ROLE_VALUES),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  countryNumber: countryNumberSchema.nullable(),
  nationality: namedRefSchema.nullable(),
  currentLocation: z.string().nullable(),
  city_name: z.string().nullable(),
  country_name: z.string().nullable(),
  companyLocation: z.string().nullable(),
  agency: z.string().nullable(),
  homePage: z.string().nullable(),
  /** A client's business registration number and its checked status (ADR 0043); null if none. */
  business: businessRegistrationSchema.nullable(),
  categoryOneDepth: namedRefSchema.nullable(),
  categoryTwoDepth: z.array(namedRefSchema),
  allowNotification: z.boolean(),
  allowReceive: z.boolean(),
  // Derived by the API from examinationStatus === APPROVAL (spec §4), sent so the web
  // never re-derives it differently.
  isPro: z.boolean(),
  // ADR 0022: the language of the user's messages and e-mails; null until one is known.
  language: z.enum(LANGUAGES).nullable(),
  createdAt: isoDateTimeSchema,
})
export type CurrentUser = z.infer<typeof currentUserSchema>

/** GET /users/0 -> data.user */
export const currentUserDataSchema = z.object({ user: currentUserSchema })
export const currentUserResponseSchema = envelopeSchema(currentUserDataSchema)
export type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>

/** GET /users/current-location: the profile's place, else a guess from the caller's IP. */
export const currentLocationSchema = z.object({
  city_name: z.string().nullable(),
  country_name: z.string().nullable(),
  countryId: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
  source: z.enum(['profile', 'ip', 'unknown']),
})
export type CurrentLocation = z.infer<typeof currentLocationSchema>
export const currentLocationResponseSchema = envelopeSchema(currentLocationSchema)

/** PATCH /users/model-request answers with the new status so the web can update its cache. */
export const modelRequestResultSchema = z.object({
  examinationStatus: z.literal(EXAMINATION_STATUS_IDS),
})
export type ModelRequestResult = z.infer<typeof modelRequestResultSchema>
export const modelRequestResponseSchema = envelopeSchema(modelRequestResultSchema)

export const userIdParamsSchema = z.object({ id: queryIdSchema() })
export type UserIdParams = z.infer<typeof userIdParamsSchema>

/** PATCH /users/0/language (ADR 0022): the language the API answers and mails this user in. */
export const updateLanguageSchema = z.object({
  language: z.enum(LANGUAGES, { error: MESSAGES.INVALID }),
})
export type UpdateLanguage = z.infer<typeof updateLanguageSchema>
export const updateLanguageResponseSchema = envelopeSchema(updateLanguageSchema)
/**
 * DELETE /users/:id body. Withdrawing one's own e-mail account needs its current password;
 * a Google account needs a Google sign-in from the last few minutes instead (ADR 0019).
 */
export const accountDeletionPayloadSchema = z.object({
  currentPassword: z.string().max(200).optional(),
})
export type AccountDeletionPayload = z.infer<typeof accountDeletionPayloadSchema>
