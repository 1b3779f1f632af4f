// The sessions module's door (issue #27, ADR 0011): what other modules and the rest of the API
// import from it. Everything else in this folder is private to the module; the lint rule
// in tooling/lint/src/boundaries.js refuses an import that goes past this file.

export { REFRESH_COOKIE, refreshCookieOptions, sendSessionCookie } from './refresh-cookie.js'
export type { IssuedSession } from './refresh-cookie.js'
export {
  PASSWORD_CHANGE_SESSION_MAX_AGE_MS,
  REFRESH_TOKEN_TTL_MS,
  SESSION_MAX_AGE_MS,
} from './sessions.service.js'
export type { SessionService } from './sessions.service.js'
export type { SignupTickets } from './signup-tickets.js'
export { sessionsPlugin } from './sessions.plugin.js'
