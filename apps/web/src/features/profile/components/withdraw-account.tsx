import { WEB_ROUTES } from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Modal } from '@/components/ui/modal'
import { useNotify } from '@/lib/notifications'
import { useSessionActions } from '@/lib/session'
import { useWithdrawAccount } from '../api/withdraw-account'

export function WithdrawAccount({ userId, hasPassword }: { userId: number; hasPassword: boolean }) {
  const [confirming, setConfirming] = useState(false)
  const [currentPassword, setCurrentPassword] = useState('')
  const withdraw = useWithdrawAccount()
  const { signOut } = useSessionActions()
  const notify = useNotify()
  const navigate = useNavigate()
  const { t } = useTranslation('profile')

  const close = () => {
    setConfirming(false)
    setCurrentPassword('')
    withdraw.reset()
  }
  const confirm = () =>
    withdraw.mutate(hasPassword ? { userId, currentPassword } : { userId }, {
      onSuccess: ({ message }) => {
        signOut()
        void navigate(WEB_ROUTES.HOME)
        notify(message, 'success')
      },
    })

  return (
    <section className="profile__card profile__card--danger" aria-labelledby="profile-withdraw">
      <h2 id="profile-withdraw">{t('withdraw.title')}</h2>
      <p>{t('withdraw.lead')}</p>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        {t('withdraw.button')}
      </Button>
      <Modal
        open={confirming}
        onClose={close}
        title={t('withdraw.confirmTitle')}
        description={t('withdraw.confirmText')}
        footer={
          <>
            <Button variant="ghost" onClick={close} autoFocus>
              {t('withdraw.cancel')}
            </Button>
            <Button variant="danger" pending={withdraw.isPending} onClick={confirm}>
              {t('withdraw.confirm')}
            </Button>
          </>
        }
      >
        {hasPassword && (
          <Field
            label={t('withdraw.currentPassword')}
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        )}
        {withdraw.isError && (
          <p role="alert" className="profile__error">
            {withdraw.error.message}
          </p>
        )}
      </Modal>
    </section>
  )
}
