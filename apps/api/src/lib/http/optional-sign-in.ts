import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { isHttpError } from '../http-error.js'

/** Spec §7: the access token travels as `Bearer {token}`; `Bearer ` alone means a guest. */
export const hasBearerToken = (authorization: string | undefined): boolean =>
  /^Bearer\s+\S+/i.test(authorization ?? '')

/**
 * What a route open to guests does with a token that is sent but not valid:
 * - 'refuse': 401, as on a signed-in route, so a stale token still signs the web out
 *   (spec §4); for answers that differ by user, like the saved location.
 * - 'treat-as-guest': carry on without a user; for forms a guest may send anyway, where
 *   an expired session must not cost the visitor what they typed.
 */
export type InvalidTokenPolicy = 'refuse' | 'treat-as-guest'

/**
 * preHandler for routes open to guests and signed-in users alike: sets `request.auth` when
 * a Bearer token comes along, leaves it null for guests. The one way to sign in optionally.
 */
export function optionalSignIn(
  app: FastifyInstance,
  { invalidToken }: { invalidToken: InvalidTokenPolicy },
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!hasBearerToken(request.headers.authorization)) return
    if (invalidToken === 'refuse') return app.authenticate(request, reply)
    try {
      await app.authenticate(request, reply)
    } catch (error) {
      if (!isHttpError(error)) throw error
      request.auth = null
    }
  }
}
