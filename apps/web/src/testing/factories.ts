// The current-user factory is the contracts' one: `makeCurrentUser` from '@cnm/contracts/testing'.
import { COOKIE } from '@cnm/contracts'

/** An unsigned JWT whose only claim that matters here is `exp` (seconds). */
export function makeJwt(expiresAtMs: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '7', exp: Math.floor(expiresAtMs / 1000) })}.signature`
}

/** Simulates a browser that kept the cookies of an earlier log-in. */
/** Signed in as the web sees it: an access cookie (the refresh cookie is HttpOnly, not ours). */
export function signInWithCookies({ token = 'access-token' } = {}) {
  document.cookie = `${COOKIE.ACCESS_TOKEN.name}=${token}; path=/`
}

export const hasCookie = (name: string) =>
  document.cookie.split(';').some((c) => c.trim().startsWith(`${name}=`))
