// Cancelling a booking that came from an option (issue #28 with #29, ADR 0054 addendum): the
// same rules as a casting's or a proposal's booking. Either side cancels with a reason until
// the last day has passed; a late cancellation by the client owes the agreed kill fee, tracked
// like pay; every date the booking held ends, the next option on it moves up (told), the other
// side is told, and the cancellation counts on the partner page or the model's profile.
import { describe, expect, it } from 'vitest'
import {
  API_PATHS,
  BOOKING_API_PATHS,
  OPTION_API_PATHS,
  OPTION_SERVER_MESSAGES,
  SERVER_MESSAGES,
  SERVICE_TYPE,
  modelPublicResponseSchema,
  optionBookingResponseSchema,
  optionListResponseSchema,
  optionResponseSchema,
  partnerDetailResponseSchema,
  TRUST_API_PATHS,
} from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { setupApplicationsSuite } from '../applications/testing/casting-factory.js'
import { agreementCalls, agreementOf, signInAgain } from '../bookings/testing/agreement-fixtures.js'
import { createProfile } from '../models/testing/model-fixtures.js'
import { signInApprovedClient } from '../reviews/testing/trust-fixtures.js'

// 2030-03-03 in Seoul: two days before the first day held (2030-03-05), inside the default
// 3-day notice, so a cancellation by the client now is late.
const clock = createFakeClock('2030-03-03T03:00:00.000Z')
const { ctx, cast } = setupApplicationsSuite({ clock, env: { RATE_LIMIT_ENABLED: 'false' } })
const agreements = agreementCalls(ctx)

const send = (method: 'GET' | 'POST', url: string, who: SignedIn | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: who ? who.headers : {}, ...(payload ? { payload } : {}) })

async function place(who: SignedIn, profileId: number, dates: string[]) {
  const response = await send('POST', OPTION_API_PATHS.OPTIONS, who, { profileId, dates })
  expect(response.statusCode, response.body).toBe(201)
  return optionListResponseSchema.parse(response.json()).data.options
}
const mine = async (who: SignedIn) =>
  optionListResponseSchema.parse((await send('GET', OPTION_API_PATHS.OPTIONS, who)).json()).data
    .options
const cancel = (who: SignedIn | null, id: number, reason = 'The shoot is off.') =>
  send('POST', OPTION_API_PATHS.OPTION_CANCELLATION(id), who, { reason })
const optionEvents = async (who: SignedIn) =>
  (
    await ctx.db.prisma.notification.findMany({
      where: { userId: who.user.id, kind: 'option' },
      orderBy: { id: 'asc' },
    })
  ).map((row) => (row.payload as { event: string }).event)

/**
 * A fresh client holds a fresh model on 2030-03-05 and 2030-03-06, the model side accepts, the
 * client books and, unless `confirmed` is false, both sides confirm 800,000 KRW a day (1,600,000
 * in all; the default kill fee is half of it).
 */
async function bookedOption({ confirmed = true } = {}) {
  const [client, model] = [
    await signInApprovedClient(ctx.app),
    await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL }),
  ]
  const profile = await createProfile(ctx.db.prisma, model.user.id, { stageName: 'Yuna Lee' })
  const held = await place(client, profile.id, ['2030-03-05', '2030-03-06'])
  for (const option of held) {
    expect(
      (await send('POST', OPTION_API_PATHS.OPTION_ACCEPTANCE(option.id), model)).statusCode,
    ).toBe(200)
  }
  const booked = await send('POST', OPTION_API_PATHS.OPTION_BOOKING(held[0]!.id), client)
  const { agreementId } = optionBookingResponseSchema.parse(booked.json()).data
  if (confirmed) {
    const draft = agreementOf(await agreements.get(client, agreementId)).draft!
    await agreements.saveDraft(client, agreementId, {
      ...draft,
      fee: { amount: 800_000, basis: 'per_day' },
      usage: { scope: 'Instagram', months: 6 },
      shoots: draft.shoots.map((shoot) => ({ ...shoot, place: 'Studio A, Seongsu-dong' })),
    })
    agreementOf(await agreements.propose(client, agreementId))
    agreementOf(await agreements.accept(model, agreementId, 1))
  }
  return { client, model, profile, held, agreementId }
}

const partnerRecord = async (clientId: number) =>
  partnerDetailResponseSchema.parse(
    (await send('GET', TRUST_API_PATHS.PARTNER(clientId), null)).json(),
  ).data.payRecord
const reliabilityOf = async (profileId: number) =>
  modelPublicResponseSchema.parse((await send('GET', API_PATHS.MODEL(profileId), null)).json()).data
    .model.reliability

