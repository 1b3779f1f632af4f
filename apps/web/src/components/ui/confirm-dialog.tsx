import { ACTION_LABELS, LABELS } from '@cnm/contracts'
import { Button } from './button'
import { Modal } from './modal'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  message: string
  onConfirm: () => void
  onCancel: () => void
  confirmLabel?: string
  cancelLabel?: string
}

/**
 * OK / Cancel question over the current screen. Escape, the close button and a click
 * outside all count as Cancel; focus starts on Cancel so Enter never confirms by accident.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel = ACTION_LABELS.OK,
  cancelLabel = LABELS.CANCEL,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      role="alertdialog"
      onClose={onCancel}
      title={title}
      description={message}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} autoFocus>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm}>{confirmLabel}</Button>
        </>
      }
    >
      {null}
    </Modal>
  )
}
