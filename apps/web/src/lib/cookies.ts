import { COOKIE, type CookieKey } from '@cnm/contracts'

// Tokens live in readable cookies because every request reads them (spec §7); names,
// lifetimes and the secure flag come from the contracts so the API agrees on them.

export function readCookie(key: CookieKey): string | null {
  const name = COOKIE[key].name
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
export const getRefreshToken = () => readCookie('REFRESH_TOKEN')

export function saveTokens({ token, refreshToken }: { token: string; refreshToken: string }): void {
  writeCookie('ACCESS_TOKEN', token)
  writeCookie('REFRESH_TOKEN', refreshToken)
}

export function clearTokens(): void {
  clearCookie('ACCESS_TOKEN')
  clearCookie('REFRESH_TOKEN')
}
