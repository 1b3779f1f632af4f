// The job registry is the one place a background job is declared (issue #27): no other file
// defines one, and docs/operations.md lists exactly its jobs with their schedules.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { JOBS } from './jobs.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const srcRoot = path.resolve(here, '..')
const repoRoot = path.resolve(srcRoot, '../../..')

/** Production source files of the API (tests and fixtures apart). */
function productionFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : productionFiles(file)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : []
  })
}

const scheduleOf = (cron: string | undefined) => (cron ? `\`${cron}\`` : 'on demand')

describe('one job registry (issue #27)', () => {
  it('names every job once', () => {
    const names = JOBS.map((job) => job.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('is the only place a job is defined', () => {
    const registry = path.join(srcRoot, 'lib/jobs/job-registry.ts')
    const defining = productionFiles(srcRoot)
      .filter((file) => file !== registry)
      .filter((file) => /\bjobs\.define\s*[<(]/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(srcRoot, file))
    expect(defining, 'declare these jobs in modules/jobs.ts instead').toEqual([])
  })

  it('is what docs/operations.md lists, with the same schedules', () => {
    const doc = readFileSync(path.join(repoRoot, 'docs/operations.md'), 'utf8')
    const section = doc.split(/^## /m).find((part) => part.startsWith('Background work')) ?? ''
    const listed = section
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('| `'))
      .map((line) => {
        const [job = '', schedule = ''] = line
          .split('|')
          .slice(1, 3)
          .map((cell) => cell.trim())
        return { job: job.replace(/`/g, ''), schedule }
      })
    const expected = JOBS.map((job) => ({ job: job.name, schedule: scheduleOf(job.cron) }))
    const sortByJob = (rows: typeof expected) =>
      [...rows].sort((a, b) => a.job.localeCompare(b.job))
    expect(
      sortByJob(listed),
      `docs/operations.md, "## Background work": the table should list these jobs and schedules:\n${expected.map((row) => `| \`${row.job}\` | ${row.schedule} |`).join('\n')}\n`,
    ).toEqual(sortByJob(expected))
  })
})
