// Child processes for `pnpm start`, the e2e stack and `pnpm bench`: one-off steps that
// must succeed (build, migrations, seed) and services that run until stopped (API, web).
// Each child leads its own process group, so stopping it also stops what it started
// (pnpm -> tsx -> node), and only what this process started. A failure says which step
// failed and shows its last lines.
import { spawn, type ChildProcess } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { createInterface } from 'node:readline'

export interface ProcessOptions {
  /** Names the process in messages and, on the console, prefixes its lines. */
  label: string
  cwd: string
  env: NodeJS.ProcessEnv
  /**
   * Where its output goes: a log file, or this process's console with a `[label]` prefix.
   * Left out: nowhere but the last lines kept for a failure message.
   */
  output?: { logFile: string } | 'console'
  /** How long `stop()` waits after SIGTERM before SIGKILL (5 s unless said). */
  stopGraceMs?: number
}

export interface Service {
  label: string
  pid: number | undefined
  /** Its exit code once it has exited (1 for a signal or a failed spawn). */
  exited: Promise<number>
  /** Its last output lines, for a message about it. */
  lastLines: () => string
  stop: () => Promise<void>
}

const KEPT_LINES = 40
const STOP_GRACE_MS = 5_000
const CLOSE_GRACE_MS = 1_000

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

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

function launch(command: string, args: string[], options: ProcessOptions): Service {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const kept: string[] = []
  const file =
    typeof options.output === 'object'
      ? createWriteStream(options.output.logFile, { flags: 'a' })
      : null
  const sinks = { stdout: process.stdout, stderr: process.stderr }
  for (const name of ['stdout', 'stderr'] as const) {
    const stream = child[name]
    if (!stream) continue
    createInterface({ input: stream }).on('line', (line) => {
      kept.push(line)
      if (kept.length > KEPT_LINES) kept.shift()
      file?.write(`${line}\n`)
      if (options.output === 'console') sinks[name].write(`[${options.label}] ${line}\n`)
    })
  }
  let spawnError: Error | undefined
  const exited = new Promise<number>((resolve) => {
    child.once('error', (error) => {
      spawnError = error
      resolve(1)
    })
    // 'close' comes once every output line has been read; a grandchild that left the
    // process group can hold the pipes open, so 'exit' plus a moment is enough too.
    child.once('exit', (code, signal) => {
      const status = code ?? (signal ? 1 : 0)
      setTimeout(() => resolve(status), CLOSE_GRACE_MS).unref()
      child.once('close', () => resolve(status))
    })
  }).finally(() => file?.end())
  const forget = onAbruptExit(() => signalGroup(child, 'SIGKILL'))
  void exited.then(forget)

  return {
    label: options.label,
    pid: child.pid,
    exited,
    lastLines: () => {
      const where =
        typeof options.output === 'object' ? ` (all of it in ${options.output.logFile})` : ''
      if (spawnError) return `could not start ${command}: ${spawnError.message}`
      if (options.output === 'console') return 'See its lines above.'
      return kept.length
        ? `Its last lines${where}:\n${kept.join('\n')}`
        : `It printed nothing${where}.`
    },
    stop: async () => {
      signalGroup(child, 'SIGTERM')
      const timer = setTimeout(
        () => signalGroup(child, 'SIGKILL'),
        options.stopGraceMs ?? STOP_GRACE_MS,
      )
      await exited
      clearTimeout(timer)
    },
  }
}

/** Runs a one-off step (build, migrations, seed) and fails with its last lines. */
export async function runToEnd(
  command: string,
  args: string[],
  options: ProcessOptions,
): Promise<void> {
  const step = launch(command, args, options)
  const code = await step.exited
  if (code !== 0)
    throw new Error(`${options.label} failed (exit code ${code}). ${step.lastLines()}`)
}

/** Starts a long-running process; `stop()` ends its whole process group. */
export function startService(command: string, args: string[], options: ProcessOptions): Service {
  return launch(command, args, options)
}

/**
 * Polls a URL until it answers below 500, so the next step starts on a live service.
 * Fails early, with the service's last lines, when the service has exited.
 */
export async function waitForHttp(
  url: string,
  options: { service?: Service; timeoutMs: number; intervalMs?: number },
): Promise<void> {
  const { service, timeoutMs, intervalMs = 150 } = options
  const deadline = Date.now() + timeoutMs
  let exitCode: number | null = null
  void service?.exited.then((code) => (exitCode = code))
  let lastError = 'no answer'
  while (Date.now() < deadline) {
    if (service && exitCode !== null) {
      throw new Error(`${service.label} exited with code ${exitCode}. ${service.lastLines()}`)
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      if (response.status < 500) return
      lastError = `HTTP ${response.status}`
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  const tail = service ? ` ${service.lastLines()}` : ''
  throw new Error(
    `${service?.label ?? url} did not answer ${url} within ${timeoutMs / 1000} s (${lastError}).${tail}`,
  )
}
