// Cancelling a booking (ADR 0024 addendum) as the two sides observe it: only a booked
// application, once, before the job; the booking stops counting (bookedCount, reviews,
// partner page), contact details are hidden again for new messages, the other side is told
// in its notifications and in the thread.
import { describe, expect, it } from 'vitest'
import {
  API_PATHS,
  applicationDetailResponseSchema,
  castingDetailResponseSchema,
  SERVER_MESSAGES,
  SERVER_MESSAGES_KO,
  SERVICE_TYPE,
  TRUST_API_PATHS,
  TRUST_SERVER_MESSAGES,
  type ApplicationStatus,
  DAY_MS,
} from '@cnm/contracts'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { createProfile } from '../models/testing/model-fixtures.js'
import {
  bookingCalls,
  createApplication,
  createBooking,
  notificationsOf,
  setupApplicationsSuite,
} from './testing/casting-factory.js'

const { ctx } = setupApplicationsSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })

const prisma = () => ctx.db.prisma
const REASON = 'The shoot moved to a week I am abroad.'
const PHONE = 'Call me on 010-1234-5678 tonight.'

/** A fresh client and model with one application of the model's profile in `status`. */
const booking = (status: ApplicationStatus = 'booked', modelNumber = 2) =>
  createBooking(ctx.app, prisma(), { status, modelNumber })

const { cancel, write, thread } = bookingCalls(ctx, 'application', REASON)

describe('cancelling a booking', () => {
  it('the client releases the talent: cancelled with who, when and why; the model is told', async () => {
    const { client, model, casting, application } = await booking()
    const response = await cancel(client, application.id)
    expect(response.statusCode, response.body).toBe(200)
    const body = applicationDetailResponseSchema.parse(response.json())
    expect(body.message).toBe(SERVER_MESSAGES.BOOKING_CANCELLED)
    expect(body.data).toMatchObject({
      view: 'client',
      castingId: casting.id,
      applicant: { status: 'cancelled', cancellation: { by: 'client', reason: REASON } },
    })

    // The booking no longer counts against the casting's roles.
    const after = await prisma().casting.findUniqueOrThrow({ where: { id: casting.id } })
    expect(after.bookedCount).toBe(0)

    const told = await notificationsOf(prisma(), model.user.id, 'booking_cancelled')
    expect(told).toHaveLength(1)
    expect(told[0]?.payload).toMatchObject({
      applicationId: application.id,
      castingTitle: casting.title,
      by: 'client',
    })
    expect(await notificationsOf(prisma(), client.user.id, 'booking_cancelled')).toHaveLength(0)

    // The model's own view (My Casting) shows it cancelled by the client.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.MY_CASTINGS}?view=model`,
      headers: model.headers,
    })
    const row = mine.json().data.applications.items[0]
    expect(row).toMatchObject({ id: application.id, status: 'cancelled' })
    expect(row.cancellation).toMatchObject({ by: 'client', reason: REASON })
  })

  it('the model side backs out: the client is told, the answer is the applicant view', async () => {
    const { client, model, application } = await booking()
    const response = await cancel(model, application.id, REASON, 'ko')
    expect(response.statusCode, response.body).toBe(200)
    const body = applicationDetailResponseSchema.parse(response.json())
    expect(body.message).toBe(SERVER_MESSAGES_KO.BOOKING_CANCELLED)
    expect(body.data).toMatchObject({
      view: 'applicant',
      application: { status: 'cancelled', cancellation: { by: 'model', reason: REASON } },
    })
    const told = await notificationsOf(prisma(), client.user.id, 'booking_cancelled')
    expect(told.map((one) => one.payload)).toEqual([
      expect.objectContaining({ applicationId: application.id, by: 'model' }),
    ])
  })

  it.each([
    ['submitted', 409, SERVER_MESSAGES.BOOKING_NOT_BOOKED],
    ['viewed', 409, SERVER_MESSAGES.BOOKING_NOT_BOOKED],
    ['shortlisted', 409, SERVER_MESSAGES.BOOKING_NOT_BOOKED],
    ['declined', 409, SERVER_MESSAGES.BOOKING_NOT_BOOKED],
    ['withdrawn', 409, SERVER_MESSAGES.BOOKING_NOT_BOOKED],
    ['cancelled', 409, SERVER_MESSAGES.BOOKING_ALREADY_CANCELLED],
  ] as const)('an application %s cannot be cancelled: %i', async (status, code, message) => {
    const { client, model, application } = await booking(status)
    for (const who of [client, model]) {
      const response = await cancel(who, application.id)
      expect(response.statusCode, response.body).toBe(code)
      expect(response.json().message).toBe(message)
    }
    expect(await notificationsOf(prisma(), model.user.id, 'booking_cancelled')).toHaveLength(0)
  })

  it('twice (by either side) is a clear 409, in Korean too, and counts once', async () => {
    const { client, model, casting, application } = await booking()
    expect((await cancel(model, application.id)).statusCode).toBe(200)
    const again = await cancel(client, application.id, REASON, 'ko')
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(SERVER_MESSAGES_KO.BOOKING_ALREADY_CANCELLED)
    const after = await prisma().casting.findUniqueOrThrow({ where: { id: casting.id } })
    expect(after.bookedCount).toBe(0)
    expect(await notificationsOf(prisma(), client.user.id, 'booking_cancelled')).toHaveLength(1)
  })

  it('ten concurrent cancellations: one 200, nine 409, one notification', async () => {
    const { client, model, application } = await booking()
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => cancel(i % 2 ? client : model, application.id)),
    )
    expect(answers.map((one) => one.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ])
    const told = [
      ...(await notificationsOf(prisma(), client.user.id, 'booking_cancelled')),
      ...(await notificationsOf(prisma(), model.user.id, 'booking_cancelled')),
    ]
    expect(told).toHaveLength(1)
  })

  it.each([
    ['the filming date has passed', { filmingDate: new Date(Date.now() - 2 * DAY_MS) }],
    ['the client marked the casting done', { completedAt: new Date(Date.now() - 1000) }],
  ])('after the job (%s) it is 409 and the booking stands', async (_, data) => {
    const { client, application, casting } = await booking()
    await prisma().casting.update({ where: { id: casting.id }, data })
    const response = await cancel(client, application.id)
    expect(response.statusCode).toBe(409)
    expect(response.json().message).toBe(SERVER_MESSAGES.BOOKING_JOB_DONE)
    const row = await prisma().application.findUniqueOrThrow({ where: { id: application.id } })
    expect(row.status).toBe('booked')
  })

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['too long', 'x'.repeat(501)],
  ])('a reason that is %s is 400 and nothing changes', async (_, reason) => {
    const { client, application } = await booking()
    expect((await cancel(client, application.id, reason)).statusCode).toBe(400)
    const row = await prisma().application.findUniqueOrThrow({ where: { id: application.id } })
    expect(row.status).toBe('booked')
  })

  it('frees the role: on a full casting the client can book someone else', async () => {
    const { client, casting, application } = await booking('booked', 1)
    const other = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const profile = await createProfile(prisma(), other.user.id)
    const second = await createApplication(prisma(), {
      castingId: casting.id,
      modelProfileId: profile.id,
      applicantId: other.user.id,
      status: 'shortlisted',
    })
    const book = () =>
      ctx.app.inject({
        method: 'PATCH',
        url: API_PATHS.APPLICATION(second.id),
        headers: client.headers,
        payload: { status: 'booked' },
      })
    expect((await book()).json().message).toBe(SERVER_MESSAGES.CASTING_FULL)
    expect((await cancel(client, application.id)).statusCode).toBe(200)
    expect((await book()).statusCode).toBe(200)
  })
})

