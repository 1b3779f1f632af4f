// Rows the thread and notification tests start from, written straight through Prisma: the
// casting, application and proposal routes belong to other modules, and each test should
// start from the state it is about (a booked application, an accepted proposal, …).
import { CATEGORY_ID, SERVICE_TYPE, DAY_MS } from '@cnm/contracts'
import type { App } from '../../../app.js'
import type { Prisma, PrismaClient } from '../../../generated/prisma/client.js'
import { signIn, type SignedIn } from '../../../../test/helpers/factories.js'
import { createProfile, INFO, seedModelReferenceData } from '../../models/testing/model-fixtures.js'

export { INFO, seedModelReferenceData }

/** Everyone the authorization table is about. */
export interface ThreadCast {
  /** The model account that applies, and receives the proposal. */
  applicant: SignedIn
  otherModel: SignedIn
  /** The approved client that owns the casting and sends the proposal. */
  owner: SignedIn
  otherClient: SignedIn
  admin: SignedIn
}

const approvedClient = {
  serviceType: SERVICE_TYPE.CLIENT_NORMAL,
  examinationStatus: 3,
  categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
} as const

export async function createThreadCast(app: App): Promise<ThreadCast> {
  const [applicant, otherModel, owner, otherClient, admin] = await Promise.all([
    signIn(app, { serviceType: SERVICE_TYPE.MODEL_NORMAL, firstName: 'Mina' }),
    signIn(app, { serviceType: SERVICE_TYPE.MODEL_NORMAL }),
    signIn(app, { ...approvedClient, firstName: 'Joon' }),
    signIn(app, approvedClient),
    signIn(app, { ...approvedClient, role: 'ADMIN' }),
  ])
  return { applicant, otherModel, owner, otherClient, admin }
}

export async function createCasting(
  prisma: PrismaClient,
  clientId: number,
  data: Partial<Prisma.CastingUncheckedCreateInput> = {},
) {
  return prisma.casting.create({
    data: {
      clientId,
      status: 'live',
      title: 'Spring lipstick campaign',
      companyName: 'Acme Cosmetics',
      productCategories: 'Cosmetics',
      contractPeriod: 6,
      budget: 1_500_000n,
      modelNumber: 1,
      locationOfFilming: 'Seongsu-dong, Seoul',
      postingMedia: 'Instagram',
      applicationDeadline: new Date(Date.now() + 7 * DAY_MS),
      publishedAt: new Date(),
      ...data,
    },
  })
}

/** A live casting of `clientId` with one application from `applicantId`'s new profile. */
export async function createApplication(
  prisma: PrismaClient,
  { clientId, applicantId }: { clientId: number; applicantId: number },
  data: Partial<Prisma.ApplicationUncheckedCreateInput> = {},
) {
  const [casting, profile] = await Promise.all([
    createCasting(prisma, clientId),
    createProfile(prisma, applicantId, { stageName: 'Mina Kim' }),
  ])
  return prisma.application.create({
    data: {
      castingId: casting.id,
      modelProfileId: profile.id,
      applicantId,
      note: 'I would love to.',
      ...data,
    },
  })
}

/** A direct proposal from `senderId` to the owner of a new profile (`recipientId`). */
export async function createProposal(
  prisma: PrismaClient,
  { senderId, recipientId }: { senderId: number | null; recipientId: number | null },
  data: Partial<Prisma.CastingProposalUncheckedCreateInput> = {},
) {
  const profile = recipientId
    ? await createProfile(prisma, recipientId, { stageName: 'Mina Kim' }, { photo: false })
    : null
  return prisma.castingProposal.create({
    data: {
      title: 'Autumn denim lookbook',
      companyName: 'Blue Denim Co.',
      productCategories: 'Clothing',
      contractPeriod: 3,
      budgetType: 'total',
      budget: 2_000_000n,
      modelCategory: 'Fashion',
      modelDetailedCategory: 'Editorial',
      gender: 'Female',
      age: 25,
      modelNumber: 1,
      filmingDate: 'Early December',
      locationOfFilming: 'Seoul',
      postingMedia: 'Web',
      otherContent: '',
      contactInformation: '+82 10 1234 5678',
      email: 'casting@denim.example.com',
      senderUserId: senderId,
      recipientId,
      targetModelId: recipientId,
      targetModelProfileId: profile?.id ?? null,
      status: recipientId ? 'pending' : null,
      ...data,
    },
  })
}

/** Messages written straight to a thread (creating it), for paging and e-mail tests. */
export async function seedThreadMessages(
  prisma: PrismaClient,
  thread: Prisma.MessageThreadUncheckedCreateInput,
  messages: ReadonlyArray<{ senderId: number; body: string }>,
) {
  const row = await prisma.messageThread.create({ data: thread })
  await prisma.message.createMany({
    data: messages.map((message) => ({ threadId: row.id, ...message })),
  })
  return row
}
