import { HttpError } from '../http-error.js'

/**
 * A 400 shaped like the schema validation answers (plugins/errors.ts): `fields` holds the
 * message per field and `message` repeats the first one with its path, for checks that
 * need the database and so cannot live in the contracts' schemas.
 */
export function validationError(fields: Record<string, string>): HttpError {
  const [path, message] = Object.entries(fields)[0] ?? ['', '']
  return new HttpError('VALIDATION_FAILED', path ? `${path}: ${message}` : message, { fields })
}
