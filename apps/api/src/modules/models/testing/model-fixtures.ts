// Small reference data and builders for the model tests (the real seed is the reference
// module's job). Profiles are written straight to the database so each test starts from
// the state it is about.
import { randomUUID } from 'node:crypto'
import { CATEGORY_ID, COUNTRY_INFO_TYPE, INFO_TYPE, SERVICE_TYPE } from '@cnm/contracts'
import { beforeAll } from 'vitest'
import type { App } from '../../../app.js'
import type { Prisma, PrismaClient } from '../../../generated/prisma/client.js'
import { setupTestApp, type TestAppOptions } from '../../../../test/helpers/app.js'
import { signIn, type SignedIn } from '../../../../test/helpers/factories.js'

export const INFO = {
  FEMALE: 40_001,
  MALE: 40_002,
  BLACK_HAIR: 30_001,
  BROWN_HAIR: 30_003,
  BROWN_EYES: 20_003,
  BLUE_EYES: 20_007,
  EAST_ASIAN: 10_001,
  WHITE: 10_007,
  NEW_FACE: 90_001,
  VETERAN: 90_002,
  FEE_LOW: 50_001,
  FEE_HIGH: 50_005,
  PHOTO_SHOOT: 60_001,
  RUNWAY_SHOW: 60_004,
  KW_NATURAL: 100_001,
  KW_CHIC: 100_002,
  KW_ELEGANT: 100_003,
  REASON_SPAM: 130_001,
  FASHION: 1,
  COMMERCIAL: 3,
  RUNWAY: 39,
  EDITORIAL: 40,
  TV_AD: 60,
  KOREA: 1410,
  SEOUL: 1_410_000_001,
  GANGNAM: 1_410_000_002,
  SUWON: 1_410_000_100,
} as const

const rows: Prisma.InfoItemCreateManyInput[] = [
  { id: INFO.FEMALE, type: INFO_TYPE.GENDER, value: 'Female' },
  { id: INFO.MALE, type: INFO_TYPE.GENDER, value: 'Male' },
  { id: INFO.BLACK_HAIR, type: INFO_TYPE.HAIR_COLOUR, value: 'Black' },
  { id: INFO.BROWN_HAIR, type: INFO_TYPE.HAIR_COLOUR, value: 'Brown' },
  { id: INFO.BROWN_EYES, type: INFO_TYPE.EYE_COLOUR, value: 'Brown' },
  { id: INFO.BLUE_EYES, type: INFO_TYPE.EYE_COLOUR, value: 'Blue' },
  { id: INFO.EAST_ASIAN, type: INFO_TYPE.RACE, value: 'East Asian' },
  { id: INFO.WHITE, type: INFO_TYPE.RACE, value: 'White / Caucasian' },
  { id: INFO.NEW_FACE, type: INFO_TYPE.CAREER, value: 'New face' },
  { id: INFO.VETERAN, type: INFO_TYPE.CAREER, value: 'Over 10 years' },
  { id: INFO.FEE_LOW, type: INFO_TYPE.MODEL_FEE, value: 'Up to ₩300,000 per day' },
  { id: INFO.FEE_HIGH, type: INFO_TYPE.MODEL_FEE, value: '₩2,000,000 – ₩5,000,000 per day' },
  { id: INFO.PHOTO_SHOOT, type: INFO_TYPE.SHOOT_TYPE, value: 'Photo shoot' },
  { id: INFO.RUNWAY_SHOW, type: INFO_TYPE.SHOOT_TYPE, value: 'Runway show' },
  { id: INFO.KW_NATURAL, type: INFO_TYPE.KEYWORD, value: 'Natural' },
  { id: INFO.KW_CHIC, type: INFO_TYPE.KEYWORD, value: 'Chic' },
  { id: INFO.KW_ELEGANT, type: INFO_TYPE.KEYWORD, value: 'Elegant' },
  {
    id: INFO.REASON_SPAM,
    type: INFO_TYPE.REPORT_REASON,
    value: 'Spam or fake profile',
    valueKo: '스팸·가짜 프로필',
  },
  { id: INFO.FASHION, type: INFO_TYPE.CATEGORY, value: 'Fashion' },
  { id: CATEGORY_ID.PROFESSIONAL, type: INFO_TYPE.CATEGORY, value: 'Professional' },
  { id: INFO.COMMERCIAL, type: INFO_TYPE.CATEGORY, value: 'Commercial' },
  { id: INFO.KOREA, type: COUNTRY_INFO_TYPE, value: 'South Korea', number: '82', code: 'KR' },
]
const children: Prisma.InfoItemCreateManyInput[] = [
  {
    id: CATEGORY_ID.ENTERTAINMENT,
    type: INFO_TYPE.CATEGORY_DEPTH,
    value: 'Entertainment agency',
    parentId: 2,
  },
  {
    id: CATEGORY_ID.MODEL_AGENCY,
    type: INFO_TYPE.CATEGORY_DEPTH,
    value: 'Model agency',
    parentId: 2,
  },
  { id: INFO.RUNWAY, type: INFO_TYPE.CATEGORY_DEPTH, value: 'Runway', parentId: INFO.FASHION },
  {
    id: INFO.EDITORIAL,
    type: INFO_TYPE.CATEGORY_DEPTH,
    value: 'Editorial',
    parentId: INFO.FASHION,
  },
  {
    id: INFO.TV_AD,
    type: INFO_TYPE.CATEGORY_DEPTH,
    value: 'TV commercial',
    parentId: INFO.COMMERCIAL,
  },
  {
    id: INFO.SEOUL,
    type: INFO_TYPE.CITY,
    value: 'Seoul',
    code: 'KR-11:Seoul',
    parentId: INFO.KOREA,
  },
  {
    id: INFO.GANGNAM,
    type: INFO_TYPE.CITY,
    value: 'Gangnam-gu, Seoul',
    code: 'KR-11:Gangnam-gu',
    parentId: INFO.KOREA,
  },
  {
    id: INFO.SUWON,
    type: INFO_TYPE.CITY,
    value: 'Suwon-si, Gyeonggi-do',
    code: 'KR-41:Suwon-si',
    parentId: INFO.KOREA,
  },
]

