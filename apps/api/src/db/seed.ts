// `pnpm db:seed` (root) / `pnpm --filter @cnm/api db:seed`: loads the reference data
// into DATABASE_URL. Built to dist/db/seed.js as well, for `node dist/db/seed.js` in
// production. Only DATABASE_URL matters here, so the full app config is not loaded.
import { createPrismaClient } from './prisma.js'
import { seedReferenceData } from './seed-data/seed-reference-data.js'

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    process.stderr.write('DATABASE_URL must be set to a postgres:// connection string.\n')
    process.exit(1)
  }
  const prisma = createPrismaClient(databaseUrl, { maxConnections: 2 })
  try {
    const force = process.argv.includes('--force')
    const result = await seedReferenceData(prisma, { force })
    const what = result.skipped
      ? 'already up to date'
      : `${result.inserted} inserted, ${result.updated} updated`
    process.stdout.write(
      `reference data ${what} in ${result.durationMs} ms (checksum ${result.checksum.slice(0, 12)})\n`,
    )
  } finally {
    await prisma.$disconnect()
  }
}

await main()
