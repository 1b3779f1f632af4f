import { useRef } from 'react'
import { useNativeDialog } from '@/hooks/use-native-dialog'
import './app-dialog.css'

/**
 * A yes/no question on a native <dialog> (ADR 0012; showModal: the page is inert, Escape
 * cancels, focus starts on Cancel and returns to the opener when it closes). Driven by
 * `open`; the Modal-based ConfirmDialog (./confirm-dialog) serves the sign-up modal.
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
  const { ref: dialogRef, returnFocus } = useNativeDialog(open)
  const confirmedRef = useRef(false)

  return (
    <dialog
      ref={dialogRef}
      className="app-dialog"
      role="alertdialog"
      aria-label={title}
      onClose={() => {
        const confirmed = confirmedRef.current
        confirmedRef.current = false
        if (confirmed) onConfirm()
        else onCancel()
        returnFocus()
      }}
    >
      <h2 className="app-dialog__title">{title}</h2>
      <p>{text}</p>
      <div className="app-dialog__actions">
        <button
          type="button"
          className="btn btn--ghost btn--md"
          autoFocus
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
