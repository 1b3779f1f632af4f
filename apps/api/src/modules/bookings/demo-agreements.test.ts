// The demo agreements `pnpm start` shows (issue #28): every demo booking confirmed through the
// service's rules, pay in every state, partner pages with real pay figures, and image usages
// on the ledger (ADR 0048).
import { describe, expect, it } from 'vitest'
import {
  agreementListResponseSchema,
  BOOKING_API_PATHS,
  imageUsageListResponseSchema,
  partnerDetailResponseSchema,
  TRUST_API_PATHS,
} from '@cnm/contracts'
import { seedDemoCastings } from '../../db/demo/demo-castings.js'
import { setupCastingSuite } from '../castings/testing/casting-fixtures.js'
import { createProfile } from '../models/testing/model-fixtures.js'
import { headersFor } from '../reviews/testing/trust-fixtures.js'
import { seedDemoAgreements } from './index.js'

describe('demo agreements', () => {
  const { ctx, cast } = setupCastingSuite()

  it('confirms every demo booking with pay in every state, and partner pages count them', async () => {
    const prisma = ctx.db.prisma
    for (let i = 0; i < 8; i += 1) {
      await createProfile(prisma, cast.agency.user.id, { isDemo: true }, { photo: false })
    }
    await seedDemoCastings(prisma)
    const booked = await prisma.application.count({
      where: { status: 'booked', casting: { isDemo: true } },
    })
    const confirmed = await seedDemoAgreements(prisma)
    expect(confirmed).toBeGreaterThanOrEqual(booked)
    // Twice changes nothing: each booking has one agreement.
    expect(await seedDemoAgreements(prisma)).toBe(0)

    const agreements = await prisma.bookingAgreement.findMany({
      select: { clientId: true, status: true, payStatus: true },
    })
    expect(agreements.every((one) => one.status === 'confirmed')).toBe(true)
    expect(agreements).toHaveLength(confirmed)
    // Whichever demo client signs in reads, on its Bookings page and its ledger, a confirmed
    // booking in every pay state (overdue and not yet due among the unpaid) and every usage
    // status up to the acknowledged notice (ADR 0056).
    const clientIds = [...new Set(agreements.map((one) => one.clientId))]
    for (const clientId of clientIds) {
      const headers = await headersFor(ctx.app, { id: clientId, role: 'USER' })
      const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers })
      const list = agreementListResponseSchema.parse(
        (await get(BOOKING_API_PATHS.AGREEMENTS)).json(),
      ).data.items
      expect(new Set(list.map((one) => one.payStatus))).toEqual(
        new Set(['unpaid', 'marked_paid', 'confirmed', 'disputed']),
      )
      const ledger = imageUsageListResponseSchema.parse(
        (await get(BOOKING_API_PATHS.IMAGE_USAGES)).json(),
      ).data.items
      expect(new Set(ledger.map((one) => one.status))).toEqual(
        new Set(['running', 'ending_soon', 'ended', 'notice_sent', 'acknowledged']),
      )
      const record = partnerDetailResponseSchema.parse(
        (await get(TRUST_API_PATHS.PARTNER(clientId))).json(),
      ).data.payRecord
      expect(record.openOverdue).toBeGreaterThan(0)
    }
    const records = await Promise.all(
      [...new Set(agreements.map((one) => one.clientId))].map(async (clientId) => {
        const response = await ctx.app.inject({
          method: 'GET',
          url: TRUST_API_PATHS.PARTNER(clientId),
        })
        return partnerDetailResponseSchema.parse(response.json()).data.payRecord
      }),
    )
    expect(records.some((record) => record.bookingsCompleted > 0)).toBe(true)
    expect(records.some((record) => record.medianDaysToPay !== null)).toBe(true)
  })
})
