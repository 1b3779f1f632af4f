import { ERROR_HTTP_STATUS, SERVER_MESSAGES, type ErrorCode, type Language } from '@cnm/contracts'

/**
 * An error whose message and code are meant for the client. Services throw it;
 * the error handler turns it into `{ message, code }` with the code's status.
 * Anything else that reaches the handler is treated as a bug and hidden.
 */
export class HttpError extends Error {
  readonly statusCode: number
  /** First message per invalid field, for forms (contracts `apiErrorSchema.fields`). */
  readonly fields: Record<string, string> | undefined
  /**
   * The message in other languages, for texts the catalogues cannot hold (they carry a
   * number); catalogue texts are translated by the error handler (ADR 0022).
   */
  readonly translations: Partial<Record<Language, string>> | undefined

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: {
      statusCode?: number
      fields?: Record<string, string>
      translations?: Partial<Record<Language, string>>
      cause?: unknown
    } = {},
  ) {
    super(message, { cause: options.cause })
    this.name = 'HttpError'
    this.statusCode = options.statusCode ?? ERROR_HTTP_STATUS[code]
    this.fields = options.fields
    this.translations = options.translations
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError
}

export const unauthorized = (message: string = SERVER_MESSAGES.UNAUTHORIZED) =>
  new HttpError('UNAUTHORIZED', message)

export const forbidden = (message: string = SERVER_MESSAGES.FORBIDDEN) =>
  new HttpError('FORBIDDEN', message)

export const notFound = (message: string = SERVER_MESSAGES.NOT_FOUND) =>
  new HttpError('NOT_FOUND', message)
