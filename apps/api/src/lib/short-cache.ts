// A few seconds of memory in front of a public read that many visitors ask for at once
// (/ai-rankings, /partners). Concurrent requests for the same key share one read, a failed
// read is not kept, and the oldest key goes first when the cache is full. What it shows can
// be at most `ttlMs` old, so a route uses it only where that is acceptable and says so in
// its ADR. Per process: every instance keeps its own few seconds.
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
