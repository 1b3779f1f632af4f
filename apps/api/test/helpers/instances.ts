// One more API process on a shared database, as behind a load balancer: a real listening
// server with its own Prisma client, pool and caches (several-instances, live updates).
import type { AddressInfo } from 'node:net'
import type { App } from '../../src/app.js'
import { createPrismaClient } from '../../src/db/prisma.js'
import { buildTestApp, type TestAppOptions } from './app.js'
import type { TestDatabase } from './db.js'

export interface Instance {
  app: App
  base: string
  close(): Promise<void>
}

export async function startInstance(
  db: TestDatabase,
  env: Record<string, string>,
  options: Pick<TestAppOptions, 'jobWorkers' | 'routes'> = {},
): Promise<Instance> {
  const prisma = createPrismaClient(db.url, { maxConnections: 4 })
  // The proxy in front sets X-Forwarded-For; each test plays its own client address.
  const app = await buildTestApp({
    db: { url: db.url, prisma },
    env: { TRUST_PROXY: '1', ...env },
    ...options,
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const { port } = app.server.address() as AddressInfo
  return {
    app,
    base: `http://127.0.0.1:${port}`,
    async close() {
      await app.close()
      await prisma.$disconnect()
    },
  }
}
