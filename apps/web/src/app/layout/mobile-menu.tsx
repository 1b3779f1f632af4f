import { useId, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { Drawer } from '@/components/ui/drawer'
import { Logo } from '@/components/ui/logo'
import { AccountActions } from '@/features/auth/components/account-actions'
import { LanguageSwitcher } from './language-switcher'
import { NavLinks } from './nav-links'

/** Below the `sm` breakpoint: a menu button opening a full-screen drawer (spec §2). */
export function MobileMenu() {
  const location = useLocation()
  const drawerId = useId()
  // Remembering *where* the drawer was opened closes it on any navigation without an
  // effect: a new location has a new key.
  const [openedAt, setOpenedAt] = useState<string | null>(null)
  const open = openedAt === location.key
  const close = () => setOpenedAt(null)

  return (
    <>
      <button
        type="button"
        className="icon-button site-header__menu-button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpenedAt(location.key)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M3 6h18M3 12h18M3 18h18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <Drawer open={open} onClose={close} label="Menu" id={drawerId} heading={<Logo tone="dark" />}>
        <div className="mobile-menu__account">
          <AccountActions onAction={close} />
        </div>
        <nav aria-label="Main">
          <NavLinks className="mobile-menu__links" />
        </nav>
        <div className="mobile-menu__language">
          <LanguageSwitcher showLabel />
        </div>
      </Drawer>
    </>
  )
}
