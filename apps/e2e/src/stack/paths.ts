import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')
export const apiDir = path.join(repoRoot, 'apps/api')
export const webDir = path.join(repoRoot, 'apps/web')
/** Screenshots and service logs of a run; git-ignored. */
export const artifactsDir = path.join(repoRoot, 'artifacts/e2e')
export const logsDir = path.join(artifactsDir, 'logs')
