import { describe, expect, it } from 'vitest'
import { CODE_WAIT_MESSAGES } from './certifications.js'
import { MESSAGES, SERVER_MESSAGES } from './messages.js'
import {
  CODE_WAIT_MESSAGES_KO,
  codeWaitMessages,
  formatWaitKo,
  MESSAGE_CATALOGUES,
  translateMessage,
} from './messages-ko.js'

const HANGUL = /[\uac00-\ud7a3]/
const numbersIn = (text: string) => (text.replace(/,(\d{3})/g, '$1').match(/\d+/g) ?? []).sort()

describe.each(MESSAGE_CATALOGUES)('the $name catalogue', ({ en, ko }) => {
  const keys = Object.keys(en)

  it('has a Korean text for every English key and no other key', () => {
    expect(Object.keys(ko).sort()).toEqual([...keys].sort())
  })

  it.each(keys)('%s reads as Korean and keeps the English numbers', (key) => {
    const korean = (ko as Record<string, string>)[key] ?? ''
    const english = (en as Record<string, string>)[key] ?? ''
    expect(korean.trim()).not.toBe('')
    expect(korean).toMatch(HANGUL)
    // Limits, sizes and counts must not drift between the two languages.
    expect(numbersIn(korean)).toEqual(numbersIn(english))
  })
})

describe('translateMessage', () => {
  it('gives the spec example and leaves English untouched', () => {
    expect(translateMessage(MESSAGES.REQUIRED, 'ko')).toBe('필수 입력 항목입니다.')
    expect(translateMessage(MESSAGES.REQUIRED, 'en')).toBe('Is required.')
    expect(translateMessage(SERVER_MESSAGES.LOGGED_IN, 'ko')).toBe('로그인되었습니다.')
  })

  it('knows nothing of texts outside the catalogues', () => {
    expect(translateMessage('Body cannot be empty', 'ko')).toBeUndefined()
  })

  it('never has one English text meaning two Korean ones', () => {
    const seen = new Map<string, string>()
    for (const { en, ko } of MESSAGE_CATALOGUES) {
      for (const [key, english] of Object.entries(en)) {
        const korean = (ko as Record<string, string>)[key] ?? ''
        expect(seen.get(english) ?? korean, english).toBe(korean)
        seen.set(english, korean)
      }
    }
  })
})

describe('code wait messages', () => {
  it('round waits up in Korean too', () => {
    expect(formatWaitKo(0.2)).toBe('1초')
    expect(formatWaitKo(45)).toBe('45초')
    expect(formatWaitKo(61)).toBe('2분')
  })

  it('picks the language', () => {
    expect(codeWaitMessages('ko').resend(45)).toBe('인증번호를 다시 요청하려면 45초 기다려 주세요.')
    expect(codeWaitMessages('en')).toBe(CODE_WAIT_MESSAGES)
    expect(CODE_WAIT_MESSAGES_KO.limit(600)).toContain('10분')
  })
})
