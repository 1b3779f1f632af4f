// Pay tracked on a confirmed booking (issue #28, ADR 0044): the client marks it paid, the model
// side confirms receipt or disputes; the partner page's pay record comes from these bookings,
// checked here against figures worked out by hand.
import { describe, expect, it } from 'vitest'
import {
  BOOKING_API_PATHS,
  BOOKING_SERVER_MESSAGES,
  partnerDetailResponseSchema,
  TRUST_API_PATHS,
} from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import type { SignedIn } from '../../../test/helpers/factories.js'
import { setupApplicationsSuite } from '../applications/testing/casting-factory.js'
import { signInApprovedClient } from '../reviews/testing/trust-fixtures.js'
import {
  agreementCalls,
  agreementOf,
  bookThroughRoute,
  cancelBooking,
  FILMING_DATE,
  postAs,
} from './testing/agreement-fixtures.js'

// Shoots on 2030-03-06, so pay is due on 2030-04-05; "today" is 2030-06-01.
const clock = createFakeClock('2030-06-01T03:00:00.000Z')
const { ctx } = setupApplicationsSuite({ clock, env: { RATE_LIMIT_ENABLED: 'false' } })
const calls = agreementCalls(ctx)

const post = (who: SignedIn, url: string, payload?: object) => postAs(ctx, who, url, payload)
const markPaid = (who: SignedIn, id: number, paidOn: string, amount = 3_000_000) =>
  post(who, BOOKING_API_PATHS.AGREEMENT_PAYMENT(id), { paidOn, amount, reference: 'KB 1234' })
const confirm = (who: SignedIn, id: number) =>
  post(who, BOOKING_API_PATHS.AGREEMENT_PAYMENT_CONFIRMATION(id))
const dispute = (who: SignedIn, id: number, note: string) =>
  post(who, BOOKING_API_PATHS.AGREEMENT_PAYMENT_DISPUTE(id), { note })

/** A booking of `client` (a fresh one unless given) whose agreement both sides confirmed. */
async function confirmedBooking(client?: SignedIn) {
  const booking = await bookThroughRoute(ctx, client ? { client } : {})
  agreementOf(await calls.propose(booking.client, booking.agreementId))
  agreementOf(await calls.accept(booking.model, booking.agreementId, 1))
  return booking
}

describe('pay on a confirmed booking', () => {
  it('the client marks it paid, the model side confirms receipt; it is then settled', async () => {
    const { client, model, agreementId } = await confirmedBooking()
    expect(agreementOf(await calls.get(client, agreementId))).toMatchObject({
      pay: { status: 'unpaid', dueDate: '2030-04-05', paidOn: null },
      can: { markPaid: true, answerPay: false },
    })
    const marked = await markPaid(client, agreementId, '2030-03-20')
    expect(marked.json().message).toBe(BOOKING_SERVER_MESSAGES.PAYMENT_MARKED)
    expect(agreementOf(marked).pay).toMatchObject({
      status: 'marked_paid',
      paidOn: '2030-03-20',
      amount: 3_000_000,
      reference: 'KB 1234',
    })
    expect(agreementOf(await calls.get(model, agreementId)).can.answerPay).toBe(true)
    const confirmed = agreementOf(await confirm(model, agreementId))
    expect(confirmed.pay).toMatchObject({
      status: 'confirmed',
      answeredAt: clock.now().toISOString(),
    })
    expect(confirmed.can).toMatchObject({ markPaid: false, answerPay: false })
    const again = await markPaid(client, agreementId, '2030-03-21')
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(BOOKING_SERVER_MESSAGES.PAYMENT_ALREADY_CONFIRMED)
  })

  it('the model side disputes with a note; the client marks it again; each side acts only on its own turn', async () => {
    const { client, model, agreementId } = await confirmedBooking()
    expect((await confirm(model, agreementId)).json().message).toBe(
      BOOKING_SERVER_MESSAGES.PAYMENT_NOT_MARKED,
    )
    expect((await markPaid(model, agreementId, '2030-03-20')).statusCode).toBe(403)
    await markPaid(client, agreementId, '2030-03-20', 2_000_000)
    expect((await confirm(client, agreementId)).statusCode).toBe(403)
    const disputed = agreementOf(await dispute(model, agreementId, 'Only 2,000,000 KRW arrived.'))
    expect(disputed.pay).toMatchObject({
      status: 'disputed',
      disputeNote: 'Only 2,000,000 KRW arrived.',
    })
    expect(agreementOf(await calls.get(client, agreementId)).can.markPaid).toBe(true)
    agreementOf(await markPaid(client, agreementId, '2030-03-25'))
    expect(agreementOf(await confirm(model, agreementId)).pay).toMatchObject({
      status: 'confirmed',
      paidOn: '2030-03-25',
      disputeNote: null,
    })
  })

  it('is not tracked before the agreement is confirmed', async () => {
    const { client, agreementId } = await bookThroughRoute(ctx)
    const early = await markPaid(client, agreementId, '2030-03-20')
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe(BOOKING_SERVER_MESSAGES.PAYMENT_NOT_CONFIRMED_AGREEMENT)
    expect(agreementOf(await calls.get(client, agreementId)).pay).toBeNull()
  })
})

