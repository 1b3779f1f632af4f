// Demo castings (issue #15): about 15 live castings from three demo client accounts, with
// applications from demo model profiles, so `pnpm start` shows /castings and a client's
// My Casting working. Like the demo profiles, every row is marked (is_demo) and the demo
// accounts use the reserved `.invalid` mail domain without a password: nobody signs in as
// them. `seedBulkCastings` adds plain generated castings for `pnpm bench:castings`.
import {
  CATEGORY_ID,
  EXAMINATION_STATUS,
  INFO_TYPE,
  LOGIN_TYPE,
  SERVICE_TYPE,
  type CastingBudgetType,
  DAY_MS,
  HOUR_MS,
} from '@cnm/contracts'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'
import { DEMO_EMAIL_DOMAIN } from './demo-profiles.js'

interface DemoClient {
  company: string
  firstName: string
  lastName: string
  /** The client's second-level category (spec §3: 37 or 38), shown on /partners. */
  category: (typeof CATEGORY_ID)['ENTERTAINMENT' | 'MODEL_AGENCY']
  /** Where the company sits, one of the castings' cities (type 18). */
  city: string
}

const CLIENTS: readonly DemoClient[] = [
  {
    company: 'Hanbit Apparel (demo)',
    firstName: '지은',
    lastName: '박',
    category: CATEGORY_ID.MODEL_AGENCY,
    city: 'Seongdong-gu',
  },
  {
    company: 'Blue Wave Studio (demo)',
    firstName: 'Daniel',
    lastName: 'Cho',
    category: CATEGORY_ID.ENTERTAINMENT,
    city: 'Gangnam-gu',
  },
  {
    company: '서울 뷰티랩 (demo)',
    firstName: '민수',
    lastName: '이',
    category: CATEGORY_ID.MODEL_AGENCY,
    city: 'Jung-gu',
  },
]

interface DemoCasting {
  client: number
  title: string
  productCategories: string
  /** Category and detailed category by their English names (reference data). */
  category: string
  detail: string
  shootType: string
  /** A Korean city by the name after the state code ("Gangnam-gu"). */
  city: string
  gender: 'Female' | 'Male' | null
  age: [number, number] | null
  budget: number
  budgetType: CastingBudgetType
  modelNumber: number
  /** Days from now. */
  deadlineIn: number
  filmingIn: number
  filmingDateNote: string
  locationOfFilming: string
  postingMedia: string
  usageScope: string
  usageMonths: number
  contractPeriod: number
  otherContent: string
}

