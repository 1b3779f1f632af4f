import type { PrismaClient } from '../../generated/prisma/client.js'
import { assignCityIds, upsertInfoItems, writeSeedState } from './apply.js'
import { buildReferenceData, type ReferenceData } from './build.js'
import { REFERENCE_SEED_NAME } from './id-plan.js'

export interface SeedResult {
  /** True when the stored checksum already matched and nothing was written. */
  skipped: boolean
  checksum: string
  inserted: number
  updated: number
  durationMs: number
}

export interface SeedOptions {
  /** Write even when the stored checksum matches (rows that did not change stay untouched). */
  force?: boolean
  /** The data to write; tests pass a variant. Defaults to the full reference data. */
  data?: ReferenceData
}

// Any constant works; it only has to be the same for every process that seeds.
const SEED_LOCK_KEY = 7_310_009

// Cities alone are ~150 000 rows; the default 5 s interactive-transaction limit is far too short.
const TRANSACTION_TIMEOUT_MS = 5 * 60_000

async function storedChecksum(db: Pick<PrismaClient, 'seedState'>): Promise<string | null> {
  const state = await db.seedState.findUnique({ where: { name: REFERENCE_SEED_NAME } })
  return state?.checksum ?? null
}

/**
 * Writes the reference data (info items of every type, countries, cities) in one
 * transaction and records its checksum in seed_state. Idempotent: when the checksum
 * matches it returns at once; when it differs only changed rows are written. Rows the
 * data no longer contains are kept, since users may point at them.
 */
export async function seedReferenceData(
  prisma: PrismaClient,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const started = performance.now()
  const data = options.data ?? buildReferenceData()
  const result = (skipped: boolean, counts = { inserted: 0, updated: 0 }): SeedResult => ({
    skipped,
    checksum: data.checksum,
    ...counts,
    durationMs: Math.round(performance.now() - started),
  })
  if (!options.force && (await storedChecksum(prisma)) === data.checksum) return result(true)

  return prisma.$transaction(
    async (tx) => {
      // Two processes starting at once (API replicas, a developer's second terminal)
      // queue here; the second then sees the first one's checksum and stops.
      await tx.$queryRawUnsafe('SELECT 1 AS locked FROM pg_advisory_xact_lock($1)', SEED_LOCK_KEY)
      if (!options.force && (await storedChecksum(tx)) === data.checksum) return result(true)
      const fixed = await upsertInfoItems(tx, data.rows)
      const cities = await upsertInfoItems(tx, await assignCityIds(tx, data.cities))
      await writeSeedState(tx, REFERENCE_SEED_NAME, data.checksum)
      return result(false, {
        inserted: fixed.inserted + cities.inserted,
        updated: fixed.updated + cities.updated,
      })
    },
    { timeout: TRANSACTION_TIMEOUT_MS, maxWait: TRANSACTION_TIMEOUT_MS },
  )
}
