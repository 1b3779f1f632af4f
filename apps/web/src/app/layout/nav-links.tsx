import { WEB_ROUTES } from '@cnm/contracts'
import { NavLink } from 'react-router-dom'

// Spec §2 main navigation, in display order.
export const MAIN_NAV = [
  { to: WEB_ROUTES.HOME, label: 'Home', end: true },
  { to: WEB_ROUTES.CASTINGS, label: 'Castings', end: false },
  { to: WEB_ROUTES.MODELS, label: 'Models', end: false },
  { to: WEB_ROUTES.K_STARS, label: 'K-Stars', end: false },
  { to: WEB_ROUTES.AI_RANKINGS, label: 'AI Rankings', end: false },
  { to: WEB_ROUTES.PARTNERS, label: 'Partners', end: false },
] as const

export function NavLinks({ className }: { className: string }) {
  return (
    <ul className={className}>
      {MAIN_NAV.map((item) => (
        <li key={item.to}>
          {/* NavLink sets aria-current="page" on the active link; the CSS highlights it. */}
          <NavLink to={item.to} end={item.end} className="nav-link">
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  )
}