export const DEMO_CASTINGS: readonly DemoCasting[] = [
  {
    client: 0,
    title: '2027 S/S 여성복 룩북 모델 2명',
    productCategories: '여성복 (원피스, 블라우스)',
    category: 'Fashion',
    detail: 'Lookbook',
    shootType: 'Lookbook',
    city: 'Seongdong-gu',
    gender: 'Female',
    age: [20, 29],
    budget: 700_000,
    budgetType: 'per_day',
    modelNumber: 2,
    deadlineIn: 6,
    filmingIn: 14,
    filmingDateNote: '하루 촬영, 오전 9시 시작',
    locationOfFilming: '성수동 자연광 스튜디오',
    postingMedia: '자사몰, 인스타그램, 무신사 스토어',
    usageScope: '온라인 판매 채널과 SNS, 국내 한정',
    usageMonths: 12,
    contractPeriod: 12,
    otherContent:
      '키 168cm 이상, 자연스러운 포즈가 가능한 분을 찾습니다. 점심 제공, 출연료는 촬영 후 7일 안에 입금해 드립니다.',
  },
  {
    client: 0,
    title: 'Menswear e-commerce shoot, one male model',
    productCategories: 'Menswear: shirts, knitwear, outerwear',
    category: 'Fashion',
    detail: 'E-commerce',
    shootType: 'E-commerce / product',
    city: 'Gangnam-gu',
    gender: 'Male',
    age: [22, 35],
    budget: 550_000,
    budgetType: 'per_day',
    modelNumber: 1,
    deadlineIn: 3,
    filmingIn: 9,
    filmingDateNote: 'Two days back to back',
    locationOfFilming: 'Studio near Sinsa station, Seoul',
    postingMedia: 'Our online store and marketplace listings',
    usageScope: 'Product pages only, Korea and Japan',
    usageMonths: 24,
    contractPeriod: 24,
    otherContent:
      'About 60 looks over two days. Height 180 cm or more, suit size 100. Transport and lunch covered.',
  },
  {
    client: 0,
    title: '수영복 화보 (부산 해운대 로케이션)',
    productCategories: '여성 수영복, 래시가드',
    category: 'Fashion',
    detail: 'Swimwear & lingerie',
    shootType: 'Photo shoot',
    city: 'Haeundae-gu',
    gender: 'Female',
    age: [21, 32],
    budget: 1_800_000,
    budgetType: 'total',
    modelNumber: 1,
    deadlineIn: 12,
    filmingIn: 25,
    filmingDateNote: '날씨에 따라 하루 조정 가능',
    locationOfFilming: '부산 해운대 해변 및 인근 호텔',
    postingMedia: '브랜드 SNS, 자사몰 배너',
    usageScope: '온라인 전 채널, 1년',
    usageMonths: 12,
    contractPeriod: 12,
    otherContent: 'KTX 왕복 교통비와 1박 숙소를 제공합니다. 수영 가능자 우대.',
  },
  {
    client: 0,
    title: 'Bridal collection runway, 6 models',
    productCategories: 'Wedding dresses and tuxedos',
    category: 'Fashion',
    detail: 'Bridal',
    shootType: 'Runway show',
    city: 'Gangnam-gu',
    gender: null,
    age: [20, 34],
    budget: 400_000,
    budgetType: 'per_day',
    modelNumber: 6,
    deadlineIn: 18,
    filmingIn: 28,
    filmingDateNote: 'Rehearsal the day before',
    locationOfFilming: 'Wedding hall in Cheongdam-dong',
    postingMedia: 'Show video on YouTube, Instagram reels',
    usageScope: 'Event video and photos on our channels, worldwide',
    usageMonths: 36,
    contractPeriod: 36,
    otherContent:
      'Four women and two men. Runway experience required; please include a walk video link in your note.',
  },
  {
    client: 0,
    title: '니트 컬렉션 쇼룸 피팅 모델 (정기)',
    productCategories: '니트웨어',
    category: 'Fashion',
    detail: 'Fitting',
    shootType: 'Fitting session',
    city: 'Jung-gu',
    gender: 'Female',
    age: [23, 38],
    budget: 60_000,
    budgetType: 'per_hour',
    modelNumber: 1,
    deadlineIn: 21,
    filmingIn: 30,
    filmingDateNote: '매주 화요일 3시간, 3개월',
    locationOfFilming: '동대문 쇼룸',
    postingMedia: '내부 샘플 검수용 (외부 게시 없음)',
    usageScope: '사진 외부 사용 없음',
    usageMonths: 1,
    contractPeriod: 3,
    otherContent: '55 사이즈(가슴 84, 허리 66, 엉덩이 90 전후) 피팅 모델을 찾습니다.',
  },
  {
    client: 1,
    title: 'Sports drink TV commercial, lead couple',
    productCategories: 'Isotonic sports drink',
    category: 'Commercial',
    detail: 'TV commercial',
    shootType: 'TV commercial',
    city: 'Mapo-gu',
    gender: null,
    age: [24, 33],
    budget: 8_000_000,
    budgetType: 'total',
    modelNumber: 2,
    deadlineIn: 9,
    filmingIn: 24,
    filmingDateNote: 'Two shooting days, dates to be agreed',
    locationOfFilming: 'Sangam studio and Han River park',
    postingMedia: 'Terrestrial TV, cable, YouTube pre-roll',
    usageScope: 'TV and online in Korea, 12 months; buy-out of the footage',
    usageMonths: 12,
    contractPeriod: 12,
    otherContent:
      'One man and one woman who look natural running and cycling. Callback audition in Mapo, travel paid by us.',
  },
  {
    client: 1,
    title: '모바일 게임 론칭 SNS 광고 (20대 남녀)',
    productCategories: '모바일 RPG 게임',
    category: 'Commercial',
    detail: 'Online & social ads',
    shootType: 'Social media content',
    city: 'Seoul',
    gender: null,
    age: [19, 29],
    budget: 900_000,
    budgetType: 'total',
    modelNumber: 4,
    deadlineIn: 5,
    filmingIn: 12,
    filmingDateNote: '하루, 약 6시간',
    locationOfFilming: '서울 마포구 실내 스튜디오',
    postingMedia: '유튜브 쇼츠, 인스타그램, 틱톡',
    usageScope: '온라인 광고 6개월, 국내',
    usageMonths: 6,
    contractPeriod: 6,
    otherContent: '게임을 즐기는 자연스러운 리액션 연기가 필요합니다. 연기 경험자 우대.',
  },
  {
    client: 1,
    title: 'Catalogue shoot for kitchenware brand',
    productCategories: 'Cookware and tableware',
    category: 'Commercial',
    detail: 'Catalogue',
    shootType: 'Photo shoot',
    city: 'Suwon-si',
    gender: null,
    age: [30, 50],
    budget: 450_000,
    budgetType: 'per_day',
    modelNumber: 2,
    deadlineIn: 14,
    filmingIn: 22,
    filmingDateNote: '',
    locationOfFilming: 'House studio in Suwon',
    postingMedia: 'Printed catalogue, website',
    usageScope: 'Print and web, Korea, 2 years',
    usageMonths: 24,
    contractPeriod: 24,
    otherContent: 'A warm family-kitchen feel. Parents in their thirties or forties welcome.',
  },
  {
    client: 1,
    title: '핀테크 앱 기업 홍보 영상 출연자',
    productCategories: '모바일 금융 앱',
    category: 'Commercial',
    detail: 'Corporate & stock',
    shootType: 'Video shoot',
    city: 'Yeongdeungpo-gu',
    gender: null,
    age: [28, 45],
    budget: 1_200_000,
    budgetType: 'total',
    modelNumber: 3,
    deadlineIn: 24,
    filmingIn: 29,
    filmingDateNote: '평일 하루',
    locationOfFilming: '여의도 공유 오피스',
    postingMedia: '홈페이지, 유튜브 채널, 채용 박람회',
    usageScope: '기업 홍보용, 국내, 2년',
    usageMonths: 24,
    contractPeriod: 24,
    otherContent: '직장인 역할입니다. 비즈니스 캐주얼 의상은 직접 준비해 주세요.',
  },
  {
    client: 1,
    title: 'Music video, dancers with modelling experience',
    productCategories: 'K-pop single release',
    category: 'Commercial',
    detail: 'Online & social ads',
    shootType: 'Music video',
    city: 'Incheon',
    gender: 'Female',
    age: [19, 27],
    budget: 350_000,
    budgetType: 'per_day',
    modelNumber: 5,
    deadlineIn: 2,
    filmingIn: 10,
    filmingDateNote: 'Night shoot, 8 pm to 4 am',
    locationOfFilming: 'Warehouse set in Incheon',
    postingMedia: 'YouTube, music platforms',
    usageScope: 'Music video and behind-the-scenes clips, worldwide',
    usageMonths: 60,
    contractPeriod: 60,
    otherContent: 'Basic choreography taught on set. Late-night taxi home covered.',
  },
  {
    client: 2,
    title: '신제품 립스틱 뷰티 화보 (클로즈업)',
    productCategories: '립스틱, 립틴트',
    category: 'Beauty',
    detail: 'Make-up & cosmetics',
    shootType: 'Photo shoot',
    city: 'Gangnam-gu',
    gender: 'Female',
    age: [20, 30],
    budget: 1_000_000,
    budgetType: 'total',
    modelNumber: 1,
    deadlineIn: 7,
    filmingIn: 16,
    filmingDateNote: '반나절',
    locationOfFilming: '논현동 뷰티 스튜디오',
    postingMedia: '올리브영 온라인, 브랜드 SNS',
    usageScope: '온라인·오프라인 매장 POP, 국내 1년',
    usageMonths: 12,
    contractPeriod: 12,
    otherContent: '입술 클로즈업이 많습니다. 입술 각질 관리가 된 분을 찾습니다.',
  },
  {
    client: 2,
    title: 'Skincare campaign, clear-skin models (men and women)',
    productCategories: 'Cleanser, toner, moisturiser',
    category: 'Beauty',
    detail: 'Skincare',
    shootType: 'Photo shoot',
    city: 'Seoul',
    gender: null,
    age: [20, 35],
    budget: 800_000,
    budgetType: 'per_day',
    modelNumber: 2,
    deadlineIn: 10,
    filmingIn: 20,
    filmingDateNote: '',
    locationOfFilming: 'Studio in Hannam-dong',
    postingMedia: 'Global e-commerce, Instagram',
    usageScope: 'Online worldwide, 18 months',
    usageMonths: 18,
    contractPeriod: 18,
    otherContent: 'No heavy make-up on set: we show real skin. Please send a bare-face photo.',
  },
  {
    client: 2,
    title: '헤어 에센스 영상 광고 (긴 생머리)',
    productCategories: '헤어 에센스, 헤어 오일',
    category: 'Beauty',
    detail: 'Hair',
    shootType: 'Video shoot',
    city: 'Seongdong-gu',
    gender: 'Female',
    age: [20, 32],
    budget: 1_500_000,
    budgetType: 'total',
    modelNumber: 1,
    deadlineIn: 16,
    filmingIn: 27,
    filmingDateNote: '하루',
    locationOfFilming: '성수동 스튜디오',
    postingMedia: '유튜브, 인스타그램, 매장 디지털 사이니지',
    usageScope: '국내 온·오프라인 1년',
    usageMonths: 12,
    contractPeriod: 12,
    otherContent: '허리까지 오는 긴 생머리 모델을 찾습니다. 촬영 전 염색·펌은 피해 주세요.',
  },
  {
    client: 2,
    title: 'Nail art lookbook, hand models',
    productCategories: 'Gel nail stickers',
    category: 'Beauty',
    detail: 'Nail',
    shootType: 'Photo shoot',
    city: 'Mapo-gu',
    gender: 'Female',
    age: null,
    budget: 250_000,
    budgetType: 'per_day',
    modelNumber: 2,
    deadlineIn: 4,
    filmingIn: 11,
    filmingDateNote: 'Half day',
    locationOfFilming: 'Small studio in Hapjeong',
    postingMedia: 'Smart store, Instagram',
    usageScope: 'Online, Korea, 12 months',
    usageMonths: 12,
    contractPeriod: 12,
    otherContent: 'Slim fingers and healthy nail beds. Short natural nails preferred.',
  },
  {
    client: 2,
    title: '요가복 브랜드 SNS 콘텐츠 (필라테스 가능자)',
    productCategories: '요가·필라테스 웨어',
    category: 'Fitness & sports',
    detail: 'Yoga & pilates',
    shootType: 'Social media content',
    city: 'Jeju-si',
    gender: 'Female',
    age: [22, 36],
    budget: 1_300_000,
    budgetType: 'total',
    modelNumber: 2,
    deadlineIn: 27,
    filmingIn: 30,
    filmingDateNote: '이틀 (제주 로케이션)',
    locationOfFilming: '제주 애월 해안 및 요가 스튜디오',
    postingMedia: '인스타그램, 유튜브, 자사몰',
    usageScope: '온라인 전 채널, 국내·일본 1년',
    usageMonths: 12,
    contractPeriod: 12,
    otherContent: '필라테스 또는 요가 강사 경력자 우대. 항공권과 숙소를 제공합니다.',
  },
]

