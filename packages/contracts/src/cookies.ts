// Where the tokens travel: the cookie names and lifetimes, and the Authorization header.

import { DAY_SECONDS } from './time.js'

// Cookie names are not in the spec (§3 says "names not shown"); these are ours.
// The access cookie is written by the web app and read on every call (spec §7), so it is
// not httpOnly. The refresh cookie is set by the API, HttpOnly, SameSite=Strict and for
// the refresh path only (ADR 0019); `secure` here is the web's flag, not the API's. The two 1 h cookies carry the Google sign-in
// round trip: where to return to, and which service type the visitor picked before
// leaving for Google (spec §7 "state carries serviceType and the return path").
export const COOKIE = {
  ACCESS_TOKEN: {
    name: 'cnm_at',
    maxAgeDays: 0.25,
    maxAgeSeconds: 0.25 * DAY_SECONDS,
    secure: false,
  },
  REFRESH_TOKEN: {
    name: 'cnm_rt',
    maxAgeDays: 0.25,
    maxAgeSeconds: 0.25 * DAY_SECONDS,
    secure: false,
  },
  OAUTH_RETURN_PATH: {
    name: 'cnm_oauth_return',
    maxAgeDays: 1 / 24,
    maxAgeSeconds: DAY_SECONDS / 24,
    secure: true,
  },
  SIGNUP_SERVICE_TYPE: {
    name: 'cnm_signup_service',
    maxAgeDays: 1 / 24,
    maxAgeSeconds: DAY_SECONDS / 24,
    secure: true,
  },
  // ADR 0014: the visitor's language, written by the web app, readable by the API.
  LANGUAGE: {
    name: 'cnm_lang',
    maxAgeDays: 365,
    maxAgeSeconds: 365 * DAY_SECONDS,
    secure: false,
  },
} as const
export type CookieKey = keyof typeof COOKIE

export const AUTH_HEADER = 'Authorization'
export const bearer = (token: string | undefined | null): string => `Bearer ${token ?? ''}`
