import { describe, expect, it } from 'vitest'
import { COOKIE } from './constants.js'
import { isLanguage, pickLanguage } from './i18n.js'

describe('languages', () => {
  it('picks the first supported language of a preference list', () => {
    expect(pickLanguage(['ko-KR', 'en-US'])).toBe('ko')
    expect(pickLanguage(['KO'])).toBe('ko')
    expect(pickLanguage(['en-GB', 'ko'])).toBe('en')
    expect(pickLanguage(['ja-JP', 'ko', 'en'])).toBe('ko')
    expect(pickLanguage(['zh_TW', 'en'])).toBe('en')
    expect(pickLanguage(['ja', 'fr-FR'])).toBeNull()
    expect(pickLanguage([])).toBeNull()
  })

  it('knows its codes', () => {
    expect(isLanguage('ko')).toBe(true)
    expect(isLanguage('en')).toBe(true)
    expect(isLanguage('ko-KR')).toBe(false)
    expect(isLanguage(undefined)).toBe(false)
  })

  it('remembers the choice in a year-long cookie the API can read', () => {
    expect(COOKIE.LANGUAGE.name).toBe('cnm_lang')
    expect(COOKIE.LANGUAGE.maxAgeSeconds).toBe(365 * 24 * 3600)
  })
})
