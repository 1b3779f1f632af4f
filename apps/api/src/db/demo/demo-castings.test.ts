// The demo castings (issue #15): what `pnpm start` shows on /castings, with applications
// from demo profiles that respect the rules the application routes keep.
import { describe, expect, it } from 'vitest'
import { API_PATHS, castingListResponseSchema, DAY_MS } from '@cnm/contracts'
import { createProfile } from '../../modules/models/testing/model-fixtures.js'
import { setupCastingSuite } from '../../modules/castings/testing/casting-fixtures.js'
import { DEMO_CASTINGS, seedDemoCastings } from './demo-castings.js'

describe('demo castings', () => {
  const { ctx, cast } = setupCastingSuite()

  it('puts about 15 live castings from approved demo clients on the board, with applications', async () => {
    const prisma = ctx.db.prisma
    for (let i = 0; i < 8; i += 1) {
      await createProfile(prisma, cast.agency.user.id, { isDemo: true }, { photo: false })
    }
    const added = await seedDemoCastings(prisma)
    expect(added.castings).toBe(DEMO_CASTINGS.length)
    expect(added.applications).toBeGreaterThan(DEMO_CASTINGS.length)

    const response = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.CASTINGS}?pageSize=50`,
    })
    const board = castingListResponseSchema.parse(response.json()).data
    const demo = board.items.filter((card) => card.isDemo)
    expect(demo).toHaveLength(DEMO_CASTINGS.length)
    expect(demo.every((card) => card.client.verified && card.status === 'live')).toBe(true)
    // Every deadline within the next 30 days.
    const now = Date.now()
    for (const card of demo) {
      const deadline = new Date(card.applicationDeadline).getTime()
      expect(deadline).toBeGreaterThan(now)
      expect(deadline).toBeLessThan(now + 31 * DAY_MS)
    }

    const castings = await prisma.casting.findMany({
      where: { isDemo: true },
      include: { applications: true, client: true },
    })
    const statuses = new Set(castings.flatMap((c) => c.applications.map((a) => a.status)))
    expect([...statuses].sort()).toEqual(
      ['booked', 'declined', 'shortlisted', 'submitted', 'viewed', 'withdrawn'].sort(),
    )
    for (const casting of castings) {
      expect(casting.client).toMatchObject({
        serviceType: 3,
        examinationStatus: 3,
        passwordHash: null,
      })
      const booked = casting.applications.filter((a) => a.status === 'booked').length
      expect(casting.bookedCount).toBe(booked)
      expect(booked).toBeLessThanOrEqual(casting.modelNumber)
    }

    // The demo clients are partners with a kind (37/38), as /partners shows them.
    const partners = await ctx.app.inject({ method: 'GET', url: '/partners?pageSize=50' })
    const demoClientIds = new Set(castings.map((casting) => casting.clientId))
    const listed = (
      partners.json() as { data: { items: { id: number; category: { id: number } | null }[] } }
    ).data.items.filter((partner) => demoClientIds.has(partner.id))
    expect(listed).toHaveLength(demoClientIds.size)
    expect(listed.every((partner) => [37, 38].includes(partner.category?.id ?? 0))).toBe(true)
  })
})
