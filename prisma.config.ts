import 'dotenv/config'
import { defineConfig } from 'prisma/config'

// DATABASE_URL is optional here so that `prisma generate` (run on install) works
// without a database; migrate commands fail with a clear message when it is empty.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: {
    path: 'prisma/migrations',
    seed: 'pnpm --filter @cnm/api db:seed',
  },
  datasource: {
    url: process.env.DATABASE_URL ?? '',
    ...(process.env.SHADOW_DATABASE_URL
      ? { shadowDatabaseUrl: process.env.SHADOW_DATABASE_URL }
      : {}),
  },
})
