// Where throttles keep the small records they count with, outside any database row: in
// this process's memory, or in Redis when several API instances must share them
// (docs/decisions/0020-several-instances.md). The per-IP route limits use
// @fastify/rate-limit's own Redis store on the same client (plugins/security.ts).
import type { Redis } from 'ioredis'

/**
 * A record per key (a throttle's count and time, serialized by its owner) that changes only
 * by compare-and-set, so two instances counting the same key at once cannot both win.
 */
export interface CounterStore {
  /** The record under `key`, or null when there is none (never set, or expired). */
  read(key: string): Promise<string | null>
  /**
   * Stores `next` under `key` for `ttlMs` if the record is still `expected` (null: absent)
   * and answers true; answers false when another caller changed it first.
   */
  swap(key: string, expected: string | null, next: string, ttlMs: number): Promise<boolean>
}

/** Enough for a burst of guesses at many addresses; a flood evicts the oldest records. */
export const MEMORY_COUNTER_KEYS = 10_000

/** One process's records, bounded: a full store forgets the least recently written key. */
export function createMemoryCounterStore(maxKeys = MEMORY_COUNTER_KEYS): CounterStore {
  const records = new Map<string, { value: string; expiresAt: number }>()

  const live = (key: string) => {
    const record = records.get(key)
    if (record && record.expiresAt <= Date.now()) {
      records.delete(key)
      return undefined
    }
    return record
  }

  return {
    read: async (key) => live(key)?.value ?? null,
    swap: async (key, expected, next, ttlMs) => {
      if ((live(key)?.value ?? null) !== expected) return false
      // Map keeps insertion order: re-inserting makes this key the newest.
      records.delete(key)
      records.set(key, { value: next, expiresAt: Date.now() + ttlMs })
      if (records.size > maxKeys) {
        const oldest = records.keys().next().value
        if (oldest !== undefined) records.delete(oldest)
      }
      return true
    },
  }
}

// KEYS[1] the record; ARGV: expected value, '1' when absence is expected, next value, TTL (ms).
const SWAP_SCRIPT = `
local current = redis.call('GET', KEYS[1])
local matches
if ARGV[2] == '1' then matches = (current == false) else matches = (current == ARGV[1]) end
if not matches then return 0 end
redis.call('SET', KEYS[1], ARGV[3], 'PX', ARGV[4])
return 1
`

type RedisWithSwap = Redis & {
  counterSwap(
    key: string,
    expected: string,
    expectAbsent: string,
    next: string,
    ttlMs: number,
  ): Promise<number>
}

/**
 * Records in Redis under `counters:<key>` (after the client's key prefix). Redis runs the
 * compare-and-set script atomically, so it holds across any number of instances.
 */
export function createRedisCounterStore(redis: Redis): CounterStore {
  if (!('counterSwap' in redis)) {
    redis.defineCommand('counterSwap', { numberOfKeys: 1, lua: SWAP_SCRIPT })
  }
  const client = redis as RedisWithSwap
  const keyOf = (key: string) => `counters:${key}`
  return {
    read: (key) => client.get(keyOf(key)),
    swap: async (key, expected, next, ttlMs) =>
      (await client.counterSwap(
        keyOf(key),
        expected ?? '',
        expected === null ? '1' : '0',
        next,
        Math.max(1, Math.ceil(ttlMs)),
      )) === 1,
  }
}
