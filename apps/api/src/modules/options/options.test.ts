// Options (holds) on dates (issue #29, ADR 0049): ranks in the order placed, the next holder
// moving up when the 1st ends, expiry by the job on a fake clock, a booked date taking only
// 2nd options, and who may do what (roles x routes), attackers included.
import { describe, expect, it } from 'vitest'
import {
  CATEGORY_ID,
  DAY_MS,
  EXAMINATION_STATUS,
  HOUR_MS,
  OPTION_API_PATHS,
  OPTION_SERVER_MESSAGES,
  SERVICE_TYPE,
  optionListResponseSchema,
  optionResponseSchema,
  type ModelOptionView,
} from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { createProfile, setupModelSuite } from '../models/testing/model-fixtures.js'
import { OPTION_JOBS } from './option-jobs.js'
import { seoulToday } from '../../lib/seoul-day.js'

describe('options on dates', () => {
  const clock = createFakeClock(new Date())
  const { ctx, cast } = setupModelSuite({ env: { RATE_LIMIT_ENABLED: 'false' }, clock })

  const approvedClient = (agency = 'Blue Studio') =>
    signIn(ctx.app, {
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
      examinationStatus: EXAMINATION_STATUS.APPROVAL,
      agency,
    })
  /** A date `days` after today in Seoul, as the API reads dates. */
  const dayAhead = (days: number) => seoulToday(new Date(clock.now().getTime() + days * DAY_MS))

  const send = (method: 'GET' | 'POST', url: string, who: SignedIn | null, body?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: who ? who.headers : {},
      ...(body ? { payload: body } : {}),
    })

  async function place(
    who: SignedIn,
    profileId: number,
    dates: string[],
    hours?: number,
  ): Promise<ModelOptionView[]> {
    const response = await send('POST', OPTION_API_PATHS.OPTIONS, who, {
      profileId,
      dates,
      ...(hours ? { hours } : {}),
    })
    expect(response.statusCode, response.body).toBe(201)
    return optionListResponseSchema.parse(response.json()).data.options
  }
  const act = (who: SignedIn, path: (id: number) => string, id: number) =>
    send('POST', path(id), who)
  const acted = async (who: SignedIn, path: (id: number) => string, id: number) => {
    const response = await act(who, path, id)
    expect(response.statusCode, response.body).toBe(200)
    return optionResponseSchema.parse(response.json()).data.option
  }
  const listOf = async (who: SignedIn, url: string) =>
    optionListResponseSchema.parse((await send('GET', url, who)).json()).data.options
  const mine = (who: SignedIn) => listOf(who, OPTION_API_PATHS.OPTIONS)
  const held = (who: SignedIn) => listOf(who, OPTION_API_PATHS.OPTIONS_HELD)
  const optionNotices = async (who: SignedIn) =>
    (
      await ctx.db.prisma.notification.findMany({
        where: { userId: who.user.id, kind: 'option' },
        orderBy: { id: 'asc' },
      })
    ).map((row) => row.payload as Record<string, unknown>)
  const expireJob = async () => {
    await ctx.app.jobs.send(OPTION_JOBS.EXPIRE_LAPSED, {})
    await ctx.app.jobs.drain([OPTION_JOBS.EXPIRE_LAPSED])
  }

  it('ranks options in the order placed and moves the next one up when the 1st is released', async () => {
    const [first, second] = [await approvedClient('First Co'), await approvedClient('Second Co')]
    const profile = await createProfile(ctx.db.prisma, cast.modelOwner.user.id)
    const [d1, d2] = [dayAhead(10), dayAhead(11)]

    const a = await place(first, profile.id, [d2, d1])
    expect(a.map((o) => [o.date, o.rank, o.status])).toEqual([
      [d1, 1, 'pending'],
      [d2, 1, 'pending'],
    ])
    const [b] = await place(second, profile.id, [d1])
    expect(b).toMatchObject({ rank: 2, clientName: null, side: 'client' })

    // The model's calendar: by date, each hold with its rank and the client's company.
    expect((await held(cast.modelOwner)).map((o) => [o.date, o.rank, o.clientName])).toEqual([
      [d1, 1, 'First Co'],
      [d1, 2, 'Second Co'],
      [d2, 1, 'First Co'],
    ])
    expect((await optionNotices(cast.modelOwner)).map((p) => p.event)).toEqual(['placed', 'placed'])

    // One hold per client per date.
    const again = await send('POST', OPTION_API_PATHS.OPTIONS, first, {
      profileId: profile.id,
      dates: [d1],
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(OPTION_SERVER_MESSAGES.ALREADY_HELD)

    // The 2nd cannot book ahead of the 1st.
    const jump = await act(second, OPTION_API_PATHS.OPTION_BOOKING, b!.id)
    expect(jump.statusCode).toBe(409)
    expect(jump.json().message).toBe(OPTION_SERVER_MESSAGES.NOT_FIRST)

    const released = await acted(first, OPTION_API_PATHS.OPTION_RELEASE, a[0]!.id)
    expect(released).toMatchObject({ status: 'released', rank: null })
    expect((await mine(second))[0]).toMatchObject({ id: b!.id, rank: 1 })
    expect(await optionNotices(second)).toEqual([
      expect.objectContaining({ event: 'promoted', optionId: b!.id, date: d1 }),
    ])
    expect((await optionNotices(cast.modelOwner)).at(-1)).toMatchObject({ event: 'released' })

    // Released is final.
    expect((await act(first, OPTION_API_PATHS.OPTION_RELEASE, a[0]!.id)).statusCode).toBe(409)

    // Now 1st, the second client books once the model side said the date is free.
    const early = await act(second, OPTION_API_PATHS.OPTION_BOOKING, b!.id)
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe(OPTION_SERVER_MESSAGES.NOT_ACCEPTED)
    await acted(cast.modelOwner, OPTION_API_PATHS.OPTION_ACCEPTANCE, b!.id)
    expect(await acted(second, OPTION_API_PATHS.OPTION_BOOKING, b!.id)).toMatchObject({
      status: 'booked',
      rank: 1,
    })
    expect((await optionNotices(cast.modelOwner)).at(-1)).toMatchObject({ event: 'booked' })
  })

  it('lets a booked date take only a 2nd option, which cannot book', async () => {
    const [booker, later] = [await approvedClient(), await approvedClient()]
    const profile = await createProfile(ctx.db.prisma, cast.agencyOwner.user.id)
    const date = dayAhead(20)
    const [held1] = await place(booker, profile.id, [date])
    await acted(cast.agencyOwner, OPTION_API_PATHS.OPTION_ACCEPTANCE, held1!.id)
    await acted(booker, OPTION_API_PATHS.OPTION_BOOKING, held1!.id)

    const [second] = await place(later, profile.id, [date])
    expect(second).toMatchObject({ rank: 2, status: 'pending' })
    expect((await act(later, OPTION_API_PATHS.OPTION_BOOKING, second!.id)).statusCode).toBe(409)

    // The agency is the model side: it sees and answers the options on its model.
    expect((await held(cast.agencyOwner)).map((o) => o.rank)).toEqual([1, 2])
    await acted(cast.agencyOwner, OPTION_API_PATHS.OPTION_DECLINE, second!.id)
    expect((await optionNotices(later)).map((p) => p.event)).toEqual(['declined'])
    expect((await mine(later))[0]).toMatchObject({ status: 'declined', rank: null })
  })

  it('expires options at the time chosen (the job, idempotent), moves the next up, and never a booked one', async () => {
    const [early, waiting, booker] = [
      await approvedClient(),
      await approvedClient(),
      await approvedClient(),
    ]
    const profile = await createProfile(ctx.db.prisma, cast.modelOwner.user.id)
    const [date, bookedDate] = [dayAhead(30), dayAhead(31)]
    const [short] = await place(early, profile.id, [date], 2)
    const [long] = await place(waiting, profile.id, [date])
    // The default: 48 hours.
    expect(long!.expiresAt).toBe(new Date(clock.now().getTime() + 48 * HOUR_MS).toISOString())
    const [kept] = await place(booker, profile.id, [bookedDate], 2)
    await acted(cast.modelOwner, OPTION_API_PATHS.OPTION_ACCEPTANCE, kept!.id)
    await acted(booker, OPTION_API_PATHS.OPTION_BOOKING, kept!.id)
    const [lapsing] = await place(booker, profile.id, [dayAhead(32)], 2)
    await acted(cast.modelOwner, OPTION_API_PATHS.OPTION_ACCEPTANCE, short!.id)
    const start = clock.now()
    try {
      clock.advance(HOUR_MS)
      await expireJob()
      expect((await mine(early))[0]).toMatchObject({ status: 'accepted', rank: 1 })

      clock.advance(HOUR_MS)
      // Past its time, an option cannot be booked even before the job has run.
      const late = await act(booker, OPTION_API_PATHS.OPTION_BOOKING, lapsing!.id)
      expect(late.statusCode).toBe(409)
      expect(late.json().message).toBe(OPTION_SERVER_MESSAGES.NOT_STANDING)

      await expireJob()
      await expireJob()
      expect((await mine(early))[0]).toMatchObject({ status: 'expired', rank: null })
      expect((await mine(waiting))[0]).toMatchObject({ status: 'pending', rank: 1 })
      const bookers = await mine(booker)
      expect(bookers.find((o) => o.id === kept!.id)).toMatchObject({ status: 'booked', rank: 1 })
      expect(bookers.find((o) => o.id === lapsing!.id)).toMatchObject({ status: 'expired' })
      // Told once each, however often the job ran.
      expect((await optionNotices(early)).map((p) => p.event)).toEqual(['accepted', 'expired'])
      expect((await optionNotices(waiting)).map((p) => p.event)).toEqual(['promoted'])
      expect(
        (await optionNotices(cast.modelOwner)).filter((p) => p.event === 'expired'),
      ).toHaveLength(2)
    } finally {
      clock.set(start)
    }
  })

  it('gives exactly one of two racing clients the 1st option', async () => {
    const [one, two] = [await approvedClient(), await approvedClient()]
    const profile = await createProfile(ctx.db.prisma, cast.modelOwner.user.id)
    const date = dayAhead(40)
    const [a, b] = await Promise.all([
      place(one, profile.id, [date]),
      place(two, profile.id, [date]),
    ])
    expect([a[0]!.rank, b[0]!.rank].sort()).toEqual([1, 2])
  })

  it('decides who may place and act (roles x routes), whatever an attacker tries', async () => {
    const [owner, attacker] = [await approvedClient(), await approvedClient()]
    const unapproved = cast.client
    const profile = await createProfile(ctx.db.prisma, cast.modelOwner.user.id)
    const agencyModel = await createProfile(ctx.db.prisma, cast.agencyOwner.user.id)
    const draft = await createProfile(ctx.db.prisma, cast.modelOwner.user.id, {
      status: 'draft',
      publishedAt: null,
    })
    const date = dayAhead(50)
    const body = (profileId: number, dates = [date]) => ({ profileId, dates })
    const placing: [string, SignedIn | null, object, number][] = [
      ['guest', null, body(profile.id), 401],
      ['model account', cast.otherModel, body(profile.id), 403],
      ['client not approved', unapproved, body(profile.id), 403],
      ['administrator', cast.admin, body(profile.id), 403],
      ['a draft profile', attacker, body(draft.id), 404],
      ['an unknown profile', attacker, body(2_000_000_000), 404],
      ['yesterday', attacker, body(profile.id, [dayAhead(-1)]), 400],
      ['beyond a year', attacker, body(profile.id, [dayAhead(400)]), 400],
    ]
    for (const [who, as, payload, status] of placing) {
      const response = await send('POST', OPTION_API_PATHS.OPTIONS, as, payload)
      expect({ who, status: response.statusCode }).toEqual({ who, status })
    }
    // An agency that is approved as a client still cannot hold its own model.
    await ctx.db.prisma.user.update({
      where: { id: cast.agencyOwner.user.id },
      data: { examinationStatus: EXAMINATION_STATUS.APPROVAL },
    })
    const own = await send('POST', OPTION_API_PATHS.OPTIONS, cast.agencyOwner, body(agencyModel.id))
    expect(own.statusCode).toBe(403)

    const [option] = await place(owner, profile.id, [date])
    const id = option!.id
    const table: [string, SignedIn, (id: number) => string, number][] = [
      // Another client cannot release, book or answer somebody else's option.
      ['attacker release', attacker, OPTION_API_PATHS.OPTION_RELEASE, 404],
      ['attacker book', attacker, OPTION_API_PATHS.OPTION_BOOKING, 404],
      ['attacker accept', attacker, OPTION_API_PATHS.OPTION_ACCEPTANCE, 404],
      ['attacker decline', attacker, OPTION_API_PATHS.OPTION_DECLINE, 404],
      // Another model cannot answer an option on someone else's profile.
      ['other model accept', cast.otherModel, OPTION_API_PATHS.OPTION_ACCEPTANCE, 404],
      ['admin decline', cast.admin, OPTION_API_PATHS.OPTION_DECLINE, 404],
      // Each side only its own actions: the client cannot accept its own option...
      ['client accept', owner, OPTION_API_PATHS.OPTION_ACCEPTANCE, 404],
      // ...and the model cannot release or book it for the client.
      ['model release', cast.modelOwner, OPTION_API_PATHS.OPTION_RELEASE, 404],
      ['model book', cast.modelOwner, OPTION_API_PATHS.OPTION_BOOKING, 404],
      ['unknown id', owner, OPTION_API_PATHS.OPTION_RELEASE, 404],
    ]
    for (const [who, as, path, status] of table) {
      const response = await act(as, path, who === 'unknown id' ? 2_000_000_000 : id)
      expect({ who, status: response.statusCode }).toEqual({ who, status })
    }
    // Nothing changed, and nobody else's list shows the option.
    expect((await mine(owner))[0]).toMatchObject({ id, status: 'pending', rank: 1 })
    expect(await mine(attacker)).toEqual([])
    expect(await held(cast.otherModel)).toEqual([])

    await acted(cast.modelOwner, OPTION_API_PATHS.OPTION_ACCEPTANCE, id)
    expect((await act(cast.modelOwner, OPTION_API_PATHS.OPTION_ACCEPTANCE, id)).statusCode).toBe(
      409,
    )
    expect(await acted(owner, OPTION_API_PATHS.OPTION_BOOKING, id)).toMatchObject({
      status: 'booked',
    })
  })
})
