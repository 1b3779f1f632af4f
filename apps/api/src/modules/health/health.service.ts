import type { PrismaClient } from '../../generated/prisma/client.js'

/** A health probe must answer quickly even when the database hangs. */
export const DATABASE_PROBE_TIMEOUT_MS = 2_000

export interface HealthService {
  isDatabaseUp(): Promise<boolean>
}

export function createHealthService(
  deps: { prisma: Pick<PrismaClient, '$queryRaw'> },
  timeoutMs = DATABASE_PROBE_TIMEOUT_MS,
): HealthService {
  return {
    async isDatabaseUp() {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('database probe timed out')), timeoutMs)
      })
      try {
        await Promise.race([deps.prisma.$queryRaw`SELECT 1`, timeout])
        return true
      } catch {
        return false
      } finally {
        clearTimeout(timer)
      }
    },
  }
}
