import { WEB_ROUTES } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'

// Spec §2 main navigation, in display order.
export const MAIN_NAV = [
  { to: WEB_ROUTES.HOME, key: 'home', end: true },
  { to: WEB_ROUTES.CASTINGS, key: 'castings', end: false },
  { to: WEB_ROUTES.MODELS, key: 'models', end: false },
  { to: WEB_ROUTES.K_STARS, key: 'kStars', end: false },
  { to: WEB_ROUTES.AI_RANKINGS, key: 'aiRankings', end: false },
  { to: WEB_ROUTES.PARTNERS, key: 'partners', end: false },
] as const

export function NavLinks({ className }: { className: string }) {
  const { t } = useTranslation('layout')
  return (
    <ul className={className}>
      {MAIN_NAV.map((item) => (
        <li key={item.to}>
          {/* NavLink sets aria-current="page" on the active link; the CSS highlights it. */}
          <NavLink to={item.to} end={item.end} className="nav-link">
            {t(`nav.${item.key}`)}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
