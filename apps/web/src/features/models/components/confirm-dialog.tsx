import { useEffect, useRef } from 'react'

/**
 * A yes/no question on a native <dialog> (showModal: the page is inert, Escape cancels,
 * focus starts on Cancel and returns to the opener when it closes).
 */
export function NativeConfirmDialog({
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
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<Element | null>(null)
  const confirmedRef = useRef(false)
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) {
      openerRef.current = document.activeElement
      confirmedRef.current = false
      dialog.showModal()
    } else if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    <dialog
      ref={dialogRef}
      className="app-dialog"
      role="alertdialog"
      aria-label={title}
      onClose={() => {
        if (confirmedRef.current) onConfirm()
        else onCancel()
        if (openerRef.current instanceof HTMLElement && openerRef.current.isConnected) {
          openerRef.current.focus()
        }
      }}
    >
      <h2 className="app-dialog__title">{title}</h2>
      <p>{text}</p>
      <div className="app-dialog__actions">
        <button
          type="button"
          className="btn btn--ghost btn--md"
          onClick={() => dialogRef.current?.close()}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className="btn btn--danger btn--md"
          onClick={() => {
            confirmedRef.current = true
            dialogRef.current?.close()
          }}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
