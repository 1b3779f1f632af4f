import type { SignUpServiceType } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
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
  const { t } = useTranslation('auth')
  return (
    <div className="auth-form">
      <ServiceTypeChoice
        legend={t('fields.signUp.serviceType')}
        value={serviceType}
        onChange={onServiceTypeChange}
      />
      <GoogleButton serviceType={serviceType} returnTo={`${location.pathname}${location.search}`} />
      <Button variant="text" onClick={onEmail}>
        {t('signUpWithEmail')}
      </Button>
      <div className="auth-form__switch">
        <p className="auth-form__lead">{t('alreadyAMember')}</p>
        <Button variant="text" size="sm" onClick={() => openAuthModal('signIn')}>
          {t('logIn')}
        </Button>
        <Button variant="text" size="sm" onClick={() => openAuthModal('findPassword')}>
          {t('forgotPassword')}
        </Button>
      </div>
    </div>
  )
}
