// GET /users/most-keyword-top-10 counts published model profiles per keyword in the database.
import { describe, expect, it } from 'vitest'
import { INFO_TYPE, keywordTopResponseSchema } from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createUser } from '../../../test/helpers/factories.js'

describe('GET /users/most-keyword-top-10', () => {
  const ctx = setupTestApp()

  const top = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/users/most-keyword-top-10' })
    expect(response.statusCode).toBe(200)
    return keywordTopResponseSchema.parse(response.json()).data.keywords
  }

  it('answers an empty list while no profile carries a keyword', async () => {
    expect(await top()).toEqual([])
  })

  it('ranks by number of published model profiles, ties by name, ten at most', async () => {
    // Keyword n is used by `uses` models; names chosen so ties need the name order.
    const plan: Array<[name: string, uses: number]> = [
      ['Natural', 5],
      ['Chic', 4],
      ['Elegant', 4],
      ['Cute', 4],
      ['Sporty', 3],
      ['Bright smile', 2],
      ['Warm', 2],
      ['Vintage', 2],
      ['Hip', 1],
      ['Glamorous', 1],
      ['Fresh', 1],
      ['Tall', 1],
    ]
    await ctx.db.prisma.infoItem.createMany({
      data: plan.map(([value], index) => ({
        id: 100_001 + index,
        type: INFO_TYPE.KEYWORD,
        value,
        sortOrder: index + 1,
      })),
    })
    const owner = await createUser(ctx.db.prisma)
    // Profile m carries every keyword used by more than m profiles.
    const profile = (keywordIds: number[], status: 'published' | 'draft' | 'hidden') =>
      ctx.db.prisma.modelProfile.create({
        data: { ownerId: owner.id, stageName: 'Model', keywordIds, status },
      })
    for (let m = 0; m < 5; m += 1) {
      const keywordIds = plan.flatMap(([, uses], index) => (uses > m ? [100_001 + index] : []))
      await profile(keywordIds, 'published')
    }
    // Neither a draft's nor a hidden profile's keywords count.
    const tall = 100_001 + plan.findIndex(([name]) => name === 'Tall')
    await profile([tall, tall - 1], 'draft')
    await profile([tall, tall - 1], 'hidden')

    expect((await top()).map(({ value, count }) => `${value} ${count}`)).toEqual([
      'Natural 5',
      'Chic 4',
      'Cute 4',
      'Elegant 4',
      'Sporty 3',
      'Bright smile 2',
      'Vintage 2',
      'Warm 2',
      'Fresh 1',
      'Glamorous 1',
    ])
    expect((await top())[0]).toEqual({ id: 100_001, value: 'Natural', count: 5 })
  })

  it("names the keywords in the visitor's language, and says so in Vary (ADR 0022)", async () => {
    await ctx.db.prisma.infoItem.update({ where: { id: 100_001 }, data: { valueKo: '내추럴' } })
    const ask = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/users/most-keyword-top-10', headers })
    const korean = await ask({ 'accept-language': 'ko-KR,ko;q=0.9' })
    expect(keywordTopResponseSchema.parse(korean.json()).data.keywords[0]).toEqual({
      id: 100_001,
      value: '내추럴',
      count: 5,
    })
    expect(korean.headers.vary).toContain('accept-language')
    const english = await ask({ 'accept-language': 'en-US', cookie: 'cnm_lang=en' })
    expect(keywordTopResponseSchema.parse(english.json()).data.keywords[0]?.value).toBe('Natural')
    // An item without a Korean name keeps its English one.
    expect(keywordTopResponseSchema.parse(korean.json()).data.keywords[1]?.value).toBe('Chic')
  })
})
