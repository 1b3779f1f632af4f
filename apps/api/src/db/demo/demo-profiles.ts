// Demo model profiles for a newcomer's `pnpm start` and for the GET /models benchmark
// (issue #14). Every row is marked: profiles carry is_demo, their owners and fans use the
// reserved `.invalid` mail domain and have no password, so nobody can sign in as them.
// Attributes are drawn from the reference data in the database (run `pnpm db:seed`
// first). Photos are the photos module's job: `onCreated` receives the new profile ids.
import { Faker, base, en, es, fr, ja, ko, de, it as italian } from '@faker-js/faker'
import {
  CATEGORY_ID,
  COUNTRY_INFO_TYPE,
  INFO_TYPE,
  LOGIN_TYPE,
  SERVICE_TYPE,
  DAY_MS,
} from '@cnm/contracts'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'
import { DEMO_EMAIL_DOMAIN } from './demo-domain.js'

export { DEMO_EMAIL_DOMAIN }

export interface DemoOptions {
  /** How many profiles to add. */
  count: number
  /** Same seed, same profiles (names, attributes, dates) relative to `now`. */
  seed?: number
  now?: Date
  /**
   * Real like rows from demo fan accounts (exact counts, as the like routes keep them).
   * Off for bulk benchmark data, whose counts are drawn without rows.
   */
  realLikes?: boolean
  /** Rows per INSERT. */
  batchSize?: number
  /** Called with each batch of new profile ids, e.g. to give them photos. */
  onCreated?: (profileIds: number[]) => Promise<void>
  log?: (line: string) => void
}

interface Vocabulary {
  byType: Map<number, Array<{ id: number; value: string; parentId: number | null }>>
  koreanCities: number[]
  otherCities: number[]
}

async function loadVocabulary(prisma: PrismaClient): Promise<Vocabulary> {
  const items = await prisma.infoItem.findMany({
    where: {
      type: {
        in: [
          INFO_TYPE.RACE,
          INFO_TYPE.EYE_COLOUR,
          INFO_TYPE.HAIR_COLOUR,
          INFO_TYPE.GENDER,
          INFO_TYPE.MODEL_FEE,
          INFO_TYPE.SHOOT_TYPE,
          INFO_TYPE.CATEGORY,
          INFO_TYPE.CATEGORY_DEPTH,
          INFO_TYPE.CAREER,
          INFO_TYPE.KEYWORD,
        ],
      },
    },
    select: { id: true, type: true, value: true, parentId: true },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
  })
  const byType = new Map<number, Array<{ id: number; value: string; parentId: number | null }>>()
  for (const item of items) byType.set(item.type, [...(byType.get(item.type) ?? []), item])
  for (const type of [INFO_TYPE.GENDER, INFO_TYPE.CATEGORY, INFO_TYPE.KEYWORD]) {
    if (!byType.get(type)?.length) {
      throw new Error(
        `demo seed: no info items of type ${type}. Load the reference data first: pnpm db:seed`,
      )
    }
  }
  const countries = await prisma.infoItem.findMany({
    where: { type: COUNTRY_INFO_TYPE, code: { in: ['KR', 'US', 'JP', 'FR', 'GB', 'IT'] } },
    select: { id: true, code: true },
  })
  const korea = countries.find((c) => c.code === 'KR')?.id
  // A random spread of each country's cities, not the alphabetically first ones.
  const cityIds = async (parentIds: number[], take: number) =>
    (
      await prisma.$queryRaw<Array<{ id: number }>>`
        SELECT id FROM info_items
        WHERE type = ${INFO_TYPE.CITY} AND parent_id = ANY(${parentIds})
        ORDER BY md5(id::text) LIMIT ${take}`
    ).map((row) => row.id)
  const koreanCities = korea === undefined ? [] : await cityIds([korea], 80)
  const otherCities = await cityIds(
    countries.filter((c) => c.code !== 'KR').map((c) => c.id),
    400,
  )
  if (koreanCities.length === 0 && otherCities.length === 0) {
    throw new Error(
      'demo seed: no cities in info_items. Load the reference data first: pnpm db:seed',
    )
  }
  return { byType, koreanCities, otherCities }
}

const KEYWORD_MAX = 6