describe('a booked model backs out of a full casting (issue #28)', () => {
  it('the place opens again: waiting applicants may be shortlisted and booked, the casting stays closed', async () => {
    // One role; the booking fills it, the casting closes as full, the waiting applicant is told.
    const { client, model, casting, application } = await booking('shortlisted', 1)
    const other = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const waiting = await createApplication(prisma(), {
      castingId: casting.id,
      modelProfileId: (await createProfile(prisma(), other.user.id)).id,
      applicantId: other.user.id,
      status: 'viewed',
    })
    const move = (id: number, status: ApplicationStatus) =>
      ctx.app.inject({
        method: 'PATCH',
        url: API_PATHS.APPLICATION(id),
        headers: client.headers,
        payload: { status },
      })
    const castingNow = async () =>
      castingDetailResponseSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: API_PATHS.CASTING(casting.id),
            headers: client.headers,
          })
        ).json(),
      ).data
    expect((await move(application.id, 'booked')).statusCode).toBe(200)
    expect(await castingNow()).toMatchObject({ status: 'closed', bookedCount: 1 })
    expect((await notificationsOf(prisma(), other.user.id)).map((one) => one.kind)).toContain(
      'casting_closed',
    )
    expect((await move(waiting.id, 'booked')).json().message).toBe(SERVER_MESSAGES.CASTING_FULL)

    // The model cancels: the place is free again (bookedCount 0 of 1).
    expect((await cancel(model, application.id)).statusCode).toBe(200)
    expect(await castingNow()).toMatchObject({ bookedCount: 0, modelNumber: 1 })
    // The waiting applicant can be shortlisted again and booked into the place.
    expect((await move(waiting.id, 'shortlisted')).statusCode).toBe(200)
    expect((await move(waiting.id, 'booked')).statusCode).toBe(200)
    expect(await castingNow()).toMatchObject({ status: 'closed', bookedCount: 1 })
  })
})

