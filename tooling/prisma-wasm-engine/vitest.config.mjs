import { defineConfig } from 'vitest/config'

// Every test runs the real Prisma CLI against one shared Postgres; files run
// one after another to stay gentle on a small machine.
export default defineConfig({
  test: {
    include: ['test/**/*.test.mjs'],
    globalSetup: ['test/global-setup.mjs'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
