// Measurements in both units (issue #29): the profile page, the comp card and the package
// page all print a model's sizes from here, so the metric figure and its imperial or
// international counterpart can never disagree between two screens.
import { z } from 'zod'

export const CM_PER_INCH = 2.54

const roundToHalf = (value: number): number => Math.round(value * 2) / 2

/** Centimetres to inches, to the nearest half inch (how comp cards print bust/waist/hips). */
export const cmToInches = (cm: number): number => roundToHalf(cm / CM_PER_INCH)

/** A height as feet and inches, to the nearest inch (5′ 9″). */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const total = Math.round(cm / CM_PER_INCH)
  return { feet: Math.floor(total / 12), inches: total % 12 }
}

export const formatFeetInches = (cm: number): string => {
  const { feet, inches } = cmToFeetInches(cm)
  return `${feet}′ ${inches}″`
}

/**
 * Korean shoe sizes are the foot's length in millimetres. The US and EU figures follow the
 * conversion chart Korean shops print (220 mm = US women's 5 = US men's 4 = EU 35; each
 * 5 mm is half a US size); EU sizes are Paris points, 1.5 × (length in cm + 1.5).
 */
export const SHOE_US_RANGE_MM = { min: 210, max: 320 } as const

export const shoeMmToEu = (mm: number): number => Math.round((mm + 15) * 0.15)

export const SIZE_FITS = ['women', 'men'] as const
export type SizeFit = (typeof SIZE_FITS)[number]

/** US size for the fit, to the nearest half size; null outside the adult chart. */
export function shoeMmToUs(mm: number, fit: SizeFit): number | null {
  if (mm < SHOE_US_RANGE_MM.min || mm > SHOE_US_RANGE_MM.max) return null
  return roundToHalf((mm - (fit === 'women' ? 170 : 180)) / 10)
}

/**
 * Korean clothing sizes: women's 44 to 88 (the old bust-based numbers every Korean shop
 * still uses), men's 90 to 105 (chest in centimetres). Each sits beside its international
 * letter size. The profile stores the Korean number; the fit follows from it.
 */
export const KOREAN_CLOTHING_SIZES = {
  women: { 44: 'XS', 55: 'S', 66: 'M', 77: 'L', 88: 'XL' },
  men: { 90: 'S', 95: 'M', 100: 'L', 105: 'XL' },
} as const satisfies Record<SizeFit, Record<number, string>>

export const KOREAN_CLOTHING_SIZE_VALUES = [44, 55, 66, 77, 88, 90, 95, 100, 105] as const
export type KoreanClothingSize = (typeof KOREAN_CLOTHING_SIZE_VALUES)[number]

export const isKoreanClothingSize = (value: unknown): value is KoreanClothingSize =>
  (KOREAN_CLOTHING_SIZE_VALUES as readonly unknown[]).includes(value)

export const clothingSizeKrSchema = z.number().refine(isKoreanClothingSize)

export function fitOfKoreanSize(size: KoreanClothingSize): SizeFit {
  return size in KOREAN_CLOTHING_SIZES.women ? 'women' : 'men'
}

export function internationalSizeOf(size: KoreanClothingSize): string {
  const fit = fitOfKoreanSize(size)
  return (KOREAN_CLOTHING_SIZES[fit] as Record<number, string>)[size] as string
}

export interface MeasurementFacts {
  heightCm: number | null
  bustCm: number | null
  waistCm: number | null
  hipsCm: number | null
  shoeSizeMm: number | null
  clothingSizeKr: number | null
}

/** Every size of a profile in both units; null where the profile does not say. */
export interface DualMeasurements {
  height: { cm: number; feet: number; inches: number } | null
  bust: { cm: number; inches: number } | null
  waist: { cm: number; inches: number } | null
  hips: { cm: number; inches: number } | null
  /** US sizes for the fit of the clothing size, or both fits when it is unknown. */
  shoe: { mm: number; eu: number; usWomen: number | null; usMen: number | null } | null
  clothing: { kr: KoreanClothingSize; international: string; fit: SizeFit } | null
}

const around = (cm: number | null) => (cm === null ? null : { cm, inches: cmToInches(cm) })

export function dualMeasurements(facts: MeasurementFacts): DualMeasurements {
  const clothingSize = isKoreanClothingSize(facts.clothingSizeKr) ? facts.clothingSizeKr : null
  const fit = clothingSize === null ? null : fitOfKoreanSize(clothingSize)
  const shoe = facts.shoeSizeMm
  return {
    height:
      facts.heightCm === null ? null : { cm: facts.heightCm, ...cmToFeetInches(facts.heightCm) },
    bust: around(facts.bustCm),
    waist: around(facts.waistCm),
    hips: around(facts.hipsCm),
    shoe:
      shoe === null
        ? null
        : {
            mm: shoe,
            eu: shoeMmToEu(shoe),
            usWomen: fit === 'men' ? null : shoeMmToUs(shoe, 'women'),
            usMen: fit === 'women' ? null : shoeMmToUs(shoe, 'men'),
          },
    clothing:
      clothingSize === null || fit === null
        ? null
        : { kr: clothingSize, international: internationalSizeOf(clothingSize), fit },
  }
}
