import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runToEnd } from '@cnm/devkit/processes'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
const prismaCli = path.join(repoRoot, 'tooling/prisma-wasm-engine/bin/prisma.mjs')

/** Applies prisma/migrations to the database at `url` with the real Prisma CLI. */
export function migrateDeploy(url: string): Promise<void> {
  return runToEnd(process.execPath, [prismaCli, 'migrate', 'deploy'], {
    label: 'prisma migrate deploy',
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: url,
      // No update check or telemetry calls from a test run.
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
    },
  })
}
