// A request logger that becomes a real pino child only when something is logged at or above
// its level. Fastify makes a child logger for every request; on the cached reference routes
// (logged at warn) almost no request logs anything, and making the child was the largest
// single cost left on them (docs/decisions/0009, `pnpm bench`). Routes opt in with
// `childLoggerFactory: lazyChildLoggerFactory`.
import type { FastifyBaseLogger } from 'fastify'

type Bindings = Parameters<FastifyBaseLogger['child']>[0]
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>
type LogArgs = Parameters<FastifyBaseLogger['info']>

// pino's numeric levels; a level name pino does not know logs everything (fails open).
const LEVEL_VALUES: Readonly<Record<string, number>> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
  silent: Number.POSITIVE_INFINITY,
}
const levelValue = (level: string) => LEVEL_VALUES[level] ?? 0

class LazyChildLogger {
  #child: FastifyBaseLogger | undefined
  readonly #threshold: number

  constructor(
    readonly parent: FastifyBaseLogger,
    readonly bindings: Bindings,
    readonly options: ChildOptions,
  ) {
    this.#threshold = levelValue(options.level ?? parent.level)
  }

  /** The real child, made on first use; it carries the request id like any request logger. */
  get real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options)
    return this.#child
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level
  }

  set level(level: string) {
    this.real.level = level
  }

  #log(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: LogArgs): void {
    // Once made, the child decides (its level may have been changed since).
    if (!this.#child && levelValue(level) < this.#threshold) return
    const real = this.real
    const write: (...values: unknown[]) => void = real[level]
    write.apply(real, args)
  }

  fatal(...args: LogArgs) {
    this.#log('fatal', args)
  }
  error(...args: LogArgs) {
    this.#log('error', args)
  }
  warn(...args: LogArgs) {
    this.#log('warn', args)
  }
  info(...args: LogArgs) {
    this.#log('info', args)
  }
  debug(...args: LogArgs) {
    this.#log('debug', args)
  }
  trace(...args: LogArgs) {
    this.#log('trace', args)
  }
  silent() {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.real.child(bindings, options)
  }
}

/** A route's `childLoggerFactory` (Fastify calls it once per request). */
export const lazyChildLoggerFactory = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger => new LazyChildLogger(logger, bindings, options)
