import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  businessNumberInputSchema,
  formatBusinessNumber,
  hasValidCheckDigit,
} from './business-number.js'
import { MESSAGES } from './messages.js'

describe('business registration numbers (issue #25, finding 16)', () => {
  it('accepts numbers printed on real certificates', () => {
    // Two listed companies' numbers, as published on their own sites.
    expect(hasValidCheckDigit('1248100998')).toBe(true)
    expect(hasValidCheckDigit('2208162517')).toBe(true)
  })

  it('finds exactly one check digit for any nine digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (nine) => {
        const valid = Array.from({ length: 10 }, (_, last) => `${nine}${last}`).filter(
          hasValidCheckDigit,
        )
        expect(valid).toHaveLength(1)
      }),
    )
  })

  it('reads the number with or without hyphens, and says what is wrong with a bad one', () => {
    expect(businessNumberInputSchema.safeParse({ businessNumber: '124-81-00998' }).success).toBe(
      true,
    )
    expect(businessNumberInputSchema.safeParse({ businessNumber: ' 1248100998 ' }).success).toBe(
      true,
    )
    for (const typed of ['124-81-00997', '124-8100-998', '12481009981', '１２４８１００９９８']) {
      const result = businessNumberInputSchema.safeParse({ businessNumber: typed })
      expect(result.error?.issues[0]?.message, typed).toBe(MESSAGES.BUSINESS_NUMBER_INVALID)
    }
    expect(formatBusinessNumber('1248100998')).toBe('124-81-00998')
  })
})
