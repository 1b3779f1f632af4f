import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'

/**
 * Shows the <dialog> it is attached to with showModal() for as long as the component is
 * mounted. The browser then does what a hand-written trap only approximated: the rest of
 * the page is inert (no focus, clicks or screen-reader browsing behind), Tab stays inside,
 * and closing gives focus back to whatever had it before (usually the opener).
 *
 * Escape and other close requests (a phone's back gesture) call `onClose` instead of
 * closing, so the owner decides: the sign-up form asks first. `isOpen` turns true in the
 * same commit, before paint; render the content only then, so content that focuses
 * itself on mount (autoFocus) finds its dialog open and focusable.
 */
export function useModalDialog(onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null)
  const [isOpen, setOpen] = useState(false)
  const onCloseRef = useRef(onClose)
  useLayoutEffect(() => {
    onCloseRef.current = onClose
  })

  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    let unmounting = false
    const onCancel = (event: Event) => {
      event.preventDefault()
      onCloseRef.current()
    }
    // Chrome ignores preventDefault on a close request the user repeats without any other
    // interaction in between, and closes anyway; the owner still has the last word.
    // A "close" that arrives while the dialog is open again is stale: React's development
    // StrictMode runs this effect, its cleanup and the effect again, and the cleanup's close()
    // queues an event that lands after the second showModal(). Only a dialog the browser
    // really closed (open is false) counts as the user closing it (issue #24).
    const onNativeClose = () => {
      if (unmounting || !dialog.isConnected || dialog.open) return
      dialog.showModal()
      onCloseRef.current()
    }
    dialog.addEventListener('cancel', onCancel)
    dialog.addEventListener('close', onNativeClose)
    dialog.showModal()
    setOpen(true)
    return () => {
      unmounting = true
      dialog.removeEventListener('cancel', onCancel)
      dialog.removeEventListener('close', onNativeClose)
      // Closing (rather than only removing) the dialog is what returns focus to the opener.
      dialog.close()
    }
  }, [])

  /**
   * Escape handled here, before the browser turns it into a close request: a control
   * inside that uses Escape itself (an open combobox list) prevents the default first,
   * and a dialog opened over this one (rendered inside it) has already answered.
   */
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return
    event.preventDefault()
    onCloseRef.current()
  }

  /** A press on the backdrop: the dialog itself is the target, outside its own box. */
  const onBackdropMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return
    const box = event.currentTarget.getBoundingClientRect()
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom
    if (!inside) onCloseRef.current()
  }

  return { ref, isOpen, onKeyDown, onBackdropMouseDown }
}