/** Statuses the demo applications are spread over, in a fixed rotation. */
const APPLICATION_STATUSES = [
  'submitted',
  'viewed',
  'shortlisted',
  'submitted',
  'declined',
  'booked',
  'viewed',
  'withdrawn',
] as const

const APPLICATION_NOTES = [
  '안녕하세요! 룩북 촬영 경험이 많습니다. 일정 모두 가능합니다.',
  'Available on the shoot date. Portfolio in my profile.',
  '비슷한 브랜드 촬영 경험이 있습니다. 잘 부탁드립니다.',
  'Happy to travel. I can send a short video if it helps.',
  '',
]

async function infoIdsByValue(prisma: PrismaClient, type: number) {
  const items = await prisma.infoItem.findMany({
    where: { type },
    select: { id: true, value: true },
  })
  return new Map(items.map((item) => [item.value, item.id]))
}

async function koreanCityIds(prisma: PrismaClient, names: readonly string[]) {
  const rows = await prisma.$queryRaw<Array<{ id: number; code: string }>>`
    SELECT id, code FROM info_items
    WHERE type = ${INFO_TYPE.CITY} AND code LIKE 'KR-%' AND split_part(code, ':', 2) = ANY(${[...names]})
    ORDER BY id`
  const byName = new Map<string, number>()
  for (const row of rows) {
    const name = row.code.split(':')[1] ?? ''
    if (!byName.has(name)) byName.set(name, row.id)
  }
  return byName
}

