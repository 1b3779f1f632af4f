// The casting routes' rate limits (rate-limits.ts): reports are the tightest.
import { describe, expect, it } from 'vitest'
import { API_PATHS } from '@cnm/contracts'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { createCasting, INFO, setupCastingSuite } from './testing/casting-fixtures.js'

describe('casting rate limits', () => {
  const { ctx, cast } = setupCastingSuite()

  it('answers 429 past the hourly report limit', async () => {
    const casting = await createCasting(ctx.db.prisma, cast.owner.user.id)
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: API_PATHS.CASTING_REPORTS(casting.id),
        headers: cast.model.headers,
        payload: { reasonId: INFO.REASON_SPAM, details: '' },
      })
    for (let i = 0; i < RATE_LIMITS.castingReport.max; i += 1) {
      expect((await send()).statusCode).toBe(201)
    }
    expect((await send()).statusCode).toBe(429)
  })
})
