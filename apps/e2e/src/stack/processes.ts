import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream, type WriteStream } from 'node:fs'
import { readFile } from 'node:fs/promises'

export interface ProcessOptions {
  cwd: string
  env: NodeJS.ProcessEnv
  /** Everything the process prints goes here, so a failing run can show it. */
  logFile: string
}

export interface Service {
  label: string
  logFile: string
  exited: Promise<number>
  stop: () => Promise<void>
}

const running = new Set<ChildProcess>()

// A test runner killed mid-run must not leave an API or a preview server behind:
// on exit, whatever is still running gets SIGKILL (synchronous, so it works here).
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL')
})

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

function launch(command: string, args: string[], options: ProcessOptions): { child: ChildProcess; log: WriteStream } {
  const log = createWriteStream(options.logFile, { flags: 'a' })
  // Its own process group, so stopping it also stops what it started (pnpm → tsx → node).
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.stdout?.pipe(log, { end: false })
  child.stderr?.pipe(log, { end: false })
  running.add(child)
  child.once('exit', () => running.delete(child))
  return { child, log }
}

function exitCode(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('error', () => resolve(1))
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

export async function tail(file: string, lines = 40): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => '')
  return text.trimEnd().split('\n').slice(-lines).join('\n')
}

/** Runs a one-off step (build, migrations, seed) and fails with its last output lines. */
export async function runToEnd(label: string, command: string, args: string[], options: ProcessOptions): Promise<void> {
  const { child, log } = launch(command, args, options)
  const code = await exitCode(child)
  log.end()
  if (code !== 0) {
    throw new Error(`${label} failed (exit code ${code}). Last lines of ${options.logFile}:\n${await tail(options.logFile)}`)
  }
}

export function startService(label: string, command: string, args: string[], options: ProcessOptions): Service {
  const { child, log } = launch(command, args, options)
  const exited = exitCode(child).finally(() => log.end())
  return {
    label,
    logFile: options.logFile,
    exited,
    stop: async () => {
      killGroup(child, 'SIGTERM')
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5000).unref())
      if ((await Promise.race([exited, timeout])) === 'timeout') killGroup(child, 'SIGKILL')
      await exited
    },
  }
}

/** Polls a URL until it answers below 500; fails early when the service has already exited. */
export async function waitForHttp(url: string, service: Service, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exited: number | null = null
  void service.exited.then((code) => (exited = code))
  let lastError = 'no answer'
  while (Date.now() < deadline) {
    if (exited !== null) {
      throw new Error(`${service.label} exited with code ${exited}. Last lines of ${service.logFile}:\n${await tail(service.logFile)}`)
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (response.status < 500) return
      lastError = `HTTP ${response.status}`
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
  throw new Error(`${service.label} did not answer ${url} within ${timeoutMs / 1000} s (${lastError}). Last lines of ${service.logFile}:\n${await tail(service.logFile)}`)
}
