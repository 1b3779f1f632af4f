import { WEB_ROUTES } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button, buttonClassName } from '@/components/ui/button'
import { useSession, useSessionActions } from '@/lib/session'
import { useLogout } from '../api/logout'

interface AccountActionsProps {
  /** Runs before the action, e.g. to close the drawer the buttons live in. */
  onAction?: () => void
  /** Buttons on the transparent home header need light outlines. */
  inverted?: boolean
}

/** Spec §2/§6: guests get "Log in" and "Sign Up", signed-in users "Log out" and "My page". */
export function AccountActions({ onAction, inverted = false }: AccountActionsProps) {
  const { signedIn } = useSession()
  const { openAuthModal } = useSessionActions()
  const logout = useLogout()
  const { t } = useTranslation('layout')

  if (signedIn) {
    return (
      <>
        <Button
          variant="text"
          size="sm"
          pending={logout.isPending}
          onClick={() => {
            onAction?.()
            logout.mutate()
          }}
        >
          {t('account.logOut')}
        </Button>
        <Link
          to={WEB_ROUTES.MYPAGE}
          className={buttonClassName('primary', 'sm')}
          onClick={onAction}
        >
          {t('account.myPage')}
        </Link>
      </>
    )
  }

  return (
    <>
      <Button
        variant={inverted ? 'outline' : 'ghost'}
        size="sm"
        onClick={() => {
          onAction?.()
          openAuthModal('signIn')
        }}
      >
        {t('account.logIn')}
      </Button>
      <Button
        size="sm"
        onClick={() => {
          onAction?.()
          openAuthModal('signUp')
        }}
      >
        {t('account.signUp')}
      </Button>
    </>
  )
}
