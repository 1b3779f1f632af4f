// The accounts and rows the casting tests are about. Reference data comes from the model
// fixtures (categories, genders, cities, shoot types, report reasons).
import {
  CATEGORY_ID,
  EXAMINATION_STATUS,
  SERVICE_TYPE,
  type CastingInputRaw,
  DAY_MS,
} from '@cnm/contracts'
import { beforeAll } from 'vitest'
import type { App } from '../../../app.js'
import type { Prisma, PrismaClient } from '../../../generated/prisma/client.js'
import { setupTestApp, type TestAppOptions } from '../../../../test/helpers/app.js'
import { signIn, type SignedIn } from '../../../../test/helpers/factories.js'
import { createProfile, INFO, seedModelReferenceData } from '../../models/testing/model-fixtures.js'

export { INFO }

/** Everyone the authorization table asks about (guest is the absence of a token). */
export interface CastingCast {
  model: SignedIn
  agency: SignedIn
  unapprovedClient: SignedIn
  /** Approved; owns the castings the tests make. */
  owner: SignedIn
  otherClient: SignedIn
  admin: SignedIn
}

export async function createCastingCast(app: App): Promise<CastingCast> {
  const client = (
    examinationStatus: number,
    extra: Partial<Prisma.UserUncheckedCreateInput> = {},
  ) =>
    signIn(app, {
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
      examinationStatus,
      ...extra,
    })
  const [model, agency, unapprovedClient, owner, otherClient, admin] = await Promise.all([
    signIn(app, { serviceType: SERVICE_TYPE.MODEL_NORMAL }),
    client(EXAMINATION_STATUS.APPROVAL, {
      categoryTwoDepthId: CATEGORY_ID.MODEL_AGENCY,
      agency: 'Star Models',
    }),
    client(EXAMINATION_STATUS.NONE),
    client(EXAMINATION_STATUS.APPROVAL),
    client(EXAMINATION_STATUS.APPROVAL),
    client(EXAMINATION_STATUS.APPROVAL, { role: 'ADMIN' }),
  ])
  // The model and the agency each have a published profile to apply with.
  await createProfile(app.prisma, model.user.id, {}, { photo: false })
  await createProfile(app.prisma, agency.user.id, {}, { photo: false })
  return { model, agency, unapprovedClient, owner, otherClient, admin }
}

/** A complete, honest casting input (deadline a week after `now`). */
export function castingInput(now: Date, overrides: Partial<CastingInputRaw> = {}): CastingInputRaw {
  return {
    title: 'Spring lookbook, two female models',
    companyName: 'Hanbit Apparel',
    productCategories: 'Womenswear',
    contractPeriod: 6,
    budgetType: 'per_day',
    budget: 600_000,
    modelCategoryId: INFO.FASHION,
    modelDetailedCategoryId: INFO.EDITORIAL,
    genderId: INFO.FEMALE,
    ageMin: 20,
    ageMax: 30,
    modelNumber: 2,
    filmingDate: new Date(now.getTime() + 14 * DAY_MS).toISOString().slice(0, 10),
    filmingDateNote: '',
    locationOfFilming: 'Studio in Seongsu-dong, Seoul',
    postingMedia: 'Online store, Instagram',
    otherContent: 'Lunch provided. Fee paid to the model within 7 days.',
    cityId: INFO.SEOUL,
    shootTypeId: INFO.PHOTO_SHOOT,
    usageScope: 'Online store and social media, Korea',
    usageMonths: 6,
    applicationDeadline: new Date(now.getTime() + 7 * DAY_MS).toISOString(),
    ...overrides,
  }
}

/** A casting row written straight to the database, live and open unless told otherwise. */
export function createCasting(
  prisma: PrismaClient,
  clientId: number,
  data: Partial<Prisma.CastingUncheckedCreateInput> = {},
  now = new Date(),
) {
  return prisma.casting.create({
    data: {
      clientId,
      status: 'live',
      title: 'Summer campaign',
      companyName: 'Hanbit Apparel',
      productCategories: 'Swimwear',
      contractPeriod: 3,
      budgetType: 'total',
      budget: 1_000_000n,
      modelCategoryId: INFO.FASHION,
      modelNumber: 1,
      locationOfFilming: 'Busan',
      postingMedia: 'Instagram',
      cityId: INFO.SEOUL,
      applicationDeadline: new Date(now.getTime() + 7 * DAY_MS),
      publishedAt: now,
      ...data,
    },
  })
}

/** An application row (the applications module makes them for real). */
export async function createApplication(
  prisma: PrismaClient,
  castingId: number,
  applicantId: number,
  status: Prisma.ApplicationUncheckedCreateInput['status'] = 'submitted',
) {
  const profile = await createProfile(prisma, applicantId, {}, { photo: false })
  return prisma.application.create({
    data: { castingId, applicantId, modelProfileId: profile.id, status },
  })
}

/** A test file's app, with the reference data and the cast loaded in beforeAll. */
export function setupCastingSuite(options: Omit<TestAppOptions, 'db'> = {}) {
  const ctx = setupTestApp(options)
  let loaded: CastingCast | undefined
  beforeAll(async () => {
    await seedModelReferenceData(ctx.db.prisma)
    loaded = await createCastingCast(ctx.app)
  })
  const cast = new Proxy({} as CastingCast, {
    get: (_, key: keyof CastingCast) => {
      if (!loaded) throw new Error('setupCastingSuite: use the cast inside a test or hook.')
      return loaded[key]
    },
  })
  return { ctx, cast }
}
