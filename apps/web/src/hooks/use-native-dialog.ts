import { useCallback, useEffect, useRef } from 'react'

/**
 * Drives a native <dialog> from React state: showModal() when `open` turns true (the browser
 * makes the page inert and handles Escape), close() when it turns false. `returnFocus` puts
 * focus back on the element that was focused when the dialog opened; call it from onClose.
 */
export function useNativeDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<Element | null>(null)
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      openerRef.current = document.activeElement
      dialog.showModal()
    } else if (!open && dialog.open) {
      dialog.close()
    }
  }, [open])
  const returnFocus = useCallback(() => {
    const opener = openerRef.current
    if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
  }, [])
  return { ref, returnFocus }
}
