// JSON-RPC 2.0 over stdin/stdout, one message per line, as the Prisma CLI
// speaks it with the native schema engine. Requests from the CLI run one at a
// time; the engine's own requests to the CLI (`print`) are answered while a
// request is still running, so responses are read outside that queue.
import readline from 'node:readline'
import { hasPanicked, toRpcError } from './errors.mjs'
import { createEngineHost } from './engine-host.mjs'
import { log } from './log.mjs'

const PANIC_EXIT_CODE = 101

function send(message) {
  process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`)
}

/**
 * @param {{ datamodelPaths: string[], datasource: object | undefined }} options
 * @returns {Promise<never>}
 */
export function serveRpc({ datamodelPaths, datasource }) {
  const pendingReplies = new Map()
  let nextOutgoingId = 1

  const print = (content) =>
    new Promise((resolve, reject) => {
      const id = nextOutgoingId++
      pendingReplies.set(id, { resolve, reject })
      send({ id, method: 'print', params: { content } })
    })

  const host = createEngineHost({ datamodelPaths, datasource, print })
  let queue = Promise.resolve()
  let shuttingDown = false
  let inFlight

  const shutdown = async (code) => {
    if (shuttingDown) return
    shuttingDown = true
    await Promise.race([host.close(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())])
    process.exit(code)
  }

  const handleRequest = async ({ id, method, params }) => {
    inFlight = { id }
    try {
      const result = await host.call(method, params)
      if (id !== undefined) send({ id, result })
    } catch (error) {
      if (id !== undefined) send({ id, error: toRpcError(error) })
      else log(`notification ${method} failed: ${error?.message}`, 'ERROR')
      if (hasPanicked()) await shutdown(PANIC_EXIT_CODE)
    } finally {
      inFlight = undefined
    }
  }

  // wasm-bindgen throws some errors (e.g. invalid params) from a microtask,
  // where they cannot reach the request's promise. Answer the request, then
  // stop: the engine's state is unknown after that.
  const onUncaught = (error) => {
    log(`uncaught error: ${error?.stack ?? error}`, 'ERROR')
    if (inFlight?.id !== undefined) send({ id: inFlight.id, error: toRpcError(error) })
    inFlight = undefined
    void shutdown(1)
  }
  process.on('uncaughtException', onUncaught)
  process.on('unhandledRejection', onUncaught)

  const handleLine = (line) => {
    if (line.trim() === '') return
    let message
    try {
      message = JSON.parse(line)
    } catch {
      send({ id: null, error: { code: -32700, message: 'Parse error' } })
      return
    }
    if (message.method === undefined) {
      const pending = pendingReplies.get(message.id)
      pendingReplies.delete(message.id)
      if (message.error) pending?.reject(new Error(message.error.message ?? 'print failed'))
      else pending?.resolve()
      return
    }
    queue = queue.then(() => handleRequest(message))
  }

  const input = readline.createInterface({ input: process.stdin, crlfDelay: Infinity })
  input.on('line', handleLine)
  input.on('close', () => {
    queue.then(() => shutdown(0))
  })
  // The CLI stops the engine by closing stdin and then killing it straight away.
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, () => shutdown(0))

  return new Promise(() => {})
}
