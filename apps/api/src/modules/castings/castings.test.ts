// The castings API on a real Postgres (issue #15, ADR 0023): posting and publishing by
// role, the money rule, the board's filters and sorts, the detail page, closing (applicants
// told), reports, the deadline job on a fake clock, and the administrators' held queue.
import { describe, expect, it } from 'vitest'
import {
  ADMIN_CONSOLE_API_PATHS,
  API_PATHS,
  CASTING_SERVER_MESSAGES,
  CASTING_SERVER_MESSAGES_KO,
  castingDetailResponseSchema,
  castingListResponseSchema,
  type CastingInputRaw,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
} from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import type { SignedIn } from '../../../test/helpers/factories.js'
import { CLOSE_DEADLINES_JOB } from './deadline-job.js'
import {
  castingInput,
  createApplication,
  createCasting,
  INFO,
  setupCastingSuite,
} from './testing/casting-fixtures.js'

const clock = createFakeClock(new Date())
const { ctx, cast } = setupCastingSuite({ clock, env: { RATE_LIMIT_ENABLED: 'false' } })

const post = (who: SignedIn | null, body: CastingInputRaw, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: API_PATHS.CASTINGS,
    headers: { ...(who ? who.headers : {}), ...headers },
    payload: body,
  })

const board = async (query = '') => {
  const response = await ctx.app.inject({ method: 'GET', url: `${API_PATHS.CASTINGS}?${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return castingListResponseSchema.parse(response.json()).data
}

const detail = async (id: number, who: SignedIn | null = null) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: API_PATHS.CASTING(id),
    headers: who ? who.headers : {},
  })
  return { status: response.statusCode, body: response.json() }
}

describe('posting and publishing', () => {
  it('saves a draft for any client account and publishes only for approved ones', async () => {
    const draft = await post(cast.unapprovedClient, castingInput(clock.now()))
    expect(draft.statusCode, draft.body).toBe(201)
    expect(draft.json().message).toBe(CASTING_SERVER_MESSAGES.SAVED)
    expect(draft.json().data.casting.status).toBe('draft')

    const refused = await post(cast.unapprovedClient, castingInput(clock.now(), { publish: true }))
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(CASTING_SERVER_MESSAGES.NEEDS_APPROVAL)
    // Refused as a whole: no stray draft is left behind by the publish attempt.
    expect(
      await ctx.db.prisma.casting.count({ where: { clientId: cast.unapprovedClient.user.id } }),
    ).toBe(1)

    const publishDraft = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.CASTING_PUBLISH(draft.json().data.casting.id),
      headers: { ...cast.unapprovedClient.headers, 'accept-language': 'ko' },
    })
    expect(publishDraft.statusCode).toBe(403)
    expect(publishDraft.json().message).toBe(CASTING_SERVER_MESSAGES_KO.NEEDS_APPROVAL)

    const live = await post(cast.owner, castingInput(clock.now(), { publish: true }))
    expect(live.statusCode, live.body).toBe(201)
    expect(live.json().message).toBe(CASTING_SERVER_MESSAGES.PUBLISHED)
    const body = live.json() as { message: string; data: { casting: unknown } }
    const casting = castingDetailResponseSchema.parse({
      message: body.message,
      data: body.data.casting,
    }).data
    expect(casting).toMatchObject({
      status: 'live',
      client: { id: cast.owner.user.id, name: 'Hanbit Apparel', verified: true },
      pay: { budget: 600_000, budgetType: 'per_day' },
      city: { id: INFO.SEOUL, value: 'Seoul' },
      viewer: { isOwner: true, canApply: false, cannotApplyReason: 'OWN_CASTING' },
    })
    expect(casting.publishedAt).not.toBeNull()
  })

  it('refuses model accounts, wrong info ids and deadlines in the past', async () => {
    const model = await post(cast.model, castingInput(clock.now()))
    expect(model.statusCode).toBe(403)
    expect(model.json().message).toBe(CASTING_SERVER_MESSAGES.CLIENTS_ONLY)

    const wrong = await post(
      cast.owner,
      castingInput(clock.now(), {
        cityId: INFO.FEMALE,
        modelDetailedCategoryId: INFO.TV_AD,
        applicationDeadline: new Date(clock.now().getTime() - 1000).toISOString(),
      }),
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().fields).toMatchObject({
      cityId: 'Is invalid.',
      modelDetailedCategoryId: 'Is invalid.',
      applicationDeadline: CASTING_SERVER_MESSAGES.DEADLINE_INVALID,
    })
  })

  it('refuses a filming date before 1900 (year 0 used to fail in Postgres: 500)', async () => {
    for (const filmingDate of ['0000-01-01', '1899-12-31']) {
      const answer = await post(cast.owner, castingInput(clock.now(), { filmingDate }))
      expect(answer.statusCode, filmingDate).toBe(400)
      expect(answer.json().fields).toEqual({ filmingDate: 'Is invalid.' })
    }
    expect(
      await ctx.db.prisma.casting.count({ where: { filmingDate: { lt: new Date('1900-01-01') } } }),
    ).toBe(0)
  })

  it('holds a casting that asks talent for money, in English or Korean, and re-checks edits', async () => {
    const english = await post(
      cast.owner,
      castingInput(clock.now(), {
        publish: true,
        otherContent: 'Selected models pay a registration fee of 50,000 won.',
      }),
    )
    expect(english.statusCode).toBe(201)
    expect(english.json().message).toBe(CASTING_SERVER_MESSAGES.HELD)
    expect(english.json().data.casting).toMatchObject({ status: 'held' })
    // The client reads a general reason, never the matched words (ADR 0033): a scammer who
    // saw them could reword until the casting passes.
    expect(english.json().data.casting.holdReason).toBe(CASTING_SERVER_MESSAGES.HOLD_REASON_MONEY)
    expect(english.json().data.casting.holdReason).not.toContain('registration')

    const korean = await post(
      cast.owner,
      castingInput(clock.now(), { publish: true, usageScope: '프로필 촬영비 별도, 보증금 10만원' }),
    )
    expect(korean.json().data.casting.status).toBe('held')
    expect(korean.json().data.casting.holdReason).toBe(CASTING_SERVER_MESSAGES.HOLD_REASON_MONEY)

    // A held casting is nobody else's business: 404 for others, not on the board.
    expect((await detail(korean.json().data.casting.id, cast.model)).status).toBe(404)
    expect((await board()).items.map((card) => card.id)).not.toContain(
      korean.json().data.casting.id,
    )

    // Editing a live casting into asking for money holds it.
    const live = await post(cast.owner, castingInput(clock.now(), { publish: true }))
    const id = live.json().data.casting.id
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: API_PATHS.CASTING(id),
      headers: cast.owner.headers,
      payload: castingInput(clock.now(), { title: '오디션비 3만원 있는 화보 촬영' }),
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().data.casting.status).toBe('held')
    // ...and editing the words away puts it back.
    const fixed = await ctx.app.inject({
      method: 'PATCH',
      url: API_PATHS.CASTING(id),
      headers: cast.owner.headers,
      payload: castingInput(clock.now(), { otherContent: 'No fees. Fee paid to model.' }),
    })
    expect(fixed.json().data.casting).toMatchObject({ status: 'live', holdReason: null })
  })

  it.each([
    ['title', '등록비 무료! 프로필 촬영비 5만원'],
    ['title', 'R\u0435gistration f\u0435\u0435 30,000 won'],
    ['otherContent', 'Registration fee 0 won now, 50,000 won at the studio'],
    ['usageScope', 'Audition fee: freelancers 30,000 won'],
    ['locationOfFilming', '성수동 스튜디오, 현장에서 현금 5만원 지참'],
  ])('holds a casting whose %s asks for money in other words (%j)', async (field, text) => {
    const answer = await post(
      cast.owner,
      castingInput(clock.now(), { publish: true, [field]: text }),
    )
    expect(answer.statusCode, answer.body).toBe(201)
    expect(answer.json().data.casting).toMatchObject({
      status: 'held',
      holdReason: CASTING_SERVER_MESSAGES.HOLD_REASON_MONEY,
    })
  })

  it('publishes honest pay wording', async () => {
    const answer = await post(
      cast.owner,
      castingInput(clock.now(), {
        publish: true,
        title: '모델료 지급, 교통비 별도 지급',
        otherContent: 'No registration fee, no deposit, 300,000 KRW per day.',
      }),
    )
    expect(answer.json().data.casting).toMatchObject({ status: 'live', holdReason: null })
  })
})

describe('the board', () => {
  it('lists live, shown, open castings with filters and sorts', async () => {
    const client = await ctx.app.prisma.user.create({
      data: { email: 'board@example.com', loginType: 1, serviceType: 3, examinationStatus: 3 },
    })
    const now = clock.now()
    const at = (days: number) => new Date(now.getTime() + days * DAY_MS)
    const make = (title: string, data: Parameters<typeof createCasting>[2] = {}) =>
      createCasting(ctx.db.prisma, client.id, { title, ...data }, now)
    const a = await make('Zebra runway show', {
      modelDetailedCategoryId: INFO.RUNWAY,
      genderId: INFO.FEMALE,
      ageMin: 18,
      ageMax: 25,
      budget: 3_000_000n,
      applicationDeadline: at(2),
      publishedAt: at(-3),
    })
    const b = await make('Zebra beauty campaign', {
      genderId: null,
      budget: 500_000n,
      cityId: INFO.GANGNAM,
      shootTypeId: INFO.PHOTO_SHOOT,
      applicationDeadline: at(20),
      publishedAt: at(-1),
    })
    const c = await make('Zebra menswear', {
      genderId: INFO.MALE,
      budget: 1_500_000n,
      applicationDeadline: at(10),
      publishedAt: at(-2),
    })
    // Never listed: a draft, a held one, a hidden one, one past its deadline.
    await make('Zebra draft', { status: 'draft', publishedAt: null })
    await make('Zebra held', { status: 'held' })
    await make('Zebra hidden', { hiddenAt: now })
    await make('Zebra expired', { applicationDeadline: at(-1) })

    const ids = async (query: string) =>
      (await board(`q=zebra&${query}`)).items.map((card) => card.id)
    expect(await ids('')).toEqual([b.id, c.id, a.id])
    expect((await board('q=zebra')).total).toBe(3)
    expect(await ids('sort=deadline')).toEqual([a.id, c.id, b.id])
    expect(await ids('sort=budget')).toEqual([a.id, c.id, b.id])
    // A casting without a gender wants anyone.
    expect(await ids('genderId=40001')).toEqual([b.id, a.id])
    expect(await ids('age=28')).toEqual([b.id, c.id])
    expect(await ids(`cityId=${INFO.GANGNAM}`)).toEqual([b.id])
    expect(await ids(`shootTypeId=${INFO.PHOTO_SHOOT}`)).toEqual([b.id])
    expect(await ids(`detailedCategoryId=${INFO.RUNWAY}`)).toEqual([a.id])
    expect(await ids('budgetMin=1000000&budgetMax=2000000')).toEqual([c.id])
    expect(await ids('deadlineWithinDays=12&sort=deadline')).toEqual([a.id, c.id])
    expect(await ids('genderId=40002&budgetMin=1000000&sort=budget')).toEqual([c.id])
    expect(await ids('pageSize=2&page=2')).toEqual([a.id])
    // Issue #26: one client's castings, for a partner page's "see all".
    const other = await ctx.app.prisma.user.create({
      data: {
        email: 'board-other@example.com',
        loginType: 1,
        serviceType: 3,
        examinationStatus: 3,
      },
    })
    const theirs = await createCasting(ctx.db.prisma, other.id, { title: 'Zebra other' }, now)
    expect(await ids(`clientId=${other.id}`)).toEqual([theirs.id])
    expect(await ids(`clientId=${client.id}`)).toEqual([b.id, c.id, a.id])
    const card = (await board('q=runway')).items[0]
    expect(card).toMatchObject({
      id: a.id,
      client: { id: client.id, verified: true },
      pay: { budget: 3_000_000, budgetType: 'total' },
      detailedCategory: { id: INFO.RUNWAY, value: 'Runway' },
      status: 'live',
    })
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.CASTINGS}?budgetMin=9&budgetMax=1`,
    })
    expect(bad.statusCode).toBe(400)
  })

  it('shows the detail page with the client’s other castings and what the viewer may do', async () => {
    const now = clock.now()
    const main = await createCasting(ctx.db.prisma, cast.otherClient.user.id, {}, now)
    const other = await createCasting(ctx.db.prisma, cast.otherClient.user.id, {}, now)
    await createCasting(ctx.db.prisma, cast.otherClient.user.id, { status: 'draft' }, now)
    const application = await createApplication(ctx.db.prisma, main.id, cast.agency.user.id)

    const guest = await detail(main.id)
    expect(guest.status).toBe(200)
    const page = castingDetailResponseSchema.parse(guest.body).data
    expect(page.otherCastings.map((card) => card.id)).toEqual([other.id])
    expect(page.applicationCount).toBeNull()
    expect(page.viewer).toEqual({
      isOwner: false,
      canApply: false,
      cannotApplyReason: 'SIGN_IN_REQUIRED',
      myApplications: [],
    })
    expect((await detail(main.id, cast.model)).body.data.viewer).toMatchObject({
      canApply: true,
      cannotApplyReason: null,
    })
    // The agency applied with a new profile; its first one can still apply.
    expect((await detail(main.id, cast.agency)).body.data.viewer).toMatchObject({
      canApply: true,
      myApplications: [
        { id: application.id, modelProfileId: application.modelProfileId, status: 'submitted' },
      ],
    })
    expect((await detail(main.id, cast.owner)).body.data.viewer).toMatchObject({
      canApply: false,
      cannotApplyReason: 'APPLY_NOT_ALLOWED',
    })
    expect((await detail(main.id, cast.otherClient)).body.data).toMatchObject({
      applicationCount: 0,
      viewer: { isOwner: true, cannotApplyReason: 'OWN_CASTING' },
    })
  })
})

