// Castings, applications and direct proposals written straight to the database, so the
// application tests do not depend on the castings routes (built in parallel), plus the
// accounts the authorization table is about.
import { CATEGORY_ID, EXAMINATION_STATUS, SERVICE_TYPE } from '@cnm/contracts'
import { beforeAll } from 'vitest'
import type { App } from '../../../app.js'
import type { Prisma, PrismaClient } from '../../../generated/prisma/client.js'
import type { TestAppOptions } from '../../../../test/helpers/app.js'
import { signIn, type SignedIn } from '../../../../test/helpers/factories.js'
import { INFO, setupModelSuite } from '../../models/testing/model-fixtures.js'

const DAY_MS = 24 * 60 * 60 * 1000

/** A live casting (deadline in a week) unless told otherwise. */
export function createCasting(
  prisma: PrismaClient,
  clientId: number,
  data: Partial<Prisma.CastingUncheckedCreateInput> = {},
) {
  const now = new Date()
  return prisma.casting.create({
    data: {
      clientId,
      status: 'live',
      title: 'Spring lipstick campaign',
      companyName: 'Acme Cosmetics',
      productCategories: 'Cosmetics',
      contractPeriod: 6,
      budgetType: 'total',
      budget: 3_000_000n,
      modelCategoryId: INFO.FASHION,
      modelNumber: 2,
      locationOfFilming: 'Seongsu-dong, Seoul',
      postingMedia: 'Instagram',
      usageScope: 'Instagram and YouTube, 12 months',
      cityId: INFO.SEOUL,
      applicationDeadline: new Date(now.getTime() + 7 * DAY_MS),
      publishedAt: now,
      ...data,
    },
  })
}

/** An application row as the apply route writes it, counted on the casting. */
export async function createApplication(
  prisma: PrismaClient,
  data: {
    castingId: number
    modelProfileId: number
    applicantId: number
  } & Partial<Prisma.ApplicationUncheckedCreateInput>,
) {
  const application = await prisma.application.create({ data })
  if (application.status !== 'withdrawn') {
    await prisma.casting.update({
      where: { id: data.castingId },
      data: {
        applicationCount: { increment: 1 },
        ...(application.status === 'booked' ? { bookedCount: { increment: 1 } } : {}),
      },
    })
  }
  return application
}

/** The accounts of the authorization table, on top of the models module's cast. */
export interface AppCast {
  /** A model account owning the profile that applied. */
  modelOwner: SignedIn
  otherModel: SignedIn
  /** A model agency (category 38) client. */
  agency: SignedIn
  /** A client whose examination is not approved. */
  unapprovedClient: SignedIn
  /** The approved client who posted the casting. */
  castingOwner: SignedIn
  /** Another approved client. */
  otherClient: SignedIn
  admin: SignedIn
}

const approvedClient = {
  serviceType: SERVICE_TYPE.CLIENT_NORMAL,
  categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
  examinationStatus: EXAMINATION_STATUS.APPROVAL,
} as const

/** Approved clients: one to post castings, one to be the stranger. */
export async function createApprovedClients(
  app: App,
): Promise<Pick<AppCast, 'castingOwner' | 'otherClient'>> {
  const [castingOwner, otherClient] = await Promise.all([
    signIn(app, { ...approvedClient, firstName: 'Owner' }),
    signIn(app, { ...approvedClient, firstName: 'Other' }),
  ])
  return { castingOwner, otherClient }
}

/**
 * A test file's app and database with reference data and every role of the table loaded in
 * beforeAll. `cast` can be read inside tests and hooks only.
 */
export function setupApplicationsSuite(options: Omit<TestAppOptions, 'db'> = {}) {
  const { ctx, cast: modelCast } = setupModelSuite(options)
  let loaded: AppCast | undefined
  beforeAll(async () => {
    const extra = await createApprovedClients(ctx.app)
    loaded = {
      modelOwner: modelCast.modelOwner,
      otherModel: modelCast.otherModel,
      agency: modelCast.agencyOwner,
      unapprovedClient: modelCast.client,
      castingOwner: extra.castingOwner,
      otherClient: extra.otherClient,
      admin: modelCast.admin,
    }
  })
  const cast = new Proxy({} as AppCast, {
    get: (_, key: keyof AppCast) => {
      if (!loaded) {
        throw new Error(
          'setupApplicationsSuite: the cast is created in beforeAll; use it inside a test or hook.',
        )
      }
      return loaded[key]
    },
  })
  return { ctx, cast }
}

/** Notifications of one user and kind, oldest first. */
export const notificationsOf = (prisma: PrismaClient, userId: number, kind?: string) =>
  prisma.notification.findMany({
    where: { userId, ...(kind ? { kind } : {}) },
    orderBy: { id: 'asc' },
  })
