// Live events are published once the writes they announce are committed: a browser told
// "refetch" before the commit would read the old state and wait for the next event. notify()
// runs inside callers' transactions (22 of them), so rather than threading a hook through
// each, the app's Prisma client marks its interactive transactions (AsyncLocalStorage) and
// runs what was queued in one after it resolved; a rolled-back transaction publishes nothing.
import { AsyncLocalStorage } from 'node:async_hooks'
import type { LiveBus, LiveEvent } from './live-bus.js'

const pending = new AsyncLocalStorage<Array<() => void>>()
const buses = new Map<string, LiveBus>()
let reportError: (error: unknown) => void = () => {}

/** The app's bus joins the publishers of this process (two apps on one channel count once). */
export function registerLiveBus(bus: LiveBus, onError: (error: unknown) => void): () => void {
  buses.set(bus.key, bus)
  reportError = onError
  return () => void buses.delete(bus.key)
}

function publishNow(userIds: readonly number[], event: LiveEvent): void {
  for (const bus of buses.values()) bus.publish(userIds, event).catch(reportError)
}

/** Publishes after the surrounding transaction commits, or now outside one. */
export function publishAfterCommit(userIds: readonly number[], event: LiveEvent): void {
  if (userIds.length === 0 || buses.size === 0) return
  const queue = pending.getStore()
  if (queue) queue.push(() => publishNow(userIds, event))
  else publishNow(userIds, event)
}

const MARKED = Symbol('cnm.liveAfterCommit')

interface TransactionHost {
  $transaction: (...args: never[]) => Promise<unknown>
  [MARKED]?: true
}

/**
 * Wraps `$transaction` of a Prisma client (once): an interactive transaction runs with its own
 * queue, flushed when it resolved. Batch transactions (an array) publish nothing themselves.
 */
export function publishLiveAfterCommit(client: object): void {
  const host = client as TransactionHost
  if (host[MARKED]) return
  const original = host.$transaction.bind(client) as (...args: unknown[]) => Promise<unknown>
  const wrapped = async (...args: unknown[]) => {
    if (typeof args[0] !== 'function') return original(...args)
    const queue: Array<() => void> = []
    const result = await pending.run(queue, () => original(...args))
    for (const run of queue) run()
    return result
  }
  Object.defineProperty(host, '$transaction', {
    value: wrapped,
    configurable: true,
    writable: true,
  })
  Object.defineProperty(host, MARKED, { value: true })
}
