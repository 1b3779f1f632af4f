import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { createPortal } from 'react-dom'
import { useModalDialog } from '@/hooks/use-modal-dialog'
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

/** Full-screen native modal <dialog> sliding in from the side; same keyboard contract as Modal. */
export function Drawer({ open, ...props }: DrawerProps) {
  if (!open) return null
  return createPortal(<DrawerPanel {...props} />, document.body)
}

function DrawerPanel({ onClose, label, id, heading, children }: Omit<DrawerProps, 'open'>) {
  const { ref, isOpen, onKeyDown } = useModalDialog(onClose)
  const { t } = useTranslation()
  return (
    <dialog
      ref={ref}
      id={id}
      className="drawer"
      aria-modal="true"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      <div className="drawer__header">
        {heading}
        <button
          type="button"
          className="icon-button"
          aria-label={t('closeNamed', { label: label.toLowerCase() })}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      {isOpen && <div className="drawer__body">{children}</div>}
    </dialog>
  )
}
