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

// A proposal opened for one model (targetModelId or targetModelProfileId set) asks for that one model,
// so the web presets modelNumber to this and locks it.
export const PROPOSAL_TARGET_MODEL_NUMBER = 1
