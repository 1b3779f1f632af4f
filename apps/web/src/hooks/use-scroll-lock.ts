import { useEffect } from 'react'

// A counter, so a confirm dialog opened over a drawer does not unlock the page on close.
let locks = 0

export function useScrollLock() {
  useEffect(() => {
    if (locks++ === 0) document.body.style.overflow = 'hidden'
    return () => {
      if (--locks === 0) document.body.style.overflow = ''
    }
  }, [])
}
