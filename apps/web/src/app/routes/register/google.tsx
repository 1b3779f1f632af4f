import {
  SERVICE_TYPE,
  SIGN_UP_SERVICE_TYPE_IDS,
  WEB_ROUTES,
  type GoogleExchangeResult,
  type SignUpServiceType,
} from '@cnm/contracts'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { PageHeader } from '@/components/ui/page-header'
import { useGoogleExchange } from '@/features/auth/api/google-exchange'
import { clearCookie, readCookie } from '@/lib/cookies'
import { adoptSavedLanguage } from '@/lib/i18n'
import { useMessageText } from '@/lib/messages'
import { useSessionActions } from '@/lib/session'

// Only same-site paths, so a crafted cookie cannot turn this page into an open redirect.
const safeReturnPath = (path: string | null) =>
  path && /^\/(?![/\\])/.test(path) ? path : WEB_ROUTES.HOME

const chosenServiceType = (result: Extract<GoogleExchangeResult, { kind: 'signup' }>) => {
  if (result.serviceType) return result.serviceType
  const fromCookie = Number(readCookie('SIGNUP_SERVICE_TYPE'))
  return (SIGN_UP_SERVICE_TYPE_IDS as readonly number[]).includes(fromCookie)
    ? (fromCookie as SignUpServiceType)
    : SERVICE_TYPE.MODEL_NORMAL
}

/**
 * Return from Google sign-in (spec §2): /register/google?ticket=... signs a known account
 * in and returns to where it started; a new account continues in the sign-up form with its
 * e-mail certified. ?error=... (set by the API's callback) is explained with a way back.
 */
export function GoogleReturnRoute() {
  const [params] = useSearchParams()
  const ticket = params.get('ticket')
  const callbackError = params.get('error')
  const navigate = useNavigate()
  const { t } = useTranslation('auth')
  const message = useMessageText()
  const { signIn, openAuthModal } = useSessionActions()
  // Read once: the cookies are cleared as soon as the exchange settles.
  const [returnTo] = useState(() => safeReturnPath(readCookie('OAUTH_RETURN_PATH')))

  const exchange = useGoogleExchange({
    onSuccess: (result) => {
      if (result.kind === 'session') {
        signIn(result.session)
        adoptSavedLanguage(result.session.user.language)
      } else {
        openAuthModal('signUp', {
          googleSignUp: {
            signupTicket: result.signupTicket,
            email: result.email,
            firstName: result.firstName,
            lastName: result.lastName,
            serviceType: chosenServiceType(result),
          },
        })
      }
      void navigate(returnTo, { replace: true })
    },
    onSettled: () => {
      clearCookie('OAUTH_RETURN_PATH')
      clearCookie('SIGNUP_SERVICE_TYPE')
    },
  })
  const { mutate } = exchange
  // The ticket is single-use; StrictMode's double effect must not spend it twice.
  const sentTicket = useRef<string | null>(null)

  useEffect(() => {
    if (callbackError) {
      clearCookie('OAUTH_RETURN_PATH')
      clearCookie('SIGNUP_SERVICE_TYPE')
    }
    if (!ticket || callbackError || sentTicket.current === ticket) return
    sentTicket.current = ticket
    mutate(ticket)
  }, [ticket, callbackError, mutate])

  if (callbackError || !ticket || exchange.isError) {
    return (
      <div className="page container">
        <PageHeader title={t('google.failedTitle')}>
          {message(callbackError ?? exchange.error?.message) ?? t('google.linkIncomplete')}{' '}
          {t('google.tryAgain')}
        </PageHeader>
        <Link to={returnTo}>{t('google.backToStart')}</Link>
      </div>
    )
  }
  return <DelayedFallback label={t('google.finishing')} />
}
