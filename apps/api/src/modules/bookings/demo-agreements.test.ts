// The demo agreements `pnpm start` shows (issue #28): every demo booking confirmed through the
// service's rules, pay in every state, partner pages with real pay figures, and image usages
// on the ledger (ADR 0048).
import { describe, expect, it } from 'vitest'
import { partnerDetailResponseSchema, TRUST_API_PATHS } from '@cnm/contracts'
import { seedDemoCastings } from '../../db/demo/demo-castings.js'
import { setupCastingSuite } from '../castings/testing/casting-fixtures.js'
import { createProfile } from '../models/testing/model-fixtures.js'
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
    expect(await seedDemoAgreements(prisma)).toBe(booked)
    // Twice changes nothing: each booking has one agreement.
    expect(await seedDemoAgreements(prisma)).toBe(0)

    const agreements = await prisma.bookingAgreement.findMany({
      select: { clientId: true, status: true, payStatus: true },
    })
    expect(agreements.every((one) => one.status === 'confirmed')).toBe(true)
    expect(new Set(agreements.map((one) => one.payStatus))).toEqual(
      new Set(['unpaid', 'marked_paid', 'confirmed', 'disputed']),
    )
    // Each confirmed booking has its image usage on the ledger, some still running, some ended.
    const usages = await prisma.imageUsage.findMany({ select: { endsOn: true } })
    expect(usages).toHaveLength(booked)
    const now = Date.now()
    expect(usages.some((one) => one.endsOn!.getTime() < now)).toBe(true)
    expect(usages.some((one) => one.endsOn!.getTime() > now)).toBe(true)
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
