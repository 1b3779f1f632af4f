import type { ReactNode } from 'react'
import './empty-state.css'

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string
  children?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="empty-state">
      <svg
        className="empty-state__icon"
        width="48"
        height="48"
        viewBox="0 0 48 48"
        aria-hidden="true"
        focusable="false"
      >
        <rect
          x="6"
          y="10"
          width="36"
          height="28"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <path d="M6 18h36" stroke="currentColor" strokeWidth="2" />
        <circle cx="24" cy="28" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <h2 className="empty-state__title">{title}</h2>
      {children && <div className="empty-state__text">{children}</div>}
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  )
}
