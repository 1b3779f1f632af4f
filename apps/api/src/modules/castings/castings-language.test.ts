// Issue #26 / ADR 0036: a Korean reader gets the names of reference data on castings
// (city, shoot type, gender, categories) in Korean, like the model answers (ADR 0022); an
// English reader keeps the English names, also right after a Korean request.
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS } from '@cnm/contracts'
import { createCasting, INFO, setupCastingSuite } from './testing/casting-fixtures.js'

const KOREAN_NAMES: Record<number, string> = {
  [INFO.SEOUL]: '서울',
  [INFO.FASHION]: '패션',
  [INFO.EDITORIAL]: '에디토리얼',
  [INFO.FEMALE]: '여성',
  [INFO.PHOTO_SHOOT]: '사진 촬영',
}
const KOREAN_BROWSER = 'ko-KR,ko;q=0.9'

describe('casting answers name reference data in the reader language', () => {
  const { ctx, cast } = setupCastingSuite()
  let castingId = 0
  const english = new Map<number, string>()

  beforeAll(async () => {
    const db = ctx.db.prisma
    for (const [id, valueKo] of Object.entries(KOREAN_NAMES)) {
      const row = await db.infoItem.update({ where: { id: Number(id) }, data: { valueKo } })
      english.set(row.id, row.value)
    }
    castingId = (
      await createCasting(db, cast.owner.user.id, {
        title: 'Names in two languages',
        modelDetailedCategoryId: INFO.EDITORIAL,
        genderId: INFO.FEMALE,
        shootTypeId: INFO.PHOTO_SHOOT,
      })
    ).id
  })

  const detail = (language: string) =>
    request(ctx.app.server).get(API_PATHS.CASTING(castingId)).set('accept-language', language)

  it('a Korean guest reads Korean names on the board and the casting page', async () => {
    const board = await request(ctx.app.server)
      .get(API_PATHS.CASTINGS)
      .set('accept-language', KOREAN_BROWSER)
    expect(board.status).toBe(200)
    const card = (board.body.data.items as { id: number; city: unknown; category: unknown }[]).find(
      (item) => item.id === castingId,
    )
    expect(card?.city).toEqual({ id: INFO.SEOUL, value: '서울' })
    expect(card?.category).toEqual({ id: INFO.FASHION, value: '패션' })

    const page = await detail(KOREAN_BROWSER)
    expect(page.status).toBe(200)
    const casting = page.body.data
    expect(casting.shootType).toEqual({ id: INFO.PHOTO_SHOOT, value: '사진 촬영' })
    expect(casting.gender).toEqual({ id: INFO.FEMALE, value: '여성' })
    expect(casting.detailedCategory).toEqual({ id: INFO.EDITORIAL, value: '에디토리얼' })
    // The client's own words stay as written.
    expect(casting.title).toBe('Names in two languages')
  })

  it('a signed-in reader gets the saved language; English readers keep English names', async () => {
    await request(ctx.app.server)
      .patch(API_PATHS.USER_LANGUAGE)
      .set(cast.model.headers)
      .send({ language: 'ko' })
      .expect(200)
    const mine = await request(ctx.app.server)
      .get(API_PATHS.CASTING(castingId))
      .set(cast.model.headers)
      .set('accept-language', 'en-US')
    expect(mine.body.data.city).toEqual({ id: INFO.SEOUL, value: '서울' })

    const page = await detail('en-US')
    expect(page.body.data.city).toEqual({
      id: INFO.SEOUL,
      value: english.get(INFO.SEOUL),
    })
    expect(page.body.data.shootType).toEqual({
      id: INFO.PHOTO_SHOOT,
      value: english.get(INFO.PHOTO_SHOOT),
    })
  })
})
