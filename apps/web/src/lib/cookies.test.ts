import { COOKIE } from '@cnm/contracts'
import { describe, expect, it, vi } from 'vitest'
import { clearTokens, getAccessToken, readCookie, saveTokens, writeCookie } from './cookies'

describe('cookies', () => {
  it('stores and clears the access token, and never writes a refresh cookie', () => {
    saveTokens({ token: 'a.b.c', refreshToken: 'r=1;x' } as { token: string })
    expect(getAccessToken()).toBe('a.b.c')
    expect(document.cookie).not.toContain(COOKIE.REFRESH_TOKEN.name)
    clearTokens()
    expect(getAccessToken()).toBeNull()
  })

  it('gives each cookie the lifetime and secure flag of the contracts (spec §9)', () => {
    const written: string[] = []
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value)
      descriptor.set!.call(document, value)
    })
    writeCookie('ACCESS_TOKEN', 't')
    writeCookie('OAUTH_RETURN_PATH', '/castings')

    expect(written[0]).toContain(`${COOKIE.ACCESS_TOKEN.name}=t`)
    expect(written[0]).toContain('max-age=21600')
    expect(written[0]).not.toContain('secure')
    expect(written[1]).toContain(`${COOKIE.OAUTH_RETURN_PATH.name}=%2Fcastings`)
    expect(written[1]).toContain('max-age=3600')
    expect(written[1]).toContain('secure')
    expect(readCookie('ACCESS_TOKEN')).toBe('t')
  })
})
