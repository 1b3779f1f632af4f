// Issue #29 (ADR 0050): the board's search finds a casting as Koreans type: part of a place
// ("성수" and "수동" find 성수동), of a company or of a title, and initial consonants; the place
// of the shoot is searchable in any language.
import { beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS, castingListResponseSchema } from '@cnm/contracts'
import { createCasting, setupCastingSuite } from './testing/casting-fixtures.js'

const { ctx, cast } = setupCastingSuite()

const titles = async (q: string) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${API_PATHS.CASTINGS}?q=${encodeURIComponent(q)}`,
  })
  expect(response.statusCode, response.body).toBe(200)
  return castingListResponseSchema.parse(response.json()).data.items.map((card) => card.title)
}

describe('searching the board in Korean', () => {
  beforeAll(async () => {
    const make = (title: string, companyName: string, locationOfFilming: string) =>
      createCasting(ctx.db.prisma, cast.owner.user.id, { title, companyName, locationOfFilming })
    await make('여름 화보 촬영', '한빛어패럴', '서울 성동구 성수동 스튜디오')
    await make('Lookbook shoot', 'Hanbit Apparel', 'Hannam-dong studio')
  })

  it.each([
    ['성수', ['여름 화보 촬영']],
    ['수동', ['여름 화보 촬영']],
    ['어패럴', ['여름 화보 촬영']],
    ['화보', ['여름 화보 촬영']],
    ['ㅎㅂ ㅊㅇ', ['여름 화보 촬영']],
    ['hannam', ['Lookbook shoot']],
    ['studio', ['Lookbook shoot']],
    ['수성', []],
  ])('"%s" finds %j', async (q, expected) => {
    expect(await titles(q)).toEqual(expected)
  })
})
