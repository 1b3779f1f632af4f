import { useEffect, useRef } from 'react'

/**
 * Returns `start(callback, ms)`; the pending callback is dropped on unmount, so a form
 * closed by hand before its auto-close delay does not call back into nothing.
 */
export function useTimeout() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  return (callback: () => void, ms: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(callback, ms)
  }
}
