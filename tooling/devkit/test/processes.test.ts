import { readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runToEnd, startService, waitForHttp } from '../src/processes.js'

const node = process.execPath
const options = (label: string, extra: object = {}) => ({
  label,
  cwd: tmpdir(),
  env: process.env,
  ...extra,
})

describe('child processes', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cnm-devkit-'))
  })
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true })
  })

  it('fails a step that fails with its label, exit code and last lines', async () => {
    const step = runToEnd(
      node,
      [
        '-e',
        'console.log("migrating"); console.error("relation x does not exist"); process.exit(3)',
      ],
      options('migrate'),
    )

    await expect(step).rejects.toThrow(
      /^migrate failed \(exit code 3\)\. Its last lines:\nmigrating\nrelation x does not exist$/,
    )
  })

  it('says so when the command does not exist', async () => {
    await expect(runToEnd('/nonexistent/tool', [], options('tool'))).rejects.toThrow(
      'could not start /nonexistent/tool: spawn /nonexistent/tool ENOENT',
    )
  })

  it('writes the output to the log file and names it in the failure', async () => {
    const logFile = path.join(dir, 'seed.log')

    const step = runToEnd(
      node,
      ['-e', 'console.log("row 1"); process.exit(1)'],
      options('seed', { output: { logFile } }),
    )

    await expect(step).rejects.toThrow(`(all of it in ${logFile})`)
    expect(await readFile(logFile, 'utf8')).toBe('row 1\n')
  })

  it('stops waiting for a service that has exited, with its last lines', async () => {
    const api = startService(
      node,
      ['-e', 'console.error("DATABASE_URL is missing"); process.exit(1)'],
      options('api'),
    )

    await expect(
      waitForHttp('http://127.0.0.1:1/health', { service: api, timeoutMs: 10_000 }),
    ).rejects.toThrow(/^api exited with code 1\. Its last lines:\nDATABASE_URL is missing$/)
  })

  it('stops a service together with the processes it started', async () => {
    // The service starts a grandchild and prints its pid, as pnpm -> tsx -> node does.
    const script = `const c = require('node:child_process').spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }); console.log(c.pid); setInterval(() => {}, 1000)`
    const service = startService(node, ['-e', script], options('parent'))
    let grandchild = 0
    await expect
      .poll(() => (grandchild = Number(/\d+/.exec(service.lastLines())?.[0] ?? 0)))
      .toBeGreaterThan(0)

    await service.stop()

    expect(await service.exited).toBe(1)
    await expect.poll(() => isAlive(grandchild)).toBe(false)
  })
})

// A killed orphan can linger as a zombie until init reaps it (a container's init may not):
// on Linux, read its state rather than only whether the pid exists.
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return true
  }
}