describe('after a cancellation', () => {
  it('contact details are hidden again in new messages; older ones stay as they were read', async () => {
    const { client, model, application } = await booking()
    expect((await write(client, application.id, PHONE)).statusCode).toBe(201)
    expect((await thread(model, application.id)).messages.at(-1)?.body).toBe(PHONE)

    expect((await cancel(client, application.id)).statusCode).toBe(200)
    expect((await write(client, application.id, PHONE)).statusCode).toBe(201)
    const bodies = (await thread(model, application.id)).messages.map((one) => one.body)
    // Booked message, the system line, the new message.
    expect(bodies).toHaveLength(3)
    expect(bodies[0]).toBe(PHONE)
    expect(bodies[2]).not.toContain('010-1234-5678')
    expect(bodies[2]).toContain(SERVER_MESSAGES.CONTACT_HIDDEN)
  })

  it('the thread shows a system line with the reason, in the reader language, unread for the other side', async () => {
    const { client, model, application } = await booking()
    expect((await write(client, application.id, 'Welcome aboard!')).statusCode).toBe(201)
    await thread(model, application.id) // the model has read everything
    expect((await cancel(model, application.id)).statusCode).toBe(200)

    const unread = await prisma().messageThread.findUniqueOrThrow({
      where: { applicationId: application.id },
    })
    expect({ client: unread.clientUnread, model: unread.modelUnread }).toEqual({
      client: 1,
      model: 0,
    })
    const english = (await thread(client, application.id)).messages.at(-1)
    expect(english).toMatchObject({
      side: 'system',
      mine: false,
      body: `${SERVER_MESSAGES.BOOKING_CANCELLED_BY_MODEL_LINE}\n${REASON}`,
    })
    const korean = (await thread(model, application.id, 'ko')).messages.at(-1)
    expect(korean?.body).toBe(`${SERVER_MESSAGES_KO.BOOKING_CANCELLED_BY_MODEL_LINE}\n${REASON}`)
    const told = await notificationsOf(prisma(), client.user.id, 'booking_cancelled')
    expect(told[0]?.threadId).toBe(unread.id)
  })

  it('no thread yet: none is created, the notification alone tells', async () => {
    const { client, model, application } = await booking()
    expect((await cancel(client, application.id)).statusCode).toBe(200)
    expect(
      await prisma().messageThread.findUnique({ where: { applicationId: application.id } }),
    ).toBeNull()
    const told = await notificationsOf(prisma(), model.user.id, 'booking_cancelled')
    expect(told[0]?.threadId).toBeNull()
  })

  it('no review can be written for it once the job date has passed, unlike a booking that stood', async () => {
    const cancelled = await booking()
    const stood = await booking()
    expect((await cancel(cancelled.client, cancelled.application.id)).statusCode).toBe(200)
    for (const one of [cancelled, stood]) {
      await prisma().casting.update({
        where: { id: one.casting.id },
        data: { filmingDate: new Date(Date.now() - 2 * DAY_MS) },
      })
    }
    const review = (one: typeof stood, who: SignedIn) =>
      ctx.app.inject({
        method: 'POST',
        url: TRUST_API_PATHS.APPLICATION_REVIEWS(one.application.id),
        headers: who.headers,
        payload: { rating: 5, text: 'Great' },
      })
    for (const who of [cancelled.client, cancelled.model]) {
      const refused = await review(cancelled, who)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().message).toBe(TRUST_SERVER_MESSAGES.REVIEW_NOT_BOOKED)
    }
    expect((await review(stood, stood.client)).statusCode).toBe(201)

    // Nor is it offered as a review to write.
    const pending = await ctx.app.inject({
      method: 'GET',
      url: TRUST_API_PATHS.MY_REVIEWS,
      headers: cancelled.model.headers,
    })
    expect(pending.statusCode, pending.body).toBe(200)
    expect(JSON.stringify(pending.json().data)).not.toContain(`${cancelled.application.id}`)
  })

  it("the client's partner page no longer counts it among bookings made", async () => {
    const { client, application } = await booking()
    const made = async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: TRUST_API_PATHS.PARTNER(client.user.id),
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json().data.bookingsMade as number
    }
    expect(await made()).toBe(1)
    expect((await cancel(client, application.id)).statusCode).toBe(200)
    expect(await made()).toBe(0)
  })
})
