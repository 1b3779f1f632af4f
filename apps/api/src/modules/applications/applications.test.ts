// Applications as applicants and clients observe them (issue #15, ADR 0024): who may apply,
// one application per profile also under concurrent clicks, withdrawing before and after
// the client opened it, the status graph, bulk decisions, and a casting that fills up.
import { describe, expect, it } from 'vitest'
import {
  API_PATHS,
  applicantListResponseSchema,
  applicationDetailResponseSchema,
  myApplicationResponseSchema,
  SERVER_MESSAGES,
  SERVICE_TYPE,
} from '@cnm/contracts'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { bornYearsAgo, createProfile, INFO } from '../models/testing/model-fixtures.js'
import {
  createApplication,
  createCasting,
  notificationsOf,
  setupApplicationsSuite,
} from './testing/casting-factory.js'

const { ctx, cast } = setupApplicationsSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })

const prisma = () => ctx.db.prisma

async function apply(who: SignedIn, castingId: number, modelId: number, note = 'Hello!') {
  return ctx.app.inject({
    method: 'POST',
    url: API_PATHS.CASTING_APPLICATIONS(castingId),
    headers: who.headers,
    payload: { modelId, note },
  })
}

const setStatus = (who: SignedIn, id: number, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: API_PATHS.APPLICATION(id), headers: who.headers, payload })

/** A fresh model account with one published profile. */
async function newModel() {
  const model = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
  const profile = await createProfile(prisma(), model.user.id)
  return { model, profile }
}

