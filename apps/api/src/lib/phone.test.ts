import { describe, expect, it } from 'vitest'
import { normalizePhoneDestination } from './phone.js'

describe('normalizePhoneDestination', () => {
  it.each([
    ['82', '010-1234-5678', '+821012345678'],
    ['82', '10 1234 5678', '+821012345678'],
    ['1', '(415) 555-2671', '+14155552671'],
    ['44', '07911 123456', '+447911123456'],
    // Italy keeps its leading 0 after the country code.
    ['39', '06 1234 5678', '+390612345678'],
  ])('+%s %s -> %s', (countryCode, phone, e164) => {
    expect(normalizePhoneDestination(countryCode, phone)).toBe(e164)
  })

  it.each([
    ['82', '123', 'too short'],
    ['82', '010-1234-56789012', 'too long'],
    ['999', '1234567', 'no country uses +999'],
    ['', '010-1234-5678', 'no dialling code'],
    ['82', '', 'no number'],
  ])('+%s %s -> null (%s)', (countryCode, phone) => {
    expect(normalizePhoneDestination(countryCode, phone)).toBeNull()
  })

  it('keeps the chosen country even if the number is typed with another one', () => {
    expect(normalizePhoneDestination('82', '+1 415 555 2671')).toBeNull()
  })
})
