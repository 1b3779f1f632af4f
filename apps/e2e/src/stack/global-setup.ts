// Once per `vitest run`, in the main process: the whole stack up before any test file,
// down after the last one, including when a test or the setup itself fails.
// Loads vitest's types so the ProvidedContext augmentation below has a module to extend.
import type {} from 'vitest'
import { mkdir, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { chromiumPath } from '@cnm/devkit/browser'
import { artifactsDir } from './paths.js'
import { startStack, type StackInfo } from './start-stack.js'

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo
  }
}

const log = (line: string): void => void process.stdout.write(`[e2e] ${line}\n`)

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now()
  // Without a browser no test can run: say so before spending a minute on the stack.
  chromiumPath()
  // Screens of an earlier run would pass for this one's.
  await mkdir(artifactsDir, { recursive: true })
  for (const file of await readdir(artifactsDir)) {
    if (file.endsWith('.png')) await rm(path.join(artifactsDir, file), { force: true })
  }
  // E2E_SKIP_BUILD=1 runs against dist/ as it is, for iterating on the tests alone.
  const stack = await startStack({ log, build: process.env.E2E_SKIP_BUILD !== '1' })
  log(
    `stack up in ${((Date.now() - started) / 1000).toFixed(1)} s: web ${stack.info.webUrl}, api ${stack.info.apiUrl}`,
  )
  project.provide('stack', stack.info)

  // An abrupt end (Ctrl-C) skips this; processes.ts then kills what is left.
  return () => stack.stop().then(() => log('stack stopped'))
}
