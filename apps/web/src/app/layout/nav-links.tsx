import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router-dom'

// Spec §2 main navigation, in display order.
export const MAIN_NAV = [
  { to: '/', key: 'home', end: true },
  { to: '/castings', key: 'castings', end: false },
  { to: '/models', key: 'models', end: false },
  { to: '/k-stars', key: 'kStars', end: false },
  { to: '/ai-rankings', key: 'aiRankings', end: false },
  { to: '/partners', key: 'partners', end: false },
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
