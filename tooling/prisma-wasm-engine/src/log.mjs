// stdout carries the JSON-RPC channel, so every diagnostic goes to stderr, in
// the JSON shape the Prisma CLI parses from the native engine's log output.
export function log(message, level = 'INFO', fields = {}) {
  process.stderr.write(
    `${JSON.stringify({
      timestamp: new Date().toISOString(),
      level,
      fields: { message, ...fields },
      target: 'prisma_wasm_engine',
    })}\n`,
  )
}
