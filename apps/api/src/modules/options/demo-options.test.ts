// Demo options (issue #29): after the demo seed, the demo model sees dates held by date and the
// demo client its options, one accepted, with a 2nd option behind it; a second run adds none.
import { describe, expect, it } from 'vitest'
import {
  CATEGORY_ID,
  DAY_MS,
  EXAMINATION_STATUS,
  OPTION_API_PATHS,
  SERVICE_TYPE,
  optionListResponseSchema,
  unavailableDatesResponseSchema,
} from '@cnm/contracts'
import { signIn } from '../../../test/helpers/factories.js'
import { createProfile, setupModelSuite } from '../models/testing/model-fixtures.js'
import { seedDemoOptions } from './demo-options.js'

describe('demo options', () => {
  const { ctx } = setupModelSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })

  it('holds the demo model’s dates for the demo client, with a 2nd option behind, once', async () => {
    const approved = {
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
      examinationStatus: EXAMINATION_STATUS.APPROVAL,
    }
    const client = await signIn(ctx.app, { ...approved, email: 'client@demo.test' })
    const other = await signIn(ctx.app, { ...approved, email: 'brand@other.demo.test' })
    const model = await signIn(ctx.app, {
      serviceType: SERVICE_TYPE.MODEL_NORMAL,
      email: 'model@demo.test',
    })
    await createProfile(ctx.db.prisma, model.user.id)
    const people = {
      clientEmail: 'client@demo.test',
      modelEmail: 'model@demo.test',
      agencyEmail: 'agency@demo.test',
      otherDomain: 'other.demo.test',
    }
    expect(await seedDemoOptions(ctx.db.prisma, people)).toBe(3)
    expect(await seedDemoOptions(ctx.db.prisma, people)).toBe(0)

    const held = optionListResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: OPTION_API_PATHS.OPTIONS_HELD,
          headers: model.headers,
        })
      ).json(),
    ).data.options
    expect(held.map((o) => [o.rank, o.status])).toEqual([
      [1, 'accepted'],
      [2, 'pending'],
      [1, 'pending'],
    ])
    const theirs = optionListResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: OPTION_API_PATHS.OPTIONS,
          headers: other.headers,
        })
      ).json(),
    ).data.options
    expect(theirs).toEqual([expect.objectContaining({ rank: 2 })])
    const mine = optionListResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: OPTION_API_PATHS.OPTIONS,
          headers: client.headers,
        })
      ).json(),
    ).data.options
    expect(mine.map((o) => o.rank)).toEqual([1, 1])
    // The demo model has a day marked unavailable, which the client sees (a date, no reason).
    const away = await ctx.app.inject({
      method: 'GET',
      url: OPTION_API_PATHS.UNAVAILABLE_DATES(held[0]!.profileId),
      headers: client.headers,
    })
    expect(unavailableDatesResponseSchema.parse(away.json()).data.dates).toHaveLength(1)
  })

  it('holds two of the demo agency’s models, and holds again once the demo’s options lapsed', async () => {
    const approved = {
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
      examinationStatus: EXAMINATION_STATUS.APPROVAL,
    }
    await signIn(ctx.app, { ...approved, email: 'client@again.test' })
    const agency = await signIn(ctx.app, {
      ...approved,
      categoryTwoDepthId: CATEGORY_ID.MODEL_AGENCY,
      email: 'agency@again.test',
    })
    await createProfile(ctx.db.prisma, agency.user.id, { stageName: 'Agency One' })
    await createProfile(ctx.db.prisma, agency.user.id, { stageName: 'Agency Two' })
    const people = {
      clientEmail: 'client@again.test',
      modelEmail: 'model@again.test',
      agencyEmail: 'agency@again.test',
      otherDomain: 'nobody.again.test',
    }
    const now = new Date()
    expect(await seedDemoOptions(ctx.db.prisma, people, now)).toBe(2)
    const held = async () =>
      optionListResponseSchema
        .parse(
          (
            await ctx.app.inject({
              method: 'GET',
              url: OPTION_API_PATHS.OPTIONS_HELD,
              headers: agency.headers,
            })
          ).json(),
        )
        .data.options.map((o) => [o.modelName, o.status])
    expect(await held()).toEqual([
      ['Agency One', 'accepted'],
      ['Agency Two', 'pending'],
    ])
    // Still held a day later: nothing added. Past the longest hold (14 days), fresh ones.
    expect(await seedDemoOptions(ctx.db.prisma, people, new Date(now.getTime() + DAY_MS))).toBe(0)
    const later = new Date(now.getTime() + 15 * DAY_MS)
    expect(await seedDemoOptions(ctx.db.prisma, people, later)).toBe(2)
  })
})