/**
 * Adds the demo clients, their castings and applications from existing demo profiles
 * (none when there are no demo profiles yet). Answers what it added.
 */
export async function seedDemoCastings(
  prisma: PrismaClient,
  options: { now?: Date; log?: (line: string) => void } = {},
): Promise<{ castings: number; applications: number }> {
  const now = options.now ?? new Date()
  const log = options.log ?? (() => undefined)
  const [categories, details, shootTypes, genders] = await Promise.all([
    infoIdsByValue(prisma, INFO_TYPE.CATEGORY),
    infoIdsByValue(prisma, INFO_TYPE.CATEGORY_DEPTH),
    infoIdsByValue(prisma, INFO_TYPE.SHOOT_TYPE),
    infoIdsByValue(prisma, INFO_TYPE.GENDER),
  ])
  if (categories.size === 0) {
    throw new Error(
      'demo castings: no categories in info_items. Load the reference data first: pnpm db:seed',
    )
  }
  const cities = await koreanCityIds(prisma, [
    ...new Set([...DEMO_CASTINGS.map((casting) => casting.city), ...CLIENTS.map((c) => c.city)]),
  ])
  const tag = now.getTime().toString(36)
  const clients = await prisma.user.createManyAndReturn({
    data: CLIENTS.map((client, i) => ({
      email: `demo-client-${tag}-${i}@${DEMO_EMAIL_DOMAIN}`,
      loginType: LOGIN_TYPE.EMAIL,
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      examinationStatus: EXAMINATION_STATUS.APPROVAL,
      categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
      categoryTwoDepthId: client.category,
      cityId: cities.get(client.city) ?? null,
      firstName: client.firstName,
      lastName: client.lastName,
      agency: client.company,
    })),
    select: { id: true },
  })

  const castings = await prisma.casting.createManyAndReturn({
    data: DEMO_CASTINGS.map((casting, i): Prisma.CastingCreateManyInput => {
      const publishedAt = new Date(now.getTime() - (1 + ((i * 7) % 20)) * DAY_MS - i * HOUR_MS)
      const categoryId = categories.get(casting.category) ?? null
      return {
        clientId: clients[casting.client]!.id,
        status: 'live',
        title: casting.title,
        companyName: CLIENTS[casting.client]!.company,
        productCategories: casting.productCategories,
        contractPeriod: casting.contractPeriod,
        budgetType: casting.budgetType,
        budget: BigInt(casting.budget),
        modelCategoryId: categoryId,
        modelDetailedCategoryId: categoryId === null ? null : (details.get(casting.detail) ?? null),
        genderId: casting.gender === null ? null : (genders.get(casting.gender) ?? null),
        ageMin: casting.age?.[0] ?? null,
        ageMax: casting.age?.[1] ?? null,
        modelNumber: casting.modelNumber,
        filmingDate: new Date(
          Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + casting.filmingIn),
        ),
        filmingDateNote: casting.filmingDateNote,
        locationOfFilming: casting.locationOfFilming,
        postingMedia: casting.postingMedia,
        otherContent: casting.otherContent,
        cityId: cities.get(casting.city) ?? null,
        shootTypeId: shootTypes.get(casting.shootType) ?? null,
        usageScope: casting.usageScope,
        usageMonths: casting.usageMonths,
        applicationDeadline: new Date(now.getTime() + casting.deadlineIn * DAY_MS + 18 * HOUR_MS),
        isDemo: true,
        createdAt: publishedAt,
        publishedAt,
      }
    }),
    select: { id: true, modelNumber: true, publishedAt: true },
  })

  // Applications from published demo profiles: a few per casting, statuses in rotation.
  const profiles = await prisma.modelProfile.findMany({
    where: { isDemo: true, status: 'published' },
    select: { id: true, ownerId: true },
    orderBy: { id: 'asc' },
    take: 40,
  })
  const rows: Prisma.ApplicationCreateManyInput[] = []
  let turn = 0
  castings.forEach((casting, index) => {
    const count = profiles.length === 0 ? 0 : 2 + (index % 4)
    const booked = { n: 0 }
    for (let k = 0; k < count; k += 1) {
      const profile = profiles[(index * 3 + k * 7) % profiles.length]!
      if (rows.some((row) => row.castingId === casting.id && row.modelProfileId === profile.id)) {
        continue
      }
      let status: (typeof APPLICATION_STATUSES)[number] =
        APPLICATION_STATUSES[turn % APPLICATION_STATUSES.length]!
      turn += 1
      // Never more bookings than models wanted.
      if (status === 'booked' && booked.n >= casting.modelNumber) status = 'shortlisted'
      if (status === 'booked') booked.n += 1
      const createdAt = new Date((casting.publishedAt ?? now).getTime() + (k + 1) * 5 * HOUR_MS)
      const touched = status !== 'submitted'
      rows.push({
        castingId: casting.id,
        modelProfileId: profile.id,
        applicantId: profile.ownerId,
        note: APPLICATION_NOTES[(index + k) % APPLICATION_NOTES.length]!,
        status,
        viewedAt:
          touched && status !== 'withdrawn' ? new Date(createdAt.getTime() + HOUR_MS) : null,
        statusChangedAt: touched ? new Date(createdAt.getTime() + 2 * HOUR_MS) : createdAt,
        createdAt,
      })
    }
  })
  if (rows.length > 0) await prisma.application.createMany({ data: rows })
  // The counters the application routes keep exact.
  await prisma.$executeRaw`
    UPDATE castings c SET
      application_count = (SELECT count(*) FROM applications a WHERE a.casting_id = c.id AND a.status <> 'withdrawn'),
      booked_count = (SELECT count(*) FROM applications a WHERE a.casting_id = c.id AND a.status = 'booked')
    WHERE c.id = ANY(${castings.map((casting) => casting.id)})`
  log(
    `${castings.length} demo castings from ${clients.length} demo clients, ${rows.length} applications`,
  )
  return { castings: castings.length, applications: rows.length }
}

