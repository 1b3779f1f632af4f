// Demo options (issue #29): after the demo seed, the demo model sees dates held by date and the
// demo client its options, one accepted, with a 2nd option behind it; a second run adds none.
import { describe, expect, it } from 'vitest'
import {
  CATEGORY_ID,
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
})
