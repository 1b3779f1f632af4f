// Info items a profile points at, checked against the type each field expects (the
// contracts only know they are positive integers).
import { INFO_TYPE, MESSAGES, type ModelUpdateInput } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { InfoMap, InfoRow } from './model-views.js'

type Db = Pick<PrismaClient, 'infoItem'>

const infoSelect = {
  id: true,
  type: true,
  value: true,
  valueKo: true,
  parentId: true,
  code: true,
} as const

/** The items with these ids, plus the country of any city among them. */
export async function loadInfos(db: Db, ids: readonly number[]): Promise<InfoMap> {
  const unique = [...new Set(ids)]
  const map = new Map<number, InfoRow>()
  if (unique.length === 0) return map
  const rows = await db.infoItem.findMany({ where: { id: { in: unique } }, select: infoSelect })
  for (const row of rows) map.set(row.id, row)
  const countries = rows
    .filter((row) => row.type === INFO_TYPE.CITY && row.parentId !== null && !map.has(row.parentId))
    .map((row) => row.parentId as number)
  if (countries.length > 0) {
    for (const row of await db.infoItem.findMany({
      where: { id: { in: countries } },
      select: infoSelect,
    })) {
      map.set(row.id, row)
    }
  }
  return map
}

export interface InfoCache {
  /** Like loadInfos, answered from memory for ids read in the last `ttlMs`. */
  load(ids: readonly number[]): Promise<InfoMap>
}

/**
 * Info items for the read paths (GET /models/{id}, My Model Management): reference data
 * that changes only with a re-seed, so each process keeps what it read for a while instead
 * of two round-trips per profile view. Validation of writes reads the table (loadInfos).
 */
export function createInfoCache(
  db: Db,
  { ttlMs = 60_000, maxEntries = 20_000, now = () => Date.now() } = {},
): InfoCache {
  let entries = new Map<number, InfoRow>()
  let expiresAt = 0
  return {
    async load(ids) {
      const time = now()
      // The whole map goes at once: a re-seed reaches every view within ttlMs.
      if (time >= expiresAt || entries.size > maxEntries) {
        entries = new Map()
        expiresAt = time + ttlMs
      }
      const missing = ids.filter((id) => !entries.has(id))
      if (missing.length > 0) {
        const cache = entries
        for (const row of (await loadInfos(db, missing)).values()) cache.set(row.id, row)
      }
      const map = new Map<number, InfoRow>()
      for (const id of ids) {
        const row = entries.get(id)
        if (row) map.set(id, row)
      }
      // A city's country, which loadInfos added.
      for (const row of [...map.values()]) {
        if (row.type === INFO_TYPE.CITY && row.parentId !== null) {
          const country = entries.get(row.parentId)
          if (country) map.set(country.id, country)
        }
      }
      return map
    },
  }
}

const SINGLE_FIELDS = {
  genderId: INFO_TYPE.GENDER,
  hairColorId: INFO_TYPE.HAIR_COLOUR,
  eyeColorId: INFO_TYPE.EYE_COLOUR,
  raceId: INFO_TYPE.RACE,
  careerId: INFO_TYPE.CAREER,
  feeId: INFO_TYPE.MODEL_FEE,
  cityId: INFO_TYPE.CITY,
} as const

const LIST_FIELDS = {
  categoryIds: INFO_TYPE.CATEGORY,
  detailedCategoryIds: INFO_TYPE.CATEGORY_DEPTH,
  shootTypeIds: INFO_TYPE.SHOOT_TYPE,
  keywordIds: INFO_TYPE.KEYWORD,
} as const

type CodedInput = Pick<ModelUpdateInput, keyof typeof SINGLE_FIELDS | keyof typeof LIST_FIELDS>

/**
 * Field -> 'Is invalid.' for every id in `input` that is not an item of the field's type,
 * and for detailed categories whose parent is not among `categoryIds` (the merged
 * profile's). Also answers the keyword names, for the search column.
 */
export async function checkInfoIds(
  db: Db,
  input: CodedInput,
  categoryIds: readonly number[],
): Promise<{ fields: Record<string, string>; keywordText: string | undefined }> {
  const ids: number[] = []
  for (const key of Object.keys(SINGLE_FIELDS) as Array<keyof typeof SINGLE_FIELDS>) {
    const id = input[key]
    if (typeof id === 'number') ids.push(id)
  }
  for (const key of Object.keys(LIST_FIELDS) as Array<keyof typeof LIST_FIELDS>) {
    ids.push(...(input[key] ?? []))
  }
  const infos = await loadInfos(db, ids)
  const fields: Record<string, string> = {}
  const isType = (id: number, type: number) => infos.get(id)?.type === type
  for (const [key, type] of Object.entries(SINGLE_FIELDS) as Array<
    [keyof typeof SINGLE_FIELDS, number]
  >) {
    const id = input[key]
    if (typeof id === 'number' && !isType(id, type)) fields[key] = MESSAGES.INVALID
  }
  for (const [key, type] of Object.entries(LIST_FIELDS) as Array<
    [keyof typeof LIST_FIELDS, number]
  >) {
    if ((input[key] ?? []).some((id) => !isType(id, type))) fields[key] = MESSAGES.INVALID
  }
  if (input.detailedCategoryIds && !fields.detailedCategoryIds) {
    const parents = new Set(categoryIds)
    if (input.detailedCategoryIds.some((id) => !parents.has(infos.get(id)?.parentId ?? -1))) {
      fields.detailedCategoryIds = MESSAGES.INVALID
    }
  }
  const keywordText = input.keywordIds?.map((id) => infos.get(id)?.value ?? '').join(' ')
  return { fields, keywordText }
}
