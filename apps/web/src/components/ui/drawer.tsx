import { useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useFocusTrap } from '@/hooks/use-focus-trap'
import { useScrollLock } from '@/hooks/use-scroll-lock'
import { CloseIcon } from './modal'
import './drawer.css'

export interface DrawerProps {
  open: boolean
  onClose: () => void
  /** Accessible name of the drawer ("Menu"). */
  label: string
  id?: string
  /** Shown at the top left, next to the close button (e.g. the logo). */
  heading?: ReactNode
  children: ReactNode
}

/** Full-screen panel sliding in from the side; same keyboard contract as Modal. */
export function Drawer({ open, ...props }: DrawerProps) {
  if (!open) return null
  return createPortal(<DrawerPanel {...props} />, document.body)
}

function DrawerPanel({ onClose, label, id, heading, children }: Omit<DrawerProps, 'open'>) {
  const panelRef = useRef<HTMLDivElement>(null)
  useFocusTrap(panelRef, onClose)
  useScrollLock()
  return (
    <div
      ref={panelRef}
      id={id}
      className="drawer"
      role="dialog"
      aria-modal="true"
      aria-label={label}
      tabIndex={-1}
    >
      <div className="drawer__header">
        {heading}
        <button
          type="button"
          className="icon-button"
          aria-label={`Close ${label.toLowerCase()}`}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="drawer__body">{children}</div>
    </div>
  )
}
