import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify'
import { apiErrorSchema } from '@cnm/contracts'
import { unauthorized } from '../http-error.js'
import type { AuthContext } from '../../plugins/auth.js'
import { RATE_LIMITS } from './rate-limits.js'

/** Error answers a route can give, for its OpenAPI entry (every one is `{ message, code, fields? }`). */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >
}

/** Marks a route as needing `Authorization: Bearer <access token>` in the OpenAPI document. */
export const BEARER = [{ bearerAuth: [] }]

/**
 * Options of a signed-in caller's read: `app.authenticate` before the body is read or validated
 * (401 without a valid access token; config.signIn, plugins/auth.ts) and bearer security added
 * to the route's own schema.
 */
export function signedInRead<const S extends FastifySchema>(_app: FastifyInstance, schema: S) {
  return { config: { signIn: 'required' as const }, schema: { ...schema, security: BEARER } }
}

/** Options of a signed-in caller's write: as signedInRead, with its per-IP `rateLimit`. */
export function signedInWrite<const L extends object, const S extends FastifySchema>(
  app: FastifyInstance,
  rateLimit: L,
  schema: S,
) {
  return { ...signedInRead(app, schema), config: { signIn: 'required' as const, rateLimit } }
}

/**
 * Options of an administrator's read (role ADMIN: others 403, guests 401): `requireAdmin`
 * before the body is read or validated and bearer security added to the route's own schema.
 */
export function adminRead<const S extends FastifySchema>(_app: FastifyInstance, schema: S) {
  return { config: { signIn: 'admin' as const }, schema: { ...schema, security: BEARER } }
}

/** Options of an administrator's write: as adminRead, with the admin write limit (ADR 0006). */
export function adminWrite<const S extends FastifySchema>(app: FastifyInstance, schema: S) {
  return {
    ...adminRead(app, schema),
    config: { signIn: 'admin' as const, rateLimit: RATE_LIMITS.adminWrite },
  }
}

/** The caller of a route behind app.authenticate (which guarantees it). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized()
  return request.auth
}

/**
 * Route option `serializerCompiler` for hot read routes whose answer typed code builds from
 * typed rows (GET /models): plain JSON.stringify instead of a zod parse of every answer.
 * The handler's return type is still checked against the response schema at compile time,
 * the schema still documents the route, and the route's tests parse its answers.
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data)
