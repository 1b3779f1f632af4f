import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Loads the repository root's .env, as `pnpm start` uses it, into the environment a CLI's
 * loadConfig() reads (same depth from src/cli and dist/cli).
 */
export function loadRepoEnvFile(): void {
  const envFile = fileURLToPath(new URL('../../../../.env', import.meta.url))
  if (existsSync(envFile)) process.loadEnvFile(envFile)
}