export async function seedModelReferenceData(prisma: PrismaClient): Promise<void> {
  await prisma.infoItem.createMany({ data: rows, skipDuplicates: true })
  await prisma.infoItem.createMany({ data: children, skipDuplicates: true })
}

/** The accounts the authorization table is about. */
export interface Cast {
  modelOwner: SignedIn
  otherModel: SignedIn
  agencyOwner: SignedIn
  client: SignedIn
  admin: SignedIn
}

export async function createCast(app: App): Promise<Cast> {
  const [modelOwner, otherModel, agencyOwner, client, admin] = await Promise.all([
    signIn(app, { serviceType: SERVICE_TYPE.MODEL_NORMAL }),
    signIn(app, { serviceType: SERVICE_TYPE.MODEL_NORMAL }),
    signIn(app, {
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
      categoryTwoDepthId: CATEGORY_ID.MODEL_AGENCY,
      agency: 'Star Models',
      homePage: 'https://star.example.com',
    }),
    signIn(app, {
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
    }),
    signIn(app, { serviceType: SERVICE_TYPE.CLIENT_NORMAL, role: 'ADMIN' }),
  ])
  return { modelOwner, otherModel, agencyOwner, client, admin }
}

/** A birth date `years` before today (UTC), minus a day so the birthday has passed. */
export function bornYearsAgo(years: number, now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() - 1))
}

export const COMPLETE_FIELDS = {
  stageName: 'Mina Kim',
  genderId: INFO.FEMALE,
  heightCm: 172,
  categoryIds: [INFO.FASHION],
  cityId: INFO.GANGNAM,
} as const

/**
 * A profile row, complete and published unless told otherwise, with one ready cover photo
 * (variants as the photos module writes them).
 */
export async function createProfile(
  prisma: PrismaClient,
  ownerId: number,
  data: Partial<Prisma.ModelProfileUncheckedCreateInput> = {},
  options: { photo?: boolean } = {},
) {
  const now = new Date()
  const profile = await prisma.modelProfile.create({
    data: {
      ...COMPLETE_FIELDS,
      categoryIds: [...COMPLETE_FIELDS.categoryIds],
      birthDate: bornYearsAgo(25),
      status: 'published',
      publishedAt: now,
      ownerId,
      ...data,
    },
  })
  if (options.photo === false) return profile
  const photoId = randomUUID()
  await prisma.modelPhoto.create({
    data: {
      id: photoId,
      profileId: profile.id,
      position: 0,
      status: 'ready',
      originalKey: `originals/${photoId}.jpg`,
      contentHash: photoId.replace(/-/g, ''),
      width: 1200,
      height: 1600,
      variants: [
        { width: 320, key: `variants/${photoId}-320.webp`, bytes: 12_000 },
        { width: 640, key: `variants/${photoId}-640.webp`, bytes: 40_000 },
      ],
      placeholder: 'YJqGPQw7sFlslqhFafSE+Q6oJ1h2iHB2Rw',
    },
  })
  // Keeps the row's updatedAt: the "recently updated" sort tests set it on purpose.
  return prisma.modelProfile.update({
    where: { id: profile.id },
    data: { coverPhotoId: photoId, updatedAt: profile.updatedAt },
  })
}

/**
 * A test file's app and database with the model reference data and the cast loaded in
 * beforeAll. `cast` can be read inside tests and hooks only.
 */
export function setupModelSuite(options: Omit<TestAppOptions, 'db'> = {}) {
  const ctx = setupTestApp(options)
  let loaded: Cast | undefined
  beforeAll(async () => {
    await seedModelReferenceData(ctx.db.prisma)
    loaded = await createCast(ctx.app)
  })
  const cast = new Proxy({} as Cast, {
    get: (_, key: keyof Cast) => {
      if (!loaded)
        throw new Error(
          'setupModelSuite: the cast is created in beforeAll; use it inside a test or hook.',
        )
      return loaded[key]
    },
  })
  return { ctx, cast }
}
