import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { TextareaField } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import type { Decision } from './use-decision'

export const REASON_MAX = 500

interface ReasonDialogProps {
  title: string
  /** What happens, in one sentence, e.g. "The owner is told and reads your reason." */
  description: string
  confirmLabel: string
  /** The text field's label, when it is not the reason a user reads (an internal note). */
  label?: string | undefined
  /** An action that affects a user needs a reason (issue #16); others may leave it blank. */
  reasonRequired: boolean
  pending: boolean
  /** The server's message when the action failed; the dialog stays open with the text kept. */
  error: string | null
  onConfirm: (reason: string) => void
  onCancel: () => void
}

/**
 * The dialog of a pending decision (useDecision): shown while one is started, with the words
 * of the row and action it is for.
 */
export function DecisionDialog<Target, Action extends string>({
  decision,
  words,
  reasonRequired,
}: {
  decision: Decision<Target, Action>
  words: (open: { target: Target; action: Action }) => {
    title: string
    description: string
    confirmLabel: string
    label?: string
  }
  reasonRequired: (action: Action) => boolean
}) {
  const open = decision.open
  if (!open) return null
  return (
    <ReasonDialog
      {...words(open)}
      reasonRequired={reasonRequired(open.action)}
      pending={decision.pending}
      error={decision.error}
      onConfirm={(reason) => void decision.confirm(reason)}
      onCancel={decision.cancel}
    />
  )
}

/**
 * Every moderation action goes through this dialog: it names the action, asks for the
 * reason the affected user will read, and keeps the text when the request fails.
 */
function ReasonDialog({
  title,
  description,
  confirmLabel,
  label,
  reasonRequired,
  pending,
  error,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const { t } = useTranslation('admin')
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const missing = reasonRequired && reason.trim() === ''
  return (
    <FormDialog
      title={title}
      description={description}
      words={{ cancel: t('actions.cancel'), submit: confirmLabel }}
      request={{ isPending: pending }}
      lockCancel
      onClose={onCancel}
      onSubmit={() => {
        setTouched(true)
        if (!missing) onConfirm(reason.trim())
      }}
    >
      {error && <Alert tone="error">{error}</Alert>}
      <TextareaField
        label={label ?? (reasonRequired ? t('reason.label') : t('reason.optionalLabel'))}
        hint={t('reason.hint', { max: REASON_MAX })}
        value={reason}
        maxLength={REASON_MAX}
        rows={4}
        required={reasonRequired}
        error={touched && missing ? t('reason.required') : undefined}
        onChange={(event) => setReason(event.target.value)}
        autoFocus
      />
    </FormDialog>
  )
}
