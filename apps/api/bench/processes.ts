// Child processes for the benchmark. Output goes to a file rather than through this
// process, which is busy generating load; each child leads its own process group so
// stopping it also stops anything it spawned, and only what this script started.
import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, openSync, readFileSync } from 'node:fs'

export interface Child {
  name: string
  process: ChildProcess
  /** The end of its output, shown when it fails. */
  output: () => string
  stop: () => Promise<void>
}

export function startChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Child {
  const fd = openSync(options.logFile, 'a')
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', fd, fd],
  })
  closeSync(fd)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    name,
    process: child,
    output: () => readFileSync(options.logFile, 'utf8').slice(-4000),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return
      const signalGroup = (signal: NodeJS.Signals) => {
        try {
          if (child.pid !== undefined) process.kill(-child.pid, signal)
        } catch {
          // already gone
        }
      }
      signalGroup('SIGTERM')
      const timer = setTimeout(() => signalGroup('SIGKILL'), 5_000)
      await exited
      clearTimeout(timer)
    },
  }
}

/** Runs a command to its end; rejects with its output when it fails. */
export async function run(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Promise<void> {
  const child = startChild(name, command, args, options)
  const code = await new Promise<number | null>((resolve) => child.process.once('exit', resolve))
  if (code !== 0) throw new Error(`${name} failed (exit ${code}):\n${child.output()}`)
}

export async function waitForHttp(url: string, timeoutMs: number, child: Child): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.process.exitCode !== null) {
      throw new Error(`${child.name} exited early:\n${child.output()}`)
    }
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${child.name} did not answer ${url} within ${timeoutMs} ms:\n${child.output()}`)
}
