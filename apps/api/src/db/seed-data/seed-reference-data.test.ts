// The seed against a real database: what it writes (id plan, counts), that running it
// again changes nothing, and that a changed data set touches only what changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATEGORY_ID, COUNTRY_INFO_TYPE, INFO_TYPE } from '@cnm/contracts'
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db.js'
import { buildReferenceData, type ReferenceData } from './build.js'
import { CITY_BLOCK, CITY_ID_BASE, COUNTRY_ID_BASE, REFERENCE_SEED_NAME } from './id-plan.js'
import { seedReferenceData, type SeedResult } from './seed-reference-data.js'

describe('reference data seed', () => {
  let db: TestDatabase
  let data: ReferenceData
  let first: SeedResult

  beforeAll(async () => {
    db = await createTestDatabase()
    data = buildReferenceData()
    first = await seedReferenceData(db.prisma, { data })
    process.stdout.write(
      `[seed] ${first.inserted} rows in ${first.durationMs} ms (fresh database)\n`,
    )
  })
  afterAll(async () => {
    await db?.drop()
  })

  const snapshot = async () => {
    const [summary] = await db.prisma.$queryRaw<
      Array<{ rows: number; lastUpdate: Date; sum: bigint }>
    >`SELECT count(*)::int AS rows, max(updated_at) AS "lastUpdate", sum(id) AS sum FROM info_items`
    const state = await db.prisma.seedState.findUniqueOrThrow({
      where: { name: REFERENCE_SEED_NAME },
    })
    if (!summary) throw new Error('no summary row')
    return { ...summary, state }
  }
  const countByType = async () =>
    Object.fromEntries(
      (await db.prisma.infoItem.groupBy({ by: ['type'], _count: true })).map((group) => [
        group.type,
        group._count,
      ]),
    )

  it('writes every type with the planned ids', async () => {
    expect(first.skipped).toBe(false)
    const counts = await countByType()
    expect(
      Object.keys(counts)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 18, 100])
    expect(counts[COUNTRY_INFO_TYPE]).toBe(250)
    expect(counts[INFO_TYPE.CITY]).toBeGreaterThan(140_000)
    expect(first.inserted).toBe(data.rows.length + data.cities.length)

    const byId = (id: number) => db.prisma.infoItem.findUniqueOrThrow({ where: { id } })
    expect(await byId(CATEGORY_ID.PROFESSIONAL)).toMatchObject({ type: 7, parentId: null })
    expect(await byId(CATEGORY_ID.ENTERTAINMENT)).toMatchObject({ type: 8, parentId: 2 })
    expect(await byId(CATEGORY_ID.MODEL_AGENCY)).toMatchObject({ type: 8, parentId: 2 })
    expect(await byId(COUNTRY_ID_BASE + 410)).toMatchObject({ code: 'KR', number: '82' })
    expect(await byId(100_001)).toMatchObject({ type: INFO_TYPE.KEYWORD })

    // Each city lies in its own country's block.
    const [misplaced] = await db.prisma.$queryRaw<Array<{ count: number }>>`
      SELECT count(*)::int AS count FROM info_items city JOIN info_items country ON country.id = city.parent_id
      WHERE city.type = ${INFO_TYPE.CITY}
        AND (city.id - ${CITY_ID_BASE}) / ${CITY_BLOCK} <> country.id - ${COUNTRY_ID_BASE}`
    expect(misplaced?.count).toBe(0)
    const [countriesWithoutCities] = await db.prisma.$queryRaw<Array<{ count: number }>>`
      SELECT count(*)::int AS count FROM info_items country
      WHERE country.type = ${COUNTRY_INFO_TYPE}
        AND NOT EXISTS (SELECT 1 FROM info_items city WHERE city.parent_id = country.id)`
    expect(countriesWithoutCities?.count).toBe(0)
  })

  it('changes nothing when run again, even when forced', async () => {
    const before = await snapshot()
    const again = await seedReferenceData(db.prisma, { data })
    expect(again).toMatchObject({ skipped: true, inserted: 0, updated: 0 })
    const forced = await seedReferenceData(db.prisma, { data, force: true })
    expect(forced).toMatchObject({ skipped: false, inserted: 0, updated: 0 })
    expect(await snapshot()).toEqual(before)
  })

  it('writes only what a new data set changes, keeps ids and appends new cities', async () => {
    const before = await snapshot()
    const seoul = await db.prisma.infoItem.findFirstOrThrow({ where: { code: 'KR-11:Seoul' } })
    const lastKoreanId = (
      await db.prisma.infoItem.aggregate({ where: { parentId: 1410 }, _max: { id: true } })
    )._max.id
    const renamed = { ...data.rows.find((row) => row.id === 100_001)!, value: 'Chic & modern' }
    const newCity = {
      code: 'KR-11:Seoul Forest',
      value: 'Seoul Forest, Seoul',
      parentId: 1410,
      isoNumeric: 410,
      sortOrder: 0,
      valueKo: null,
    }
    // A small data set is enough: rows it leaves out are kept, not deleted. The new city
    // comes first, as ids follow the natural key, not the position.
    const changed: ReferenceData = {
      rows: [renamed],
      cities: [newCity, ...data.cities.filter((city) => city.parentId === 1410)],
      checksum: 'changed-data-set',
    }

    // Two processes at once: the advisory lock lets one write and the other find it done.
    const results = await Promise.all([
      seedReferenceData(db.prisma, { data: changed }),
      seedReferenceData(db.prisma, { data: changed }),
    ])
    expect(results.map((result) => result.skipped).sort()).toEqual([false, true])
    expect(results.find((result) => !result.skipped)).toMatchObject({ inserted: 1, updated: 1 })

    expect((await db.prisma.infoItem.findUniqueOrThrow({ where: { id: 100_001 } })).value).toBe(
      'Chic & modern',
    )
    expect((await db.prisma.infoItem.findFirstOrThrow({ where: { code: 'KR-11:Seoul' } })).id).toBe(
      seoul.id,
    )
    const added = await db.prisma.infoItem.findFirstOrThrow({ where: { code: newCity.code } })
    expect(added.id).toBe((lastKoreanId ?? 0) + 1)
    const after = await snapshot()
    expect(after.rows).toBe(before.rows + 1)
    expect(after.state.checksum).toBe('changed-data-set')
  })
})
