import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cmToFeetInches,
  cmToInches,
  dualMeasurements,
  fitOfKoreanSize,
  formatFeetInches,
  internationalSizeOf,
  isKoreanClothingSize,
  KOREAN_CLOTHING_SIZE_VALUES,
  shoeMmToEu,
  shoeMmToUs,
  SHOE_US_RANGE_MM,
} from './measurements.js'

const cm = fc.integer({ min: 20, max: 250 })
const adultShoe = fc.integer({ min: SHOE_US_RANGE_MM.min, max: SHOE_US_RANGE_MM.max })

describe('measurements in both units (issue #29)', () => {
  it('prints figures a comp card reader knows', () => {
    expect(cmToInches(84)).toBe(33)
    expect(cmToInches(61)).toBe(24)
    expect(cmToInches(89)).toBe(35)
    expect(formatFeetInches(175)).toBe('5′ 9″')
    expect(formatFeetInches(183)).toBe('6′ 0″')
    expect(shoeMmToEu(240)).toBe(38)
    expect(shoeMmToUs(240, 'women')).toBe(7)
    expect(shoeMmToUs(270, 'men')).toBe(9)
    expect(shoeMmToUs(120, 'women')).toBeNull()
    expect(internationalSizeOf(55)).toBe('S')
    expect(internationalSizeOf(100)).toBe('L')
  })

  it('keeps inches within half of their rounding step of the centimetres', () => {
    fc.assert(
      fc.property(cm, (value) => {
        expect(Math.abs(cmToInches(value) * 2.54 - value)).toBeLessThanOrEqual(0.635 + 1e-9)
      }),
    )
  })

  it('never lets a larger measurement print a smaller size', () => {
    fc.assert(
      fc.property(cm, cm, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(cmToInches(low)).toBeLessThanOrEqual(cmToInches(high))
        expect(shoeMmToEu(low + 100)).toBeLessThanOrEqual(shoeMmToEu(high + 100))
      }),
    )
  })

  it('writes a height as whole feet and 0 to 11 inches that add back up', () => {
    fc.assert(
      fc.property(cm, (value) => {
        const { feet, inches } = cmToFeetInches(value)
        expect(inches).toBeGreaterThanOrEqual(0)
        expect(inches).toBeLessThan(12)
        expect(feet * 12 + inches).toBe(Math.round(value / 2.54))
      }),
    )
  })

  it("puts a men's US size one below the women's, in half sizes, 5 mm apart at most half a size", () => {
    fc.assert(
      fc.property(adultShoe, (mm) => {
        const women = shoeMmToUs(mm, 'women') as number
        const men = shoeMmToUs(mm, 'men') as number
        expect(women - men).toBe(1)
        expect(Number.isInteger(women * 2)).toBe(true)
        const next = shoeMmToUs(Math.min(mm + 5, SHOE_US_RANGE_MM.max), 'women') as number
        expect(next - women).toBeGreaterThanOrEqual(0)
        expect(next - women).toBeLessThanOrEqual(0.5)
      }),
    )
  })

  it('gives every Korean clothing size one international size and one fit', () => {
    const letters = KOREAN_CLOTHING_SIZE_VALUES.map((size) =>
      [fitOfKoreanSize(size), internationalSizeOf(size)].join(':'),
    )
    expect(new Set(letters).size).toBe(KOREAN_CLOTHING_SIZE_VALUES.length)
    expect(KOREAN_CLOTHING_SIZE_VALUES.filter((size) => fitOfKoreanSize(size) === 'women')).toEqual(
      [44, 55, 66, 77, 88],
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (value) => {
        expect(isKoreanClothingSize(value)).toBe(
          (KOREAN_CLOTHING_SIZE_VALUES as readonly number[]).includes(value),
        )
      }),
    )
  })

  it("shows the shoe's US size for the fit of the clothing size, both when unknown", () => {
    const base = { heightCm: 170, bustCm: 84, waistCm: null, hipsCm: 90, shoeSizeMm: 245 }
    const women = dualMeasurements({ ...base, clothingSizeKr: 55 })
    expect(women.shoe).toEqual({ mm: 245, eu: 39, usWomen: 7.5, usMen: null })
    expect(women.clothing).toEqual({ kr: 55, international: 'S', fit: 'women' })
    expect(women.waist).toBeNull()
    expect(women.height).toEqual({ cm: 170, feet: 5, inches: 7 })
    const unknown = dualMeasurements({ ...base, clothingSizeKr: null })
    expect(unknown.shoe).toEqual({ mm: 245, eu: 39, usWomen: 7.5, usMen: 6.5 })
    expect(unknown.clothing).toBeNull()
  })
})
