import { WEB_ROUTES } from '@cnm/contracts'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, NavLink, Outlet } from 'react-router-dom'
import { useCurrentUser } from '@/lib/current-user'
import { useSession, useSessionActions } from '@/lib/session'
import { myPageMenu } from './menu'
import './mypage.css'

/** /mypage/* is for signed-in users only (spec §2, §6). */
export function MyPageLayout() {
  const { signedIn } = useSession()
  // A guest who opens /mypage is asked to log in; someone who signs out *here* (log-out,
  // password change, withdrawal) is simply taken home.
  const arrivedAsGuest = useRef(!signedIn)
  if (!signedIn) return <GuestRedirect askToLogIn={arrivedAsGuest.current} />
  return <MyPageShell />
}

function GuestRedirect({ askToLogIn }: { askToLogIn: boolean }) {
  const { openAuthModal } = useSessionActions()
  useEffect(() => {
    if (askToLogIn) openAuthModal('signIn')
  }, [askToLogIn, openAuthModal])
  return <Navigate to={WEB_ROUTES.HOME} replace />
}

function MyPageShell() {
  const { data: user } = useCurrentUser()
  const { t } = useTranslation('mypage')
  return (
    <div className="page container mypage">
      <nav className="mypage__menu" aria-label={t('menu.label')}>
        <p className="mypage__menu-title">{t('menu.label')}</p>
        <ul>
          {myPageMenu(user).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end ?? false} className="mypage__link">
                {t(`menu.${item.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mypage__content">
        <Outlet />
      </div>
    </div>
  )
}
