import { COOKIE, type CookieKey } from '@cnm/contracts'

// The access token lives in a readable cookie because every request reads it (spec §7);
// names, lifetimes and the secure flag come from the contracts. The refresh token is not
// here: the API keeps it in an HttpOnly cookie no script can read (ADR 0019).

export function readCookie(key: CookieKey): string | null {
  const name = COOKIE[key].name
  // A prerendered page (src/prerender.tsx) is rendered for a guest with no cookies.
  if (typeof document === 'undefined') return null
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.split('=')
    if (rawName?.trim() === name) return decodeURIComponent(rest.join('=').trim())
  }
  return null
}

export function writeCookie(key: CookieKey, value: string): void {
  const { name, maxAgeSeconds, secure } = COOKIE[key]
  const attributes = [
    `${name}=${encodeURIComponent(value)}`,
    'path=/',
    `max-age=${Math.round(maxAgeSeconds)}`,
    'samesite=lax',
  ]
  if (secure) attributes.push('secure')
  document.cookie = attributes.join('; ')
}

export function clearCookie(key: CookieKey): void {
  const { name, secure } = COOKIE[key]
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax${secure ? '; secure' : ''}`
}

export const getAccessToken = () => readCookie('ACCESS_TOKEN')

export function saveTokens({ token }: { token: string }): void {
  writeCookie('ACCESS_TOKEN', token)
}

/** Clears the access cookie; the API clears the refresh cookie at log-out. */
export function clearTokens(): void {
  clearCookie('ACCESS_TOKEN')
}
