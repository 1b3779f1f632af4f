// Cancellations by the model side count on the model's profile (issue #28, "reliability"): the
// public profile reads how many of its bookings the model side cancelled in the last 12 months,
// counted from the real bookings (a booked application, an accepted direct proposal; options:
// option-booking-cancellation.test.ts). The client's cancellations count on the partner page
// instead (ADR 0046 addendum), never against the model.
import { describe, expect, it } from 'vitest'
import { API_PATHS, modelPublicResponseSchema } from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { setupApplicationsSuite } from '../applications/testing/casting-factory.js'
import {
  acceptProposalThroughRoute,
  bookThroughRoute,
  cancelBooking,
  postAs,
} from './testing/agreement-fixtures.js'

// The castings film on 2030-03-06; the cancellations happen on 2030-03-01.
const clock = createFakeClock('2030-03-01T03:00:00.000Z')
const { ctx } = setupApplicationsSuite({ clock, env: { RATE_LIMIT_ENABLED: 'false' } })

const reliabilityOf = async (profileId: number) => {
  const response = await ctx.app.inject({ method: 'GET', url: API_PATHS.MODEL(profileId) })
  expect(response.statusCode, response.body).toBe(200)
  return modelPublicResponseSchema.parse(response.json()).data.model.reliability
}

describe("the model's reliability on its public profile", () => {
  it('counts the bookings the model side cancelled in the last 12 months, not the client’s, and forgets them a year and a day later', async () => {
    const first = await bookThroughRoute(ctx)
    expect(await reliabilityOf(first.profile.id)).toEqual({ cancelledLast12Months: 0 })

    // The model cancels one booking of the profile; the client cancels another of it.
    await cancelBooking(ctx, first.model, first.application.id)
    const again = { owner: first.model, existingProfile: first.profile }
    const [second, third] = [await bookThroughRoute(ctx, again), await bookThroughRoute(ctx, again)]
    await cancelBooking(ctx, first.model, second.application.id)
    await cancelBooking(ctx, third.client, third.application.id)
    expect(await reliabilityOf(first.profile.id)).toEqual({ cancelledLast12Months: 2 })

    try {
      // 2031-02-28: still within 12 months of 2030-03-01.
      clock.set('2031-02-28T03:00:00.000Z')
      expect(await reliabilityOf(first.profile.id)).toEqual({ cancelledLast12Months: 2 })
      // A year and a day after the cancellations, they no longer count.
      clock.set('2031-03-02T03:00:00.000Z')
      expect(await reliabilityOf(first.profile.id)).toEqual({ cancelledLast12Months: 0 })
    } finally {
      clock.set('2030-03-01T03:00:00.000Z')
    }
  })

  it('counts an accepted direct proposal the model side cancelled', async () => {
    const { model, proposal } = await acceptProposalThroughRoute(ctx)
    const profileId = proposal.targetModelProfileId!
    expect(await reliabilityOf(profileId)).toEqual({ cancelledLast12Months: 0 })
    const cancelled = await postAs(ctx, model, API_PATHS.PROPOSAL_CANCELLATION(proposal.id), {
      reason: 'I am ill.',
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect(await reliabilityOf(profileId)).toEqual({ cancelledLast12Months: 1 })
  })
})
