#!/usr/bin/env node
// `pnpm test`: every package's vitest suite, one package at a time (2-core
// machines; the API and browser suites each start their own Postgres), then one
// closing line with the totals across packages.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const REPORT = '.reports/vitest.json'
const packageDirs = ['apps', 'packages', 'tooling'].flatMap((group) =>
  readdirSync(path.join(root, group), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(root, group, entry.name)),
)
for (const dir of packageDirs) rmSync(path.join(dir, REPORT), { force: true })

const run = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'test',
    '--concurrency=1',
    ...process.argv.slice(2),
    '--',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${REPORT}`,
  ],
  { cwd: root, stdio: 'inherit' },
)

let passed = 0
let failed = 0
let skipped = 0
for (const dir of packageDirs) {
  const file = path.join(dir, REPORT)
  if (!existsSync(file)) continue
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed += report.numPassedTests ?? 0
  failed += report.numFailedTests ?? 0
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}
const code = run.status ?? 1
if (code !== 0 && failed === 0) failed = 1 // a suite that crashed before reporting still fails
process.stdout.write(
  `\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
)
// The reports count as much as the exit status: an exit hook in a dependency once made
// failing suites exit 0 (tooling/embedded-pg/src/exit-code.ts).
process.exit(code !== 0 ? code : failed > 0 ? 1 : 0)
