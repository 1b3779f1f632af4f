// GET /users/most-keyword-top-10 counts live model profiles per keyword in the database.
import { describe, expect, it } from 'vitest'
import { INFO_TYPE, keywordTopResponseSchema, SERVICE_TYPE } from '@cnm/contracts'
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

  it('ranks by number of live model profiles, ties by name, ten at most', async () => {
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
    const models = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        createUser(ctx.db.prisma, {
          serviceType: index % 2 === 0 ? SERVICE_TYPE.MODEL_NORMAL : SERVICE_TYPE.MODEL_PRO,
        }),
      ),
    )
    await ctx.db.prisma.userKeyword.createMany({
      data: plan.flatMap(([, uses], index) =>
        models.slice(0, uses).map((model) => ({ userId: model.id, keywordId: 100_001 + index })),
      ),
    })
    // Neither a client's keywords nor a deleted model's count.
    const client = await createUser(ctx.db.prisma, { serviceType: SERVICE_TYPE.CLIENT_NORMAL })
    const deleted = await createUser(ctx.db.prisma, { deletedAt: new Date(), email: null })
    const tall = 100_001 + plan.findIndex(([name]) => name === 'Tall')
    await ctx.db.prisma.userKeyword.createMany({
      data: [client, deleted].flatMap((user) => [
        { userId: user.id, keywordId: tall },
        { userId: user.id, keywordId: tall - 1 },
      ]),
    })

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
})
