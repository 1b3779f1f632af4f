import { z } from 'zod'
import { SIGN_UP_SERVICE_TYPE_IDS } from './ids.js'
import { LIMITS } from './limits.js'
import { MESSAGES } from './messages.js'
import {
  emailSchema,
  envelopeSchema,
  passwordSchema,
  requiredOrInvalid,
  requiredText,
  rule,
  textField,
  isObjectPayload,
} from './common.js'
import { currentUserSchema } from './users.js'

const storedPasswordSchema = textField([rule.filled, rule.maxLength(LIMITS.LOGIN_PASSWORD_MAX)], {
  trim: false,
})

// Log-in checks presence only: re-running the password policy would tell a caller
// which guesses cannot be right, and the API answers one message for every failure.
export const loginPayloadSchema = z.object({
  email: emailSchema,
  password: storedPasswordSchema,
})
export type LoginPayload = z.infer<typeof loginPayloadSchema>

export const temporaryPasswordPayloadSchema = z.object({ email: emailSchema })
export type TemporaryPasswordPayload = z.infer<typeof temporaryPasswordPayloadSchema>

export const passwordChangePayloadSchema = z.object({
  currentPassword: storedPasswordSchema,
  newPassword: passwordSchema,
})
export type PasswordChangePayload = z.infer<typeof passwordChangePayloadSchema>

/** The web's change-password form: the payload plus a confirmation that is never sent. */
export const passwordChangeFormSchema = passwordChangePayloadSchema
  .extend({ confirmNewPassword: z.string({ error: requiredOrInvalid }) })
  .superRefine(
    (form, ctx) => {
      if (typeof form.newPassword === 'string' && form.confirmNewPassword !== form.newPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmNewPassword'],
          message: MESSAGES.CONFIRM_PASSWORD,
        })
      }
    },
    // Run even when other fields fail, so the mismatch shows while the user types.
    { when: isObjectPayload },
  )
export type PasswordChangeForm = z.infer<typeof passwordChangeFormSchema>

export const toPasswordChangePayload = ({
  confirmNewPassword: _confirm,
  ...payload
}: PasswordChangeForm): PasswordChangePayload => payload

const tokenSchema = requiredText(LIMITS.TOKEN_MAX)

/**
 * Answer of log-in, sign-up and refresh: `data.token` is the access token (spec §7). The
 * refresh token is not in it: the API sets it as an HttpOnly cookie (ADR 0019).
 */
export const authSessionSchema = z.object({
  token: z.string(),
  /** Access-token lifetime in seconds. */
  expiresIn: z.number().int().positive(),
  user: currentUserSchema,
  /** Set after logging in with a temporary password; the web sends the user to change it. */
  passwordChangeRequired: z.boolean().optional(),
})
export type AuthSession = z.infer<typeof authSessionSchema>
export const authSessionResponseSchema = envelopeSchema(authSessionSchema)
export type AuthSessionResponse = z.infer<typeof authSessionResponseSchema>

// Google sign-in (spec §7: an external redirect whose state carries serviceType and the
// return path). The API's callback redirects to /register/google?ticket=..., and the web
// trades the one-time ticket here, so tokens never appear in a URL.
export const googleExchangePayloadSchema = z.object({ ticket: tokenSchema })
export type GoogleExchangePayload = z.infer<typeof googleExchangePayloadSchema>

export const googleExchangeResultSchema = z.discriminatedUnion('kind', [
  /** The Google account already has a user: logged in. */
  z.object({ kind: z.literal('session'), session: authSessionSchema }),
  /** No user yet: continue with the sign-up form, loginType 2, carrying signupTicket. */
  z.object({
    kind: z.literal('signup'),
    signupTicket: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    /**
     * The type chosen before leaving for Google (carried in the OAuth state). Optional so an
     * answer without it still parses; the web then falls back to its SIGNUP_SERVICE_TYPE cookie.
     */
    serviceType: z.literal(SIGN_UP_SERVICE_TYPE_IDS).optional(),
  }),
])
export type GoogleExchangeResult = z.infer<typeof googleExchangeResultSchema>
export const googleExchangeResponseSchema = envelopeSchema(googleExchangeResultSchema)

// Only same-site paths: an absolute or protocol-relative URL would make the callback an open redirect.
const SAFE_RETURN_PATH = /^\/(?![/\\])[^\s]*$/

/** GET /auth/google?serviceType=1&returnTo=/castings */
export const googleStartQuerySchema = z.object({
  serviceType: z.coerce
    .number({ error: MESSAGES.INVALID })
    .pipe(z.literal(SIGN_UP_SERVICE_TYPE_IDS, { error: MESSAGES.INVALID }))
    .optional(),
  returnTo: textField([rule.maxLength(LIMITS.URL_MAX), rule.matches(SAFE_RETURN_PATH)]).optional(),
})
export type GoogleStartQuery = z.infer<typeof googleStartQuerySchema>
