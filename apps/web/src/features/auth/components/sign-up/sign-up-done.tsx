import { WEB_ROUTES, isClientServiceType } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/**
 * Spec §4 outcome: a client is told approval is pending and goes home; a model is asked
 * to register models now. OK opens My Model Management's "Register a model" form
 * (/mypage/model/new, inside /mypage as the spec says; issue #14, ADR 0018), Cancel goes home.
 */
export function SignUpDone({
  serviceType,
  onFinish,
}: {
  serviceType: number
  onFinish: (path: string) => void
}) {
  const client = isClientServiceType(serviceType)
  const { t } = useTranslation(['messages', 'common'])
  return (
    <div className="auth-form">
      <p role="status" className="sign-up-done">
        {client ? t('SIGNUP_CLIENT_SUCCESS') : t('SIGNUP_MODEL_SUCCESS')}
      </p>
      <div className="auth-form__actions">
        {!client && (
          <Button variant="ghost" onClick={() => onFinish(WEB_ROUTES.HOME)}>
            {t('common:cancel')}
          </Button>
        )}
        <Button
          autoFocus
          onClick={() => onFinish(client ? WEB_ROUTES.HOME : WEB_ROUTES.MYPAGE_MODEL_NEW)}
        >
          {t('common:ok')}
        </Button>
      </div>
    </div>
  )
}
