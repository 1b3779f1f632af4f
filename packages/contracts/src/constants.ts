// Codes, limits and patterns shared by the API and the web app (spec §3, §5, §9).
// Every `as const` object comes with a union type of its values so a column,
// a query parameter and a select option cannot drift apart.

type ValueOf<T> = T[keyof T]

export const SERVICE_TYPE = { MODEL_NORMAL: 1, MODEL_PRO: 2, CLIENT_NORMAL: 3 } as const
export type ServiceType = ValueOf<typeof SERVICE_TYPE>
export const SERVICE_TYPE_IDS = [1, 2, 3] as const satisfies readonly ServiceType[]
// Pro (2) is earned through examination (spec §6), so a sign-up may only claim 1 or 3.
export const SIGN_UP_SERVICE_TYPE_IDS = [1, 3] as const satisfies readonly ServiceType[]
export type SignUpServiceType = (typeof SIGN_UP_SERVICE_TYPE_IDS)[number]

export const isModelServiceType = (type: number): boolean =>
  type === SERVICE_TYPE.MODEL_NORMAL || type === SERVICE_TYPE.MODEL_PRO
export const isClientServiceType = (type: number): boolean => type === SERVICE_TYPE.CLIENT_NORMAL

export const LOGIN_TYPE = { EMAIL: 1, SOCIAL: 2 } as const
export type LoginType = ValueOf<typeof LOGIN_TYPE>
export const LOGIN_TYPE_IDS = [1, 2] as const satisfies readonly LoginType[]

export const CERTIFICATION_TYPE = { EMAIL: 1, PHONE: 2 } as const
export type CertificationType = ValueOf<typeof CERTIFICATION_TYPE>
export const CERTIFICATION_TYPE_IDS = [1, 2] as const satisfies readonly CertificationType[]

export const EXAMINATION_STATUS = { NONE: 1, REQUEST: 2, APPROVAL: 3 } as const
export type ExaminationStatus = ValueOf<typeof EXAMINATION_STATUS>
export const EXAMINATION_STATUS_IDS = [1, 2, 3] as const satisfies readonly ExaminationStatus[]
// Spec §4: only approval makes a pro user.
export const isProExamination = (status: number): boolean => status === EXAMINATION_STATUS.APPROVAL

export const ROLE = { USER: 'USER', ADMIN: 'ADMIN' } as const
export type Role = ValueOf<typeof ROLE>
export const ROLE_VALUES = ['USER', 'ADMIN'] as const satisfies readonly Role[]

export const INFO_TYPE = {
  RACE: 1,
  EYE_COLOUR: 2,
  HAIR_COLOUR: 3,
  GENDER: 4,
  MODEL_FEE: 5,
  SHOOT_TYPE: 6,
  CATEGORY: 7,
  CATEGORY_DEPTH: 8,
  CAREER: 9,
  KEYWORD: 10,
  AGE: 12,
  REPORT_REASON: 13,
  CITY: 18,
} as const
export type InfoTypeId = ValueOf<typeof INFO_TYPE>
export const INFO_TYPE_IDS = Object.values(INFO_TYPE) as readonly InfoTypeId[]
export const isInfoTypeId = (value: number): value is InfoTypeId =>
  (INFO_TYPE_IDS as readonly number[]).includes(value)

// Countries live in the same info table as the other lists (id, value, number, url),
// but the spec serves them only through GET /infos/country-list and never names a
// type id for them. 100 sits well clear of the spec's ids (1-18) so a future spec
// type cannot collide, and it is deliberately absent from INFO_TYPE_IDS so that
// GET /infos?type=100 is rejected like any other unknown type.
export const COUNTRY_INFO_TYPE = 100

export const CATEGORY_ID = { PROFESSIONAL: 2, ENTERTAINMENT: 37, MODEL_AGENCY: 38 } as const
export type CategoryId = ValueOf<typeof CATEGORY_ID>
// Spec §3/§4: a client's first-level category is fixed to professional, and its
// second level is chosen from this special list.
export const CLIENT_SECOND_LEVEL_CATEGORY_IDS = [
  CATEGORY_ID.ENTERTAINMENT,
  CATEGORY_ID.MODEL_AGENCY,
] as const

// Max lengths are ours (the spec gives none); they keep one request from filling a
// column or an e-mail body, and are generous enough that no real input hits them.
export const LIMITS = {
  PASSWORD_MIN: 8,
  PASSWORD_MAX: 16,
  // Log-in accepts any stored password up to this length without re-checking the policy.
  LOGIN_PASSWORD_MAX: 128,
  CODE_LENGTH: 6,
  SMS_CODE_MIN: 6,
  SMS_CODE_MAX: 10,
  EMAIL_MAX: 254,
  NAME_MAX: 50,
  PHONE_DIGITS_MIN: 4,
  PHONE_DIGITS_MAX: 15,
  PHONE_INPUT_MAX: 20,
  COUNTRY_CODE_MAX_DIGITS: 4,
  SHORT_TEXT_MAX: 100,
  MEDIUM_TEXT_MAX: 200,
  URL_MAX: 2048,
  TITLE_MAX: 200,
  LONG_TEXT_MAX: 5000,
  REASON_MAX: 500,
  TOKEN_MAX: 4096,
  // Upper bounds on proposal numbers only catch typos; values are still plain integers.
  CONTRACT_PERIOD_MAX_MONTHS: 1200,
  BUDGET_MAX: Number.MAX_SAFE_INTEGER,
  AGE_MAX: 150,
  MODEL_NUMBER_MAX: 10000,
  PAGE_SIZE_DEFAULT: 20,
  PAGE_SIZE_MAX: 100,
} as const

