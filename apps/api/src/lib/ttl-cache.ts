/**
 * Values kept for `ttlMs` in memory, at most `maxEntries` of them: when full, the oldest goes
 * first (a Map iterates in insertion order). What is cached, and for how long, is said where
 * a cache is made.
 */
export interface TtlCache<K, V> {
  get(key: K, now: number): V | undefined
  set(key: K, value: V, now: number): void
  clear(): void
}

export function createTtlCache<K, V>({
  ttlMs,
  maxEntries,
}: {
  ttlMs: number
  maxEntries: number
}): TtlCache<K, V> {
  const entries = new Map<K, { value: V; expiresAt: number }>()
  return {
    get(key, now) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.expiresAt <= now) {
        entries.delete(key)
        return undefined
      }
      return entry.value
    },
    set(key, value, now) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as K)
      entries.set(key, { value, expiresAt: now + ttlMs })
    },
    clear() {
      entries.clear()
    },
  }
}

/**
 * Totals of recent filter combinations: the count is most of a listing's database work (it
 * visits every matching row, the page only 24), and a list's "5,597 models" may be seconds
 * old. Items are always read fresh. The model directory and the castings board use it.
 */
export type CountCache = TtlCache<string, number>

export const createCountCache = ({
  ttlMs,
  maxEntries = 1000,
}: {
  ttlMs: number
  maxEntries?: number
}) => createTtlCache<string, number>({ ttlMs, maxEntries })
