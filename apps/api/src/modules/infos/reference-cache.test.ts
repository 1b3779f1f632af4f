import { describe, expect, it, vi } from 'vitest'
import type { FastifyBaseLogger } from 'fastify'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { CHECK_INTERVAL_MS, createReferenceCache } from './reference-cache.js'

const quietLog = { warn: vi.fn() } as unknown as FastifyBaseLogger

function setup(checksums: Array<string | Error>) {
  const clock = createFakeClock()
  const readChecksum = vi.fn(async () => {
    const next = checksums.length > 1 ? checksums.shift() : checksums[0]
    if (next instanceof Error) throw next
    return next ?? null
  })
  return {
    clock,
    readChecksum,
    cache: createReferenceCache({ clock, readChecksum, log: quietLog }),
  }
}

describe('reference cache', () => {
  it('reads the checksum at most once per interval, also under concurrent requests', async () => {
    const { clock, readChecksum, cache } = setup(['a'])
    await Promise.all([cache.current(), cache.current(), cache.current()])
    clock.advance(CHECK_INTERVAL_MS - 1)
    await cache.current()
    expect(readChecksum).toHaveBeenCalledTimes(1)
    clock.advance(1)
    await cache.current()
    expect(readChecksum).toHaveBeenCalledTimes(2)
  })

  it('keeps values for one checksum and starts over on the next', async () => {
    const { clock, cache } = setup(['a', 'a', 'b'])
    const load = vi.fn(async () => Math.random())
    const first = await (await cache.current()).memo('key', load)
    clock.advance(CHECK_INTERVAL_MS)
    expect(await (await cache.current()).memo('key', load)).toBe(first)
    clock.advance(CHECK_INTERVAL_MS)
    const generation = await cache.current()
    expect(generation.checksum).toBe('b')
    expect(await generation.memo('key', load)).not.toBe(first)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps serving when the checksum cannot be read, and fails only without any', async () => {
    const down = new Error('database down')
    const { clock, cache } = setup([down, 'a', down])
    await expect(cache.current()).rejects.toThrow('checksum unavailable')
    clock.advance(CHECK_INTERVAL_MS)
    expect((await cache.current()).checksum).toBe('a')
    clock.advance(CHECK_INTERVAL_MS)
    expect((await cache.current()).checksum).toBe('a')
  })

  it('does not keep a failed load', async () => {
    const { cache } = setup(['a'])
    const generation = await cache.current()
    await expect(
      generation.memo('key', async () => {
        throw new Error('query failed')
      }),
    ).rejects.toThrow('query failed')
    expect(await generation.memo('key', async () => 'loaded')).toBe('loaded')
  })

  it('hands out loaded values without waiting, and re-reads the checksum behind them', async () => {
    const { clock, readChecksum, cache } = setup(['a', 'b'])
    expect(cache.latest()).toBeNull()
    const generation = await cache.current()
    expect(cache.latest()).toBe(generation)
    const loading = generation.memo('key', async () => 'loaded')
    expect(generation.peek('key')).toBeUndefined()
    await loading
    expect(cache.latest()?.peek('key')).toBe('loaded')
    expect(readChecksum).toHaveBeenCalledTimes(1)

    clock.advance(CHECK_INTERVAL_MS)
    // Due: the answer in memory still goes out, and the re-read starts (once).
    expect(cache.latest()?.peek('key')).toBe('loaded')
    expect(cache.latest()).toBe(generation)
    expect(readChecksum).toHaveBeenCalledTimes(2)
    const next = await vi.waitFor(() => {
      const latest = cache.latest()
      if (latest === generation) throw new Error('still the old generation')
      return latest
    })
    expect(next?.checksum).toBe('b')
    expect(next?.peek('key')).toBeUndefined()
    expect(readChecksum).toHaveBeenCalledTimes(2)
  })

  it('never hands out a failed load', async () => {
    const { cache } = setup(['a'])
    const generation = await cache.current()
    await generation
      .memo('key', async () => {
        throw new Error('query failed')
      })
      .catch(() => undefined)
    expect(generation.peek('key')).toBeUndefined()
  })
})
