// The wasm engine rejects with plain Error objects that carry only a message;
// the native engine also sends a Prisma error code. Recover the codes the CLI
// and users rely on from the (stable, documented) message texts.
import { panicRegistry } from './wasm.mjs'

const CODES_BY_MESSAGE = [
  [/^Authentication failed against database server/, 'P1000'],
  [/^Can't reach database server/, 'P1001'],
  [/was reached but timed out/, 'P1002'],
  [/^Database `[^`]*` does not exist/, 'P1003'],
  [/^Error opening a TLS connection/, 'P1011'],
  [/^User `[^`]*` was denied access/, 'P1010'],
  [/^The database schema is not empty/, 'P3005'],
  [/failed to apply cleanly to the shadow database/, 'P3006'],
  [/^migrate found failed migrations/, 'P3009'],
  [/^Prisma Migrate could not create the shadow database/, 'P3014'],
  [/^A migration failed to apply/, 'P3018'],
]

export class EngineError extends Error {
  /** @param {string} message @param {string} [errorCode] */
  constructor(message, errorCode) {
    super(message)
    this.errorCode = errorCode
  }
}

export function errorCodeFor(message) {
  return CODES_BY_MESSAGE.find(([pattern]) => pattern.test(message))?.[1]
}

/** True once the wasm module panicked; its memory cannot be trusted afterwards. */
export function hasPanicked() {
  return panicRegistry.message !== ''
}

const SPAN_TRACE = /\n\s+0: [\s\S]*$/
const EXTERNAL_ERROR = /External error id#(\d+)/
const FAILED_MIGRATION = /apply_migration::apply_script\s+with migration_name="([^"]+)"/

/**
 * Rewrites a wasm engine error into what the native engine would have said:
 * the JS error behind "External error id#N" is looked up in the adapter's
 * error registry, a failed migration becomes P3018, the span trace is dropped.
 * @param {unknown} error
 * @param {{ consumeError(id: number): { error: unknown } | undefined } | undefined} errorRegistry
 */
export function explainEngineError(error, errorRegistry) {
  if (error instanceof EngineError || hasPanicked()) return error
  const raw = String(error?.message ?? error)
  const external = EXTERNAL_ERROR.exec(raw)
  const cause = external ? errorRegistry?.consumeError(Number(external[1]))?.error : undefined
  const causeText = cause === undefined ? undefined : String(cause?.message ?? cause)
  const message = (causeText ? raw.replace(EXTERNAL_ERROR, causeText) : raw)
    .replace(SPAN_TRACE, '')
    .trim()
  const failed = FAILED_MIGRATION.exec(raw)
  if (failed) {
    const detail = causeText ?? message.replace(/^external connector error\n/, '')
    return new EngineError(
      'A migration failed to apply. New migrations cannot be applied before the error is recovered from. ' +
        'Read more about how to resolve migration issues in a production database: https://pris.ly/d/migrate-resolve' +
        `\n\nMigration name: ${failed[1]}\n\n${detail}`,
      'P3018',
    )
  }
  const plain = message.replaceAll('external connector error\n', '')
  return new EngineError(plain, errorCodeFor(plain))
}

/** JSON-RPC error object in the shape the Prisma CLI expects from the native engine. */
export function toRpcError(error) {
  if (hasPanicked()) {
    // The CLI shows the top-level message of a panic.
    return {
      code: 4466,
      message: panicRegistry.message,
      data: {
        is_panic: true,
        message: panicRegistry.message,
        backtrace: String(error?.stack ?? ''),
      },
    }
  }
  const message = String(error?.message ?? error).trim()
  const errorCode = error instanceof EngineError ? error.errorCode : errorCodeFor(message)
  return {
    code: 4466,
    message: 'An error happened. Check the data field for details.',
    data: { is_panic: false, message, ...(errorCode ? { error_code: errorCode, meta: {} } : {}) },
  }
}
