import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextareaField } from '@/components/ui/field'
import { Modal } from '@/components/ui/modal'

export const REASON_MAX = 500

export interface ReasonDialogProps {
  open: boolean
  title: string
  /** What happens, in one sentence, e.g. "The owner is told and reads your reason." */
  description: string
  confirmLabel: string
  /** An action that affects a user needs a reason (issue #16); others may leave it blank. */
  reasonRequired: boolean
  pending: boolean
  /** The server's message when the action failed; the dialog stays open with the text kept. */
  error: string | null
  onConfirm: (reason: string) => void
  onCancel: () => void
}

/**
 * Every moderation action goes through this dialog: it names the action, asks for the
 * reason the affected user will read, and keeps the text when the request fails.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  if (!props.open) return null
  return <ReasonDialogBody {...props} />
}

function ReasonDialogBody({
  title,
  description,
  confirmLabel,
  reasonRequired,
  pending,
  error,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const { t } = useTranslation('admin')
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const formId = useId()
  const missing = reasonRequired && reason.trim() === ''
  return (
    <Modal
      open
      onClose={onCancel}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" form={formId} pending={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          setTouched(true)
          if (!missing) onConfirm(reason.trim())
        }}
      >
        {error && <Alert tone="error">{error}</Alert>}
        <TextareaField
          label={reasonRequired ? t('reason.label') : t('reason.optionalLabel')}
          hint={t('reason.hint', { max: REASON_MAX })}
          value={reason}
          maxLength={REASON_MAX}
          rows={4}
          required={reasonRequired}
          error={touched && missing ? t('reason.required') : undefined}
          onChange={(event) => setReason(event.target.value)}
          autoFocus
        />
      </form>
    </Modal>
  )
}
