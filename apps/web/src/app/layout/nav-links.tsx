import { NavLink } from 'react-router-dom'

// Spec §2 main navigation, in display order.
export const MAIN_NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/castings', label: 'Castings', end: false },
  { to: '/models', label: 'Models', end: false },
  { to: '/k-stars', label: 'K-Stars', end: false },
  { to: '/ai-rankings', label: 'AI Rankings', end: false },
  { to: '/partners', label: 'Partners', end: false },
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
