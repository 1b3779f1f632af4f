import { MINUTE_MS, type LiveEventData } from '@cnm/contracts'
import { useEffect, useRef, useSyncExternalStore } from 'react'

// Live updates in the browser (ADR 0039): a signed-in visitor holds one Server-Sent Events
// stream (GET /events?ticket=, the ticket from POST /events/ticket). Each event names what
// changed, never its content; the features that show it refetch. While the stream is open
// the header's counts, the notifications, the inbox and an open thread stop polling; when it
// cannot be opened or drops, they poll again (their old intervals) until it is back.
// This file is the store the features read (light: the layout's shell imports it); the
// stream itself is lib/live-stream.ts, loaded only for a signed-in visitor.

/** First wait before opening the stream again after it failed; doubles up to the ceiling. */
export const LIVE_RETRY = { firstMs: 2_000, maxMs: MINUTE_MS }

type Listener = (event: LiveEventData) => void

function createLiveStore() {
  let connected = false
  const watchers = new Set<() => void>()
  const listeners = new Set<Listener>()
  return {
    connected: () => connected,
    setConnected(next: boolean) {
      if (next === connected) return
      connected = next
      watchers.forEach((watch) => watch())
    },
    watch(watcher: () => void) {
      watchers.add(watcher)
      return () => void watchers.delete(watcher)
    },
    listen(listener: Listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    emit(event: LiveEventData) {
      listeners.forEach((listener) => listener(event))
    },
  }
}

/** The one store of the page (lib/live-stream.ts writes it). */
export const live = createLiveStore()

/** True while the stream is open: polling may stop. */
export const useLiveConnected = () => useSyncExternalStore(live.watch, live.connected, () => false)

/**
 * A query's refetchInterval: none while the stream is open (events say when to refetch), the
 * given interval while it is not.
 */
export function useLivePollInterval(ms: number): number | false {
  return useLiveConnected() ? false : ms
}

/** Calls `listener` for each event of the stream, and once each time the stream (re)opens. */
export function useLiveEvents(listener: (event: LiveEventData | null) => void) {
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => {
    const stopEvents = live.listen((event) => latest.current(event))
    let wasConnected = live.connected()
    const stopWatching = live.watch(() => {
      const now = live.connected()
      // Events sent while no stream was open are lost: catch up when it opens again.
      if (now && !wasConnected) latest.current(null)
      wasConnected = now
    })
    return () => {
      stopEvents()
      stopWatching()
    }
  }, [])
}