describe('applying', () => {
  it('a model applies with its published profile: 201, counted, the client told', async () => {
    const casting = await createCasting(prisma(), cast.castingOwner.user.id)
    const profile = await createProfile(prisma(), cast.modelOwner.user.id)
    const response = await apply(cast.modelOwner, casting.id, profile.id, 'I love lipstick.')
    expect(response.statusCode, response.body).toBe(201)
    const body = myApplicationResponseSchema.parse(response.json())
    expect(body.message).toBe(SERVER_MESSAGES.APPLICATION_SENT)
    expect(body.data.application).toMatchObject({
      status: 'submitted',
      note: 'I love lipstick.',
      canWithdraw: true,
      casting: { id: casting.id, title: casting.title, status: 'live' },
      profile: { id: profile.id, stageName: profile.stageName },
    })
    expect(body.data.application.profile.cover?.variants.length).toBeGreaterThan(0)
    const after = await prisma().casting.findUniqueOrThrow({ where: { id: casting.id } })
    expect(after.applicationCount).toBe(1)
    const [notice] = await notificationsOf(
      prisma(),
      cast.castingOwner.user.id,
      'application_received',
    )
    expect(notice).toMatchObject({
      castingId: casting.id,
      payload: { applicationId: body.data.application.id, stageName: profile.stageName },
    })
  })

  it('an agency applies with a profile it manages', async () => {
    const casting = await createCasting(prisma(), cast.castingOwner.user.id)
    const profile = await createProfile(prisma(), cast.agency.user.id)
    const response = await apply(cast.agency, casting.id, profile.id)
    expect(response.statusCode, response.body).toBe(201)
  })

  it('refuses clients, other people’s profiles, drafts and the owner’s own casting', async () => {
    const casting = await createCasting(prisma(), cast.castingOwner.user.id)
    const mine = await createProfile(prisma(), cast.modelOwner.user.id)
    const draft = await createProfile(prisma(), cast.modelOwner.user.id, {
      status: 'draft',
      publishedAt: null,
    })
    const othersDraft = await createProfile(prisma(), cast.otherModel.user.id, {
      status: 'draft',
      publishedAt: null,
    })
    const cases: Array<[SignedIn, number, number, number, string]> = [
      [cast.otherClient, casting.id, mine.id, 403, SERVER_MESSAGES.APPLICATION_NOT_ALLOWED],
      [cast.unapprovedClient, casting.id, mine.id, 403, SERVER_MESSAGES.APPLICATION_NOT_ALLOWED],
      [cast.otherModel, casting.id, mine.id, 403, SERVER_MESSAGES.APPLICATION_PROFILE_NOT_YOURS],
      [
        cast.otherModel,
        casting.id,
        othersDraft.id,
        409,
        SERVER_MESSAGES.APPLICATION_PROFILE_NOT_PUBLISHED,
      ],
      [
        cast.modelOwner,
        casting.id,
        draft.id,
        409,
        SERVER_MESSAGES.APPLICATION_PROFILE_NOT_PUBLISHED,
      ],
      [cast.modelOwner, casting.id, othersDraft.id, 404, SERVER_MESSAGES.NOT_FOUND],
    ]
    for (const [who, castingId, modelId, status, message] of cases) {
      const response = await apply(who, castingId, modelId)
      expect(response.statusCode, `${who.user.id} ${modelId}: ${response.body}`).toBe(status)
      expect(response.json().message).toBe(message)
    }
    // An agency that also posts castings cannot apply to its own.
    const agencyCasting = await createCasting(prisma(), cast.agency.user.id)
    const agencyProfile = await createProfile(prisma(), cast.agency.user.id)
    const own = await apply(cast.agency, agencyCasting.id, agencyProfile.id)
    expect(own.statusCode).toBe(403)
    expect(own.json().message).toBe(SERVER_MESSAGES.APPLICATION_OWN_CASTING)
  })

  it('refuses castings that are not taking applications', async () => {
    const { model, profile } = await newModel()
    const owner = cast.castingOwner.user.id
    const past = await createCasting(prisma(), owner, {
      applicationDeadline: new Date(Date.now() - 60_000),
    })
    const closed = await createCasting(prisma(), owner, {
      status: 'closed',
      closedReason: 'client',
    })
    const draft = await createCasting(prisma(), owner, { status: 'draft', publishedAt: null })
    const hidden = await createCasting(prisma(), owner, { hiddenAt: new Date() })
    expect((await apply(model, past.id, profile.id)).json().message).toBe(
      SERVER_MESSAGES.CASTING_NOT_OPEN,
    )
    expect((await apply(model, past.id, profile.id)).statusCode).toBe(409)
    // Not public: nobody but the owner may tell these exist.
    for (const casting of [closed, draft, hidden]) {
      expect((await apply(model, casting.id, profile.id)).statusCode).toBe(404)
    }
    expect((await apply(model, 2_000_000_000, profile.id)).statusCode).toBe(404)
    const counts = await prisma().casting.findMany({
      where: { id: { in: [past.id, closed.id, draft.id, hidden.id] } },
      select: { applicationCount: true },
    })
    expect(counts.every((row) => row.applicationCount === 0)).toBe(true)
  })

  it('ten concurrent clicks make exactly one application; the rest are a clean 409', async () => {
    const casting = await createCasting(prisma(), cast.castingOwner.user.id)
    const { model, profile } = await newModel()
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => apply(model, casting.id, profile.id)),
    )
    const statuses = responses.map((response) => response.statusCode).sort()
    expect(statuses).toEqual([201, ...Array<number>(9).fill(409)])
    for (const response of responses.filter((one) => one.statusCode === 409)) {
      expect(response.json()).toMatchObject({
        code: 'CONFLICT',
        message: SERVER_MESSAGES.APPLICATION_DUPLICATE,
      })
    }
    expect(await prisma().application.count({ where: { castingId: casting.id } })).toBe(1)
    const after = await prisma().casting.findUniqueOrThrow({ where: { id: casting.id } })
    expect(after.applicationCount).toBe(1)
    expect(
      await notificationsOf(prisma(), cast.castingOwner.user.id, 'application_received').then(
        (rows) => rows.filter((row) => row.castingId === casting.id).length,
      ),
    ).toBe(1)
  })
})

