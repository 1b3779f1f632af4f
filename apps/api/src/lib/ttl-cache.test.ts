import { describe, expect, it } from 'vitest'
import { createCountCache, createTtlCache } from './ttl-cache.js'

describe('ttl cache', () => {
  it('answers a value until ttlMs has passed, then forgets it', () => {
    const cache = createCountCache({ ttlMs: 15_000 })
    cache.set('board', 5_597, 1_000)
    expect(cache.get('board', 15_999)).toBe(5_597)
    expect(cache.get('board', 16_000)).toBeUndefined()
    expect(cache.get('other', 1_000)).toBeUndefined()
  })

  it('lets the oldest key go when full, and clear() empties it', () => {
    const cache = createTtlCache<number, string>({ ttlMs: 60_000, maxEntries: 2 })
    cache.set(1, 'one', 0)
    cache.set(2, 'two', 0)
    cache.set(3, 'three', 0)
    expect([cache.get(1, 0), cache.get(2, 0), cache.get(3, 0)]).toEqual([undefined, 'two', 'three'])
    cache.clear()
    expect(cache.get(3, 0)).toBeUndefined()
  })
})
