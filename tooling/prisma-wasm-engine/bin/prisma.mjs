#!/usr/bin/env node
// Runs the Prisma CLI from the repository root. When no native schema engine
// is installed (pnpm skips @prisma/engines' download script here) and the user
// did not choose one, it points PRISMA_SCHEMA_ENGINE_BINARY at the wasm bridge.
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const here = path.dirname(fileURLToPath(import.meta.url))
const repoRoot = path.resolve(here, '../../..')
const bridge = path.join(here, 'schema-engine.mjs')

const fromRoot = createRequire(path.join(repoRoot, 'package.json'))
const prismaCli = fromRoot.resolve('prisma/build/index.js')

function hasNativeSchemaEngine() {
  try {
    const fromPrisma = createRequire(prismaCli)
    const enginesDir = path.dirname(fromPrisma.resolve('@prisma/engines/package.json'))
    return readdirSync(enginesDir).some((file) => file.startsWith('schema-engine-'))
  } catch {
    return false
  }
}

const env = { ...process.env }
if (!env.PRISMA_SCHEMA_ENGINE_BINARY && !hasNativeSchemaEngine()) {
  env.PRISMA_SCHEMA_ENGINE_BINARY = bridge
}

const child = spawn(process.execPath, [prismaCli, ...process.argv.slice(2)], {
  cwd: repoRoot,
  env,
  stdio: 'inherit',
})

const forwarded = ['SIGINT', 'SIGTERM', 'SIGHUP']
for (const signal of forwarded) {
  process.on(signal, () => child.kill(signal))
}

child.on('error', (error) => {
  process.stderr.write(`Could not start the Prisma CLI: ${error.message}\n`)
  process.exit(1)
})

child.on('exit', (code, signal) => {
  if (signal) {
    for (const forwardedSignal of forwarded) process.removeAllListeners(forwardedSignal)
    process.kill(process.pid, signal)
    return
  }
  process.exit(code ?? 1)
})