/** Adds `count` demo profiles; answers their ids. */
export async function seedDemoProfiles(
  prisma: PrismaClient,
  options: DemoOptions,
): Promise<number[]> {
  const log = options.log ?? (() => undefined)
  const now = options.now ?? new Date()
  const batchSize = options.batchSize ?? 1000
  const vocabulary = await loadVocabulary(prisma)
  const korean = new Faker({ locale: [ko, en, base], seed: options.seed ?? 14 })
  const international = [en, fr, es, ja, de, italian].map(
    (locale, index) =>
      new Faker({ locale: [locale, en, base], seed: (options.seed ?? 14) + index + 1 }),
  )
  const pick = korean.helpers
  const items = (type: number) => vocabulary.byType.get(type) ?? []
  const categories = items(INFO_TYPE.CATEGORY).filter((c) => c.id !== CATEGORY_ID.PROFESSIONAL)
  const details = items(INFO_TYPE.CATEGORY_DEPTH)
  const keywords = items(INFO_TYPE.KEYWORD)
  const genders = items(INFO_TYPE.GENDER)

  // Owners: a few model accounts and agencies; one run's accounts share a tag.
  const tag = `${now.getTime().toString(36)}-${pick.rangeToNumber({ min: 1000, max: 9999 })}`
  const ownerRows: Prisma.UserCreateManyInput[] = [
    ...Array.from({ length: 6 }, (_, i) => ({
      email: `demo-model-${tag}-${i}@${DEMO_EMAIL_DOMAIN}`,
      loginType: LOGIN_TYPE.EMAIL,
      serviceType: SERVICE_TYPE.MODEL_NORMAL,
      firstName: 'Demo',
      lastName: `Model ${i + 1}`,
    })),
    ...Array.from({ length: 4 }, (_, i) => ({
      email: `demo-agency-${tag}-${i}@${DEMO_EMAIL_DOMAIN}`,
      loginType: LOGIN_TYPE.EMAIL,
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
      categoryTwoDepthId: i % 2 === 0 ? CATEGORY_ID.MODEL_AGENCY : CATEGORY_ID.ENTERTAINMENT,
      firstName: 'Demo',
      lastName: `Agency ${i + 1}`,
      agency: `${pick.arrayElement(['Seoul', 'Han River', 'Blue Moon', 'Aurora', 'Gangnam'])} ${pick.arrayElement(['Models', 'Entertainment', 'Talent'])} (demo)`,
    })),
  ]
  const owners = await prisma.user.createManyAndReturn({ data: ownerRows, select: { id: true } })

  const ids: number[] = []
  for (let start = 0; start < options.count; start += batchSize) {
    const rows: Prisma.ModelProfileCreateManyInput[] = []
    for (let n = start; n < Math.min(options.count, start + batchSize); n += 1) {
      const isKorean = pick.maybe(() => true, { probability: 0.6 }) ?? false
      const faker = isKorean ? korean : pick.arrayElement(international)
      const gender = pick.weightedArrayElement([
        { weight: 6, value: genders[0] },
        { weight: 4, value: genders[1] ?? genders[0] },
      ])
      const female = gender?.id === genders[0]?.id
      const sex = female ? 'female' : 'male'
      // Family name first in Korean (written together) and Japanese, last elsewhere.
      const stageName = isKorean
        ? `${faker.person.lastName()}${faker.person.firstName(sex)}`
        : faker === international[3]
          ? `${faker.person.lastName()} ${faker.person.firstName(sex)}`
          : `${faker.person.firstName(sex)} ${faker.person.lastName()}`
      // A few children (with a recorded guardian), mostly adults.
      const minor = pick.maybe(() => true, { probability: 0.03 }) ?? false
      const age = minor
        ? pick.rangeToNumber({ min: 7, max: 13 })
        : pick.rangeToNumber({ min: 16, max: 48 })
      const birthDate = new Date(
        Date.UTC(
          now.getUTCFullYear() - age - 1,
          now.getUTCMonth(),
          now.getUTCDate() + pick.rangeToNumber({ min: 1, max: 360 }),
        ),
      )
      const heightCm = minor
        ? pick.rangeToNumber({ min: 120, max: 160 })
        : female
          ? pick.rangeToNumber({ min: 160, max: 182 })
          : pick.rangeToNumber({ min: 172, max: 192 })
      const chosen = pick.arrayElements(categories, { min: 1, max: 2 })
      const chosenIds = chosen.map((c) => c.id)
      const detailIds = pick
        .arrayElements(
          details.filter((d) => d.parentId !== null && chosenIds.includes(d.parentId)),
          { min: 0, max: 3 },
        )
        .map((d) => d.id)
      const keywordPicks = pick.arrayElements(keywords, { min: 2, max: KEYWORD_MAX })
      const publishedAt = new Date(
        now.getTime() - pick.rangeToNumber({ min: 1, max: 365 }) * DAY_MS,
      )
      const cities =
        isKorean || vocabulary.otherCities.length === 0
          ? vocabulary.koreanCities
          : vocabulary.otherCities
      const optional = (type: number): number | null =>
        items(type).length ? pick.arrayElement(items(type)).id : null
      rows.push({
        ownerId: pick.arrayElement(owners).id,
        stageName,
        genderId: gender?.id ?? null,
        birthDate,
        heightCm,
        weightKg: Math.round((heightCm / 100) ** 2 * pick.rangeToNumber({ min: 17, max: 23 })),
        weightHidden: pick.maybe(() => true, { probability: 0.3 }) ?? false,
        bustCm: female && !minor ? pick.rangeToNumber({ min: 76, max: 92 }) : null,
        waistCm: female && !minor ? pick.rangeToNumber({ min: 56, max: 68 }) : null,
        hipsCm: female && !minor ? pick.rangeToNumber({ min: 82, max: 96 }) : null,
        shoeSizeMm: female
          ? pick.rangeToNumber({ min: 22, max: 26 }) * 10
          : pick.rangeToNumber({ min: 25, max: 29 }) * 10,
        // From the height, not a new draw, so every other demo value stays as it was.
        clothingSizeKr: minor
          ? null
          : female
            ? heightCm < 165
              ? 44
              : heightCm < 172
                ? 55
                : 66
            : heightCm < 178
              ? 95
              : 100,
        hairColorId: optional(INFO_TYPE.HAIR_COLOUR),
        eyeColorId: optional(INFO_TYPE.EYE_COLOUR),
        raceId: optional(INFO_TYPE.RACE),
        categoryIds: chosenIds,
        detailedCategoryIds: detailIds,
        shootTypeIds: pick
          .arrayElements(items(INFO_TYPE.SHOOT_TYPE), { min: 1, max: 3 })
          .map((s) => s.id),
        careerId: optional(INFO_TYPE.CAREER),
        feeId: optional(INFO_TYPE.MODEL_FEE),
        keywordIds: keywordPicks.map((k) => k.id),
        keywordText: keywordPicks.map((k) => k.value).join(' '),
        cityId: cities.length ? pick.arrayElement(cities) : null,
        bio: `Demo profile. ${faker.lorem.sentences({ min: 1, max: 3 })}`.slice(0, 1000),
        instagram: `demo.${faker.internet
          .username()
          .toLowerCase()
          .replace(/[^a-z0-9._]/g, '')}`.slice(0, 30),
        status: 'published',
        reviewStatus: pick.maybe(() => 'approved' as const, { probability: 0.2 }) ?? 'none',
        reviewedAt: null,
        guardianName: minor ? 'Demo Guardian' : null,
        guardianRelation: minor ? 'Parent' : null,
        guardianContact: minor ? `guardian@${DEMO_EMAIL_DOMAIN}` : null,
        guardianConsentAt: minor ? publishedAt : null,
        likeCount: options.realLikes
          ? 0
          : Math.floor(pick.rangeToNumber({ min: 0, max: 400 }) ** 2 / 400),
        isDemo: true,
        createdAt: publishedAt,
        publishedAt,
        updatedAt: new Date(
          publishedAt.getTime() + pick.rangeToNumber({ min: 0, max: 30 }) * DAY_MS,
        ),
      })
    }
    const created = await prisma.modelProfile.createManyAndReturn({
      data: rows,
      select: { id: true },
    })
    const batchIds = created.map((row) => row.id)
    ids.push(...batchIds)
    await options.onCreated?.(batchIds)
    if (options.count > batchSize) log(`${ids.length} / ${options.count} demo profiles`)
  }

  if (options.realLikes) await addDemoLikes(prisma, ids, tag, korean)
  return ids
}

// Demo fans like profiles for real, so the counts match the rows like the routes keep them.
async function addDemoLikes(prisma: PrismaClient, profileIds: number[], tag: string, faker: Faker) {
  const fans = await prisma.user.createManyAndReturn({
    data: Array.from({ length: 30 }, (_, i) => ({
      email: `demo-fan-${tag}-${i}@${DEMO_EMAIL_DOMAIN}`,
      loginType: LOGIN_TYPE.EMAIL,
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      firstName: 'Demo',
      lastName: `Fan ${i + 1}`,
    })),
    select: { id: true },
  })
  const likes = profileIds.flatMap((profileId) =>
    faker.helpers
      .arrayElements(fans, { min: 0, max: fans.length })
      .map((fan) => ({ profileId, userId: fan.id })),
  )
  await prisma.modelLike.createMany({ data: likes, skipDuplicates: true })
  await prisma.$executeRaw`
    UPDATE model_profiles p SET like_count = l.n
    FROM (SELECT profile_id, count(*)::int AS n FROM model_likes WHERE profile_id = ANY(${profileIds}) GROUP BY profile_id) l
    WHERE p.id = l.profile_id`
}
