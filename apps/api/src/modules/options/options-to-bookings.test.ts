// Options become bookings (issue #29 with #28, ADR 0054): an accepted 1st option books into a
// draft agreement holding its dates; a confirmed booking (from an option or a casting) releases
// other clients' options on its days, each told, and later options on the day come 2nd; the
// model side's unavailable days refuse options and show no reason; holds reach the model's
// calendar feed as tentative events; and who may call the new routes.
import { describe, expect, it } from 'vitest'
import {
  BOOKING_API_PATHS,
  OPTION_API_PATHS,
  OPTION_SERVER_MESSAGES,
  calendarFeedResponseSchema,
  optionBookingResponseSchema,
  optionCalendarResponseSchema,
  optionListResponseSchema,
  unavailableDatesResponseSchema,
  type ModelOptionView,
} from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import type { SignedIn } from '../../../test/helpers/factories.js'
import { setupApplicationsSuite } from '../applications/testing/casting-factory.js'
import {
  agreementCalls,
  agreementOf,
  bookThroughRoute,
  FILMING_DATE,
} from '../bookings/testing/agreement-fixtures.js'
import { createProfile } from '../models/testing/model-fixtures.js'
import { signInApprovedClient } from '../reviews/testing/trust-fixtures.js'

const clock = createFakeClock('2030-02-01T03:00:00.000Z')
const { ctx, cast } = setupApplicationsSuite({ clock, env: { RATE_LIMIT_ENABLED: 'false' } })
const agreements = agreementCalls(ctx)

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const send = (method: Method, url: string, who: SignedIn | null, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    headers: who ? who.headers : {},
    ...(payload ? { payload } : {}),
  })

async function place(who: SignedIn, profileId: number, dates: string[], note = '') {
  const response = await send('POST', OPTION_API_PATHS.OPTIONS, who, { profileId, dates, note })
  expect(response.statusCode, response.body).toBe(201)
  return optionListResponseSchema.parse(response.json()).data.options
}
async function accept(who: SignedIn, id: number) {
  const response = await send('POST', OPTION_API_PATHS.OPTION_ACCEPTANCE(id), who)
  expect(response.statusCode, response.body).toBe(200)
}
async function book(who: SignedIn, id: number) {
  const response = await send('POST', OPTION_API_PATHS.OPTION_BOOKING(id), who)
  expect(response.statusCode, response.body).toBe(200)
  return optionBookingResponseSchema.parse(response.json()).data
}
const mine = async (who: SignedIn): Promise<ModelOptionView[]> =>
  optionListResponseSchema.parse((await send('GET', OPTION_API_PATHS.OPTIONS, who)).json()).data
    .options
const optionEvents = async (who: SignedIn) =>
  (
    await ctx.db.prisma.notification.findMany({
      where: { userId: who.user.id, kind: 'option' },
      orderBy: { id: 'asc' },
    })
  ).map((row) => row.payload as Record<string, unknown>)

/** The client fills in what an option does not know, sends, and the model side accepts. */
async function confirm(client: SignedIn, model: SignedIn, agreementId: number) {
  const draft = agreementOf(await agreements.get(client, agreementId)).draft!
  await agreements.saveDraft(client, agreementId, {
    ...draft,
    fee: { amount: 800_000, basis: 'per_day' },
    usage: { scope: 'Instagram', months: 6 },
    shoots: draft.shoots.map((shoot) => ({ ...shoot, place: 'Studio A, Seongsu-dong' })),
  })
  agreementOf(await agreements.propose(client, agreementId))
  return agreementOf(await agreements.accept(model, agreementId, 1))
}