// Verification-code policy. The spec fixes only the length; expiry, attempts and the
// resend pause are ours, shared so the web can show a countdown that matches the API.
export const VERIFICATION = {
  CODE_TTL_SECONDS: 600,
  MAX_ATTEMPTS: 5,
  RESEND_COOLDOWN_SECONDS: 60,
  // How long a successful check counts for sign-up.
  CERTIFIED_TTL_SECONDS: 1800,
  // Google sign-up ticket lifetime (same 1 h window as the sign-up cookies).
  SIGNUP_TICKET_TTL_SECONDS: 3600,
} as const

// Spec §5: word characters and hyphens, an @, a domain, ending in 2-4 letters.
// Dots are allowed between word/hyphen groups on both sides (first.last@mail.example.co.kr),
// never leading, trailing or doubled. `+` and other symbols are rejected, as the spec lists none.
export const EMAIL_PATTERN = /^[\w-]+(?:\.[\w-]+)*@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,4}$/

export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*'
// Spec §5: 8-16 characters from letters, digits and !@#$%^&*, at least one of each class.
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{8,16}$/

export const CODE_PATTERN = /^\d{6}$/
export const SMS_CODE_PATTERN = /^\d{6,10}$/
// Digits with optional spaces or hyphens as typed; the API normalises before sending SMS.
export const PHONE_NUMBER_PATTERN = /^\d[\d -]*\d$/
export const COUNTRY_CODE_PATTERN = /^\d{1,4}$/
// Loose on purpose: a scheme is optional, a dotted host is not.
export const HOMEPAGE_PATTERN = /^(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/

// Spec §5 mentions a YouTube watch-link pattern; both the long and the short link forms
// carry the 11-character video id in group 1.
export const YOUTUBE_WATCH_PATTERN =
  /^(?:https?:\/\/)?(?:www\.|m\.)?(?:youtube\.com\/watch\?(?:[\w-]+=[\w%.-]*&)*v=([\w-]{11})(?:&[\w-]+=[\w%.-]*)*|youtu\.be\/([\w-]{11})(?:\?[\w%=&.-]*)?)$/

export const extractYoutubeVideoId = (url: string): string | null => {
  const match = YOUTUBE_WATCH_PATTERN.exec(url.trim())
  return match ? (match[1] ?? match[2] ?? null) : null
}

const DAY_SECONDS = 24 * 60 * 60

// Cookie names are not in the spec (§3 says "names not shown"); these are ours.
// The access and refresh cookies are written by the web app and read on every call
// (spec §7), so they are not httpOnly. The two 1 h cookies carry the Google sign-in
// round trip: where to return to, and which service type the visitor picked before
// leaving for Google (spec §7 "state carries serviceType and the return path").
export const COOKIE = {
  ACCESS_TOKEN: {
    name: 'cnm_at',
    maxAgeDays: 0.25,
    maxAgeSeconds: 0.25 * DAY_SECONDS,
    secure: false,
  },
  REFRESH_TOKEN: {
    name: 'cnm_rt',
    maxAgeDays: 0.25,
    maxAgeSeconds: 0.25 * DAY_SECONDS,
    secure: false,
  },
  OAUTH_RETURN_PATH: {
    name: 'cnm_oauth_return',
    maxAgeDays: 1 / 24,
    maxAgeSeconds: DAY_SECONDS / 24,
    secure: true,
  },
  SIGNUP_SERVICE_TYPE: {
    name: 'cnm_signup_service',
    maxAgeDays: 1 / 24,
    maxAgeSeconds: DAY_SECONDS / 24,
    secure: true,
  },
  // ADR 0014: the visitor's language, written by the web app, readable by the API.
  LANGUAGE: {
    name: 'cnm_lang',
    maxAgeDays: 365,
    maxAgeSeconds: 365 * DAY_SECONDS,
    secure: false,
  },
} as const
export type CookieKey = keyof typeof COOKIE

export const AUTH_HEADER = 'Authorization'
export const bearer = (token: string | undefined | null): string => `Bearer ${token ?? ''}`

// Spec §2, §9.
export const UI = {
  MODAL_FULLSCREEN_BELOW_PX: 860,
  BREAKPOINTS: { xs: 0, sm: 768, md: 1080, lg: 1400, xl: 1536 },
  PRIMARY_COLOR: '#ec7969',
  FOOTER_MAX_WIDTH_PX: 1400,
  LOGO: { desktop: { width: 131, height: 54 }, mobile: { width: 102, height: 43 } },
  FONT_FAMILY: 'sans-serif',
  LAZY_FALLBACK_DELAY_MS: 200,
  PROPOSAL_CLOSE_DELAY_MS: 2000,
  MESSAGE_CLOSE_DELAY_MS: 3000,
  DEFAULT_DESCRIPTION: 'Digital Casting Platform',
  COPYRIGHT_YEAR: 2025,
} as const

// Spec §7: fresh for 60 s, no retry, no refetch on focus; current user fresh 6 h;
// info lists never go stale.
export const QUERY_POLICY = {
  DEFAULT_STALE_MS: 60_000,
  DEFAULT_RETRY: false,
  REFETCH_ON_WINDOW_FOCUS: false,
  CURRENT_USER_STALE_MS: 6 * 60 * 60 * 1000,
  CURRENT_USER_RETRY: false,
  INFO_STALE_MS: Number.POSITIVE_INFINITY,
  INFO_GC_MS: Number.POSITIVE_INFINITY,
} as const

// A proposal opened from one model's profile (targetModelId set) asks for that one model,
// so the web presets modelNumber to this and locks it.
export const PROPOSAL_TARGET_MODEL_NUMBER = 1
