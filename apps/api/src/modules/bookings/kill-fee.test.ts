// A late cancellation by the client records the agreed kill fee (issue #28, ADR 0044): fewer
// than the notice days before the first shoot day (Seoul), the agreed share of the whole fee.
// An early one, or one by the model side, owes nothing.
import { describe, expect, it } from 'vitest'
import { BOOKING_API_PATHS, BOOKING_SERVER_MESSAGES, type AgreementTerms } from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import type { SignedIn } from '../../../test/helpers/factories.js'
import { setupApplicationsSuite } from '../applications/testing/casting-factory.js'
import { totalFeeOf } from './kill-fee.js'
import {
  agreementCalls,
  agreementOf,
  bookThroughRoute,
  cancelBooking,
  postAs,
} from './testing/agreement-fixtures.js'

// The casting films on 2030-03-06; the default notice is 3 days and the kill fee 50 %.
const clock = createFakeClock('2030-03-01T03:00:00.000Z')
const { ctx } = setupApplicationsSuite({ clock, env: { RATE_LIMIT_ENABLED: 'false' } })
const calls = agreementCalls(ctx)

async function confirmedThenCancelled(by: 'client' | 'model', cancelAt: string) {
  // Booked and confirmed a minute before: sessions do not outlive a long jump of the clock.
  clock.set(new Date(Date.parse(cancelAt) - 60_000))
  const booking = await bookThroughRoute(ctx)
  agreementOf(await calls.propose(booking.client, booking.agreementId))
  agreementOf(await calls.accept(booking.model, booking.agreementId, 1))
  clock.set(cancelAt)
  await cancelBooking(ctx, by === 'client' ? booking.client : booking.model, booking.application.id)
  return { ...booking, agreement: agreementOf(await calls.get(booking.model, booking.agreementId)) }
}

const post = (who: SignedIn, url: string, payload?: object) => postAs(ctx, who, url, payload)

describe('kill fee on a late cancellation', () => {
  it.each([
    // 2030-03-04 in Seoul is 2 days before the shoot: late.
    ['client', '2030-03-03T15:30:00.000Z', 1_500_000],
    // 2030-03-03 in Seoul is 3 days before: on time.
    ['client', '2030-03-03T14:30:00.000Z', null],
    ['model', '2030-03-05T03:00:00.000Z', null],
  ] as const)('cancelled by the %s at %s owes %s', async (by, at, owed) => {
    expect((await confirmedThenCancelled(by, at)).agreement.killFeeOwed).toBe(owed)
  })

  it('a kill fee follows the pay flow: marked paid, disputed, marked again, confirmed', async () => {
    const { client, model, agreementId, agreement } = await confirmedThenCancelled(
      'client',
      '2030-03-04T03:00:00.000Z',
    )
    expect(agreement.booking.standing).toBe(false)
    expect(agreementOf(await calls.get(client, agreementId))).toMatchObject({
      killFeeOwed: 1_500_000,
      pay: { status: 'unpaid', dueDate: '2030-04-05' },
      can: { markPaid: true, proposeChange: false },
    })
    const payment = { paidOn: '2030-03-10', amount: 1_500_000, reference: '' }
    const url = BOOKING_API_PATHS.AGREEMENT_PAYMENT(agreementId)
    expect((await post(client, url, payment)).statusCode).toBe(200)
    expect(agreementOf(await calls.get(model, agreementId)).can.answerPay).toBe(true)
    const disputed = await post(model, BOOKING_API_PATHS.AGREEMENT_PAYMENT_DISPUTE(agreementId), {
      note: 'Nothing arrived.',
    })
    expect(agreementOf(disputed).pay).toMatchObject({ status: 'disputed' })
    expect((await post(client, url, { ...payment, paidOn: '2030-03-12' })).statusCode).toBe(200)
    const confirmed = await post(
      model,
      BOOKING_API_PATHS.AGREEMENT_PAYMENT_CONFIRMATION(agreementId),
    )
    expect(agreementOf(confirmed).pay).toMatchObject({ status: 'confirmed', paidOn: '2030-03-12' })
  })

  it('a cancelled booking that owes no kill fee takes no payment', async () => {
    const { client, agreementId, agreement } = await confirmedThenCancelled(
      'model',
      '2030-03-05T03:00:00.000Z',
    )
    expect(agreement.can.markPaid).toBe(false)
    const marked = await post(client, BOOKING_API_PATHS.AGREEMENT_PAYMENT(agreementId), {
      paidOn: '2030-03-10',
      amount: 100,
      reference: '',
    })
    expect(marked.statusCode).toBe(409)
    expect(marked.json().message).toBe(BOOKING_SERVER_MESSAGES.AGREEMENT_BOOKING_CANCELLED)
  })

  it.each([
    ['total', 3, 300_000],
    ['per_day', 3, 900_000],
    // Two shoots of 7 h 30 min and 2 h.
    ['per_hour', 3, 2_850_000],
  ] as const)('the whole fee of a %s fee of %s shoots', (basis, _count, total) => {
    const terms = {
      fee: { amount: basis === 'per_hour' ? 300_000 : 300_000, basis },
      shoots: [
        { date: '2030-03-06', start: '10:00', end: '17:30', place: 'A' },
        { date: '2030-03-07', start: '23:00', end: '01:00', place: 'B' },
        ...(basis === 'per_day'
          ? [{ date: '2030-03-08', start: '10:00', end: '12:00', place: 'C' }]
          : []),
      ],
    } as unknown as AgreementTerms
    expect(totalFeeOf(terms)).toBe(total)
  })
})
