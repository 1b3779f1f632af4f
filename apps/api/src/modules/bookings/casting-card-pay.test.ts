// Every casting card shows its client's pay record (issue #28, ADR 0046 addendum): on the
// board and on a casting's page, computed from real bookings; a new client reads zeros ("no
// bookings yet"), never a made-up score.
import { describe, expect, it } from 'vitest'
import {
  API_PATHS,
  BOOKING_API_PATHS,
  castingDetailResponseSchema,
  castingListResponseSchema,
  DAY_MS,
} from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { createCasting, setupApplicationsSuite } from '../applications/testing/casting-factory.js'
import { signInApprovedClient } from '../reviews/testing/trust-fixtures.js'
import {
  agreementCalls,
  agreementOf,
  bookThroughRoute,
  postAs,
} from './testing/agreement-fixtures.js'

// Shoots on 2030-03-06, pay due 2030-04-05; "today" is 2030-06-01.
const clock = createFakeClock('2030-06-01T03:00:00.000Z')
const { ctx } = setupApplicationsSuite({ clock, env: { RATE_LIMIT_ENABLED: 'false' } })
const calls = agreementCalls(ctx)

const liveCasting = (clientId: number, title: string) =>
  createCasting(ctx.db.prisma, clientId, {
    title,
    applicationDeadline: new Date(clock.now().getTime() + 7 * DAY_MS),
    publishedAt: clock.now(),
  })

async function board() {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${API_PATHS.CASTINGS}?pageSize=50`,
  })
  expect(response.statusCode, response.body).toBe(200)
  return castingListResponseSchema.parse(response.json()).data.items
}

describe('pay figures on casting cards', () => {
  it('a client with bookings shows its record on the board and the casting page; a new client shows none', async () => {
    // The paying client: one booking paid 14 days after the shoot, on time, and confirmed;
    // a second one never paid, 57 days past due.
    const booking = await bookThroughRoute(ctx)
    const client = booking.client
    agreementOf(await calls.propose(client, booking.agreementId))
    agreementOf(await calls.accept(booking.model, booking.agreementId, 1))
    const paid = await postAs(
      ctx,
      client,
      BOOKING_API_PATHS.AGREEMENT_PAYMENT(booking.agreementId),
      {
        paidOn: '2030-03-20',
        amount: 3_000_000,
        reference: '',
      },
    )
    expect(paid.statusCode, paid.body).toBe(200)
    const confirmed = await postAs(
      ctx,
      booking.model,
      BOOKING_API_PATHS.AGREEMENT_PAYMENT_CONFIRMATION(booking.agreementId),
    )
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const unpaid = await bookThroughRoute(ctx, { client })
    agreementOf(await calls.propose(client, unpaid.agreementId))
    agreementOf(await calls.accept(unpaid.model, unpaid.agreementId, 1))
    const open = await liveCasting(client.user.id, 'Autumn coats')
    const another = await liveCasting(client.user.id, 'Winter boots')
    const newcomer = await signInApprovedClient(ctx.app)
    const fresh = await liveCasting(newcomer.user.id, 'First shoot')

    // Completed 2; judged 2 (one confirmed, one past due); on time 1 of 2; median 14; overdue 1.
    const expected = {
      bookingsCompleted: 2,
      paidOnTimeShare: 0.5,
      medianDaysToPay: 14,
      openOverdue: 1,
      killFees: 0,
      cancelledLast12Months: 0,
    }
    const none = {
      bookingsCompleted: 0,
      paidOnTimeShare: null,
      medianDaysToPay: null,
      openOverdue: 0,
      killFees: 0,
      cancelledLast12Months: 0,
    }
    const cards = await board()
    expect(cards.find((card) => card.id === open.id)?.payRecord).toEqual(expected)
    expect(cards.find((card) => card.id === another.id)?.payRecord).toEqual(expected)
    expect(cards.find((card) => card.id === fresh.id)?.payRecord).toEqual(none)

    const page = await ctx.app.inject({ method: 'GET', url: API_PATHS.CASTING(open.id) })
    expect(page.statusCode, page.body).toBe(200)
    const detail = castingDetailResponseSchema.parse(page.json()).data
    expect(detail.payRecord).toEqual(expected)
    expect(detail.otherCastings.find((card) => card.id === another.id)?.payRecord).toEqual(expected)
  })
})
