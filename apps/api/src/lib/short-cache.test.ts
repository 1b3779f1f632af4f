import { describe, expect, it } from 'vitest'
import { createCountCache, createShortCache } from './short-cache.js'

describe('short cache', () => {
  it('shares one read between concurrent callers and keeps it for ttlMs', async () => {
    let clock = 0
    let reads = 0
    const cache = createShortCache<number>({ ttlMs: 2_000, now: () => clock })
    const load = async () => ++reads

    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)])
    clock = 1_999
    const c = await cache.get('k', load)
    clock = 2_000
    const d = await cache.get('k', load)

    expect([a, b, c, d]).toEqual([1, 1, 1, 2])
    expect(reads).toBe(2)
  })

  it('does not keep a failed read', async () => {
    const cache = createShortCache<string>({ ttlMs: 60_000, now: () => 0 })
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    await expect(cache.get('k', async () => 'up')).resolves.toBe('up')
  })

  it('forgets the oldest key when full, and reads every time with ttlMs 0', async () => {
    let reads = 0
    const full = createShortCache<number>({ ttlMs: 60_000, maxEntries: 2, now: () => 0 })
    for (const key of ['a', 'b', 'c', 'a']) await full.get(key, async () => ++reads)
    expect(reads).toBe(4)

    const off = createShortCache<number>({ ttlMs: 0 })
    await off.get('k', async () => ++reads)
    await off.get('k', async () => ++reads)
    expect(reads).toBe(6)
  })

  it('reads again after clear(), as a count cache does after a write', async () => {
    let reads = 0
    const counts = createCountCache({ ttlMs: 15_000, now: () => 0 })
    await counts.get('board', async () => ++reads)
    await counts.get('board', async () => ++reads)
    counts.clear()
    await counts.get('board', async () => ++reads)
    expect(reads).toBe(2)
  })
})
