/** One info_items row as the seed writes it (columns of prisma model InfoItem). */
export interface SeedRow {
  id: number
  type: number
  value: string
  /** Korean name (ADR 0022); null where the data set has none, and `value` is shown. */
  valueKo: string | null
  parentId: number | null
  number: string | null
  url: string | null
  code: string | null
  sortOrder: number
}

/** A city before its id is known: ids are kept per natural key across seeds (cities.ts). */
export type CitySeed = Omit<SeedRow, 'id' | 'type' | 'number' | 'url'> & {
  code: string
  parentId: number
  isoNumeric: number
}
