import { FIELD_LABELS, LABELS, type SignUpServiceType } from '@cnm/contracts'
import { useLocation } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { useSessionActions } from '@/lib/session'
import { GoogleButton } from '../google-button'
import { ServiceTypeChoice } from './service-type-choice'

/** Sign-up step 0 (spec §2): the type, then Google or e-mail; or back to logging in. */
export function ChooseTypeStep({
  serviceType,
  onServiceTypeChange,
  onEmail,
}: {
  serviceType: SignUpServiceType
  onServiceTypeChange: (type: SignUpServiceType) => void
  onEmail: () => void
}) {
  const { openAuthModal } = useSessionActions()
  const location = useLocation()
  return (
    <div className="auth-form">
      <ServiceTypeChoice
        legend={FIELD_LABELS.signUp.serviceType}
        value={serviceType}
        onChange={onServiceTypeChange}
      />
      <GoogleButton serviceType={serviceType} returnTo={`${location.pathname}${location.search}`} />
      <Button variant="text" onClick={onEmail}>
        {LABELS.SIGN_UP_WITH_EMAIL}
      </Button>
      <div className="auth-form__switch">
        <p className="auth-form__lead">{LABELS.ALREADY_A_MEMBER}</p>
        <Button variant="text" size="sm" onClick={() => openAuthModal('signIn')}>
          {LABELS.LOG_IN}
        </Button>
        <Button variant="text" size="sm" onClick={() => openAuthModal('findPassword')}>
          {LABELS.FORGOT_PASSWORD}
        </Button>
      </div>
    </div>
  )
}
