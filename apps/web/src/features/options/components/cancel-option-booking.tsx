import { APPLICATION_LIMITS, type ModelOptionView } from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { TextareaField } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { useNotify } from '@/lib/notifications'
import { useCancelOptionBooking } from '../api/options'

/**
 * "Cancel booking" on a booked option, for either side (ADR 0054 addendum): the same rule as a
 * casting's booking. The dialog asks the reason the other side reads and says what follows
 * (the client: a kill fee when late; the model side: it counts on the profile).
 */
export function CancelOptionBooking({ option, name }: { option: ModelOptionView; name: string }) {
  const { t } = useTranslation('options')
  const [open, setOpen] = useState(false)
  if (option.status !== 'booked') return null
  return (
    <>
      <Button
        variant="danger"
        size="sm"
        aria-label={t('cancel.openFor', { name })}
        onClick={() => setOpen(true)}
      >
        {t('cancel.open')}
      </Button>
      {open && <CancelDialog option={option} name={name} onClose={() => setOpen(false)} />}
    </>
  )
}

function CancelDialog({
  option,
  name,
  onClose,
}: {
  option: ModelOptionView
  name: string
  onClose: () => void
}) {
  const { t } = useTranslation('options')
  const cancel = useCancelOptionBooking()
  const notify = useNotify()
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const missing = reason.trim() === ''
  return (
    <FormDialog
      title={t('cancel.title', { name })}
      description={t(option.side === 'client' ? 'cancel.textClient' : 'cancel.textModel')}
      words={{ cancel: t('cancel.keep'), submit: t('cancel.submit'), failed: t('cancel.failed') }}
      request={cancel}
      lockCancel
      onClose={onClose}
      onSubmit={() => {
        setTouched(true)
        if (missing) return
        cancel.mutate(
          { id: option.id, reason: reason.trim() },
          {
            onSuccess: () => {
              onClose()
              notify(t('cancel.done', { name }), 'success')
            },
          },
        )
      }}
    >
      <TextareaField
        label={t('cancel.reason')}
        value={reason}
        maxLength={APPLICATION_LIMITS.CANCEL_REASON_MAX}
        rows={4}
        required
        error={touched && missing ? t('cancel.reasonRequired') : undefined}
        onChange={(event) => setReason(event.target.value)}
        autoFocus
      />
    </FormDialog>
  )
}
