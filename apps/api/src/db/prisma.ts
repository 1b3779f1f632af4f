import { PrismaClient } from '../generated/prisma/client.js'
import { SerialTransactionsPg } from './serial-transactions.js'

export interface PrismaClientOptions {
  /** Pool size per process; tests keep it small because many databases run at once. */
  maxConnections?: number
  /** Fail a connection attempt after this long instead of pg's default of waiting forever. */
  connectionTimeoutMs?: number
  /** Idle connections can die (server restart, database dropped); pg reports it here. */
  onPoolError?: (error: Error) => void
}

export function createPrismaClient(
  databaseUrl: string,
  options: PrismaClientOptions = {},
): PrismaClient {
  const adapter = new SerialTransactionsPg(
    {
      connectionString: databaseUrl,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    },
    { onPoolError: options.onPoolError ?? (() => undefined) },
  )
  return new PrismaClient({ adapter })
}

export type { PrismaClient }