describe('withdrawing', () => {
  it('works until the client opens the application, then is refused with a reason', async () => {
    const casting = await createCasting(prisma(), cast.castingOwner.user.id)
    const { model, profile } = await newModel()
    const first = (await apply(model, casting.id, profile.id)).json().data.application.id as number
    const withdrawn = await ctx.app.inject({
      method: 'DELETE',
      url: API_PATHS.APPLICATION(first),
      headers: model.headers,
    })
    expect(withdrawn.statusCode, withdrawn.body).toBe(200)
    expect(withdrawn.json().data.application).toMatchObject({
      status: 'withdrawn',
      canWithdraw: false,
    })
    expect(
      (await prisma().casting.findUniqueOrThrow({ where: { id: casting.id } })).applicationCount,
    ).toBe(0)
    expect(
      (await notificationsOf(prisma(), cast.castingOwner.user.id, 'application_withdrawn')).some(
        (row) => row.castingId === casting.id,
      ),
    ).toBe(true)
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: API_PATHS.APPLICATION(first),
      headers: model.headers,
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(SERVER_MESSAGES.APPLICATION_ALREADY_WITHDRAWN)

    // A second profile applies; the client opens it; withdrawing is now refused.
    const second = await createProfile(prisma(), model.user.id, { stageName: 'Second Look' })
    const applied = (await apply(model, casting.id, second.id)).json().data.application.id as number
    const opened = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.APPLICATION(applied),
      headers: cast.castingOwner.headers,
    })
    expect(opened.statusCode).toBe(200)
    const detail = applicationDetailResponseSchema.parse(opened.json()).data
    expect(detail.view === 'client' && detail.applicant.status).toBe('viewed')
    const refused = await ctx.app.inject({
      method: 'DELETE',
      url: API_PATHS.APPLICATION(applied),
      headers: model.headers,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(SERVER_MESSAGES.APPLICATION_ALREADY_VIEWED)
    const statusNotices = await notificationsOf(prisma(), model.user.id, 'application_status')
    expect(statusNotices.map((row) => row.payload)).toContainEqual(
      expect.objectContaining({ applicationId: applied, status: 'viewed' }),
    )
    // The applicant reading it changes nothing and sees no client note.
    const own = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.APPLICATION(applied),
      headers: model.headers,
    })
    const mine = applicationDetailResponseSchema.parse(own.json()).data
    expect(mine.view).toBe('applicant')
    expect(JSON.stringify(mine)).not.toContain('clientNote')
  })
})

