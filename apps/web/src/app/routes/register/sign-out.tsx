import { WEB_ROUTES } from '@cnm/contracts'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { useSessionActions } from '@/lib/session'

/** Spec §2/§4: where the app lands after a query answered 401. Signs out, then goes home. */
export function SignOutRoute() {
  const { signOut } = useSessionActions()
  const navigate = useNavigate()
  const { t } = useTranslation()
  useEffect(() => {
    signOut()
    void navigate(WEB_ROUTES.HOME, { replace: true })
  }, [signOut, navigate])
  return <DelayedFallback label={t('signingOut')} />
}