describe('closing', () => {
  const waitingAndAnswered = async (castingId: number) => ({
    submitted: await createApplication(ctx.db.prisma, castingId, cast.model.user.id, 'submitted'),
    viewed: await createApplication(ctx.db.prisma, castingId, cast.model.user.id, 'viewed'),
    shortlisted: await createApplication(
      ctx.db.prisma,
      castingId,
      cast.agency.user.id,
      'shortlisted',
    ),
    declined: await createApplication(ctx.db.prisma, castingId, cast.model.user.id, 'declined'),
    withdrawn: await createApplication(ctx.db.prisma, castingId, cast.agency.user.id, 'withdrawn'),
  })

  const closedNotifications = (castingId: number) =>
    ctx.db.prisma.notification.findMany({
      where: { castingId, kind: 'casting_closed' },
      orderBy: { id: 'asc' },
    })

  it('lets the client close a live casting and tells each applicant still waiting', async () => {
    const casting = await createCasting(ctx.db.prisma, cast.owner.user.id, {}, clock.now())
    const applications = await waitingAndAnswered(casting.id)
    const response = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.CASTING_CLOSE(casting.id),
      headers: cast.owner.headers,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().message).toBe(CASTING_SERVER_MESSAGES.CLOSED)
    expect(response.json().data.casting).toMatchObject({ status: 'closed', closedReason: 'client' })
    const told = await closedNotifications(casting.id)
    expect(told.map((row) => row.payload)).toEqual(
      [applications.submitted, applications.viewed, applications.shortlisted].map((application) =>
        expect.objectContaining({ applicationId: application.id, reason: 'client' }),
      ),
    )
    // The applications keep their statuses; the casting is what closed.
    const statuses = await ctx.db.prisma.application.findMany({
      where: { castingId: casting.id },
      orderBy: { id: 'asc' },
      select: { status: true },
    })
    expect(statuses.map((row) => row.status)).toEqual([
      'submitted',
      'viewed',
      'shortlisted',
      'declined',
      'withdrawn',
    ])
    const again = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.CASTING_CLOSE(casting.id),
      headers: cast.owner.headers,
    })
    expect(again.statusCode).toBe(409)
    // Closed castings stay readable, off the board.
    expect((await detail(casting.id)).status).toBe(200)
  })

  const closeAs = (who: SignedIn, id: number, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: API_PATHS.CASTING_CLOSE(id),
      headers: { ...who.headers, ...headers },
    })

  const heldQueue = async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.ADMIN_CASTINGS}?status=held&pageSize=50`,
      headers: cast.admin.headers,
    })
    expect(response.statusCode, response.body).toBe(200)
    return response.json().data.items.map((item: { id: number }) => item.id) as number[]
  }

  // ADR 0023 addendum: the client closes a live casting or withdraws a held one; a draft was
  // never public and a closed one is done, so both answer 409.
  const CLOSE_TABLE = [
    { state: 'draft', data: { status: 'draft', publishedAt: null }, code: 409, after: 'draft' },
    {
      state: 'held',
      data: { status: 'held', holdReason: 'Asks talent for money: audition fee' },
      code: 200,
      after: 'closed',
    },
    { state: 'live', data: {}, code: 200, after: 'closed' },
    {
      state: 'closed',
      data: { status: 'closed', closedAt: new Date(), closedReason: 'deadline' },
      code: 409,
      after: 'closed',
    },
  ] as const

  it.each(CLOSE_TABLE)(
    'closing a $state casting answers $code and leaves it $after, outside the held queue',
    async ({ state, data, code, after }) => {
      const casting = await createCasting(ctx.db.prisma, cast.owner.user.id, data, clock.now())
      expect((await heldQueue()).includes(casting.id)).toBe(state === 'held')
      const response = await closeAs(cast.owner, casting.id)
      expect(response.statusCode, response.body).toBe(code)
      expect(response.json().message).toBe(
        code === 200 ? CASTING_SERVER_MESSAGES.CLOSED : CASTING_SERVER_MESSAGES.NOT_CLOSABLE,
      )
      const row = await ctx.db.prisma.casting.findUniqueOrThrow({ where: { id: casting.id } })
      expect(row.status).toBe(after)
      if (code === 200) expect(row.closedReason).toBe('client')
      expect(await heldQueue()).not.toContain(casting.id)
    },
  )

  it('says in Korean why a draft cannot be closed', async () => {
    const draft = await createCasting(ctx.db.prisma, cast.owner.user.id, { status: 'draft' })
    const response = await closeAs(cast.owner, draft.id, { 'accept-language': 'ko' })
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe(CASTING_SERVER_MESSAGES_KO.NOT_CLOSABLE)
  })

  it('lets the client withdraw a held casting: out of the queue, never released, still private', async () => {
    // Live with applicants, then edited into asking for money: held for review.
    const created = await post(cast.owner, castingInput(clock.now(), { publish: true }))
    const id = created.json().data.casting.id as number
    const applications = await waitingAndAnswered(id)
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: API_PATHS.CASTING(id),
      headers: cast.owner.headers,
      payload: castingInput(clock.now(), { title: 'Audition fee 30,000 won' }),
    })
    expect(edited.json().data.casting.status).toBe('held')
    expect(await heldQueue()).toContain(id)

    const response = await closeAs(cast.owner, id)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().data.casting).toMatchObject({
      status: 'closed',
      closedReason: 'client',
      holdReason: CASTING_SERVER_MESSAGES.HOLD_REASON_MONEY,
    })
    expect(await heldQueue()).not.toContain(id)
    // The administrators can no longer release or reject it.
    for (const path of [API_PATHS.ADMIN_CASTING_RELEASE(id), API_PATHS.ADMIN_CASTING_REJECT(id)]) {
      const decision = await ctx.app.inject({
        method: 'POST',
        url: path,
        headers: cast.admin.headers,
        payload: { reason: 'Checked.' },
      })
      expect(decision.statusCode, decision.body).toBe(409)
      expect(decision.json().message).toBe(CASTING_SERVER_MESSAGES.NOT_HELD)
    }
    expect((await ctx.db.prisma.casting.findUniqueOrThrow({ where: { id } })).status).toBe('closed')
    // The text nobody reviewed stays private: its client and admins only, not reportable.
    expect((await detail(id)).status).toBe(404)
    expect((await detail(id, cast.model)).status).toBe(404)
    expect((await detail(id, cast.owner)).status).toBe(200)
    expect((await detail(id, cast.admin)).status).toBe(200)
    const report = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.CASTING_REPORTS(id),
      headers: cast.model.headers,
      payload: { reasonId: INFO.REASON_SPAM, details: '' },
    })
    expect(report.statusCode).toBe(404)
    // Applicants still waiting are told, as for a live casting.
    expect((await closedNotifications(id)).map((row) => row.payload)).toEqual(
      [applications.submitted, applications.viewed, applications.shortlisted].map((application) =>
        expect.objectContaining({ applicationId: application.id, reason: 'client' }),
      ),
    )
    expect((await board()).items.map((card) => card.id)).not.toContain(id)
  })

  it('closes castings at their deadline through the scheduled job (fake clock)', async () => {
    const now = clock.now()
    const soon = await createCasting(
      ctx.db.prisma,
      cast.owner.user.id,
      { title: 'Closes in an hour', applicationDeadline: new Date(now.getTime() + HOUR_MS) },
      now,
    )
    const later = await createCasting(
      ctx.db.prisma,
      cast.owner.user.id,
      { applicationDeadline: new Date(now.getTime() + 3 * DAY_MS) },
      now,
    )
    const waiting = await createApplication(ctx.db.prisma, soon.id, cast.model.user.id)

    const runJob = async () => {
      await ctx.app.jobs.send(CLOSE_DEADLINES_JOB, {})
      expect(await ctx.app.jobs.drain([CLOSE_DEADLINES_JOB])).toBe(1)
    }
    await runJob()
    expect((await ctx.db.prisma.casting.findUniqueOrThrow({ where: { id: soon.id } })).status).toBe(
      'live',
    )

    clock.advance(HOUR_MS + MINUTE_MS)
    await runJob()
    const closed = await ctx.db.prisma.casting.findUniqueOrThrow({ where: { id: soon.id } })
    expect(closed).toMatchObject({ status: 'closed', closedReason: 'deadline' })
    expect(closed.closedAt?.getTime()).toBe(clock.now().getTime())
    expect(
      (await ctx.db.prisma.casting.findUniqueOrThrow({ where: { id: later.id } })).status,
    ).toBe('live')
    const told = await closedNotifications(soon.id)
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({ userId: cast.model.user.id })
    expect(told[0]?.payload).toMatchObject({ applicationId: waiting.id, reason: 'deadline' })

    // A second run changes nothing and tells nobody twice.
    await runJob()
    expect(await closedNotifications(soon.id)).toHaveLength(1)
  })
})

describe('reports', () => {
  it('files one open report per person and casting, with a type 13 reason', async () => {
    const casting = await createCasting(ctx.db.prisma, cast.otherClient.user.id, {}, clock.now())
    const send = (body: object) =>
      ctx.app.inject({
        method: 'POST',
        url: API_PATHS.CASTING_REPORTS(casting.id),
        headers: cast.model.headers,
        payload: body,
      })
    expect((await send({ reasonId: INFO.FEMALE })).statusCode).toBe(400)
    const first = await send({
      reasonId: INFO.REASON_SPAM,
      details: 'Asked me for a fee by phone.',
    })
    expect(first.statusCode, first.body).toBe(201)
    expect(first.json().message).toBe(CASTING_SERVER_MESSAGES.REPORTED)
    expect((await send({ reasonId: INFO.REASON_SPAM })).statusCode).toBe(201)
    const reports = await ctx.db.prisma.report.findMany({ where: { castingId: casting.id } })
    expect(reports).toHaveLength(1)
    expect(reports[0]).toMatchObject({
      target: 'casting',
      reporterId: cast.model.user.id,
      reasonId: INFO.REASON_SPAM,
      details: 'Asked me for a fee by phone.',
      status: 'open',
    })
  })

  it('keeps what the reporter saw: an edit afterwards does not rewrite the evidence', async () => {
    const live = await post(
      cast.owner,
      castingInput(clock.now(), { publish: true, otherContent: 'Call 010-5555-0101 to book.' }),
    )
    const id = live.json().data.casting.id as number
    const reported = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.CASTING_REPORTS(id),
      headers: cast.model.headers,
      payload: { reasonId: INFO.REASON_SPAM, details: 'Wants me to call outside the site.' },
    })
    expect(reported.statusCode, reported.body).toBe(201)
    const queueItem = async () => {
      const queue = await ctx.app.inject({
        method: 'GET',
        url: `${ADMIN_CONSOLE_API_PATHS.REPORTS}?kind=casting&pageSize=100`,
        headers: cast.admin.headers,
      })
      expect(queue.statusCode, queue.body).toBe(200)
      const items = queue.json().data.items as Array<{ content: Record<string, unknown> }>
      return items.find((item) => item.content.castingId === id)?.content
    }
    // Unchanged: nothing to compare.
    expect(await queueItem()).toMatchObject({
      text: 'Call 010-5555-0101 to book.',
      asReported: null,
    })

    // The owner tidies the casting up once reported.
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: API_PATHS.CASTING(id),
      headers: cast.owner.headers,
      payload: castingInput(clock.now(), {
        publish: true,
        otherContent: 'Apply through the site.',
      }),
    })
    expect(edited.statusCode, edited.body).toBe(200)
    const content = await queueItem()
    expect(content).toMatchObject({
      text: 'Apply through the site.',
      asReported: { text: 'Call 010-5555-0101 to book.' },
    })
  })
})

describe('the held queue', () => {
  const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: cast.admin.headers, ...(payload ? { payload } : {}) })

  const auditOf = (castingId: number) =>
    ctx.db.prisma.auditLog.findMany({
      where: { targetCastingId: castingId },
      orderBy: { id: 'asc' },
    })

  it('lists held castings; release makes one live, reject sends one back, both audited and told', async () => {
    const held = await post(
      cast.owner,
      castingInput(clock.now(), { publish: true, title: 'Audition fee 30,000 won' }),
    )
    const heldTwo = await post(
      cast.owner,
      castingInput(clock.now(), { publish: true, title: '교육비 납부 후 촬영' }),
    )
    const [one, two] = [held.json().data.casting.id, heldTwo.json().data.casting.id]

    const queue = await admin('GET', `${API_PATHS.ADMIN_CASTINGS}?status=held&pageSize=50`)
    expect(queue.statusCode, queue.body).toBe(200)
    const queued = queue.json().data.items.map((item: { id: number }) => item.id)
    expect(queued).toEqual(expect.arrayContaining([one, two]))
    expect(
      queue.json().data.items.every((item: { status: string }) => item.status === 'held'),
    ).toBe(true)
    // Administrators read what the rule matched (ADR 0033).
    const queuedOne = queue.json().data.items.find((item: { id: number }) => item.id === one)
    expect(queuedOne.holdMatches).toContain('audition fee')

    const released = await admin('POST', API_PATHS.ADMIN_CASTING_RELEASE(one), {
      reason: 'A bona fide casting: the fee is paid to the models.',
    })
    expect(released.statusCode, released.body).toBe(200)
    expect(released.json().data.casting).toMatchObject({ status: 'live', holdReason: null })
    expect((await board()).items.map((card) => card.id)).toContain(one)
    expect(await auditOf(one)).toEqual([
      expect.objectContaining({ action: 'casting.release', actorId: cast.admin.user.id }),
    ])
    expect(
      await ctx.db.prisma.notification.findMany({
        where: { castingId: one, kind: 'casting_released' },
      }),
    ).toHaveLength(1)

    const rejected = await admin('POST', API_PATHS.ADMIN_CASTING_REJECT(two), {
      reason: 'Remove the training fee.',
    })
    expect(rejected.statusCode).toBe(200)
    expect(rejected.json().data.casting).toMatchObject({
      status: 'draft',
      holdReason: 'Remove the training fee.',
    })
    expect(await auditOf(two)).toEqual([
      expect.objectContaining({ action: 'casting.reject', reason: 'Remove the training fee.' }),
    ])
    const told = await ctx.db.prisma.notification.findFirst({
      where: { castingId: two, kind: 'admin_action' },
    })
    expect(told).toMatchObject({ userId: cast.owner.user.id })
    // Neither is held any more.
    const notHeld = await admin('POST', API_PATHS.ADMIN_CASTING_RELEASE(two))
    expect(notHeld.statusCode, notHeld.body).toBe(409)
    expect(
      (await admin('POST', API_PATHS.ADMIN_CASTING_REJECT(one), { reason: 'x' })).statusCode,
    ).toBe(409)
  })

  it('hides a casting from everyone but its client and admins, and restores it', async () => {
    const casting = await createCasting(ctx.db.prisma, cast.otherClient.user.id, {}, clock.now())
    const hidden = await admin('POST', API_PATHS.ADMIN_CASTING_HIDE(casting.id), {
      reason: 'Reported as fake.',
    })
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(hidden.json().data.casting.hiddenReason).toBe('Reported as fake.')
    expect((await detail(casting.id, cast.model)).status).toBe(404)
    expect((await detail(casting.id, cast.otherClient)).status).toBe(200)
    expect((await board()).items.map((card) => card.id)).not.toContain(casting.id)
    const listed = await admin('GET', `${API_PATHS.ADMIN_CASTINGS}?hidden=true`)
    expect(listed.json().data.items.map((item: { id: number }) => item.id)).toContain(casting.id)
    expect(
      (await admin('POST', API_PATHS.ADMIN_CASTING_HIDE(casting.id), { reason: 'again' }))
        .statusCode,
    ).toBe(409)

    const restored = await admin('POST', API_PATHS.ADMIN_CASTING_RESTORE(casting.id), {
      reason: 'The report was wrong.',
    })
    expect(restored.statusCode).toBe(200)
    expect((await detail(casting.id, cast.model)).status).toBe(200)
    expect((await auditOf(casting.id)).map((row) => row.action)).toEqual([
      'casting.hide',
      'casting.restore',
    ])
    expect(
      await ctx.db.prisma.notification.count({
        where: { castingId: casting.id, kind: 'admin_action', userId: cast.otherClient.user.id },
      }),
    ).toBe(2)
  })
})
