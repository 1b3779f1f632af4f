// Puts the answers' messages into the request's language (ADR 0022). Services, schemas and
// tests keep using the English catalogue texts; this is the one place that swaps them, once
// per answer, through the contracts' catalogues: by name where the text is known (messageIn), else by
// naming the English text first (translateMessage).
import {
  messageIn,
  translateMessage,
  type ApiError,
  type ErrorCode,
  type Language,
  type MessageName,
} from '@cnm/contracts'

// What a Korean visitor reads when a text is in no catalogue (a library's own wording, such as
// Fastify's "Body cannot be empty …"): a catalogue text of the same meaning, never English.
const FALLBACK_BY_CODE: Readonly<Record<ErrorCode, MessageName>> &
  Partial<Record<string, MessageName>> = {
  VALIDATION_FAILED: 'SERVER_MESSAGES.VALIDATION_FAILED',
  UNAUTHORIZED: 'SERVER_MESSAGES.UNAUTHORIZED',
  SESSION_EXPIRED: 'SERVER_MESSAGES.SESSION_EXPIRED',
  INVALID_CREDENTIALS: 'SERVER_MESSAGES.INVALID_CREDENTIALS',
  PASSWORD_CHANGE_REQUIRED: 'SERVER_MESSAGES.PASSWORD_CHANGE_REQUIRED',
  FORBIDDEN: 'SERVER_MESSAGES.FORBIDDEN',
  NOT_FOUND: 'SERVER_MESSAGES.NOT_FOUND',
  CONFLICT: 'SERVER_MESSAGES.VALIDATION_FAILED',
  EMAIL_TAKEN: 'SERVER_MESSAGES.EMAIL_TAKEN',
  NOT_VERIFIED: 'SERVER_MESSAGES.NOT_VERIFIED',
  CODE_EXPIRED: 'SERVER_MESSAGES.CODE_EXPIRED',
  CODE_INVALID: 'SERVER_MESSAGES.CODE_INVALID',
  CODE_NOT_REQUESTED: 'SERVER_MESSAGES.CODE_NOT_REQUESTED',
  CODE_ATTEMPTS_EXCEEDED: 'SERVER_MESSAGES.CODE_ATTEMPTS_EXCEEDED',
  RATE_LIMITED: 'SERVER_MESSAGES.RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'SERVER_MESSAGES.PAYLOAD_TOO_LARGE',
  SERVICE_UNAVAILABLE: 'SERVER_MESSAGES.SERVICE_UNAVAILABLE',
  INTERNAL: 'SERVER_MESSAGES.INTERNAL',
}

/** `text` in `language`, or the text named `fallback` when `text` is in no catalogue. */
const translateOr = (text: string, language: Language, fallback: MessageName): string =>
  translateMessage(text, language) ?? messageIn(fallback, language)

/** The `message` of a success envelope; an unknown text falls back to "OK" in that language. */
export function localizeSuccessMessage(message: string, language: Language): string {
  if (language === 'en') return message
  return translateOr(message, language, 'SERVER_MESSAGES.OK')
}

/**
 * An error answer in `language`. Field messages come from the contracts' schemas (unknown
 * ones, such as zod's defaults, become "Is invalid." in that language); a message of the form
 * "path: text" that repeats a field's message is rebuilt from the translated field.
 * `translations` carries texts the catalogues cannot hold because they contain a number.
 */
export function localizeError(
  body: ApiError,
  language: Language,
  translations?: Partial<Record<Language, string>>,
): ApiError {
  if (language === 'en') return body
  let fields: Record<string, string> | undefined
  if (body.fields) {
    fields = {}
    for (const [path, text] of Object.entries(body.fields)) {
      fields[path] = translateOr(text, language, 'MESSAGES.INVALID')
    }
  }
  const message =
    translations?.[language] ??
    translateMessage(body.message, language) ??
    repeatedFieldMessage(body, fields) ??
    messageIn(FALLBACK_BY_CODE[body.code] ?? 'SERVER_MESSAGES.INTERNAL', language)
  return fields ? { ...body, message, fields } : { ...body, message }
}

function repeatedFieldMessage(
  body: ApiError,
  translatedFields: Record<string, string> | undefined,
): string | undefined {
  if (!body.fields || !translatedFields) return undefined
  for (const [path, text] of Object.entries(body.fields)) {
    if (body.message === `${path}: ${text}`) return `${path}: ${translatedFields[path]}`
  }
  return undefined
}
