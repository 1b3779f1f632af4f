// Batched writes for the seed: one INSERT … ON CONFLICT per few thousand rows (cities
// number about 150 000), and a row is only touched when something in it changed, so
// a repeated seed leaves updated_at alone.
import type { Prisma } from '../../generated/prisma/client.js'
import { INFO_TYPE } from '@cnm/contracts'
import { CITY_BLOCK, CITY_ID_BASE, cityIdBlock } from './id-plan.js'
import type { CitySeed, SeedRow } from './seed-row.js'

type Tx = Prisma.TransactionClient

const BATCH_SIZE = 10_000

export interface WriteCounts {
  inserted: number
  updated: number
}

// Timestamps are stored without zone in UTC, as Prisma writes them.
const UPSERT_INFO_ITEMS = `
WITH input AS (
  SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::int[], $9::text[])
    AS t(id, type, value, parent_id, number, url, code, sort_order, value_ko)
), written AS (
  INSERT INTO info_items AS item (id, type, value, value_ko, parent_id, number, url, code, sort_order, created_at, updated_at)
  SELECT id, type, value, value_ko, parent_id, number, url, code, sort_order,
         now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
  FROM input
  ON CONFLICT (id) DO UPDATE SET
    type = EXCLUDED.type, value = EXCLUDED.value, value_ko = EXCLUDED.value_ko,
    parent_id = EXCLUDED.parent_id, number = EXCLUDED.number, url = EXCLUDED.url,
    code = EXCLUDED.code, sort_order = EXCLUDED.sort_order, updated_at = EXCLUDED.updated_at
  WHERE (item.type, item.value, item.value_ko, item.parent_id, item.number, item.url, item.code, item.sort_order)
    IS DISTINCT FROM
    (EXCLUDED.type, EXCLUDED.value, EXCLUDED.value_ko, EXCLUDED.parent_id, EXCLUDED.number, EXCLUDED.url, EXCLUDED.code, EXCLUDED.sort_order)
  RETURNING (xmax = 0) AS inserted
)
SELECT count(*) FILTER (WHERE inserted)::int AS inserted,
       count(*) FILTER (WHERE NOT inserted)::int AS updated
FROM written`

export async function upsertInfoItems(tx: Tx, rows: readonly SeedRow[]): Promise<WriteCounts> {
  const total: WriteCounts = { inserted: 0, updated: 0 }
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE)
    const [counts] = await tx.$queryRawUnsafe<WriteCounts[]>(
      UPSERT_INFO_ITEMS,
      batch.map((item) => item.id),
      batch.map((item) => item.type),
      batch.map((item) => item.value),
      batch.map((item) => item.parentId),
      batch.map((item) => item.number),
      batch.map((item) => item.url),
      batch.map((item) => item.code),
      batch.map((item) => item.sortOrder),
      batch.map((item) => item.valueKo),
    )
    total.inserted += counts?.inserted ?? 0
    total.updated += counts?.updated ?? 0
  }
  return total
}

/**
 * Gives each city the id it already has (matched by code); a new city gets the next
 * free id of its country's block. On an empty table this numbers every country's
 * cities 1, 2, 3… in display order, so fresh installs agree on ids.
 */
export async function assignCityIds(tx: Tx, cities: readonly CitySeed[]): Promise<SeedRow[]> {
  const existing = await tx.$queryRawUnsafe<Array<{ id: number; code: string | null }>>(
    'SELECT id, code FROM info_items WHERE type = $1',
    INFO_TYPE.CITY,
  )
  const idByCode = new Map<string, number>()
  const lastIdByBlock = new Map<number, number>()
  for (const { id, code } of existing) {
    if (code !== null) idByCode.set(code, id)
    const block = Math.floor((id - CITY_ID_BASE) / CITY_BLOCK)
    lastIdByBlock.set(block, Math.max(lastIdByBlock.get(block) ?? 0, id))
  }
  return cities.map((city) => {
    let id = idByCode.get(city.code)
    if (id === undefined) {
      const range = cityIdBlock(city.isoNumeric)
      id = Math.max(lastIdByBlock.get(city.isoNumeric) ?? 0, range.first - 1) + 1
      if (id > range.last) throw new Error(`city id block of country ${city.isoNumeric} is full`)
      lastIdByBlock.set(city.isoNumeric, id)
    }
    return {
      id,
      type: INFO_TYPE.CITY,
      value: city.value,
      valueKo: city.valueKo,
      parentId: city.parentId,
      number: null,
      url: null,
      code: city.code,
      sortOrder: city.sortOrder,
    }
  })
}

export async function writeSeedState(tx: Tx, name: string, checksum: string): Promise<void> {
  await tx.$executeRawUnsafe(
    `INSERT INTO seed_state (name, checksum, updated_at) VALUES ($1, $2, now() AT TIME ZONE 'UTC')
     ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, updated_at = EXCLUDED.updated_at
     WHERE seed_state.checksum IS DISTINCT FROM EXCLUDED.checksum`,
    name,
    checksum,
  )
}
