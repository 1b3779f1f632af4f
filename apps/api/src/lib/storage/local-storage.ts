import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import {
  copyFile,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  rmdir,
  stat,
  writeFile,
} from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { assertStorageKey, sliceOf, type FileStorage, type StoredFile } from './storage.js'

export interface LocalStorageOptions {
  /** Absolute directory that holds every file. */
  directory: string
  /** Public base URL of the route that serves files, e.g. http://localhost:4000/media. */
  publicBaseUrl: string
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT'

/** Files on local disk under one directory (the default; fine for one API instance). */
export function createLocalStorage(options: LocalStorageOptions): FileStorage {
  const root = path.resolve(options.directory)
  const baseUrl = options.publicBaseUrl.replace(/\/+$/, '')

  function fullPath(key: string): string {
    const resolved = path.resolve(root, assertStorageKey(key))
    // The key pattern already rules out "..", this is the belt to those braces.
    if (!resolved.startsWith(root + path.sep)) throw new Error(`storage: key escapes the root`)
    return resolved
  }

  async function* walk(directory: string): AsyncGenerator<StoredFile> {
    let entries
    try {
      entries = await readdir(directory, { withFileTypes: true })
    } catch (error) {
      if (isMissing(error)) return
      throw error
    }
    for (const entry of entries) {
      const full = path.join(directory, entry.name)
      if (entry.isDirectory()) {
        yield* walk(full)
      } else if (entry.isFile() && !entry.name.includes('.tmp-')) {
        const info = await stat(full).catch(() => null)
        if (!info) continue
        const key = path.relative(root, full).split(path.sep).join('/')
        yield { key, bytes: info.size, lastModified: info.mtime }
      }
    }
  }

  /** Write then rename: readers see the old file or the whole new one. */
  async function writeWhole(key: string, write: (temporary: string) => Promise<void>) {
    const target = fullPath(key)
    await mkdir(path.dirname(target), { recursive: true })
    const suffix = createHash('sha1').update(`${process.pid}${Math.random()}`).digest('hex')
    const temporary = `${target}.tmp-${suffix.slice(0, 8)}`
    await write(temporary)
    await rename(temporary, target)
  }

  return {
    kind: 'local',
    async put(key, body) {
      await writeWhole(key, (temporary) => writeFile(temporary, body))
    },
    async copy(from, to) {
      const source = fullPath(from)
      await writeWhole(to, (temporary) => copyFile(source, temporary))
    },
    async putFile(key, localPath) {
      await writeWhole(key, (temporary) => copyFile(localPath, temporary))
    },
    async read(key, range) {
      const file = fullPath(key)
      const info = await stat(file).catch((error: unknown) => {
        if (isMissing(error)) return null
        throw error
      })
      if (!info?.isFile()) return null
      const { start, end } = sliceOf(info.size, range)
      const body = end < start ? Readable.from([]) : createReadStream(file, { start, end })
      return { body, size: info.size, start, end }
    },
    async get(key) {
      try {
        return await readFile(fullPath(key))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async delete(keys) {
      for (const key of typeof keys === 'string' ? [keys] : keys) {
        const target = fullPath(key)
        await rm(target, { force: true })
        // Drop the photo's folder once it is empty; a folder still in use stays.
        await rmdir(path.dirname(target)).catch(() => undefined)
      }
    },
    async exists(key) {
      return stat(fullPath(key)).then(
        (info) => info.isFile(),
        () => false,
      )
    },
    url(key) {
      return `${baseUrl}/${assertStorageKey(key)}`
    },
    list(prefix) {
      const start = prefix === '' ? root : fullPath(prefix.replace(/\/+$/, ''))
      return walk(start)
    },
  }
}
