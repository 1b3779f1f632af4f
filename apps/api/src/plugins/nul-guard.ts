import fp from 'fastify-plugin'
import { MESSAGES } from '@cnm/contracts'
import { HttpError } from '../lib/http-error.js'

const NUL = '\u0000'
const MAX_DEPTH = 32

/** The dotted path of the first string holding NUL in `value`, or null when there is none. */
export function findNul(value: unknown, path: readonly string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes(NUL) ? [...path] : null
  if (value === null || typeof value !== 'object' || path.length >= MAX_DEPTH) return null
  for (const [key, item] of Object.entries(value)) {
    // A key with NUL is as unstorable as a value with it.
    if (key.includes(NUL)) return [...path, key.replaceAll(NUL, '')]
    const found = findNul(item, [...path, key])
    if (found) return found
  }
  return null
}

/**
 * Postgres cannot store NUL in text, so a request carrying it would fail as a database
 * error (a 500). Forms refuse it field by field through the contracts' `textField`; this
 * hook answers the same 400 for every other string of a query, path or JSON body, before
 * any route sees it.
 */
export const nulGuardPlugin = fp(
  async (app) => {
    app.addHook('preValidation', (request, _reply, done) => {
      for (const part of [request.params, request.query, request.body]) {
        const path = findNul(part)
        if (!path) continue
        const field = path.join('.')
        done(
          new HttpError(
            'VALIDATION_FAILED',
            field ? `${field}: ${MESSAGES.INVALID}` : MESSAGES.INVALID,
            field ? { fields: { [field]: MESSAGES.INVALID } } : {},
          ),
        )
        return
      }
      done()
    })
  },
  { name: 'nul-guard', fastify: '5.x', dependencies: ['errors'] },
)
