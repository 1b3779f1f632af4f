import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A decision that waits `delayMs` with Undo before it is carried out (issue #26: a Decline
 * is not sent, so the model is not told, until the client has had a moment to take it back).
 * `run(keepalive)` carries it out. Leaving the page while one waits does not drop it: on
 * unmount it runs at once, and when the tab is hidden or closed it runs with `keepalive`, so
 * the request outlives the page. Nothing the client decided is lost, only delayed.
 */
export function useUndoable(run: (keepalive: boolean) => void, delayMs: number) {
  const [pending, setPending] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const waiting = useRef(false)
  const runRef = useRef(run)
  useEffect(() => {
    runRef.current = run
  })

  const settle = useCallback((keepalive: boolean) => {
    if (!waiting.current) return
    waiting.current = false
    clearTimeout(timer.current)
    setPending(false)
    runRef.current(keepalive)
  }, [])

  const start = useCallback(() => {
    clearTimeout(timer.current)
    waiting.current = true
    setPending(true)
    timer.current = setTimeout(() => settle(false), delayMs)
  }, [delayMs, settle])

  const undo = useCallback(() => {
    waiting.current = false
    clearTimeout(timer.current)
    setPending(false)
  }, [])

  useEffect(() => {
    const onPageHide = () => settle(true)
    window.addEventListener('pagehide', onPageHide)
    return () => {
      window.removeEventListener('pagehide', onPageHide)
      settle(false)
    }
  }, [settle])

  return { pending, start, undo }
}
