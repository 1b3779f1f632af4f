import type { FastifyRequest } from 'fastify'
import { apiErrorSchema } from '@cnm/contracts'
import { unauthorized } from '../http-error.js'
import type { AuthContext } from '../../plugins/auth.js'

/** Error answers a route can give, for its OpenAPI entry (every one is `{ message, code, fields? }`). */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >
}

/** Marks a route as needing `Authorization: Bearer <access token>` in the OpenAPI document. */
export const BEARER = [{ bearerAuth: [] }]

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