describe('options become bookings', () => {
  it('books an accepted 1st option into a draft agreement holding its dates', async () => {
    const client = await signInApprovedClient(ctx.app)
    const profile = await createProfile(ctx.db.prisma, cast.modelOwner.user.id)
    const held = await place(client, profile.id, ['2030-03-11', '2030-03-10'], 'Spring lookbook')
    await accept(cast.modelOwner, held[0]!.id)
    await accept(cast.modelOwner, held[1]!.id)

    const { option, agreementId } = await book(client, held[0]!.id)
    expect(option).toMatchObject({ status: 'booked', rank: 1 })
    expect((await mine(client)).map((one) => one.status)).toEqual(['booked', 'booked'])
    // Booking again answers the same agreement.
    expect((await book(client, held[0]!.id)).agreementId).toBe(agreementId)

    const draft = agreementOf(await agreements.get(client, agreementId))
    expect(draft).toMatchObject({ status: 'draft', viewer: 'client', can: { editDraft: true } })
    expect(draft.booking).toMatchObject({ kind: 'option', standing: true })
    expect(draft.draft!.shoots.map((shoot) => shoot.date)).toEqual(['2030-03-10', '2030-03-11'])
    expect(draft.draft!.specialTerms).toBe('Spring lookbook')
    // The model side reads it too, and answers it once sent (the existing agreement flow).
    const confirmed = await confirm(client, cast.modelOwner, agreementId)
    expect(confirmed).toMatchObject({ status: 'confirmed', agreedVersion: 1 })
    expect(confirmed.parties.client.companyName).toBe(
      (await ctx.db.prisma.user.findUniqueOrThrow({ where: { id: client.user.id } })).agency ?? '',
    )
    // The confirmed version's PDF, as for any booking.
    const pdf = await agreements.pdf(client, agreementId, 1)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toContain('application/pdf')
    // The confirmed days take the model's calendar: a new option there comes 2nd.
    const [later] = await place(await signInApprovedClient(ctx.app), profile.id, ['2030-03-10'])
    expect(later).toMatchObject({ rank: 2 })
  })

  it('releases other clients’ options when a booking is confirmed, and the day then takes only 2nd options', async () => {
    const booking = await bookThroughRoute(ctx)
    const [waiting, later] = [
      await signInApprovedClient(ctx.app),
      await signInApprovedClient(ctx.app),
    ]
    const [standing] = await place(waiting, booking.profile.id, [FILMING_DATE])
    expect(standing).toMatchObject({ rank: 1 })
    // The application's agreement is confirmed on the casting's filming date.
    await confirm(booking.client, booking.model, booking.agreementId)
    expect((await mine(waiting))[0]).toMatchObject({ status: 'released', rank: null })
    expect(await optionEvents(waiting)).toEqual([
      expect.objectContaining({ event: 'date_booked', optionId: standing!.id, date: FILMING_DATE }),
    ])
    // A casting's confirmed booking takes the day: a new option comes 2nd and cannot book.
    const [second] = await place(later, booking.profile.id, [FILMING_DATE])
    expect(second).toMatchObject({ rank: 2 })
    await accept(booking.model, second!.id)
    const jump = await send('POST', OPTION_API_PATHS.OPTION_BOOKING(second!.id), later)
    expect(jump.statusCode).toBe(409)
    expect(jump.json().message).toBe(OPTION_SERVER_MESSAGES.NOT_FIRST)
    // The model's month shows the confirmed booking on its day.
    const month = await send(
      'GET',
      `${OPTION_API_PATHS.OPTIONS_CALENDAR}?month=${FILMING_DATE.slice(0, 7)}`,
      booking.model,
    )
    const calendar = optionCalendarResponseSchema.parse(month.json()).data
    expect(calendar.bookings).toEqual([
      expect.objectContaining({ date: FILMING_DATE, agreementId: booking.agreementId }),
    ])
    expect(calendar.options.map((one) => [one.status, one.rank])).toEqual([
      ['released', null],
      ['accepted', 2],
    ])
  })

  it('refuses an option on an unavailable day (409) and shows the client the day, never a reason', async () => {
    const client = await signInApprovedClient(ctx.app)
    const profile = await createProfile(ctx.db.prisma, cast.modelOwner.user.id)
    const day = '2030-04-02'
    const marked = await send(
      'PUT',
      OPTION_API_PATHS.UNAVAILABLE_DATE(profile.id, day),
      cast.modelOwner,
    )
    expect(marked.statusCode, marked.body).toBe(200)
    expect(marked.json().message).toBe(OPTION_SERVER_MESSAGES.UNAVAILABLE_MARKED)

    const seen = await send('GET', OPTION_API_PATHS.UNAVAILABLE_DATES(profile.id), client)
    expect(seen.statusCode).toBe(200)
    expect(unavailableDatesResponseSchema.parse(seen.json()).data).toEqual({
      profileId: profile.id,
      dates: [day],
    })
    expect(Object.keys(seen.json().data).sort()).toEqual(['dates', 'profileId'])

    const refused = await send('POST', OPTION_API_PATHS.OPTIONS, client, {
      profileId: profile.id,
      dates: ['2030-04-01', day],
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(OPTION_SERVER_MESSAGES.DATE_UNAVAILABLE)
    expect(await mine(client)).toEqual([])

    const cleared = await send(
      'DELETE',
      OPTION_API_PATHS.UNAVAILABLE_DATE(profile.id, day),
      cast.modelOwner,
    )
    expect(cleared.statusCode).toBe(200)
    expect(unavailableDatesResponseSchema.parse(cleared.json()).data.dates).toEqual([])
    expect(await place(client, profile.id, [day])).toHaveLength(1)
  })

  it('puts the model’s holds in its calendar feed as tentative events, without the client', async () => {
    const model = cast.agency
    const profile = await createProfile(ctx.db.prisma, model.user.id, { stageName: 'Hold Park' })
    const client = await signInApprovedClient(ctx.app)
    await ctx.db.prisma.user.update({
      where: { id: client.user.id },
      data: { agency: 'Secret Co' },
    })
    await place(client, profile.id, ['2030-05-05'])
    const created = await send('POST', BOOKING_API_PATHS.CALENDAR_FEED, model)
    const url = new URL(calendarFeedResponseSchema.parse(created.json()).data.feed.url!)
    const feed = await ctx.app.inject({ method: 'GET', url: url.pathname })
    expect(feed.statusCode).toBe(200)
    const text = feed.body.replace(/\r\n[ \t]/g, '')
    expect(text).toContain('DTSTART;VALUE=DATE:20300505')
    expect(text).toContain('STATUS:TENTATIVE')
    expect(text).toContain('Hold Park')
    expect(text).not.toContain('Secret Co')
    // The client's own feed has no hold: the feed shows holds to the model side only.
    const clientFeed = await send('POST', BOOKING_API_PATHS.CALENDAR_FEED, client)
    const clientUrl = new URL(calendarFeedResponseSchema.parse(clientFeed.json()).data.feed.url!)
    const clientText = (await ctx.app.inject({ method: 'GET', url: clientUrl.pathname })).body
    expect(clientText).not.toContain('TENTATIVE')
  })

  it('decides who may call the new routes (roles x routes)', async () => {
    const owner = cast.modelOwner
    const profile = await createProfile(ctx.db.prisma, owner.user.id)
    const agencyModel = await createProfile(ctx.db.prisma, cast.agency.user.id)
    const draftProfile = await createProfile(ctx.db.prisma, owner.user.id, {
      status: 'draft',
      publishedAt: null,
    })
    const day = '2030-06-01'
    const client = cast.otherClient
    const mark = (p: number) => OPTION_API_PATHS.UNAVAILABLE_DATE(p, day)
    const table: [string, Method, string, SignedIn | null, number][] = [
      ['guest marks', 'PUT', mark(profile.id), null, 401],
      ['guest reads', 'GET', OPTION_API_PATHS.UNAVAILABLE_DATES(profile.id), null, 401],
      ['guest month', 'GET', `${OPTION_API_PATHS.OPTIONS_CALENDAR}?month=2030-06`, null, 401],
      ['a client marks', 'PUT', mark(profile.id), client, 404],
      ['a client unmarks', 'DELETE', mark(profile.id), client, 404],
      ['another model marks', 'PUT', mark(profile.id), cast.otherModel, 404],
      ['the agency marks its neighbour', 'PUT', mark(profile.id), cast.agency, 404],
      ['an administrator marks', 'PUT', mark(profile.id), cast.admin, 404],
      [
        'the owner, a past day',
        'PUT',
        OPTION_API_PATHS.UNAVAILABLE_DATE(profile.id, '2030-01-01'),
        owner,
        400,
      ],
      ['the owner marks', 'PUT', mark(profile.id), owner, 200],
      ['the agency marks its model', 'PUT', mark(agencyModel.id), cast.agency, 200],
      ['the agency unmarks its model', 'DELETE', mark(agencyModel.id), cast.agency, 200],
      ['a client reads', 'GET', OPTION_API_PATHS.UNAVAILABLE_DATES(profile.id), client, 200],
      [
        'a client reads a draft',
        'GET',
        OPTION_API_PATHS.UNAVAILABLE_DATES(draftProfile.id),
        client,
        404,
      ],
      [
        'the owner reads its draft',
        'GET',
        OPTION_API_PATHS.UNAVAILABLE_DATES(draftProfile.id),
        owner,
        200,
      ],
      [
        'another model’s month of it',
        'GET',
        `${OPTION_API_PATHS.OPTIONS_CALENDAR}?month=2030-06&profileId=${profile.id}`,
        cast.otherModel,
        404,
      ],
      [
        'the agency’s month of its model',
        'GET',
        `${OPTION_API_PATHS.OPTIONS_CALENDAR}?month=2030-06&profileId=${agencyModel.id}`,
        cast.agency,
        200,
      ],
      ['a bad month', 'GET', `${OPTION_API_PATHS.OPTIONS_CALENDAR}?month=2030-13`, owner, 400],
    ]
    for (const [who, method, url, as, status] of table) {
      const response = await send(method, url, as)
      expect({ who, status: response.statusCode }).toEqual({ who, status })
    }
    // Booking another client's option: 404, like an option that does not exist.
    const holder = await signInApprovedClient(ctx.app)
    const [held] = await place(holder, profile.id, ['2030-06-02'])
    await accept(owner, held!.id)
    for (const as of [client, cast.otherModel, owner, cast.admin]) {
      expect((await send('POST', OPTION_API_PATHS.OPTION_BOOKING(held!.id), as)).statusCode).toBe(
        404,
      )
    }
    // The owner's month: the day marked, with no other profile's data.
    const month = optionCalendarResponseSchema.parse(
      (
        await send(
          'GET',
          `${OPTION_API_PATHS.OPTIONS_CALENDAR}?month=2030-06&profileId=${profile.id}`,
          owner,
        )
      ).json(),
    ).data
    expect(month.unavailable).toEqual([day])
    expect(month.options.map((one) => one.id)).toEqual([held!.id])
  })
})
