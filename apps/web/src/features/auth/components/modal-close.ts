import { createContext, useContext, useEffect, useRef, type RefObject } from 'react'

export type CloseHandler = () => void

/** Where the lazily loaded content of an auth modal can take over its close button and Escape. */
export const ModalCloseContext = createContext<RefObject<CloseHandler | null> | null>(null)

export const useModalCloseRef = () => useRef<CloseHandler | null>(null)

/**
 * While mounted, closing the surrounding auth modal calls `handler` instead of closing it
 * (the sign-up form asks before throwing the entered data away). Pass null to restore.
 */
export function useModalCloseHandler(handler: CloseHandler | null) {
  const ref = useContext(ModalCloseContext)
  useEffect(() => {
    if (!ref) return
    ref.current = handler
    return () => {
      ref.current = null
    }
  }, [ref, handler])
}
