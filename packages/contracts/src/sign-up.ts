import { z } from 'zod'
import {
  CATEGORY_ID,
  CLIENT_SECOND_LEVEL_CATEGORY_IDS,
  LOGIN_TYPE,
  LOGIN_TYPE_IDS,
  SERVICE_TYPE,
  SIGN_UP_SERVICE_TYPE_IDS,
  type LoginType,
  type SignUpServiceType,
} from './ids.js'
import { LIMITS } from './limits.js'
import { MESSAGES } from './messages.js'
import {
  emailCodeSchema,
  emailSchema,
  homePageSchema,
  idRefSchema,
  idValueSchema,
  optionalText,
  passwordSchema,
  phoneNumberSchema,
  requiredChoice,
  requiredOrInvalid,
  requiredText,
  smsCodeSchema,
  isObjectPayload,
} from './common.js'

// Spec §3 sign-up, §5 rules. Two schemas: the form the web validates on every change,
// and the payload the API re-validates. Rules that depend on another field (login type,
// service type, verification state) live in refinements that run even while other
// fields are still invalid (`when`), so the form shows every field's first error at once.

const CLIENT_ONLY_FIELDS = ['agency', 'companyLocation', 'homePage'] as const
/** Fields the web keeps for itself and never sends (spec §3 "some fields are removed"). */
export const SIGN_UP_FORM_ONLY_FIELDS = [
  'confirmPassword',
  'emailAuthCode',
  'smsAuthCode',
  'emailCertified',
  'smsCertified',
] as const

const consentSchema = z
  .boolean({ error: requiredOrInvalid })
  .refine((accepted) => accepted, { error: MESSAGES.REQUIRED })

const sharedShape = {
  serviceType: z.literal(SIGN_UP_SERVICE_TYPE_IDS, { error: requiredOrInvalid }),
  loginType: z.literal(LOGIN_TYPE_IDS, { error: requiredOrInvalid }),
  email: emailSchema,
  phoneNumber: phoneNumberSchema,
  countryNumber: idValueSchema,
  firstName: requiredText(LIMITS.NAME_MAX),
  lastName: requiredText(LIMITS.NAME_MAX),
  nationality: idRefSchema,
  currentLocation: requiredText(LIMITS.SHORT_TEXT_MAX),
  companyLocation: optionalText(LIMITS.MEDIUM_TEXT_MAX).optional(),
  agency: optionalText(LIMITS.SHORT_TEXT_MAX).optional(),
  homePage: optionalText(LIMITS.URL_MAX).optional(),
  categoryOneDepth: idValueSchema,
  categoryTwoDepth: z
    .array(idValueSchema, { error: requiredOrInvalid })
    .max(1, { error: MESSAGES.INVALID }),
  allowNotification: consentSchema,
  // Issue #26, ADR 0037: special offers are marketing, which PIPA art. 22 lets a person
  // decline without losing the service, so this one is optional.
  allowReceive: z.boolean({ error: MESSAGES.INVALID }),
  // Agreement to the Terms of use and to the Privacy policy, each asked for on its own
  // (PIPA art. 22); the API stores when each was given.
  acceptTerms: consentSchema,
  acceptPrivacy: consentSchema,
  /** Proof of the Google sign-in the API issued on /register/google (loginType 2 only). */
  signupTicket: z.string({ error: MESSAGES.INVALID }).max(LIMITS.TOKEN_MAX).optional(),
}

// The refinements see values that may still have the wrong type, so they read loosely.
type Loose = Record<string, unknown>

const firstMessage = (schema: z.ZodType, value: unknown): string | null => {
  const result = schema.safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? MESSAGES.INVALID)
}

const idOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : undefined

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/** Rules both the form and the payload enforce. */
const checkShared = (data: Loose, ctx: z.RefinementCtx, secondLevelRequired: boolean): void => {
  const issue = (path: string, message: string | null): void => {
    if (message !== null) ctx.addIssue({ code: 'custom', path: [path], message })
  }

  if (data.loginType === LOGIN_TYPE.SOCIAL) {
    issue('signupTicket', isBlank(data.signupTicket) ? MESSAGES.REQUIRED : null)
  }

  if (data.serviceType === SERVICE_TYPE.CLIENT_NORMAL) {
    // Spec §4: a client's category is fixed to professional, its second level from 37/38.
    issue('agency', firstMessage(requiredText(LIMITS.SHORT_TEXT_MAX), data.agency ?? ''))
    issue(
      'companyLocation',
      firstMessage(requiredText(LIMITS.MEDIUM_TEXT_MAX), data.companyLocation ?? ''),
    )
    issue('homePage', firstMessage(homePageSchema, data.homePage ?? ''))
    const categoryId = idOf(data.categoryOneDepth)
    if (categoryId !== undefined && categoryId !== CATEGORY_ID.PROFESSIONAL) {
      issue('categoryOneDepth', MESSAGES.INVALID)
    }
    const second = Array.isArray(data.categoryTwoDepth) ? data.categoryTwoDepth : []
    for (const item of second) {
      if (!(CLIENT_SECOND_LEVEL_CATEGORY_IDS as readonly unknown[]).includes(idOf(item))) {
        issue('categoryTwoDepth', MESSAGES.INVALID)
      }
    }
  }

  // Spec §5: required only when the chosen first level has second-level options.
  if (
    secondLevelRequired &&
    Array.isArray(data.categoryTwoDepth) &&
    data.categoryTwoDepth.length === 0
  ) {
    issue('categoryTwoDepth', MESSAGES.REQUIRED)
  }
}

