import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    setupFiles: ['./test/setup/console.ts'],
    // Real Postgres and bcrypt: slower than unit tests, far from these limits.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // The machine has 2 cores shared with other work; each worker holds its own
    // database and a small connection pool.
    pool: 'forks',
    maxWorkers: 2,
    minWorkers: 1,
  },
})
