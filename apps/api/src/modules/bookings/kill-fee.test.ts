// A late cancellation by the client records the agreed kill fee (issue #28, ADR 0044): fewer
// than the notice days before the first shoot day (Seoul), the agreed share of the whole fee.
// An early one, or one by the model side, owes nothing.
import { describe, expect, it } from 'vitest'
import { API_PATHS, type AgreementTerms } from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import type { SignedIn } from '../../../test/helpers/factories.js'
import { setupApplicationsSuite } from '../applications/testing/casting-factory.js'
import { totalFeeOf } from './bookings.service.js'
import { agreementCalls, agreementOf, bookThroughRoute } from './testing/agreement-fixtures.js'

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
  const who: SignedIn = by === 'client' ? booking.client : booking.model
  const cancelled = await ctx.app.inject({
    method: 'POST',
    url: API_PATHS.APPLICATION_CANCELLATION(booking.application.id),
    headers: who.headers,
    payload: { reason: 'The shoot is off.' },
  })
  expect(cancelled.statusCode, cancelled.body).toBe(200)
  return agreementOf(await calls.get(booking.model, booking.agreementId))
}

describe('kill fee on a late cancellation', () => {
  it.each([
    // 2030-03-04 in Seoul is 2 days before the shoot: late.
    ['client', '2030-03-03T15:30:00.000Z', 1_500_000],
    // 2030-03-03 in Seoul is 3 days before: on time.
    ['client', '2030-03-03T14:30:00.000Z', null],
    ['model', '2030-03-05T03:00:00.000Z', null],
  ] as const)('cancelled by the %s at %s owes %s', async (by, at, owed) => {
    expect((await confirmedThenCancelled(by, at)).killFeeOwed).toBe(owed)
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
