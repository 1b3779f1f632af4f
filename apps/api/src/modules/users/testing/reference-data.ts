// Small reference data for account tests (the real seed is the reference module's job).
import { COUNTRY_INFO_TYPE, INFO_TYPE } from '@cnm/contracts'
import type { PrismaClient } from '../../../generated/prisma/client.js'

export const COUNTRY = {
  KOREA: { id: 1410, value: 'South Korea', number: '82', code: 'KR' },
  UNITED_STATES: { id: 1840, value: 'United States', number: '1', code: 'US' },
  UNITED_KINGDOM: { id: 1826, value: 'United Kingdom', number: '44', code: 'GB' },
} as const

export const CITY = {
  SEOUL: { id: 1_410_000_001, value: 'Seoul', parentId: COUNTRY.KOREA.id },
  BUSAN: { id: 1_410_000_002, value: 'Busan', parentId: COUNTRY.KOREA.id },
  ST_ALBANS: { id: 1_826_000_001, value: 'St Albans', parentId: COUNTRY.UNITED_KINGDOM.id },
  // As the real seed lists them: a display name, and the natural key in `code`.
  GWANGJU: {
    id: 1_410_000_003,
    value: 'Gwangju',
    code: 'KR-29:Gwangju',
    parentId: COUNTRY.KOREA.id,
  },
  GWANGJU_GYEONGGI: {
    id: 1_410_000_004,
    value: 'Gwangju-si, Gyeonggi-do',
    code: 'KR-41:Gwangju-si',
    parentId: COUNTRY.KOREA.id,
  },
  SUWON: {
    id: 1_410_000_005,
    value: 'Suwon-si, Gyeonggi-do',
    code: 'KR-41:Suwon-si',
    parentId: COUNTRY.KOREA.id,
  },
  GAPYEONG: {
    id: 1_410_000_006,
    value: 'Gapyeong-gun, Gyeonggi-do',
    code: 'KR-41:Gapyeong-gun',
    parentId: COUNTRY.KOREA.id,
  },
} as const

export const CATEGORY = {
  FASHION: { id: 10, value: 'Fashion' },
  RUNWAY: { id: 40, value: 'Runway', parentId: 10 },
  COMMERCIAL: { id: 41, value: 'Commercial', parentId: 10 },
  FITNESS: { id: 11, value: 'Fitness' },
  PROFESSIONAL: { id: 2, value: 'Professional' },
  ENTERTAINMENT: { id: 37, value: 'Entertainment', parentId: 2 },
  MODEL_AGENCY: { id: 38, value: 'Model agency', parentId: 2 },
  BRAND: { id: 84, value: 'Brand', parentId: 2 },
} as const

/** Countries, cities and the categories the sign-up rules name; safe to call twice. */
export async function seedAccountReferenceData(prisma: PrismaClient): Promise<void> {
  const parents = [
    ...Object.values(COUNTRY).map((country) => ({
      ...country,
      type: COUNTRY_INFO_TYPE,
      url: `/flags/${country.code.toLowerCase()}.svg`,
    })),
    ...[CATEGORY.FASHION, CATEGORY.FITNESS, CATEGORY.PROFESSIONAL].map((category) => ({
      ...category,
      type: INFO_TYPE.CATEGORY,
    })),
  ]
  const children = [
    ...[
      CATEGORY.RUNWAY,
      CATEGORY.COMMERCIAL,
      CATEGORY.ENTERTAINMENT,
      CATEGORY.MODEL_AGENCY,
      CATEGORY.BRAND,
    ].map((category) => ({ ...category, type: INFO_TYPE.CATEGORY_DEPTH })),
    ...Object.values(CITY).map((city) => ({ ...city, type: INFO_TYPE.CITY })),
  ]
  await prisma.infoItem.createMany({ data: parents, skipDuplicates: true })
  await prisma.infoItem.createMany({ data: children, skipDuplicates: true })
}
