import { SERVICE_TYPE, type SignUpServiceType, WEB_ROUTES } from '@cnm/contracts'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { useSessionActions, type GoogleSignUpPrefill } from '@/lib/session'
import { useModalCloseHandler } from '../modal-close'
import { ChooseTypeStep } from './choose-type-step'
import { SignUpDone } from './sign-up-done'
import { SignUpForm } from './sign-up-form'
import '../auth-forms.css'

type Step = { name: 'choose' } | { name: 'form' } | { name: 'done'; serviceType: number }

/** Sign Up modal body: step 0 (type and method), step 1 (the form), then the outcome. */
export function SignUpDialog({ googleSignUp }: { googleSignUp: GoogleSignUpPrefill | null }) {
  const { closeAuthModal } = useSessionActions()
  const navigate = useNavigate()
  const { t } = useTranslation(['auth', 'messages'])
  const [serviceType, setServiceType] = useState<SignUpServiceType>(
    googleSignUp?.serviceType ?? SERVICE_TYPE.MODEL_NORMAL,
  )
  const [step, setStep] = useState<Step>(googleSignUp ? { name: 'form' } : { name: 'choose' })
  const [confirmingLeave, setConfirmingLeave] = useState(false)

  const finish = useCallback(
    (path: string) => {
      closeAuthModal()
      void navigate(path)
    },
    [closeAuthModal, navigate],
  )

  // Mid-way (the form) closing asks first; after success closing counts as "not now".
  const onClose = useMemo(() => {
    if (step.name === 'form') return () => setConfirmingLeave(true)
    if (step.name === 'done') return () => finish(WEB_ROUTES.HOME)
    return null
  }, [step.name, finish])
  useModalCloseHandler(onClose)

  return (
    <>
      {step.name === 'choose' && (
        <ChooseTypeStep
          serviceType={serviceType}
          onServiceTypeChange={setServiceType}
          onEmail={() => setStep({ name: 'form' })}
        />
      )}
      {step.name === 'form' && (
        <SignUpForm
          serviceType={serviceType}
          google={googleSignUp}
          onSignedUp={(user) => setStep({ name: 'done', serviceType: user.serviceType })}
        />
      )}
      {step.name === 'done' && <SignUpDone serviceType={step.serviceType} onFinish={finish} />}
      <ConfirmDialog
        open={confirmingLeave}
        title={t('signUp')}
        message={t('messages:SIGNUP_LEAVE_CONFIRM')}
        onConfirm={() => {
          setConfirmingLeave(false)
          closeAuthModal()
        }}
        onCancel={() => setConfirmingLeave(false)}
      />
    </>
  )
}