export type SignUpFormOptions = {
  /** True when the selected first-level category has second-level options (known from GET /infos). */
  secondLevelRequired: boolean
}

/**
 * The web's sign-up form. A factory rather than a field because whether a second level
 * is required depends on data the form does not own (the option list for the chosen
 * category), and the API answers that question from its own table instead.
 */
export const makeSignUpFormSchema = ({ secondLevelRequired }: SignUpFormOptions) =>
  z
    .object({
      ...sharedShape,
      // Selects start empty (null); the payload itself never carries null.
      countryNumber: requiredChoice(idValueSchema),
      nationality: requiredChoice(idRefSchema),
      categoryOneDepth: requiredChoice(idValueSchema),
      emailAuthCode: z.string({ error: MESSAGES.INVALID }).optional(),
      password: z.string({ error: MESSAGES.INVALID }).optional(),
      confirmPassword: z.string({ error: MESSAGES.INVALID }).optional(),
      smsAuthCode: smsCodeSchema,
      /** Set by the web once GET /certifications answered true for the current e-mail. */
      emailCertified: z.boolean(),
      /** Same for the phone number. */
      smsCertified: z.boolean(),
    })
    .superRefine(
      (form: Loose, ctx) => {
        const issue = (path: string, message: string | null): void => {
          if (message !== null) ctx.addIssue({ code: 'custom', path: [path], message })
        }
        if (form.loginType === LOGIN_TYPE.EMAIL) {
          // Order per field: required -> 6 digits -> verified (spec §5).
          const codeError = firstMessage(emailCodeSchema, form.emailAuthCode ?? '')
          issue(
            'emailAuthCode',
            codeError ?? (form.emailCertified === true ? null : MESSAGES.SUBMIT_REQUIRED),
          )
          issue('password', firstMessage(passwordSchema, form.password ?? ''))
          if ((form.confirmPassword ?? '') !== (form.password ?? '')) {
            issue('confirmPassword', MESSAGES.CONFIRM_PASSWORD)
          }
        }
        if (smsCodeSchema.safeParse(form.smsAuthCode).success && form.smsCertified !== true) {
          issue('smsAuthCode', MESSAGES.SUBMIT_REQUIRED)
        }
        checkShared(form, ctx, secondLevelRequired)
      },
      { when: isObjectPayload },
    )

/**
 * The form without the second-level rule, for typing and for callers that do not know
 * the options. Validate with makeSignUpFormSchema when they are known.
 */
export const signUpFormSchema = makeSignUpFormSchema({ secondLevelRequired: false })
export type SignUpForm = z.infer<typeof signUpFormSchema>
export type SignUpFormInput = z.input<typeof signUpFormSchema>

/**
 * POST /users. The API also checks, against its own records, that the e-mail and phone
 * were verified and whether the chosen category has second-level options.
 */
export const signUpPayloadSchema = z
  .object({ ...sharedShape, password: passwordSchema.optional() })
  .superRefine(
    (payload: Loose, ctx) => {
      const issue = (path: string, message: string): void => {
        ctx.addIssue({ code: 'custom', path: [path], message })
      }
      if (payload.loginType === LOGIN_TYPE.EMAIL && isBlank(payload.password)) {
        issue('password', MESSAGES.REQUIRED)
      }
      // A Google account has no password of its own; accepting one would open a second way in.
      if (payload.loginType === LOGIN_TYPE.SOCIAL && payload.password !== undefined) {
        issue('password', MESSAGES.INVALID)
      }
      if (payload.serviceType !== SERVICE_TYPE.CLIENT_NORMAL) {
        for (const field of CLIENT_ONLY_FIELDS) {
          if (!isBlank(payload[field])) issue(field, MESSAGES.INVALID)
        }
      }
      checkShared(payload, ctx, false)
    },
    { when: isObjectPayload },
  )
export type SignUpPayload = z.infer<typeof signUpPayloadSchema>

/** What the web sends: drops form-only fields, client-only fields for models, and unused credentials. */
export const toSignUpPayload = (form: SignUpForm): SignUpPayload => {
  const {
    confirmPassword: _confirmPassword,
    emailAuthCode: _emailAuthCode,
    smsAuthCode: _smsAuthCode,
    emailCertified: _emailCertified,
    smsCertified: _smsCertified,
    password,
    signupTicket,
    agency,
    companyLocation,
    homePage,
    ...rest
  } = form
  return {
    ...rest,
    ...(form.loginType === LOGIN_TYPE.EMAIL ? { password } : { signupTicket }),
    ...(form.serviceType === SERVICE_TYPE.CLIENT_NORMAL
      ? { agency, companyLocation, homePage }
      : {}),
  }
}

/** Empty form for the chosen type and sign-up method (spec §4 flow: type, then method, then form). */
export const makeSignUpFormDefaults = (
  serviceType: SignUpServiceType,
  loginType: LoginType,
  prefill: { email?: string; signupTicket?: string } = {},
): SignUpFormInput => ({
  serviceType,
  loginType,
  email: prefill.email ?? '',
  emailAuthCode: '',
  password: '',
  confirmPassword: '',
  phoneNumber: '',
  countryNumber: null,
  smsAuthCode: '',
  firstName: '',
  lastName: '',
  nationality: null,
  currentLocation: '',
  companyLocation: '',
  agency: '',
  homePage: '',
  categoryOneDepth: null,
  categoryTwoDepth: [],
  allowNotification: false,
  allowReceive: false,
  acceptTerms: false,
  acceptPrivacy: false,
  emailCertified: false,
  smsCertified: false,
  ...(prefill.signupTicket === undefined ? {} : { signupTicket: prefill.signupTicket }),
})
