// pnpm --filter @cnm/api admin:create --email someone@example.com
// (built: node dist/cli/create-admin.js --email someone@example.com)
//
// Promotes an existing account to administrator, or creates an administrator account
// with a generated password that is printed once. Reads DATABASE_URL and BCRYPT_COST
// like the server (from the environment, or the repository's .env file).
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config/env.js'
import { createPrismaClient } from '../db/prisma.js'
import { systemClock } from '../lib/clock.js'
import { createPasswordHasher } from '../lib/passwords.js'
import { AdminAccountError, ensureAdminAccount } from './admin-account.js'
import { loadRepoEnvFile } from './repo-env.js'

const USAGE = 'Usage: pnpm --filter @cnm/api admin:create --email someone@example.com'

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

async function main(): Promise<void> {
  let email: string | undefined
  try {
    email = parseArgs({ options: { email: { type: 'string' } } }).values.email
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`)
  }
  if (!email) fail(USAGE)

  loadRepoEnvFile()
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    fail(
      `${error.message}\n(While \`pnpm start\` runs, its database is ` +
        'postgresql://postgres:postgres@127.0.0.1:54329/casting.)',
    )
  }

  const prisma = createPrismaClient(config.databaseUrl, { maxConnections: 1 })
  try {
    const hasher = createPasswordHasher({ cost: config.bcryptCost })
    const result = await ensureAdminAccount({ prisma, hasher, clock: systemClock }, email)
    if (result.outcome === 'created') {
      process.stdout.write(
        `Created administrator ${result.email} (id ${result.userId}).\n` +
          `Password (shown only now; change it after logging in): ${result.password}\n`,
      )
    } else if (result.outcome === 'promoted') {
      process.stdout.write(`${result.email} (id ${result.userId}) is now an administrator.\n`)
    } else {
      process.stdout.write(`${result.email} (id ${result.userId}) was already an administrator.\n`)
    }
  } catch (error) {
    if (error instanceof AdminAccountError) fail(error.message)
    throw error
  } finally {
    await prisma.$disconnect()
  }
}

await main()
