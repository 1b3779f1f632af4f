import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Modal } from '@/components/ui/modal'
import { useNotify } from '@/lib/notifications'
import { useSessionActions } from '@/lib/session'
import { useWithdrawAccount } from '../api/withdraw-account'

export function WithdrawAccount({ userId }: { userId: number }) {
  const [confirming, setConfirming] = useState(false)
  const withdraw = useWithdrawAccount()
  const { signOut } = useSessionActions()
  const notify = useNotify()
  const navigate = useNavigate()

  const close = () => {
    setConfirming(false)
    withdraw.reset()
  }
  const confirm = () =>
    withdraw.mutate(userId, {
      onSuccess: ({ message }) => {
        signOut()
        void navigate('/')
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
            <Button variant="ghost" onClick={close} autoFocus>
              Cancel
            </Button>
            <Button variant="danger" pending={withdraw.isPending} onClick={confirm}>
              Yes, withdraw
            </Button>
          </>
        }
      >
        {withdraw.isError && (
          <p role="alert" className="profile__error">
            {withdraw.error.message}
          </p>
        )}
      </Modal>
    </section>
  )
}
