// Applying is limited per IP (rate-limits.ts): a script cannot flood clients' lists.
import { describe, expect, it } from 'vitest'
import { API_PATHS, SERVICE_TYPE } from '@cnm/contracts'
import { signIn } from '../../../test/helpers/factories.js'
import { setupModelSuite } from '../models/testing/model-fixtures.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'

const { ctx } = setupModelSuite()

describe('application rate limits', () => {
  it('answers 429 past the hourly applying limit of one address', async () => {
    const model = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const statuses: number[] = []
    for (let i = 0; i <= RATE_LIMITS.applicationApply.max; i += 1) {
      const response = await ctx.app.inject({
        method: 'POST',
        // No such casting: each request is refused after the limiter counted it.
        url: API_PATHS.CASTING_APPLICATIONS(2_000_000_000 - i),
        headers: model.headers,
        remoteAddress: '203.0.113.41',
        payload: { modelId: 1, note: '' },
      })
      statuses.push(response.statusCode)
    }
    expect(statuses.slice(0, -1).every((status) => status === 404)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})
