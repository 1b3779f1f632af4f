// Photo files behind one small interface (ADR 0017): local disk by default, an
// S3-compatible bucket when configured. Keys are relative paths such as
// "variants/<photo id>/<hash>-640.webp"; every driver refuses any other shape.

export interface StoredFile {
  key: string
  bytes: number
  lastModified: Date
}

/** Part of a stored file, for HTTP range requests (video). */
export interface FileSlice {
  body: NodeJS.ReadableStream
  /** Size of the whole file. */
  size: number
  /** First and last byte of the slice, inclusive. */
  start: number
  end: number
}

/** Inclusive byte range; `end` past the file is cut to its last byte. */
export interface ByteRange {
  start: number
  end?: number
}

export interface FileStorage {
  readonly kind: 'local' | 's3'
  /** Writes the whole file; a reader never sees half of it. */
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>
  /** Copies a file to another key (content type and cache headers kept); a reader of `to` sees all or nothing. */
  copy(from: string, to: string): Promise<void>
  /** Writes the whole file from a file on local disk, without loading it into memory. */
  putFile(key: string, localPath: string, contentType: string): Promise<void>
  /**
   * Streams the file, or the range of it (a start past its end gives an empty slice at the
   * end), or null when there is no such file.
   */
  read(key: string, range?: ByteRange): Promise<FileSlice | null>
  /** Removes the files; a key that does not exist is not an error. */
  delete(keys: string | readonly string[]): Promise<void>
  exists(key: string): Promise<boolean>
  /** Where a browser fetches a public file (variants only; originals are never public). */
  url(key: string): string
  /** Every file whose key starts with the prefix, for the cleanup job. */
  list(prefix: string): AsyncIterable<StoredFile>
}

// Segments of letters, digits, dot, dash and underscore, never "." or "..": a key can
// name nothing outside the storage root, whatever the driver does with it.
const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/

export function isStorageKey(key: string): boolean {
  return key.length <= 300 && KEY_PATTERN.test(key) && !key.split('/').includes('..')
}

export function assertStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`storage: refused key ${JSON.stringify(key)}`)
  return key
}

/** Cache headers of content-hash-named files: they never change under the same name. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

/** The bytes of a file of `size` a range asks for, cut to the file (end < start: none). */
export function sliceOf(size: number, range?: ByteRange): { start: number; end: number } {
  const start = Math.min(range?.start ?? 0, size)
  const end = Math.min(range?.end ?? size - 1, size - 1)
  return { start, end }
}
