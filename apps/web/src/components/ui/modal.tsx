import { useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useFocusTrap } from '@/hooks/use-focus-trap'
import { useScrollLock } from '@/hooks/use-scroll-lock'
import './modal.css'

export interface ModalProps {
  open: boolean
  onClose: () => void
  title: string
  children: ReactNode
  /** Optional line under the title, read as the dialog's description. */
  description?: string
  footer?: ReactNode
  /** alertdialog for confirmations that interrupt the current task. */
  role?: 'dialog' | 'alertdialog'
  /** Wider dialog for long forms. */
  size?: 'md' | 'lg'
}

/**
 * Accessible dialog: labelled by its title, traps focus, closes on Escape, on the close
 * button and on a click outside, restores focus to the opener. Full-screen below the
 * UI.MODAL_FULLSCREEN_BELOW_PX breakpoint (modal.css).
 */
export function Modal({ open, ...props }: ModalProps) {
  if (!open) return null
  return createPortal(<ModalDialog {...props} />, document.body)
}

function ModalDialog({
  onClose,
  title,
  description,
  children,
  footer,
  role = 'dialog',
  size = 'md',
}: Omit<ModalProps, 'open'>) {
  const titleId = useId()
  const descriptionId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  useFocusTrap(dialogRef, onClose)
  useScrollLock()

  return (
    <div
      className="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={dialogRef}
        className={`modal modal--${size}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="modal__description">
            {description}
          </p>
        )}
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__footer">{footer}</div>}
      </div>
    </div>
  )
}

export function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
