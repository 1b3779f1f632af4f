import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { runToEnd } from '@cnm/devkit/processes'
import { apiDir, logsDir, repoRoot, webDir } from './paths.js'

interface Build {
  label: string
  filter: string
  /** A file the build writes last-ish; its age is compared with the sources'. */
  output: string
  sources: string[]
}

const BUILDS: Build[] = [
  {
    label: 'api build',
    filter: '@cnm/api',
    output: path.join(apiDir, 'dist/server.js'),
    sources: [
      path.join(apiDir, 'src'),
      path.join(apiDir, 'tsconfig.build.json'),
      // The build ships the list of migrations the API expects (ADR 0013).
      path.join(repoRoot, 'prisma/migrations'),
      path.join(repoRoot, 'packages/contracts/src'),
    ],
  },
  {
    label: 'web build',
    filter: '@cnm/web',
    output: path.join(webDir, 'dist/prerendered/pages.json'),
    sources: [
      path.join(webDir, 'src'),
      path.join(webDir, 'public'),
      path.join(webDir, 'index.html'),
      path.join(webDir, 'vite.config.ts'),
      path.join(repoRoot, 'packages/contracts/src'),
    ],
  },
]

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0
  const stat = statSync(target)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(target, { recursive: true, withFileTypes: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

/**
 * The suite runs the production builds. Under `pnpm test` turbo has just built both
 * (turbo.json: @cnm/e2e#test depends on them); run alone, a missing or stale build is
 * made here, so a test never runs against yesterday's code.
 */
export async function ensureBuilds(log: (line: string) => void): Promise<void> {
  const stale = BUILDS.filter((build) => {
    const built = existsSync(build.output) ? statSync(build.output).mtimeMs : 0
    return built === 0 || build.sources.some((source) => newestMtime(source) > built)
  })
  // One at a time: two builds at once on 2 cores are no faster and starve everything else.
  for (const build of stale) {
    const started = Date.now()
    log(`${build.label}: sources changed, building…`)
    await runToEnd('pnpm', ['--filter', build.filter, 'build'], {
      label: build.label,
      cwd: repoRoot,
      // Vitest sets NODE_ENV=test, and Vite keeps a NODE_ENV it finds: the web build would
      // then bundle React's development build (238 KB gzip instead of 174, and dialogs that
      // behave differently). Builds are production builds, as under turbo.
      env: { ...process.env, NODE_ENV: 'production' },
      output: { logFile: path.join(logsDir, `${build.filter.replace('@cnm/', '')}-build.log`) },
    })
    log(`${build.label}: done in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
}