describe('cancelling a booking made from an option', () => {
  it('late by the client: the kill fee is owed and tracked like pay, the next option moves up, the model side is told', async () => {
    const { client, model, profile, held, agreementId } = await bookedOption()
    // Another client waits 2nd on the first day.
    const waiting = await signInApprovedClient(ctx.app)
    const [second] = await place(waiting, profile.id, ['2030-03-05'])
    expect(second).toMatchObject({ rank: 2 })

    const cancelled = await cancel(client, held[1]!.id)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(cancelled.json().message).toBe(SERVER_MESSAGES.BOOKING_CANCELLED)
    expect(optionResponseSchema.parse(cancelled.json()).data.option).toMatchObject({
      status: 'cancelled',
      rank: null,
    })
    // Both days the booking held end; the waiting option is 1st now and its client is told.
    expect((await mine(client)).map((one) => one.status)).toEqual(['cancelled', 'cancelled'])
    expect((await mine(waiting))[0]).toMatchObject({ status: 'pending', rank: 1 })
    expect(await optionEvents(waiting)).toContain('promoted')
    expect(await optionEvents(model)).toContain('booking_cancelled')

    // Half of 2 days x 800,000, owed and paid through the same pay flow as a fee.
    const agreement = agreementOf(await agreements.get(client, agreementId))
    expect(agreement).toMatchObject({
      booking: { kind: 'option', standing: false },
      killFeeOwed: 800_000,
      pay: { status: 'unpaid' },
      can: { markPaid: true, proposeChange: false },
    })
    // The partner page counts the kill fee and the client's cancellation; the model's profile
    // does not count the client's cancellation against the model.
    expect(await partnerRecord(client.user.id)).toMatchObject({
      killFees: 1,
      cancelledLast12Months: 1,
    })
    expect(await reliabilityOf(profile.id)).toEqual({ cancelledLast12Months: 0 })
  })

  it('by the model side: no kill fee, it counts on the model profile; a second cancellation is refused', async () => {
    const { client, model, profile, held, agreementId } = await bookedOption()
    expect((await cancel(model, held[0]!.id)).statusCode).toBe(200)
    expect(agreementOf(await agreements.get(model, agreementId))).toMatchObject({
      booking: { standing: false },
      killFeeOwed: null,
      can: { markPaid: false, answerPay: false },
    })
    expect(await optionEvents(client)).toContain('booking_cancelled')
    expect(await reliabilityOf(profile.id)).toEqual({ cancelledLast12Months: 1 })
    expect((await partnerRecord(client.user.id)).cancelledLast12Months).toBe(0)

    const again = await cancel(client, held[0]!.id)
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(SERVER_MESSAGES.BOOKING_ALREADY_CANCELLED)
  })

  it('who may cancel, and what cannot be cancelled', async () => {
    const { client, model, held } = await bookedOption({ confirmed: false })
    const stranger = await signInApprovedClient(ctx.app)
    const table: [string, SignedIn | null, number][] = [
      ['guest', null, 401],
      ['another client', stranger, 404],
      ['another model', cast.otherModel, 404],
      // An administrator reads agreements but never acts for a side; an option is private.
      ['administrator', cast.admin, 404],
    ]
    for (const [who, as, status] of table) {
      const response = await cancel(as, held[0]!.id)
      expect({ who, status: response.statusCode }).toEqual({ who, status })
    }
    expect((await cancel(client, held[0]!.id, '   ')).statusCode).toBe(400)
    // An option that is not booked is released or declined, not cancelled.
    const [pending] = await place(stranger, (await mine(client))[0]!.profileId, ['2030-03-20'])
    const notBooked = await cancel(stranger, pending!.id)
    expect(notBooked.statusCode).toBe(409)
    expect(notBooked.json().message).toBe(OPTION_SERVER_MESSAGES.NOT_BOOKED)

    // Once the last day has passed in Seoul (2030-03-07), the job is done: review it instead.
    clock.set('2030-03-06T16:00:00.000Z')
    try {
      const late = await cancel(await signInAgain(ctx, model), held[0]!.id)
      expect(late.statusCode).toBe(409)
      expect(late.json().message).toBe(SERVER_MESSAGES.BOOKING_JOB_DONE)
    } finally {
      clock.set('2030-03-03T03:00:00.000Z')
    }
  })
})

describe('the usage-ended notice of a booking made from an option', () => {
  it('names the booking by the title its agreed version holds (it has no casting or proposal)', async () => {
    const { client, model, agreementId } = await bookedOption()
    const usage = await ctx.db.prisma.imageUsage.findFirstOrThrow({ where: { agreementId } })
    const version = await ctx.db.prisma.agreementVersion.findFirstOrThrow({
      where: { agreementId, number: 1 },
    })
    const title = (version.content as { booking: { title: string } }).booking.title
    expect(title).not.toBe('')
    // Six months of usage from the last day held (2030-03-06) end on 2030-09-06.
    clock.set('2030-09-08T03:00:00.000Z')
    const sent = await send(
      'POST',
      BOOKING_API_PATHS.USAGE_NOTICE(usage.id),
      await signInAgain(ctx, model),
      {
        message: 'Please take them down.',
      },
    )
    expect(sent.statusCode, sent.body).toBe(200)
    const told = await ctx.db.prisma.notification.findFirstOrThrow({
      where: { userId: client.user.id, kind: 'agreement' },
      orderBy: { id: 'desc' },
    })
    expect(told.payload).toMatchObject({ agreementId, event: 'usage_notice', title })
    const mail = await ctx.db.prisma.outboxMessage.findFirstOrThrow({
      where: { kind: 'usage-notice', recipient: client.user.email! },
    })
    expect(mail.subject).toContain(title)
    clock.set('2030-03-03T03:00:00.000Z')
  })
})
