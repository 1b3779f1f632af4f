import { Link, useLocation } from 'react-router-dom'
import { Logo } from '@/components/ui/logo'
import { AccountActions } from '@/features/auth/components/account-actions'
import { LanguageSwitcher } from './language-switcher'
import { MobileMenu } from './mobile-menu'
import { NavLinks } from './nav-links'
import './header.css'

/** Spec §2: white logo over a transparent header on /, black logo elsewhere. */
export function Header() {
  const { pathname } = useLocation()
  const overHero = pathname === '/'
  return (
    <header
      className={`site-header${overHero ? ' site-header--transparent' : ''}`}
      data-transparent={overHero}
    >
      <div className="site-header__inner container">
        <Link to="/" className="site-header__logo" aria-label="Casting N Model home">
          <Logo tone={overHero ? 'light' : 'dark'} />
        </Link>
        <nav aria-label="Main" className="site-header__nav">
          <NavLinks className="site-header__links" />
        </nav>
        <div className="site-header__account">
          <LanguageSwitcher />
          <AccountActions inverted={overHero} />
        </div>
        <MobileMenu />
      </div>
    </header>
  )
}
