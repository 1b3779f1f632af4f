// Loads @prisma/schema-engine-wasm by hand: its entry point imports the .wasm
// file as an ES module, which Node 20 cannot do.
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

/** Receives the Rust panic message; the wasm glue reports panics through it. */
export const panicRegistry = {
  message: '',
  set_message(message) {
    this.message = `RuntimeError: ${message}`
  },
}

let loading

/** @returns {Promise<typeof import('@prisma/schema-engine-wasm')>} */
export function loadSchemaEngineWasm() {
  loading ??= instantiate()
  return loading
}

async function instantiate() {
  globalThis.PRISMA_WASM_PANIC_REGISTRY = panicRegistry
  const glue = await import('@prisma/schema-engine-wasm/schema_engine_bg')
  const packageDir = path.dirname(require.resolve('@prisma/schema-engine-wasm'))
  const bytes = await readFile(path.join(packageDir, 'schema_engine_bg.wasm'))
  const { instance } = await WebAssembly.instantiate(bytes, { './schema_engine_bg.js': glue })
  glue.__wbg_set_wasm(instance.exports)
  instance.exports.__wbindgen_start()
  return glue
}
