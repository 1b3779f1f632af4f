import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/**/*.test.ts'],
    // E2E_STACK=dev drives the development stack (src/stack/start-stack.ts), which serves no
    // prerendered pages: the suite about them applies to the built stack only.
    exclude: process.env.E2E_STACK === 'dev' ? ['tests/journeys/first-paint.test.ts'] : [],
    globalSetup: ['./src/stack/global-setup.ts'],
    // A journey is a real browser against a real stack: seconds per step, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    // Each worker drives its own Chromium; two at once is what 2 shared cores carry.
    pool: 'forks',
    maxWorkers: 2,
    minWorkers: 1,
  },
})
