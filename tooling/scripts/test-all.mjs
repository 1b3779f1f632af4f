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
    // Every package runs even after one failed, so one run names every failure (its last lines).
    '--continue',
    ...process.argv.slice(2),
    '--',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${REPORT}`,
  ],
  { cwd: root, stdio: 'inherit' },
)

/** The first line of an error that says something (vitest puts ANSI colours and blank lines first). */
const firstLine = (text = '') =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find((line) => line.length > 0) ?? '(no message)'

let passed = 0
let failed = 0
let skipped = 0
/** Each failure as "package › file › test: first error line", for the run's last lines. */
const failures = []
for (const dir of packageDirs) {
  const file = path.join(dir, REPORT)
  if (!existsSync(file)) continue
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed += report.numPassedTests ?? 0
  failed += report.numFailedTests ?? 0
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  const where = path.relative(root, dir)
  for (const suite of report.testResults ?? []) {
    const testFile = path.relative(dir, suite.name ?? '')
    const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failedTests) {
      failures.push(
        `${where} › ${testFile} › ${test.fullName}\n    ${firstLine(test.failureMessages?.[0])}`,
      )
    }
    // A file that failed outside any test (an import, a hook, an unhandled error).
    if (suite.status === 'failed' && failedTests.length === 0) {
      failures.push(`${where} › ${testFile} (the file itself)\n    ${firstLine(suite.message)}`)
    }
  }
}
const code = run.status ?? 1
if (code !== 0 && failed === 0) failed = 1 // a suite that crashed before reporting still fails
if (failures.length > 0) {
  process.stdout.write(
    `\nWhat failed (${failures.length}):\n${failures.map((f) => `  ${f}`).join('\n')}\n`,
  )
} else if (code !== 0) {
  process.stdout.write(
    '\nA package failed without a test report (a crash, a build or a start-up): read its output above.\n',
  )
}
process.stdout.write(
  `\nTests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`,
)
// The reports count as much as the exit status: an exit hook in a dependency once made
// failing suites exit 0 (tooling/embedded-pg/src/exit-code.ts).
process.exit(code !== 0 ? code : failed > 0 ? 1 : 0)
