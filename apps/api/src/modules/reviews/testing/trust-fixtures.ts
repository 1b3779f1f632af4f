// Builders for the trust tests (reviews, partners, admin console): castings, bookings,
// reviews, reports and messages written straight to the database, so each test starts from
// the state it is about (the castings and applications routes are another module's).
import {
  CATEGORY_ID,
  EXAMINATION_STATUS,
  SERVICE_TYPE,
  type ReviewDirection,
  DAY_MS,
} from '@cnm/contracts'
import type { App } from '../../../app.js'
import type { Prisma, PrismaClient } from '../../../generated/prisma/client.js'
import { issueAccessToken } from '../../../plugins/auth.js'
import { createSession, signIn, type SignedIn } from '../../../../test/helpers/factories.js'
import { createProfile, INFO } from '../../models/testing/model-fixtures.js'

export { INFO }

/** A fresh session and token for an existing user at the app's current (possibly fake) time. */
export async function headersFor(app: App, user: { id: number; role: 'USER' | 'ADMIN' }) {
  const session = await createSession(app.prisma, {
    userId: user.id,
    expiresAt: new Date(app.clock.now().getTime() + 30 * DAY_MS),
  })
  const token = issueAccessToken(app, { userId: user.id, sessionId: session.id, role: user.role })
  return { authorization: `Bearer ${token}` }
}

/** An approved client company (a partner), signed in. */
export const signInApprovedClient = (
  app: App,
  data: Partial<Prisma.UserUncheckedCreateInput> = {},
): Promise<SignedIn> =>
  signIn(app, {
    serviceType: SERVICE_TYPE.CLIENT_NORMAL,
    examinationStatus: EXAMINATION_STATUS.APPROVAL,
    categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
    categoryTwoDepthId: CATEGORY_ID.ENTERTAINMENT,
    agency: 'Blue Star Entertainment',
    cityId: INFO.SEOUL,
    phoneNumber: '010-1234-5678',
    homePage: 'https://bluestar.example.com',
    ...data,
  })

export function createCasting(
  prisma: PrismaClient,
  clientId: number,
  data: Partial<Prisma.CastingUncheckedCreateInput> = {},
) {
  return prisma.casting.create({
    data: {
      clientId,
      status: 'live',
      title: 'Spring lookbook shoot',
      companyName: 'Blue Star Entertainment',
      productCategories: 'Apparel',
      contractPeriod: 3,
      budget: 1_500_000n,
      modelNumber: 2,
      locationOfFilming: 'Seongsu studio',
      postingMedia: 'Instagram',
      otherContent: 'Natural look, two outfits.',
      applicationDeadline: new Date('2026-02-20T00:00:00Z'),
      filmingDate: new Date('2026-03-10T00:00:00Z'),
      publishedAt: new Date('2026-02-01T00:00:00Z'),
      cityId: INFO.SEOUL,
      ...data,
    },
  })
}

export interface Booking {
  casting: Awaited<ReturnType<typeof createCasting>>
  application: Prisma.ApplicationGetPayload<object>
  profileId: number
}

/** A casting of `clientId` with `modelUserId`'s new profile booked on it. */
export async function createBooking(
  prisma: PrismaClient,
  clientId: number,
  modelUserId: number,
  options: {
    casting?: Partial<Prisma.CastingUncheckedCreateInput>
    status?: Prisma.ApplicationUncheckedCreateInput['status']
    profileId?: number
  } = {},
): Promise<Booking> {
  const casting = await createCasting(prisma, clientId, options.casting)
  const profileId =
    options.profileId ?? (await createProfile(prisma, modelUserId, { stageName: 'Mina Kim' })).id
  const application = await prisma.application.create({
    data: {
      castingId: casting.id,
      modelProfileId: profileId,
      applicantId: modelUserId,
      status: options.status ?? 'booked',
    },
  })
  return { casting, application, profileId }
}

/** A review row as the route would write it; released unless told otherwise. */
export function createReview(
  prisma: PrismaClient,
  booking: Booking,
  direction: ReviewDirection,
  data: Partial<Prisma.ReviewUncheckedCreateInput> = {},
) {
  const byClient = direction === 'client_to_model'
  return prisma.review.create({
    data: {
      applicationId: booking.application.id,
      direction,
      authorId: byClient ? booking.casting.clientId : booking.application.applicantId,
      subjectUserId: byClient ? booking.application.applicantId : booking.casting.clientId,
      modelProfileId: byClient ? booking.profileId : null,
      rating: 4,
      text: 'Good to work with.',
      releasedAt: new Date('2026-03-12T00:00:00Z'),
      ...data,
    },
  })
}

/** A thread of the booking with a few messages; answers the thread and the messages. */
export async function createThread(prisma: PrismaClient, booking: Booking, bodies: string[]) {
  const thread = await prisma.messageThread.create({
    data: {
      applicationId: booking.application.id,
      clientId: booking.casting.clientId,
      modelUserId: booking.application.applicantId,
    },
  })
  const messages = []
  for (const [index, body] of bodies.entries()) {
    messages.push(
      await prisma.message.create({
        data: {
          threadId: thread.id,
          senderId: index % 2 === 0 ? booking.casting.clientId : booking.application.applicantId,
          body,
        },
      }),
    )
  }
  return { thread, messages }
}
