import { API_PATHS, LIVE_EVENT_NAME, liveEventSchema, liveTicketSchema } from '@cnm/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { api, apiUrl } from './api-client'
import { live, LIVE_RETRY } from './live'
import { useSession } from './session'
import { refreshUnreadCounts } from './unread'

// The live-updates stream of a signed-in visitor (ADR 0039; the store and the hooks the
// features use are lib/live.ts). Loaded lazily by the layout, so a guest's first page carries
// neither it nor the api-client and zod it needs.

/**
 * Holds the stream for a signed-in visitor (mounted once, in the layout). Without
 * EventSource (an old browser, the test DOM) nothing opens and everything keeps polling.
 */
export function useLiveStream({ firstMs, maxMs }: typeof LIVE_RETRY = LIVE_RETRY) {
  const { signedIn } = useSession()
  const queryClient = useQueryClient()
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return
    let stopped = false
    let source: EventSource | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let wait = firstMs

    const retryLater = () => {
      live.setConnected(false)
      if (stopped) return
      timer = setTimeout(() => void open(), wait)
      wait = Math.min(wait * 2, maxMs)
    }

    // A ticket opens a stream once, within a minute; EventSource's own reconnect would reuse
    // an expired one, so every (re)open asks for a new ticket.
    const open = async () => {
      let ticket: string
      try {
        ticket = (await api.post(API_PATHS.LIVE_TICKET, liveTicketSchema)).data.ticket
      } catch {
        retryLater()
        return
      }
      if (stopped) return
      const stream = new EventSource(apiUrl(API_PATHS.LIVE_EVENTS, { ticket }))
      source = stream
      stream.onopen = () => {
        wait = firstMs
        live.setConnected(true)
        void refreshUnreadCounts(queryClient)
      }
      stream.addEventListener(LIVE_EVENT_NAME, (message) => {
        const parsed = liveEventSchema.safeParse(safeJson((message as MessageEvent<string>).data))
        if (!parsed.success) return
        void refreshUnreadCounts(queryClient)
        live.emit(parsed.data)
      })
      stream.onerror = () => {
        stream.close()
        if (source === stream) source = null
        retryLater()
      }
    }

    void open()
    return () => {
      stopped = true
      clearTimeout(timer)
      source?.close()
      live.setConnected(false)
    }
  }, [signedIn, queryClient, firstMs, maxMs])
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}
