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

const exitCleanups = new Set<() => void>()

// A run that ends abruptly (Ctrl-C, a signal to vitest) skips globalSetup's teardown:
// vitest answers SIGINT with an immediate process.exit(), and its own 'exit' listener exits
// again before later listeners run. Prepending puts this one first; it can only do
// synchronous work, so it kills what is still running rather than stopping it politely.
process.prependOnceListener('exit', () => {
  for (const cleanup of exitCleanups) {
    try {
      cleanup()
    } catch {
      // best effort: the process is going away
    }
  }
})

/** Registers synchronous last-resort cleanup for an abrupt exit; returns its unregister. */
export function onAbruptExit(cleanup: () => void): () => void {
  exitCleanups.add(cleanup)
  return () => exitCleanups.delete(cleanup)
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

function launch(
  command: string,
  args: string[],
  options: ProcessOptions,
): { child: ChildProcess; log: WriteStream } {
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
  const forget = onAbruptExit(() => killGroup(child, 'SIGKILL'))
  child.once('exit', forget)
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
export async function runToEnd(
  label: string,
  command: string,
  args: string[],
  options: ProcessOptions,
): Promise<void> {
  const { child, log } = launch(command, args, options)
  const code = await exitCode(child)
  log.end()
  if (code !== 0) {
    throw new Error(
      `${label} failed (exit code ${code}). Last lines of ${options.logFile}:\n${await tail(options.logFile)}`,
    )
  }
}

export function startService(
  label: string,
  command: string,
  args: string[],
  options: ProcessOptions,
): Service {
  const { child, log } = launch(command, args, options)
  const exited = exitCode(child).finally(() => log.end())
  return {
    label,
    logFile: options.logFile,
    exited,
    stop: async () => {
      killGroup(child, 'SIGTERM')
      const timeout = new Promise<'timeout'>((resolve) =>
        setTimeout(() => resolve('timeout'), 5000).unref(),
      )
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
      throw new Error(
        `${service.label} exited with code ${exited}. Last lines of ${service.logFile}:\n${await tail(service.logFile)}`,
      )
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
  throw new Error(
    `${service.label} did not answer ${url} within ${timeoutMs / 1000} s (${lastError}). Last lines of ${service.logFile}:\n${await tail(service.logFile)}`,
  )
}