describe("the partner page's pay record", () => {
  const recordOf = async (clientId: number) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: TRUST_API_PATHS.PARTNER(clientId),
    })
    expect(response.statusCode, response.body).toBe(200)
    return partnerDetailResponseSchema.parse(response.json()).data.payRecord
  }

  it('says nothing made up for a new client', async () => {
    const client = await signInApprovedClient(ctx.app)
    expect(await recordOf(client.user.id)).toEqual({
      bookingsCompleted: 0,
      paidOnTimeShare: null,
      medianDaysToPay: null,
      openOverdue: 0,
      killFees: 0,
      cancelledLast12Months: 0,
    })
  })

  it('counts completed bookings, the share paid on time, the median days to pay and the overdue ones', async () => {
    const client = await signInApprovedClient(ctx.app)
    // A: paid 14 days after the shoot, on time. B: paid 40 days after, late.
    // C: never marked, overdue. D: marked paid on time but not confirmed, overdue.
    // E: not confirmed by the model side (no agreement in force): not counted.
    const [a, b, c, d] = [
      await confirmedBooking(client),
      await confirmedBooking(client),
      await confirmedBooking(client),
      await confirmedBooking(client),
    ]
    await bookThroughRoute(ctx, { client })
    for (const [booking, paidOn] of [
      [a, '2030-03-20'],
      [b, '2030-04-15'],
      [d, '2030-03-30'],
    ] as const) {
      agreementOf(await markPaid(client, booking.agreementId, paidOn))
    }
    agreementOf(await confirm(a.model, a.agreementId))
    agreementOf(await confirm(b.model, b.agreementId))
    expect(c.agreementId).toBeGreaterThan(0)
    expect(FILMING_DATE).toBe('2030-03-06')
    // Completed 4; all 4 are judged (paid or past due); on time 1 of 4; median of 14 and 40 days.
    expect(await recordOf(client.user.id)).toEqual({
      bookingsCompleted: 4,
      paidOnTimeShare: 0.25,
      medianDaysToPay: 27,
      openOverdue: 2,
      killFees: 0,
      cancelledLast12Months: 0,
    })
  })

  it('counts a kill fee like pay: in the share paid on time and the overdue ones, not as a completed booking nor in the median', async () => {
    const client = await signInApprovedClient(ctx.app)
    // A: a completed booking paid 14 days after the shoot (2030-03-20, due 2030-04-05), on time.
    const a = await confirmedBooking(client)
    agreementOf(await markPaid(client, a.agreementId, '2030-03-20'))
    agreementOf(await confirm(a.model, a.agreementId))
    // K1 and K2: shoots on 2030-06-02 and 2030-06-03, cancelled by the client today (2030-06-01),
    // fewer than 3 days before: each owes 50 % of 3,000,000, due 30 days after the shoot day
    // (2030-07-02 and 2030-07-03). K1 is paid on 2030-06-10 and confirmed; K2 is never paid.
    const killed = []
    for (const shoot of ['2030-06-02', '2030-06-03']) {
      const booking = await bookThroughRoute(ctx, {
        client,
        casting: { filmingDate: new Date(`${shoot}T00:00:00Z`) },
      })
      agreementOf(await calls.propose(client, booking.agreementId))
      agreementOf(await calls.accept(booking.model, booking.agreementId, 1))
      await cancelBooking(ctx, client, booking.application.id)
      killed.push(booking)
    }
    const [k1] = killed
    agreementOf(await markPaid(client, k1!.agreementId, '2030-06-10', 1_500_000))
    agreementOf(await confirm(k1!.model, k1!.agreementId))
    // Today, 2030-06-01: nothing is past due. Judged: A and K1 (confirmed), both on time.
    expect(await recordOf(client.user.id)).toEqual({
      bookingsCompleted: 1,
      paidOnTimeShare: 1,
      medianDaysToPay: 14,
      openOverdue: 0,
      killFees: 2,
      cancelledLast12Months: 2,
    })
    // 2030-07-10: K2 is 7 days past its due date. Judged 3 (A, K1, K2), on time 2: 2/3;
    // overdue 1 (K2); the median is still A's 14 days (kill fees have no shoot day to count from).
    clock.set('2030-07-10T03:00:00.000Z')
    try {
      expect(await recordOf(client.user.id)).toEqual({
        bookingsCompleted: 1,
        paidOnTimeShare: 2 / 3,
        medianDaysToPay: 14,
        openOverdue: 1,
        killFees: 2,
        cancelledLast12Months: 2,
      })
      // A year and a day after the cancellations, they no longer count.
      clock.set('2031-06-02T03:00:00.000Z')
      expect((await recordOf(client.user.id)).cancelledLast12Months).toBe(0)
    } finally {
      clock.set('2030-06-01T03:00:00.000Z')
    }
  })
})
