// Castings, applications and direct proposals written straight to the database, so the
// application tests do not depend on the castings routes (built in parallel), plus the
// accounts the authorization table is about.
import {
  API_PATHS,
  CATEGORY_ID,
  EXAMINATION_STATUS,
  SERVICE_TYPE,
  threadResponseSchema,
  type ApplicationStatus,
  DAY_MS,
} from '@cnm/contracts'
import { beforeAll, expect } from 'vitest'
import type { App } from '../../../app.js'
import type { Prisma, PrismaClient } from '../../../generated/prisma/client.js'
import type { TestAppContext, TestAppOptions } from '../../../../test/helpers/app.js'
import { signIn, type SignedIn } from '../../../../test/helpers/factories.js'
import { createProfile, INFO, setupModelSuite } from '../../models/testing/model-fixtures.js'
import { signInApprovedClient } from '../../reviews/testing/trust-fixtures.js'

/**
 * A direct proposal row from `senderUserId` to `recipientId` (pending unless said); the rest of
 * the spec's proposal fields are a plain make-up job: override what the test is about.
 */
export function createDirectProposal(
  prisma: PrismaClient,
  data: Pick<
    Prisma.CastingProposalUncheckedCreateInput,
    'senderUserId' | 'recipientId' | 'targetModelProfileId'
  > &
    Partial<Prisma.CastingProposalUncheckedCreateInput>,
) {
  return prisma.castingProposal.create({
    data: {
      title: 'Direct offer',
      companyName: 'Acme',
      productCategories: 'Cosmetics',
      contractPeriod: 3,
      budgetType: 'KRW',
      budget: 1_000_000n,
      modelCategory: 'Beauty',
      modelDetailedCategory: 'Make-up',
      gender: 'Female',
      age: 25,
      modelNumber: 1,
      filmingDate: 'May',
      locationOfFilming: 'Seoul',
      postingMedia: 'Instagram',
      otherContent: '',
      contactInformation: 'x',
      email: 'casting@acme.example.com',
      status: 'pending',
      ...data,
    },
  })
}

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

/**
 * A fresh approved client and model side: the client's casting (`modelNumber` roles) and one
 * application of the model's profile (Mina Kim) in `status`, counted on the casting.
 */
export async function createBooking(
  app: App,
  prisma: PrismaClient,
  { status = 'booked', modelNumber = 2 }: { status?: ApplicationStatus; modelNumber?: number } = {},
) {
  const [client, model] = await Promise.all([
    signInApprovedClient(app),
    signIn(app, { serviceType: SERVICE_TYPE.MODEL_NORMAL }),
  ])
  const casting = await createCasting(prisma, client.user.id, { modelNumber })
  const profile = await createProfile(prisma, model.user.id, { stageName: 'Mina Kim' })
  const application = await createApplication(prisma, {
    castingId: casting.id,
    modelProfileId: profile.id,
    applicantId: model.user.id,
    status,
  })
  return { client, model, casting, profile, application }
}

const BOOKING_PATHS = {
  application: {
    cancellation: API_PATHS.APPLICATION_CANCELLATION,
    messages: API_PATHS.APPLICATION_MESSAGES,
  },
  proposal: {
    cancellation: API_PATHS.PROPOSAL_CANCELLATION,
    messages: API_PATHS.PROPOSAL_MESSAGES,
  },
} as const

/**
 * What a booking's two sides call, on an application or an accepted direct proposal: cancel
 * it (`reason` unless told), write in its thread, and read the thread (which must answer 200).
 */
export function bookingCalls(
  ctx: TestAppContext,
  of: keyof typeof BOOKING_PATHS,
  defaultReason: string,
) {
  const paths = BOOKING_PATHS[of]
  const cancel = (who: SignedIn, id: number, reason = defaultReason, language = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: paths.cancellation(id),
      headers: { ...who.headers, 'accept-language': language },
      payload: { reason },
    })
  const write = (who: SignedIn, id: number, body: string) =>
    ctx.app.inject({
      method: 'POST',
      url: paths.messages(id),
      headers: who.headers,
      payload: { body },
    })
  async function thread(who: SignedIn, id: number, language = 'en') {
    const response = await ctx.app.inject({
      method: 'GET',
      url: paths.messages(id),
      headers: { ...who.headers, 'accept-language': language },
    })
    expect(response.statusCode, response.body).toBe(200)
    return threadResponseSchema.parse(response.json()).data
  }
  return { cancel, write, thread }
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
