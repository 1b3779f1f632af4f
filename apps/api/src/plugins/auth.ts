import jwt from '@fastify/jwt'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ADMIN_CONSOLE_SERVER_MESSAGES, COOKIE, SERVER_MESSAGES } from '@cnm/contracts'
import type { AppConfig } from '../config/env.js'
import type { Role } from '../generated/prisma/client.js'
import type { Clock } from '../lib/clock.js'
import { forbidden, HttpError, unauthorized } from '../lib/http-error.js'
import { storedLanguage } from '../lib/i18n/request-language.js'

export const JWT_ISSUER = 'cnm-api'
export const JWT_AUDIENCE = 'cnm-web'
const JWT_ALGORITHM = 'HS256'
/**
 * As long as the access cookie (spec §9: 6 h): the web signs out on any 401
 * (spec §4), so a shorter token would end sessions early. A long token is safe
 * here because every request also checks that its session row is still live.
 */
export const ACCESS_TOKEN_TTL_SECONDS = COOKIE.ACCESS_TOKEN.maxAgeSeconds

/** Who made the request; set by `app.authenticate`, null on public routes. */
export interface AuthContext {
  userId: number
  sessionId: string
  role: Role
  /** A temporary-password session: it may only change the password (ADR 0019). */
  passwordChangeOnly?: boolean
}

/** Claims of an access token besides the registered ones (iss, aud, iat, exp). */
interface AccessTokenClaims {
  sub: string
  sid: string
  role: Role
  /** Present (true) on a temporary-password session's token. */
  pcr?: true
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts a temporary-password session (changing the password, logging out). */
    allowPasswordChangeSession?: boolean
  }
  interface FastifyInstance {
    /** preHandler: 401 unless a valid Bearer token of a live session is sent. */
    authenticate: PreHandler
    /** preHandler: authenticates if needed, then 403 unless the user is an administrator. */
    requireAdmin: PreHandler
  }
  interface FastifyRequest {
    auth: AuthContext | null
  }
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** How stale a session's lastUsedAt may get before a request writes it again. */
export const LAST_USED_RESOLUTION_MS = 60_000

const sessionExpired = () => new HttpError('SESSION_EXPIRED', SERVER_MESSAGES.SESSION_EXPIRED)
/** 401: the web signs out on it, and shows why. */
const accountSuspended = () =>
  new HttpError('SESSION_EXPIRED', ADMIN_CONSOLE_SERVER_MESSAGES.ACCOUNT_SUSPENDED)

/**
 * Signs an access token for a session row that already exists. The users module
 * calls this after log-in, sign-up and refresh.
 */
export function issueAccessToken(
  app: FastifyInstance,
  subject: AuthContext,
  options: { expiresInSeconds?: number; clock?: Clock } = {},
): string {
  const claims: AccessTokenClaims = {
    sub: String(subject.userId),
    sid: subject.sessionId,
    role: subject.role,
    ...(subject.passwordChangeOnly ? { pcr: true as const } : {}),
  }
  return app.jwt.sign(claims, {
    expiresIn: options.expiresInSeconds ?? ACCESS_TOKEN_TTL_SECONDS,
    clockTimestamp: (options.clock ?? app.clock).now().getTime(),
  })
}

function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')
  return match?.[1] ?? null
}

function verifyAccessToken(app: FastifyInstance, token: string): AccessTokenClaims {
  let claims: Partial<AccessTokenClaims>
  try {
    claims = app.jwt.verify<Partial<AccessTokenClaims>>(token, {
      clockTimestamp: app.clock.now().getTime(),
    })
  } catch (error) {
    // fast-jwt's code for a well-formed, correctly signed token past its exp.
    if ((error as { code?: string }).code === 'FAST_JWT_EXPIRED') throw sessionExpired()
    throw unauthorized()
  }
  const { sub, sid, role, pcr } = claims
  if (!sub || !/^\d+$/.test(sub) || !sid || !UUID_PATTERN.test(sid) || !role) throw unauthorized()
  return { sub, sid, role, ...(pcr === true ? { pcr } : {}) }
}

export const authPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    await app.register(jwt, {
      secret: config.jwtSecret,
      sign: { algorithm: JWT_ALGORITHM, iss: JWT_ISSUER, aud: JWT_AUDIENCE },
      verify: {
        // Pinning the algorithm is what refuses `alg: none` and key-confusion tokens.
        algorithms: [JWT_ALGORITHM],
        allowedIss: JWT_ISSUER,
        allowedAud: JWT_AUDIENCE,
        requiredClaims: ['sub', 'sid', 'exp', 'iss', 'aud'],
      },
    })
    app.decorateRequest('auth', null)

    // The token alone is not enough: log-out, password change and deletion revoke
    // the session row, and that must end access before the token expires.
    const authenticate: PreHandler = async (request) => {
      const token = bearerToken(request)
      if (!token) throw unauthorized()
      const claims = verifyAccessToken(app, token)
      const session = await app.prisma.session.findUnique({
        where: { id: claims.sid },
        select: {
          userId: true,
          expiresAt: true,
          revokedAt: true,
          lastUsedAt: true,
          user: { select: { role: true, deletedAt: true, suspendedAt: true, language: true } },
        },
      })
      if (!session || session.userId !== Number(claims.sub) || session.user.deletedAt) {
        throw unauthorized()
      }
      const now = app.clock.now()
      // Suspension (ADR 0028) revokes the sessions too; reading the flag from the row this
      // query already joins also stops a token whose session row a race left live, at no
      // cost, and tells the user why (checked first so the reason is what they see).
      if (session.user.suspendedAt) throw accountSuspended()
      if (session.revokedAt || session.expiresAt <= now) throw sessionExpired()
      // My Profile's device list shows when and from where a session was last used; written
      // at most once a minute per session (and only if no other request did) to keep writes low.
      const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS)
      if (session.lastUsedAt < staleBefore) {
        await app.prisma.session.updateMany({
          where: { id: claims.sid, lastUsedAt: { lt: staleBefore } },
          data: { lastUsedAt: now, ip: request.ip },
        })
      }
      // Enforced here, not only by the web: a temporary-password session opens nothing
      // but the password change (and log-out) until the password is replaced.
      if (claims.pcr && !request.routeOptions.config.allowPasswordChangeSession) {
        throw new HttpError('PASSWORD_CHANGE_REQUIRED', SERVER_MESSAGES.PASSWORD_CHANGE_REQUIRED)
      }
      // The role is read from the row, so a demoted admin loses access at once.
      request.auth = {
        userId: session.userId,
        sessionId: claims.sid,
        role: session.user.role,
        ...(claims.pcr ? { passwordChangeOnly: true } : {}),
      }
      // ADR 0022: a signed-in user's messages follow their saved language.
      request.userLanguage = storedLanguage(session.user.language)
    }

    const requireAdmin: PreHandler = async (request, reply) => {
      if (!request.auth) await authenticate(request, reply)
      if (request.auth?.role !== 'ADMIN') throw forbidden()
    }

    app.decorate('authenticate', authenticate)
    app.decorate('requireAdmin', requireAdmin)
  },
  { name: 'auth', fastify: '5.x', dependencies: ['prisma'] },
)
