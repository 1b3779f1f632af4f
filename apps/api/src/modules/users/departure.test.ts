// Nothing vanishes that others depend on (issue #25, ADR 0032): a model profile or an account
// with history is archived and anonymised, not deleted; the other side keeps the booking, the
// thread, the reviews and their averages, the administrators keep the reports; a client that
// leaves closes its castings (applicants told) and ends its waiting proposals.
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import {
  ADMIN_CONSOLE_API_PATHS,
  API_PATHS,
  SERVICE_TYPE,
  TRUST_API_PATHS,
  type AdminReportList,
  type ReviewList,
  type Thread,
  DAY_MS,
} from '@cnm/contracts'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { setupModelSuite } from '../models/testing/model-fixtures.js'
import {
  createBooking,
  createCasting,
  createReview,
  createThread,
  INFO,
  signInApprovedClient,
  type Booking,
} from '../reviews/testing/trust-fixtures.js'
import { bornYearsAgo, createProfile } from '../models/testing/model-fixtures.js'
import { PURGE_ARCHIVED_PROFILES_JOB } from '../models/index.js'

describe('leaving without taking what others depend on', () => {
  const { ctx, cast } = setupModelSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })
  const db = () => ctx.db.prisma

  /** A booked model with a thread, both reviews released and a report on the profile. */
  async function bookedPair(): Promise<{ client: SignedIn; model: SignedIn; booking: Booking }> {
    const client = await signInApprovedClient(ctx.app)
    const model = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const booking = await createBooking(db(), client.user.id, model.user.id, {
      casting: { modelNumber: 1, bookedCount: 1, applicationCount: 1 },
    })
    await db().modelProfile.update({
      where: { id: booking.profileId },
      data: {
        bio: 'Seoul based, 170 cm.',
        instagram: 'mina.kim',
        birthDate: new Date('2000-01-02'),
      },
    })
    await createThread(db(), booking, ['Hello Mina', 'Hello! See you on the 10th.'])
    await createReview(db(), booking, 'client_to_model', { rating: 5 })
    await createReview(db(), booking, 'model_to_client', { rating: 2, text: 'Paid late.' })
    await db().modelReport.create({
      data: {
        profileId: booking.profileId,
        reporterId: client.user.id,
        reasonId: INFO.REASON_SPAM,
      },
    })
    return { client, model, booking }
  }

  const threadOf = async (who: SignedIn, applicationId: number, language = 'en') => {
    const response = await request(ctx.app.server)
      .get(API_PATHS.APPLICATION_MESSAGES(applicationId))
      .set(who.headers)
      .set('accept-language', language)
    return { status: response.status, thread: response.body.data as Thread }
  }

  /** What the client observes after the model side left. */
  async function expectClientKeepsEverything(client: SignedIn, booking: Booking) {
    const en = await threadOf(client, booking.application.id)
    expect(en.status).toBe(200)
    expect(en.thread.messages.map((message) => message.body)).toEqual([
      'Hello Mina',
      'Hello! See you on the 10th.',
    ])
    expect(en.thread.counterpartName).toBe('Deleted account')
    expect(en.thread.profile).toBeNull()
    expect((await threadOf(client, booking.application.id, 'ko')).thread.counterpartName).toBe(
      '탈퇴한 회원',
    )
    const casting = await request(ctx.app.server)
      .get(API_PATHS.CASTING(booking.casting.id))
      .set(client.headers)
    expect(casting.body.data.bookedCount).toBe(1)
    // The applicants list keeps the booking under a deleted account: no name, no photo.
    const applicants = await request(ctx.app.server)
      .get(API_PATHS.CASTING_APPLICATIONS(booking.casting.id))
      .set(client.headers)
    expect(applicants.status).toBe(200)
    expect(applicants.body.data.items).toHaveLength(1)
    expect(applicants.body.data.items[0]).toMatchObject({
      status: 'booked',
      profile: { stageName: '', cover: null, city: null, departed: true },
    })
    // The model's review of the client still counts in the client's public average.
    const partner = await request(ctx.app.server).get(
      TRUST_API_PATHS.PARTNER_REVIEWS(client.user.id),
    )
    expect((partner.body.data as ReviewList).summary).toEqual({ average: 2, count: 1 })
    // Its author is a deleted account: no name, no link to the archived profile.
    expect((partner.body.data as ReviewList).items[0]?.author).toMatchObject({
      side: 'model',
      name: '',
      modelProfileId: null,
      departed: true,
    })
    // The administrators still have the report and what it is about.
    const reports = await request(ctx.app.server)
      .get(ADMIN_CONSOLE_API_PATHS.REPORTS)
      .query({ kind: 'profile', status: 'open' })
      .set(cast.admin.headers)
    const items = (reports.body.data as AdminReportList).items.filter(
      (item) => item.content.kind === 'profile' && item.content.profileId === booking.profileId,
    )
    expect(items).toHaveLength(1)
  }

  it('a model deleting a booked, reviewed, reported profile leaves the client all of it', async () => {
    const { client, model, booking } = await bookedPair()
    const response = await request(ctx.app.server)
      .delete(API_PATHS.MODEL(booking.profileId))
      .set(model.headers)
    expect(response.status).toBe(200)
    await expectClientKeepsEverything(client, booking)
    // Gone for the owner and the public alike.
    const mine = await request(ctx.app.server).get(API_PATHS.MY_MODELS).set(model.headers)
    expect(mine.body.data.items).toEqual([])
    const page = await request(ctx.app.server).get(API_PATHS.MODEL(booking.profileId))
    expect(page.status).toBe(404)
  })

  it('withdrawing the model account does the same and erases the personal data', async () => {
    const { client, model, booking } = await bookedPair()
    // The report is resolved: nothing is held as evidence any more.
    await db().modelReport.updateMany({
      where: { profileId: booking.profileId },
      data: { status: 'dismissed' },
    })
    const response = await request(ctx.app.server)
      .delete(API_PATHS.USER(model.user.id))
      .set(model.headers)
    expect(response.status).toBe(200)
    const en = await threadOf(client, booking.application.id)
    expect(en.status).toBe(200)
    expect(en.thread.counterpartName).toBe('Deleted account')
    const profile = await db().modelProfile.findUniqueOrThrow({
      where: { id: booking.profileId },
      include: { photos: true },
    })
    expect(profile).toMatchObject({
      stageName: '',
      bio: '',
      instagram: null,
      birthDate: null,
      photos: [],
    })
    expect(profile.archivedAt).not.toBeNull()
    expect(await db().review.count({ where: { applicationId: booking.application.id } })).toBe(2)
  })

  it('a minor leaving tells the waiting client by the first name only (ADR 0035)', async () => {
    const client = await signInApprovedClient(ctx.app)
    const owner = await signIn(ctx.app)
    const profile = await createProfile(db(), owner.user.id, {
      stageName: 'Sora Lee',
      birthDate: bornYearsAgo(12),
      guardianName: 'Mother',
      guardianConsentAt: new Date(),
    })
    const casting = await createCasting(db(), client.user.id)
    await db().application.create({
      data: {
        castingId: casting.id,
        modelProfileId: profile.id,
        applicantId: owner.user.id,
        note: 'Free on weekends.',
      },
    })
    const response = await request(ctx.app.server)
      .delete(API_PATHS.USER(owner.user.id))
      .set(owner.headers)
    expect(response.status, response.text).toBe(200)
    const told = await db().notification.findMany({
      where: { userId: client.user.id, kind: 'application_withdrawn' },
      select: { payload: true },
    })
    expect(told).toHaveLength(1)
    expect(told[0]?.payload).toMatchObject({ stageName: 'Sora' })
    expect(JSON.stringify(told)).not.toContain('Lee')
  })

  it('a profile kept as evidence of an open report keeps its data for administrators only', async () => {
    const { model, booking } = await bookedPair()
    await request(ctx.app.server).delete(API_PATHS.MODEL(booking.profileId)).set(model.headers)
    const reports = await request(ctx.app.server)
      .get(ADMIN_CONSOLE_API_PATHS.REPORTS)
      .query({ kind: 'profile', status: 'open' })
      .set(cast.admin.headers)
    const item = (reports.body.data as AdminReportList).items.find(
      (entry) => entry.content.kind === 'profile' && entry.content.profileId === booking.profileId,
    )
    expect(item?.content).toMatchObject({ stageName: 'Mina Kim' })
    expect((await request(ctx.app.server).get(API_PATHS.MODEL(booking.profileId))).status).toBe(404)
    // Once the report is resolved, the daily purge erases what was held.
    const dismissed = await request(ctx.app.server)
      .post(ADMIN_CONSOLE_API_PATHS.REPORT_DISMISS('profile', item?.id ?? 0))
      .set(cast.admin.headers)
      .send({ reason: 'Looked at it: nothing wrong.' })
    expect(dismissed.status).toBe(200)
    await ctx.app.jobs.send(PURGE_ARCHIVED_PROFILES_JOB, {})
    await ctx.app.jobs.drain([PURGE_ARCHIVED_PROFILES_JOB])
    const profile = await db().modelProfile.findUniqueOrThrow({ where: { id: booking.profileId } })
    expect(profile).toMatchObject({ stageName: '', bio: '', instagram: null, birthDate: null })
    expect(profile.anonymisedAt).not.toBeNull()
  })

  it('a profile without history is still deleted outright', async () => {
    const model = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const profile = await createProfile(db(), model.user.id)
    const response = await request(ctx.app.server)
      .delete(API_PATHS.MODEL(profile.id))
      .set(model.headers)
    expect(response.status).toBe(200)
    expect(await db().modelProfile.findUnique({ where: { id: profile.id } })).toBeNull()
  })

  it('a client that leaves closes its castings, tells the applicants and ends its proposals', async () => {
    const client = await signInApprovedClient(ctx.app)
    const model = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const profile = await createProfile(db(), model.user.id)
    const casting = await createCasting(db(), client.user.id, {
      applicationDeadline: new Date(Date.now() + 7 * DAY_MS),
      applicationCount: 1,
    })
    await db().application.create({
      data: { castingId: casting.id, modelProfileId: profile.id, applicantId: model.user.id },
    })
    const proposal = await db().castingProposal.create({
      data: {
        ...PROPOSAL_FIELDS,
        contactInformation: 'Jiwon Park, 010-1234-5678',
        senderUserId: client.user.id,
        recipientId: model.user.id,
        targetModelId: model.user.id,
        targetModelProfileId: profile.id,
        status: 'pending',
      },
    })

    const response = await request(ctx.app.server)
      .delete(API_PATHS.USER(client.user.id))
      .set(client.headers)
    expect(response.status).toBe(200)

    const page = await request(ctx.app.server).get(API_PATHS.CASTING(casting.id)).set(model.headers)
    expect(page.body.data).toMatchObject({ status: 'closed', closedReason: 'account_closed' })
    const notifications = await request(ctx.app.server)
      .get(API_PATHS.NOTIFICATIONS)
      .set(model.headers)
    const kinds = notifications.body.data.items.map(
      (item: { kind: string; payload: Record<string, unknown> }) => [
        item.kind,
        item.payload.reason,
      ],
    )
    expect(kinds).toContainEqual(['casting_closed', 'account_closed'])
    expect(kinds).toContainEqual(['proposal_answered', 'account_closed'])
    const answered = await request(ctx.app.server)
      .get(API_PATHS.PROPOSAL(proposal.id))
      .set(model.headers)
    expect(answered.body.data.proposal.status).toBe('cancelled')
    expect(
      await db().castingProposal.findUniqueOrThrow({
        where: { id: proposal.id },
        select: { email: true, contactInformation: true },
      }),
    ).toEqual({ email: '', contactInformation: '' })
    // Nobody else can apply any more, and an account that left vouches for nothing.
    const other = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const otherProfile = await createProfile(db(), other.user.id)
    const late = await request(ctx.app.server)
      .post(API_PATHS.CASTING_APPLICATIONS(casting.id))
      .set(other.headers)
      .send({ modelId: otherProfile.id, note: 'Hello!' })
    expect(late.status).not.toBe(201)
    expect(page.body.data.client.verified).toBe(false)
  })

  it('a model booked by a client that left keeps the thread, with the client shown as deleted', async () => {
    const client = await signInApprovedClient(ctx.app)
    const model = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const booking = await createBooking(db(), client.user.id, model.user.id, {
      casting: { modelNumber: 1, bookedCount: 1, applicationCount: 1 },
    })
    await createThread(db(), booking, ['See you Monday', 'Thanks, see you.'])
    await request(ctx.app.server).delete(API_PATHS.USER(client.user.id)).set(client.headers)
    for (const [language, name] of [
      ['en', 'Deleted account'],
      ['ko', '탈퇴한 회원'],
    ] as const) {
      const seen = await threadOf(model, booking.application.id, language)
      expect(seen.status).toBe(200)
      expect(seen.thread.counterpartName).toBe(name)
      expect(seen.thread.counterpartDeparted).toBe(true)
      expect(seen.thread.messages).toHaveLength(2)
    }
    const reply = await request(ctx.app.server)
      .post(API_PATHS.APPLICATION_MESSAGES(booking.application.id))
      .set(model.headers)
      .send({ body: 'Are we still on?' })
    expect(reply.status).toBe(409)
    expect((await threadOf(model, booking.application.id)).thread.canWrite).toBe(false)
    const casting = await request(ctx.app.server)
      .get(API_PATHS.CASTING(booking.casting.id))
      .set(model.headers)
    expect(casting.body.data).toMatchObject({ status: 'closed' })
  })

  it('a profile whose only history is an accepted proposal is archived, not deleted', async () => {
    const client = await signInApprovedClient(ctx.app)
    const model = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const profile = await createProfile(db(), model.user.id, { stageName: 'Hana Lee' })
    const proposal = await db().castingProposal.create({
      data: {
        ...PROPOSAL_FIELDS,
        senderUserId: client.user.id,
        recipientId: model.user.id,
        targetModelId: model.user.id,
        targetModelProfileId: profile.id,
        status: 'accepted',
      },
    })
    const thread = await db().messageThread.create({
      data: { proposalId: proposal.id, clientId: client.user.id, modelUserId: model.user.id },
    })
    await db().message.create({
      data: { threadId: thread.id, senderId: client.user.id, body: 'Welcome aboard' },
    })
    const response = await request(ctx.app.server)
      .delete(API_PATHS.MODEL(profile.id))
      .set(model.headers)
    expect(response.status).toBe(200)
    expect(await db().modelProfile.findUnique({ where: { id: profile.id } })).not.toBeNull()
    const seen = await request(ctx.app.server)
      .get(API_PATHS.PROPOSAL_MESSAGES(proposal.id))
      .set(client.headers)
    expect(seen.status).toBe(200)
    expect((seen.body.data as Thread).counterpartName).toBe('Deleted account')
    expect((seen.body.data as Thread).profile).toBeNull()
  })

  it("a withdrawn account's likes stop counting", async () => {
    const owner = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const profile = await createProfile(db(), owner.user.id)
    const fan = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const liked = await request(ctx.app.server)
      .post(API_PATHS.MODEL_LIKES(profile.id))
      .set(fan.headers)
    expect(liked.body.data.likeCount).toBe(1)
    await request(ctx.app.server).delete(API_PATHS.USER(fan.user.id)).set(fan.headers)
    const stored = await db().modelProfile.findUniqueOrThrow({ where: { id: profile.id } })
    expect(stored.likeCount).toBe(0)
    expect(await db().modelLike.count({ where: { profileId: profile.id } })).toBe(0)
  })
})

const PROPOSAL_FIELDS = {
  title: 'Summer campaign',
  companyName: 'Blue Star Entertainment',
  productCategories: 'Apparel',
  contractPeriod: 1,
  budgetType: 'total',
  budget: 500_000n,
  modelCategory: 'Fashion',
  modelDetailedCategory: 'Lookbook',
  gender: 'Any',
  age: 25,
  modelNumber: 1,
  filmingDate: 'July',
  locationOfFilming: 'Seoul',
  postingMedia: 'Instagram',
  otherContent: '',
  contactInformation: '',
  email: 'casting@bluestar.example.com',
} as const