/** Plain generated castings for the board benchmark (mostly live, spread over every filter). */
export async function seedBulkCastings(
  prisma: PrismaClient,
  count: number,
  options: { now?: Date; batchSize?: number; log?: (line: string) => void } = {},
): Promise<number> {
  const now = options.now ?? new Date()
  const batchSize = options.batchSize ?? 2000
  const items = await prisma.infoItem.findMany({
    where: {
      type: {
        in: [INFO_TYPE.CATEGORY, INFO_TYPE.CATEGORY_DEPTH, INFO_TYPE.GENDER, INFO_TYPE.SHOOT_TYPE],
      },
    },
    select: { id: true, type: true, parentId: true },
    orderBy: { id: 'asc' },
  })
  const ofType = (type: number) => items.filter((item) => item.type === type)
  const categories = ofType(INFO_TYPE.CATEGORY).filter((c) => c.id !== CATEGORY_ID.PROFESSIONAL)
  const details = ofType(INFO_TYPE.CATEGORY_DEPTH)
  const genders = ofType(INFO_TYPE.GENDER)
  const shootTypes = ofType(INFO_TYPE.SHOOT_TYPE)
  const cities = (
    await prisma.$queryRaw<Array<{ id: number }>>`
      SELECT id FROM info_items WHERE type = ${INFO_TYPE.CITY} AND code LIKE 'KR-%'
      ORDER BY md5(id::text) LIMIT 60`
  ).map((row) => row.id)
  if (categories.length === 0 || cities.length === 0) {
    throw new Error('bulk castings: no reference data. Load it first: pnpm db:seed')
  }
  const tag = now.getTime().toString(36)
  const clients = await prisma.user.createManyAndReturn({
    data: Array.from({ length: 50 }, (_, i) => ({
      email: `demo-bulk-client-${tag}-${i}@${DEMO_EMAIL_DOMAIN}`,
      loginType: LOGIN_TYPE.EMAIL,
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      examinationStatus: i % 5 === 0 ? EXAMINATION_STATUS.NONE : EXAMINATION_STATUS.APPROVAL,
      categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
      firstName: 'Demo',
      lastName: `Client ${i + 1}`,
      agency: `Demo Client ${i + 1}`,
    })),
    select: { id: true },
  })
  // A small deterministic generator, so two runs give the same spread.
  let seed = 15
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed / 2_147_483_648
  }
  const pickOf = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!
  const BUDGET_TYPES: readonly CastingBudgetType[] = ['total', 'per_day', 'per_hour']
  const STATUSES = [
    'live',
    'live',
    'live',
    'live',
    'live',
    'live',
    'live',
    'live',
    'closed',
    'draft',
  ] as const
  let added = 0
  for (let start = 0; start < count; start += batchSize) {
    const size = Math.min(batchSize, count - start)
    const data = Array.from({ length: size }, (_, i): Prisma.CastingCreateManyInput => {
      const category = pickOf(categories)
      const children = details.filter((detail) => detail.parentId === category.id)
      const ageMin = 16 + Math.floor(next() * 20)
      const publishedAt = new Date(now.getTime() - Math.floor(next() * 60 * 24) * HOUR_MS)
      const status = pickOf(STATUSES)
      return {
        clientId: pickOf(clients).id,
        status,
        title: `Demo casting ${start + i + 1}: ${pickOf(['lookbook', 'campaign', 'commercial', 'editorial', 'runway', '화보', '광고', '룩북'])}`,
        companyName: `Demo Client ${1 + Math.floor(next() * 50)}`,
        productCategories: pickOf([
          'Womenswear',
          'Menswear',
          'Cosmetics',
          'Sportswear',
          '식품',
          '가전',
        ]),
        contractPeriod: 1 + Math.floor(next() * 24),
        budgetType: pickOf(BUDGET_TYPES),
        budget: BigInt(50_000 + Math.floor(next() * 200) * 25_000),
        modelCategoryId: category.id,
        modelDetailedCategoryId: children.length > 0 && next() < 0.7 ? pickOf(children).id : null,
        genderId: next() < 0.3 ? null : pickOf(genders).id,
        ageMin,
        ageMax: ageMin + 5 + Math.floor(next() * 15),
        modelNumber: 1 + Math.floor(next() * 4),
        locationOfFilming: 'Seoul studio',
        postingMedia: 'Online',
        usageScope: 'Online, Korea, 12 months',
        cityId: pickOf(cities),
        shootTypeId: pickOf(shootTypes).id,
        applicationDeadline: new Date(now.getTime() + (1 + Math.floor(next() * 60 * 24)) * HOUR_MS),
        isDemo: true,
        createdAt: publishedAt,
        publishedAt: status === 'draft' ? null : publishedAt,
        closedAt: status === 'closed' ? now : null,
        closedReason: status === 'closed' ? 'client' : null,
      }
    })
    await prisma.casting.createMany({ data })
    added += size
    options.log?.(`${added} / ${count} castings`)
  }
  return added
}
