// The API's one short cache (issue #27): a few seconds of memory in front of a read that many
// requests ask for at once (/ai-rankings and /partners pages, the totals of the model
// directory and the castings board, My Casting's views per user). Concurrent requests for the
// same key share one read, a failed read is not kept, and the oldest key goes first when the
// cache is full. What it shows can be at most `ttlMs` old, so it is used only where that is
// acceptable, and the lifetime is said where a cache is made. Per process: every instance
// keeps its own few seconds. `now` is the app's clock where tests move time.
export interface ShortCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>
  clear(): void
}

export function createShortCache<T>({
  ttlMs,
  maxEntries = 500,
  now = () => performance.now(),
}: {
  ttlMs: number
  maxEntries?: number
  now?: () => number
}): ShortCache<T> {
  const entries = new Map<string, { until: number; value: Promise<T> }>()
  return {
    get(key, load) {
      if (ttlMs <= 0) return load()
      const at = now()
      const cached = entries.get(key)
      if (cached && cached.until > at) return cached.value
      const value = load()
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string)
      entries.set(key, { until: at + ttlMs, value })
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key)
      })
      return value
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
export type CountCache = ShortCache<number>

export const createCountCache = ({
  ttlMs,
  maxEntries = 1000,
  now,
}: {
  ttlMs: number
  maxEntries?: number
  now?: () => number
}): CountCache => createShortCache<number>({ ttlMs, maxEntries, ...(now ? { now } : {}) })
