// The refresh token travels only in an HttpOnly cookie the API sets (ADR 0019): no
// script on the web origin can read it, and the browser sends it to the refresh route
// alone. The access token stays in the JSON answer, for the Authorization header.
import type { CookieSerializeOptions } from '@fastify/cookie'
import type { FastifyReply } from 'fastify'
import { API_PATHS, COOKIE, type AuthSession } from '@cnm/contracts'
import type { AppConfig } from '../../config/env.js'

/** What the session service hands to routes: the public answer plus the refresh token. */
export type IssuedSession = AuthSession & { refreshToken: string | null }

export const REFRESH_COOKIE = COOKIE.REFRESH_TOKEN.name

export function refreshCookieOptions(
  config: Pick<AppConfig, 'apiPublicUrl' | 'isProduction'>,
): CookieSerializeOptions {
  const publicUrl = new URL(config.apiPublicUrl)
  return {
    // As the browser sees the route: behind the web's proxy the API lives under /api.
    path: `${publicUrl.pathname.replace(/\/+$/, '')}${API_PATHS.REFRESH}`,
    httpOnly: true,
    sameSite: 'strict',
    // Plain http only for local development and the loopback test stacks.
    secure: config.isProduction || publicUrl.protocol === 'https:',
  }
}

/**
 * A Set-Cookie line that makes the browser forget the refresh cookie. Spec §4 signs the web
 * out on any 401 and clears both cookies; the web cannot touch an HttpOnly cookie, so
 * every 401 answer carries this line instead.
 */
export function clearRefreshCookieLine(options: CookieSerializeOptions): string {
  return [
    `${REFRESH_COOKIE}=`,
    'Max-Age=0',
    `Path=${options.path ?? '/'}`,
    'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ')
}

/** Sets the refresh cookie (or clears it) and returns the answer without the token. */
export function sendSessionCookie(
  reply: FastifyReply,
  options: CookieSerializeOptions,
  { refreshToken, ...session }: IssuedSession,
): AuthSession {
  if (refreshToken) {
    reply.setCookie(REFRESH_COOKIE, refreshToken, {
      ...options,
      maxAge: COOKIE.REFRESH_TOKEN.maxAgeSeconds,
    })
  } else {
    reply.clearCookie(REFRESH_COOKIE, options)
  }
  return session
}