describe('the status graph', () => {
  it('moves along the allowed edges only, each move telling the applicant', async () => {
    const casting = await createCasting(prisma(), cast.castingOwner.user.id, { modelNumber: 5 })
    const owner = cast.castingOwner
    const ids: number[] = []
    for (let i = 0; i < 4; i += 1) {
      const { model, profile } = await newModel()
      ids.push((await apply(model, casting.id, profile.id)).json().data.application.id as number)
    }
    const [a, b, c, d] = ids as [number, number, number, number]
    // submitted -> shortlisted -> booked; booked is final.
    expect((await setStatus(owner, a, { status: 'shortlisted' })).statusCode).toBe(200)
    const booked = await setStatus(owner, a, { status: 'booked', clientNote: 'Perfect fit' })
    expect(booked.statusCode, booked.body).toBe(200)
    expect(booked.json().data.applicant).toMatchObject({
      status: 'booked',
      clientNote: 'Perfect fit',
    })
    const unbook = await setStatus(owner, a, { status: 'declined' })
    expect(unbook.statusCode).toBe(409)
    expect(unbook.json().message).toBe(SERVER_MESSAGES.APPLICATION_STATUS_NOT_ALLOWED)
    // declined is final.
    expect((await setStatus(owner, b, { status: 'declined' })).statusCode).toBe(200)
    expect((await setStatus(owner, b, { status: 'shortlisted' })).statusCode).toBe(409)
    // A note alone changes no status and tells nobody.
    const noticesOfCasting = () => prisma().notification.count({ where: { castingId: casting.id } })
    const before = await noticesOfCasting()
    const noted = await setStatus(owner, c, { clientNote: 'Call back' })
    expect(noted.json().data.applicant).toMatchObject({
      status: 'submitted',
      clientNote: 'Call back',
    })
    expect(await noticesOfCasting()).toBe(before)
    // withdrawn is final.
    await prisma().application.update({ where: { id: d }, data: { status: 'withdrawn' } })
    expect((await setStatus(owner, d, { status: 'shortlisted' })).statusCode).toBe(409)

    const rows = await prisma().application.findMany({
      where: { castingId: casting.id },
      orderBy: { id: 'asc' },
      select: { id: true, status: true, applicantId: true },
    })
    expect(rows.map((row) => row.status)).toEqual(['booked', 'declined', 'submitted', 'withdrawn'])
    expect(
      (await prisma().casting.findUniqueOrThrow({ where: { id: casting.id } })).bookedCount,
    ).toBe(1)
    const aNotices = await notificationsOf(prisma(), rows[0]!.applicantId, 'application_status')
    expect(aNotices.map((row) => (row.payload as { status: string }).status)).toEqual([
      'shortlisted',
      'booked',
    ])
  })

  it('bulk shortlists in one go, skipping what cannot move, and refuses foreign ids', async () => {
    const casting = await createCasting(prisma(), cast.castingOwner.user.id, { modelNumber: 5 })
    const ids: number[] = []
    for (let i = 0; i < 3; i += 1) {
      const { model, profile } = await newModel()
      ids.push((await apply(model, casting.id, profile.id)).json().data.application.id as number)
    }
    await setStatus(cast.castingOwner, ids[2]!, { status: 'booked' })
    const bulk = await ctx.app.inject({
      method: 'PATCH',
      url: API_PATHS.CASTING_APPLICATIONS(casting.id),
      headers: cast.castingOwner.headers,
      payload: { ids, status: 'shortlisted' },
    })
    expect(bulk.statusCode, bulk.body).toBe(200)
    expect(bulk.json().data).toEqual({ updated: [ids[0], ids[1]], skipped: [ids[2]] })

    const other = await createCasting(prisma(), cast.castingOwner.user.id)
    const { model, profile } = await newModel()
    const foreign = (await apply(model, other.id, profile.id)).json().data.application.id as number
    const refused = await ctx.app.inject({
      method: 'PATCH',
      url: API_PATHS.CASTING_APPLICATIONS(casting.id),
      headers: cast.castingOwner.headers,
      payload: { ids: [ids[0], foreign], status: 'declined' },
    })
    expect(refused.statusCode).toBe(404)
    // Nothing of the refused request happened (one transaction).
    const first = await prisma().application.findUniqueOrThrow({ where: { id: ids[0]! } })
    expect(first.status).toBe('shortlisted')

    const list = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.CASTING_APPLICATIONS(casting.id)}?status=shortlisted`,
      headers: cast.castingOwner.headers,
    })
    const parsed = applicantListResponseSchema.parse(list.json()).data
    expect(parsed.items.map((item) => item.id).sort()).toEqual([ids[0], ids[1]].sort())
    expect(parsed.counts).toMatchObject({ shortlisted: 2, booked: 1, submitted: 0 })
  })

  it('booking the last role closes the casting and answers everyone still waiting', async () => {
    const casting = await createCasting(prisma(), cast.castingOwner.user.id, { modelNumber: 2 })
    const applicants: Array<{ model: SignedIn; id: number }> = []
    for (let i = 0; i < 4; i += 1) {
      const { model, profile } = await newModel()
      const id = (await apply(model, casting.id, profile.id)).json().data.application.id as number
      applicants.push({ model, id })
    }
    const [first, second, third, fourth] = applicants as [
      (typeof applicants)[number],
      (typeof applicants)[number],
      (typeof applicants)[number],
      (typeof applicants)[number],
    ]
    await setStatus(cast.castingOwner, third.id, { status: 'declined' })
    // Two bookings at once: both fit (modelNumber 2).
    const bookings = await Promise.all(
      [first, second].map((one) => setStatus(cast.castingOwner, one.id, { status: 'booked' })),
    )
    expect(bookings.map((one) => one.statusCode)).toEqual([200, 200])
    const closed = await prisma().casting.findUniqueOrThrow({ where: { id: casting.id } })
    expect(closed).toMatchObject({ status: 'closed', closedReason: 'full', bookedCount: 2 })
    // The one still waiting is told; the declined and the booked ones already had answers.
    const told = await prisma().notification.findMany({
      where: { castingId: casting.id, kind: 'casting_closed' },
    })
    expect(told.map((row) => row.userId)).toEqual([fourth.model.user.id])
    expect(told[0]?.payload).toMatchObject({ reason: 'full', applicationId: fourth.id })
    // No booking past modelNumber.
    const over = await setStatus(cast.castingOwner, fourth.id, { status: 'booked' })
    expect(over.statusCode).toBe(409)
    expect(over.json().message).toBe(SERVER_MESSAGES.CASTING_FULL)
    expect(
      (await prisma().casting.findUniqueOrThrow({ where: { id: casting.id } })).bookedCount,
    ).toBe(2)
  })
})

describe('the applicants view', () => {
  it('filters by review, age, height and city, and counts by status', async () => {
    const casting = await createCasting(prisma(), cast.castingOwner.user.id, { modelNumber: 9 })
    const specs = [
      { stageName: 'Tall Seoul', heightCm: 180, cityId: INFO.SEOUL, birthDate: bornYearsAgo(22) },
      { stageName: 'Short Suwon', heightCm: 160, cityId: INFO.SUWON, birthDate: bornYearsAgo(35) },
      {
        stageName: 'Reviewed One',
        heightCm: 170,
        cityId: INFO.SEOUL,
        birthDate: bornYearsAgo(28),
        reviewStatus: 'approved' as const,
      },
    ]
    for (const spec of specs) {
      const model = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
      const profile = await createProfile(prisma(), model.user.id, spec)
      await createApplication(prisma(), {
        castingId: casting.id,
        modelProfileId: profile.id,
        applicantId: model.user.id,
      })
    }
    const names = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `${API_PATHS.CASTING_APPLICATIONS(casting.id)}${query}`,
        headers: cast.castingOwner.headers,
      })
      expect(response.statusCode, response.body).toBe(200)
      const data = applicantListResponseSchema.parse(response.json()).data
      return data.items.map((item) => item.profile.stageName).sort()
    }
    expect(await names('')).toEqual(['Reviewed One', 'Short Suwon', 'Tall Seoul'])
    expect(await names('?reviewedOnly=true')).toEqual(['Reviewed One'])
    expect(await names('?heightMin=175')).toEqual(['Tall Seoul'])
    expect(await names(`?cityId=${INFO.SUWON}`)).toEqual(['Short Suwon'])
    expect(await names('?ageMin=25&ageMax=30')).toEqual(['Reviewed One'])
    const all = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.CASTING_APPLICATIONS(casting.id),
      headers: cast.castingOwner.headers,
    })
    const data = applicantListResponseSchema.parse(all.json()).data
    expect(data.counts).toMatchObject({ submitted: 3, viewed: 0, withdrawn: 0 })
    expect(data.total).toBe(3)
    const card = data.items.find((item) => item.profile.stageName === 'Tall Seoul')
    expect(card?.profile).toMatchObject({ heightCm: 180, city: 'Seoul', age: 22, reviewed: false })
    expect(card?.profile.cover?.variants[0]?.url).toMatch(/^http/)
    expect(card).toMatchObject({ threadId: null, unreadMessages: 0 })
    // No contact data of the applicant.
    expect(all.body).not.toMatch(/@example\.com/)
  })

  it('shows a minor by first name and province only, as the directory does', async () => {
    const casting = await createCasting(prisma(), cast.castingOwner.user.id)
    const model = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const profile = await createProfile(prisma(), model.user.id, {
      stageName: 'Mina Kim',
      birthDate: bornYearsAgo(12),
      cityId: INFO.GANGNAM,
    })
    await createApplication(prisma(), {
      castingId: casting.id,
      modelProfileId: profile.id,
      applicantId: model.user.id,
    })
    const response = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.CASTING_APPLICATIONS(casting.id),
      headers: cast.castingOwner.headers,
    })
    const [card] = applicantListResponseSchema.parse(response.json()).data.items
    expect(card?.profile.stageName).toBe('Mina')
    expect(card?.profile.city).not.toContain('Gangnam')
  })

  it('an administrator reads an application without marking it viewed', async () => {
    const casting = await createCasting(prisma(), cast.castingOwner.user.id)
    const { model, profile } = await newModel()
    const id = (await apply(model, casting.id, profile.id)).json().data.application.id as number
    const read = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.APPLICATION(id),
      headers: cast.admin.headers,
    })
    expect(read.statusCode).toBe(200)
    expect((await prisma().application.findUniqueOrThrow({ where: { id } })).status).toBe(
      'submitted',
    )
    expect(await notificationsOf(prisma(), model.user.id, 'application_status')).toEqual([])
  })
})
