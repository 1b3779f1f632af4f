// In-process cache of the serialized reference-data answers. Everything cached belongs
// to one "generation", keyed by the seed checksum in seed_state; the checksum is
// re-read at most every CHECK_INTERVAL_MS, and a new one starts an empty generation,
// so a re-seed (usually by another process) is served within seconds. Answers already in
// memory never wait for that re-read: it runs behind them (stale-while-revalidate). See
// docs/decisions/0009-reference-data.md.
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { gzip as gzipCallback } from 'node:zlib'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../lib/clock.js'

export const CHECK_INTERVAL_MS = 2_000

// Below this, compressing costs more than it saves (a whole country list is ~20 KB,
// the United States' cities ~1 MB).
const GZIP_MIN_BYTES = 1024
// Up to this size a body is sent as a string (see CachedBody.payload).
const STRING_MAX_BYTES = 4096
const gzip = promisify(gzipCallback)

export interface CachedBody {
  /**
   * The serialized answer, as Node writes it fastest (measured in server CPU per request):
   * a small body as a string goes out in one write together with the headers; a large one
   * as a Buffer, because encoding and joining a long string costs more than a second write.
   */
  payload: string | Buffer
  /** Its length in bytes, so it is not counted again on every request. */
  bytes: number
  /** Pre-compressed copy for clients that accept gzip; null for small bodies. */
  gzip: Buffer | null
  etag: string
}

export interface Generation {
  /** Seed checksum this generation was built for; null when the database was never seeded. */
  readonly checksum: string | null
  /** The value for `key`, loaded once per generation (concurrent callers share the load). */
  memo<T>(key: string, load: () => Promise<T>): Promise<T>
  /** The value for `key` if it has finished loading, without waiting; else undefined. */
  peek<T>(key: string): T | undefined
}

// Every character outside ASCII, one UTF-16 unit at a time (so a surrogate pair becomes
// two escapes, which JSON allows).
const NON_ASCII = /[\u0080-\uffff]/g
const escapeUnit = (unit: string) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`

/**
 * JSON with every non-ASCII character written as a \u escape: the same value once
 * parsed, a few bytes longer, and a reader that decodes the body as text takes the
 * all-ASCII fast path. Measured for the country list: Node decodes it in 6 µs instead of
 * 87 µs (docs/decisions/0009).
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(NON_ASCII, escapeUnit)
}

export async function toCachedBody(value: unknown): Promise<CachedBody> {
  const text = asciiJson(value)
  const body = Buffer.from(text)
  // Content-addressed, so an ETag is right whatever generation served it.
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  return {
    payload: body.length <= STRING_MAX_BYTES ? text : body,
    bytes: body.length,
    etag,
    gzip: body.length >= GZIP_MIN_BYTES ? await gzip(body) : null,
  }
}

function createGeneration(checksum: string | null): Generation {
  const values = new Map<string, Promise<unknown>>()
  // The loaded values again, readable without a promise (the busy path, see peek).
  const settled = new Map<string, unknown>()
  return {
    checksum,
    memo<T>(key: string, load: () => Promise<T>): Promise<T> {
      let value = values.get(key) as Promise<T> | undefined
      if (!value) {
        value = load()
        values.set(key, value)
        const loading = value
        loading.then(
          (loaded) => {
            if (values.get(key) === loading) settled.set(key, loaded)
          },
          // A failed load (database down) must not stay cached.
          () => {
            if (values.get(key) === loading) values.delete(key)
          },
        )
      }
      return value
    },
    peek<T>(key: string): T | undefined {
      return settled.get(key) as T | undefined
    },
  }
}

export interface ReferenceCacheDeps {
  clock: Clock
  /** The current seed checksum, null when there is none. */
  readChecksum: () => Promise<string | null>
  log: FastifyBaseLogger
  checkIntervalMs?: number
}

export interface ReferenceCache {
  /** The generation for the current seed, after re-reading the checksum if it is due. */
  current(): Promise<Generation>
  /**
   * The generation in memory, without waiting; null before the first one. When a re-read
   * is due it starts one and still answers with this generation until the re-read is
   * done, so a cached answer goes out with no promise at all and never waits for the
   * database.
   */
  latest(): Generation | null
}

export function createReferenceCache(deps: ReferenceCacheDeps): ReferenceCache {
  const interval = deps.checkIntervalMs ?? CHECK_INTERVAL_MS
  let generation: Generation | null = null
  let checkedAt = 0
  let checking: Promise<void> | null = null

  async function check(now: number): Promise<void> {
    try {
      const checksum = await deps.readChecksum()
      if (!generation || checksum !== generation.checksum) generation = createGeneration(checksum)
    } catch (error) {
      // Keep serving what we have; the next check is one interval away.
      deps.log.warn({ err: error }, 'reference data: could not read the seed checksum')
    }
    checkedAt = now
  }

  // Also due when the clock went backwards, so a stuck timestamp cannot freeze the cache.
  const isDue = (now: number) => !generation || now - checkedAt >= interval || now < checkedAt
  // At most one re-read at a time; check() never rejects.
  function checkIfDue(): void {
    const now = deps.clock.now().getTime()
    if (isDue(now) && !checking) checking = check(now).finally(() => (checking = null))
  }

  return {
    latest() {
      if (generation) checkIfDue()
      return generation
    },
    async current() {
      checkIfDue()
      if (checking) await checking
      if (!generation) throw new Error('reference data: seed checksum unavailable')
      return generation
    },
  }
}
