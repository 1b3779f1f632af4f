import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'

interface SpawnOptions {
  cwd: string
  env: NodeJS.ProcessEnv
  /** Prefix for every output line, so interleaved logs stay readable. */
  label: string
}

export interface Service {
  label: string
  exited: Promise<number>
  stop: () => Promise<void>
}

function prefixOutput(child: ChildProcess, label: string): void {
  const tag = `[${label}] `
  for (const [stream, sink] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    if (!stream) continue
    createInterface({ input: stream }).on('line', (line) => sink.write(tag + line + '\n'))
  }
}

function launch(command: string, args: string[], options: SpawnOptions): ChildProcess {
  // Own process group, so stopping a service also stops what it started (tsx watch, vite).
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  prefixOutput(child, options.label)
  return child
}

function exitCode(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.on('error', () => resolve(1))
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** Runs a one-off step (migrations, seed) and fails loudly when it fails. */
export async function runToEnd(command: string, args: string[], options: SpawnOptions): Promise<void> {
  const code = await exitCode(launch(command, args, options))
  if (code !== 0) throw new Error(`${options.label} failed (exit code ${code}); see the lines above`)
}

export function startService(command: string, args: string[], options: SpawnOptions): Service {
  const child = launch(command, args, options)
  const exited = exitCode(child)
  const signalGroup = (signal: NodeJS.Signals) => {
    if (child.pid === undefined || child.exitCode !== null) return
    try {
      process.kill(-child.pid, signal)
    } catch {
      // already gone
    }
  }
  return {
    label: options.label,
    exited,
    stop: async () => {
      signalGroup('SIGTERM')
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 5000).unref())
      if ((await Promise.race([exited, timeout])) === 'timeout') signalGroup('SIGKILL')
    },
  }
}

/** Polls a URL until it answers below 500, so the next step starts on a live service. */
export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let lastError = 'no answer'
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) })
      if (response.status < 500) return
      lastError = `HTTP ${response.status}`
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s (${lastError})`)
}
