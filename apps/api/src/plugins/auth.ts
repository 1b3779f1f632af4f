import jwt from '@fastify/jwt'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ADMIN_CONSOLE_SERVER_MESSAGES, COOKIE, SERVER_MESSAGES } from '@cnm/contracts'
import type { AppConfig } from '../config/env.js'
import type { Role } from '../generated/prisma/client.js'
import type { Clock } from '../lib/clock.js'
import { forbidden, HttpError, unauthorized } from '../lib/http-error.js'
import { storedLanguage } from '../lib/i18n/request-language.js'
import { optionalSignIn } from '../lib/http/optional-sign-in.js'

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

/**
 * Who may call a route (issue #25, ADR 0011). The check runs in the route's onRequest hook, after
 * the per-IP rate limit and before the body is read, parsed or validated, so a guest learns
 * nothing about a signed-in route's fields (always 401), and a member nothing about an
 * administrator's (403):
 * - 'required': a live session (401 otherwise);
 * - 'admin': a live session of an administrator (401 guests, 403 others);
 * - 'optional': guests welcome; a token that is sent must be valid (401 otherwise);
 * - 'optional-lenient': guests welcome; a token that is not valid is treated as a guest.
 */
export type SignInRule = 'required' | 'admin' | 'optional' | 'optional-lenient'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route accepts a temporary-password session (changing the password, logging out). */
    allowPasswordChangeSession?: boolean
    /** Who may call the route, checked before validation (see SignInRule). */
    signIn?: SignInRule
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

interface SessionCheckRow {
  user_id: number
  role: Role
  language: string | null
  deleted: boolean
  suspended: boolean
  /** Revoked, or past its expiry at the request's time. */
  ended: boolean
  /** lastUsedAt older than LAST_USED_RESOLUTION_MS. */
  stale: boolean
}

/** $1 session id, $2 now, $3 the staleness limit of lastUsedAt (both UTC ISO text); bench:my-castings sends it too. */
export const SESSION_CHECK_SQL = `
  SELECT s.user_id, u.role, u.language,
    u.deleted_at IS NOT NULL AS deleted,
    u.suspended_at IS NOT NULL AS suspended,
    (s.revoked_at IS NOT NULL OR s.expires_at <= $2::timestamp) AS ended,
    s.last_used_at < $3::timestamp AS stale
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.id = $1::uuid`

/** Only if no other request touched it since: $1 id, $2 now, $3 ip, $4 staleness limit. */
const SESSION_TOUCH_SQL = `
  UPDATE sessions SET last_used_at = $2::timestamp, ip = $3
  WHERE id = $1::uuid AND last_used_at < $4::timestamp`

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
      const now = app.clock.now()
      // ADR 0030: one statement on the plain pool, answering exactly the questions below
      // (no row objects, no date parsing). Times go in as UTC text, which Postgres reads as
      // the wall clock of these `timestamp` columns, like Prisma writes them.
      const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS)
      const { rows } = await app.sqlPool.query<SessionCheckRow>({
        name: 'auth-session-check',
        text: SESSION_CHECK_SQL,
        values: [claims.sid, now.toISOString(), staleBefore.toISOString()],
      })
      const session = rows[0]
      if (!session || session.user_id !== Number(claims.sub) || session.deleted) {
        throw unauthorized()
      }
      // Suspension (ADR 0028) revokes the sessions too; reading the flag from the row this
      // query already joins also stops a token whose session row a race left live, at no
      // cost, and tells the user why (checked first so the reason is what they see).
      if (session.suspended) throw accountSuspended()
      if (session.ended) throw sessionExpired()
      // My Profile's device list shows when and from where a session was last used; written
      // at most once a minute per session (and only if no other request did) to keep writes low.
      if (session.stale) {
        await app.sqlPool.query({
          name: 'auth-session-touch',
          text: SESSION_TOUCH_SQL,
          values: [claims.sid, now.toISOString(), request.ip, staleBefore.toISOString()],
        })
      }
      // Enforced here, not only by the web: a temporary-password session opens nothing
      // but the password change (and log-out) until the password is replaced.
      if (claims.pcr && !request.routeOptions.config.allowPasswordChangeSession) {
        throw new HttpError('PASSWORD_CHANGE_REQUIRED', SERVER_MESSAGES.PASSWORD_CHANGE_REQUIRED)
      }
      // The role is read from the row, so a demoted admin loses access at once.
      request.auth = {
        userId: session.user_id,
        sessionId: claims.sid,
        role: session.role,
        ...(claims.pcr ? { passwordChangeOnly: true } : {}),
      }
      // ADR 0022: a signed-in user's messages follow their saved language.
      request.userLanguage = storedLanguage(session.language)
    }

    const requireAdmin: PreHandler = async (request, reply) => {
      if (!request.auth) await authenticate(request, reply)
      if (request.auth?.role !== 'ADMIN') throw forbidden()
    }

    app.decorate('authenticate', authenticate)
    app.decorate('requireAdmin', requireAdmin)

    // Registered after the rate limiter (plugins/security.ts), whose onRoute hook therefore
    // puts its check first: a flood of requests with a stale token is limited before it costs
    // a session query. A fresh array each time, so the GET and HEAD of a route never share one.
    const checks: Record<SignInRule, PreHandler> = {
      required: authenticate,
      admin: requireAdmin,
      optional: optionalSignIn(app, { invalidToken: 'refuse' }),
      'optional-lenient': optionalSignIn(app, { invalidToken: 'treat-as-guest' }),
    }
    app.addHook('onRoute', (route) => {
      const late = [route.preHandler ?? [], route.preValidation ?? []].flat()
      if (late.some((hook) => hook === authenticate || hook === requireAdmin)) {
        throw new Error(
          `${route.method} ${route.url}: sign-in is checked after validation; use config.signIn`,
        )
      }
      const rule = route.config?.signIn
      if (!rule) return
      route.onRequest = [...[route.onRequest ?? []].flat(), checks[rule]]
    })
  },
  { name: 'auth', fastify: '5.x', dependencies: ['prisma', 'sql-pool'] },
)
