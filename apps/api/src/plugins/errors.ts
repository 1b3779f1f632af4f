import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ERROR_CODES, SERVER_MESSAGES, type ApiError, type ErrorCode } from '@cnm/contracts'
import { isHttpError } from '../lib/http-error.js'
import { localizeError } from '../lib/i18n/localize.js'
import { requestLanguage } from './i18n.js'

interface ValidationIssue {
  instancePath?: string
  message?: string
}

/**
 * `fields` holds the first message per field path ("countryNumber.id"), the way
 * the forms show errors (spec §5); `message` repeats the first one with its path
 * so an alert alone still tells the user what to fix.
 */
export function toValidationError(issues: readonly ValidationIssue[]): Required<ApiError> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.')
    if (!(path in fields)) fields[path] = issue.message ?? SERVER_MESSAGES.VALIDATION_FAILED
  }
  const [firstPath, firstMessage] = Object.entries(fields)[0] ?? ['', '']
  const message = firstPath
    ? `${firstPath}: ${firstMessage}`
    : firstMessage || SERVER_MESSAGES.VALIDATION_FAILED
  return { message, code: ERROR_CODES.VALIDATION_FAILED, fields }
}

// Framework and plugin errors carry only a status; these give them our wording.
const CLIENT_ERRORS: Partial<Record<number, { code: ErrorCode; message?: string }>> = {
  401: { code: 'UNAUTHORIZED', message: SERVER_MESSAGES.UNAUTHORIZED },
  403: { code: 'FORBIDDEN', message: SERVER_MESSAGES.FORBIDDEN },
  404: { code: 'NOT_FOUND', message: SERVER_MESSAGES.NOT_FOUND },
  409: { code: 'CONFLICT' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: SERVER_MESSAGES.PAYLOAD_TOO_LARGE },
  429: { code: 'RATE_LIMITED', message: SERVER_MESSAGES.RATE_LIMITED },
}

// A dependency that refused or gave no connection in time: the same request may well succeed
// in a moment, so the answer is 503 with Retry-After, not 500 (issue #30's load run on a busy
// machine). Codes: Node's, Prisma's (P1001 cannot reach, P1017 closed, P2024 pool timeout) and
// Postgres' (57P03 cannot connect now, 53300 too many connections).
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'P1001', 'P1017', 'P2024', '57P03', '53300'])
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated due to connection timeout/
export const RETRY_AFTER_SECONDS = 5

export function isDependencyUnavailable(error: unknown): boolean {
  let current = error
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const { code, message, cause } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
    }
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true
    current = cause
  }
  return false
}

function toApiError(error: FastifyError): { statusCode: number; body: ApiError } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { statusCode: 400, body: toValidationError(error.validation) }
  }
  if (isHttpError(error)) {
    const body: ApiError = { message: error.message, code: error.code }
    if (error.fields) body.fields = error.fields
    return { statusCode: error.statusCode, body }
  }
  const statusCode = error.statusCode ?? 500
  if (statusCode >= 400 && statusCode < 500) {
    const known = CLIENT_ERRORS[statusCode]
    // Remaining 4xx come from Fastify's body parsing (bad JSON, wrong content type):
    // its wording is safe to show and says what is wrong with the request.
    return {
      statusCode,
      body: {
        message: known?.message ?? error.message,
        code: known?.code ?? ERROR_CODES.VALIDATION_FAILED,
      },
    }
  }
  if (isDependencyUnavailable(error)) {
    return {
      statusCode: 503,
      body: { message: SERVER_MESSAGES.SERVICE_UNAVAILABLE, code: ERROR_CODES.SERVICE_UNAVAILABLE },
    }
  }
  return {
    statusCode: 500,
    body: { message: SERVER_MESSAGES.INTERNAL, code: ERROR_CODES.INTERNAL },
  }
}

/**
 * One error handler for the whole app: every failure answers `{ message, code, fields? }`,
 * in the request's language (ADR 0022).
 */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const { statusCode, body } = toApiError(error)
      if (statusCode >= 500) {
        // The client gets a generic message; the log keeps the real error.
        request.log.error({ err: error }, 'request failed')
      } else {
        request.log.info({ code: body.code, statusCode, reason: error.message }, 'request rejected')
      }
      const translations = isHttpError(error) ? error.translations : undefined
      if (statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS))
      return reply
        .code(statusCode)
        .send(localizeError(body, requestLanguage(request), translations))
    })

    app.setNotFoundHandler((request, reply) =>
      reply
        .code(404)
        .send(
          localizeError(
            { message: SERVER_MESSAGES.NOT_FOUND, code: ERROR_CODES.NOT_FOUND },
            requestLanguage(request),
          ),
        ),
    )
  },
  { name: 'errors', fastify: '5.x' },
)
