import { defineConfig, mergeConfig } from 'vitest/config'
import viteConfig from './vite.config'

export default defineConfig((configEnv) =>
  mergeConfig(
    viteConfig(configEnv),
    defineConfig({
      test: {
        environment: 'jsdom',
        // Served over https like production, so the secure Google round-trip cookies are kept.
        environmentOptions: { jsdom: { url: 'https://localhost:3000/' } },
        setupFiles: ['./src/testing/setup-tests.ts'],
        include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs'],
        restoreMocks: true,
        // Whole sign-up flows type into ~20 fields; on a busy 2-core CI runner 5 s is too tight,
        // and one test may wait on several findBy* calls of 10 s each (setup-tests.ts).
        testTimeout: 45_000,
        css: false,
      },
    }),
  ),
)
