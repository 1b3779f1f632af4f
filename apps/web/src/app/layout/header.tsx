import { WEB_ROUTES } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { Logo } from '@/components/ui/logo'
import { AccountActions } from '@/features/auth/components/account-actions'
import { HeaderInbox } from '@/features/notifications/components/header-inbox'
import { LanguageSwitcher } from './language-switcher'
import { MobileMenu } from './mobile-menu'
import { NavLinks } from './nav-links'
import './header.css'

/** Spec §2: white logo over a transparent header on /, black logo elsewhere. */
export function Header() {
  const { pathname } = useLocation()
  const { t } = useTranslation('layout')
  const overHero = pathname === WEB_ROUTES.HOME
  return (
    <header
      className={`site-header${overHero ? ' site-header--transparent' : ''}`}
      data-transparent={overHero}
    >
      <div className="site-header__inner container">
        <Link to={WEB_ROUTES.HOME} className="site-header__logo" aria-label={t('homeLink')}>
          <Logo tone={overHero ? 'light' : 'dark'} />
        </Link>
        <nav aria-label={t('nav.label')} className="site-header__nav">
          <NavLinks className="site-header__links" />
        </nav>
        <HeaderInbox />
        <div className="site-header__account">
          <LanguageSwitcher />
          <AccountActions inverted={overHero} />
        </div>
        <MobileMenu />
      </div>
    </header>
  )
}
