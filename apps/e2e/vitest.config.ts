import { defineConfig } from 'vitest/config'

/**
 * E2E_STACK=production (nginx, two API instances, ADR 0038) runs the journeys that cross the
 * whole shape: signing up (codes, sessions, limits in Redis) and the casting loop (photos in
 * the bucket through /media, messages, both instances).
 */
const PRODUCTION_JOURNEYS = [
  'tests/journeys/model-sign-up.test.ts',
  'tests/journeys/casting-loop.test.ts',
  'tests/production/*.test.ts',
]

export default defineConfig({
  test: {
    environment: 'node',
    include: process.env.E2E_STACK === 'production' ? PRODUCTION_JOURNEYS : ['tests/**/*.test.ts'],
    // E2E_STACK=dev drives the development stack (src/stack/start-stack.ts), which serves no
    // prerendered pages: the suite about them applies to the built stack only.
    // tests/production/ checks what nginx adds: only that stack has it.
    exclude: [
      ...(process.env.E2E_STACK === 'dev' ? ['tests/journeys/first-paint.test.ts'] : []),
      ...(process.env.E2E_STACK === 'production' ? [] : ['tests/production/**']),
    ],
    globalSetup: ['./src/stack/global-setup.ts'],
    // A journey is a real browser against a real stack: seconds per step, not milliseconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    // expect.poll waits for a state (a route rendered, a button enabled); its default of 1 s is
    // a quiet machine's figure, and CI starts on 2 busy cores.
    expect: { poll: { timeout: 20_000, interval: 100 } },
    // Each worker drives its own Chromium; two at once is what 2 shared cores carry.
    pool: 'forks',
    maxWorkers: 2,
    minWorkers: 1,
  },
})
