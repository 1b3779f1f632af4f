import type { ApplicationStatus } from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { NativeConfirmDialog } from '@/components/ui/native-confirm-dialog'
import { isApiError } from '@/lib/api-client'
import { useMessageText } from '@/lib/messages'
import { useWithdrawApplication } from '../api/application'

/**
 * "Withdraw" of a model's own application, asked for again in a confirmation. The pieces
 * are placed by the caller: the button (only while withdrawing is allowed), the failure and
 * the dialog.
 */
export function useWithdrawal(application: {
  id: number
  status: ApplicationStatus
  canWithdraw: boolean
  casting: { title: string }
}) {
  const { t } = useTranslation('myCasting')
  const message = useMessageText()
  const withdraw = useWithdrawApplication()
  const [confirming, setConfirming] = useState(false)
  const mayWithdraw = application.canWithdraw && application.status !== 'withdrawn'
  return {
    button: mayWithdraw && (
      <Button
        variant="danger"
        size="sm"
        pending={withdraw.isPending}
        onClick={() => setConfirming(true)}
      >
        {t('model.withdraw')}
      </Button>
    ),
    failure: withdraw.isError && (
      <Alert>
        {isApiError(withdraw.error) ? message(withdraw.error.message) : t('actionFailed')}
      </Alert>
    ),
    confirm: (
      <NativeConfirmDialog
        open={confirming}
        title={t('model.withdrawTitle', { title: application.casting.title })}
        text={t('model.withdrawText')}
        confirmLabel={t('model.withdraw')}
        cancelLabel={t('cancel')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          withdraw.mutate(application.id)
        }}
      />
    ),
  }
}
