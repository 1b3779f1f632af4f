import { useTranslation } from 'react-i18next'
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
  confirmLabel,
  cancelLabel,
}: ConfirmDialogProps) {
  const { t } = useTranslation()
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
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button onClick={onConfirm}>{confirmLabel ?? t('ok')}</Button>
        </>
      }
    >
      {null}
    </Modal>
  )
}
