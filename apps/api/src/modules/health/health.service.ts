import type { PrismaClient } from '../../generated/prisma/client.js'
import { schemaVersion } from '../../db/schema-version.js'

/** A health probe must answer quickly even when the database hangs. */
export const DATABASE_PROBE_TIMEOUT_MS = 2_000

export type DatabaseState =
  | {
      database: 'up'
      /** Latest migration applied; null when none is. */ schemaVersion: string | null
    }
  | { database: 'down'; schemaVersion: null }

export interface HealthService {
  probeDatabase(): Promise<DatabaseState>
}

export function createHealthService(
  deps: { prisma: Pick<PrismaClient, '$queryRaw'> },
  timeoutMs = DATABASE_PROBE_TIMEOUT_MS,
): HealthService {
  return {
    async probeDatabase() {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('database probe timed out')), timeoutMs)
      })
      try {
        // Reading the schema version is the round trip that proves the database answers.
        const version = await Promise.race([schemaVersion(deps.prisma), timeout])
        return { database: 'up', schemaVersion: version }
      } catch {
        return { database: 'down', schemaVersion: null }
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
