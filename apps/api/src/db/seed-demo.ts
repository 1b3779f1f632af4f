// `pnpm db:seed-demo` (root: `pnpm --filter @cnm/api db:seed-demo`): adds clearly marked
// demo model profiles (issue #14, demo/demo-profiles.ts).
//
//   default            ~60 profiles with real likes, only when the database has no demo
//                      profiles yet (what `pnpm start` runs on every start)
//   --count N          add N profiles whatever is there (e.g. 100000 for `pnpm bench:models`)
//
// Never in production (NODE_ENV=production refuses); SEED_DEMO=false skips the default run.
import { createPrismaClient } from './prisma.js'
import { seedDemoProfiles } from './demo/demo-profiles.js'

const DEFAULT_COUNT = 60

async function main(): Promise<void> {
  const say = (line: string) => process.stdout.write(`[seed-demo] ${line}\n`)
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    process.stderr.write('DATABASE_URL must be set to a postgres:// connection string.\n')
    process.exit(1)
  }
  if (process.env.NODE_ENV === 'production') {
    process.stderr.write('Demo profiles are never added in production (NODE_ENV=production).\n')
    process.exit(1)
  }
  const countIndex = process.argv.indexOf('--count')
  const explicit = countIndex >= 0 ? Number(process.argv[countIndex + 1]) : undefined
  if (explicit !== undefined && (!Number.isInteger(explicit) || explicit < 1)) {
    process.stderr.write('--count needs a positive whole number, e.g. --count 100000\n')
    process.exit(1)
  }
  if (explicit === undefined && process.env.SEED_DEMO === 'false') {
    say('SEED_DEMO=false: no demo profiles added')
    return
  }
  const prisma = createPrismaClient(databaseUrl, { maxConnections: 2 })
  try {
    if (
      explicit === undefined &&
      (await prisma.modelProfile.count({ where: { isDemo: true } })) > 0
    ) {
      say('demo profiles already present: nothing to add')
      return
    }
    const started = Date.now()
    const ids = await seedDemoProfiles(prisma, {
      count: explicit ?? DEFAULT_COUNT,
      realLikes: explicit === undefined,
      batchSize: 2000,
      log: say,
    })
    say(
      `${ids.length} demo profiles added in ${Date.now() - started} ms (remove with: DELETE FROM model_profiles WHERE is_demo)`,
    )
  } finally {
    await prisma.$disconnect()
  }
}

await main()
