import { WEB_ROUTES } from '@cnm/contracts'
import { useState } from 'react'
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
      <h2 id="profile-withdraw">Withdraw account</h2>
      <p>Withdrawing deletes your account and signs you out. This cannot be undone.</p>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        Withdraw account
      </Button>
      <Modal
        open={confirming}
        onClose={close}
        title="Withdraw your account?"
        description="Your account will be deleted and you will be signed out. This cannot be undone."
        footer={
          <>
            <Button variant="ghost" onClick={close} data-autofocus>
              Cancel
            </Button>
            <Button variant="danger" pending={withdraw.isPending} onClick={confirm}>
              Yes, withdraw
            </Button>
          </>
        }
      >
        {hasPassword && (
          <Field
            label="Current password"
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
