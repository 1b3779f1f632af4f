// The public routes of issue #29 are reads a script could sweep (package tokens, profile ids
// for comp cards): each is limited per IP (lib/http/rate-limits.ts), like every write.
import { describe, expect, it } from 'vitest'
import { API_PATHS } from '@cnm/contracts'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { setupModelSuite } from '../models/testing/model-fixtures.js'

describe('rate limits of package links and comp cards', () => {
  const { ctx } = setupModelSuite({ env: { RATE_LIMIT_ENABLED: 'true' } })

  const burst = async (url: string, count: number, ip: string) => {
    const codes: number[] = []
    for (let i = 0; i < count; i += 1) {
      codes.push((await ctx.app.inject({ method: 'GET', url, remoteAddress: ip })).statusCode)
    }
    return codes
  }

  it('slows a script guessing package tokens, and leaves another address alone', async () => {
    const url = API_PATHS.SHARED_PACKAGE('g'.repeat(32))
    const codes = await burst(url, RATE_LIMITS.sharedPackage.max + 1, '203.0.113.7')
    expect(codes.slice(0, -1).every((code) => code === 404)).toBe(true)
    expect(codes.at(-1)).toBe(429)
    expect(await burst(url, 1, '203.0.113.8')).toEqual([404])
  })

  it('slows a script walking comp cards by profile id', async () => {
    const codes = await burst(
      API_PATHS.MODEL_COMP_CARD(2_000_000_000),
      RATE_LIMITS.compCard.max + 1,
      '203.0.113.9',
    )
    expect(codes.at(-2)).toBe(404)
    expect(codes.at(-1)).toBe(429)
  })
})
