import { useEffect, useRef } from 'react'

/**
 * A yes/no question on a native <dialog> (ADR 0012): showModal() makes the page inert,
 * Escape cancels, focus starts on Cancel and goes back to the opener when it closes.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean
  title: string
  text: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  onCancel: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<Element | null>(null)
  const confirmedRef = useRef(false)
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

  return (
    <dialog
      ref={ref}
      className="mc-dialog"
      role="alertdialog"
      aria-label={title}
      onClose={() => {
        const confirmed = confirmedRef.current
        confirmedRef.current = false
        if (confirmed) onConfirm()
        else onCancel()
        const opener = openerRef.current
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
      }}
    >
      <h2 className="mc-dialog__title">{title}</h2>
      <p>{text}</p>
      <div className="mc-dialog__actions">
        <button
          type="button"
          className="btn btn--ghost btn--md"
          autoFocus
          onClick={() => ref.current?.close()}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className="btn btn--danger btn--md"
          onClick={() => {
            confirmedRef.current = true
            ref.current?.close()
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
