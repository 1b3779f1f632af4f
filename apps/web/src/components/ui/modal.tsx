import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { createPortal } from 'react-dom'
import { useModalDialog } from '@/hooks/use-modal-dialog'
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
 * A native modal <dialog> (useModalDialog): labelled by its title; Escape, the close
 * button and a press on the backdrop call onClose; focus goes back to the opener.
 * Full-screen below the UI.MODAL_FULLSCREEN_BELOW_PX breakpoint (modal.css).
 *
 * Rendered into <body> so it inherits no text styles from where it is used (a footer's
 * small print, a header's white-on-transparent).
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
  role,
  size = 'md',
}: Omit<ModalProps, 'open'>) {
  const titleId = useId()
  const descriptionId = useId()
  const { t } = useTranslation()
  const { ref, isOpen, onKeyDown, onBackdropMouseDown } = useModalDialog(onClose)

  return (
    <dialog
      ref={ref}
      className={`modal modal--${size}`}
      // <dialog> is a dialog already; only the alert variant needs saying.
      role={role === 'alertdialog' ? role : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={onKeyDown}
      onMouseDown={onBackdropMouseDown}
    >
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <button type="button" className="icon-button" aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {description && (
        <p id={descriptionId} className="modal__description">
          {description}
        </p>
      )}
      {isOpen && <div className="modal__body">{children}</div>}
      {isOpen && footer && <div className="modal__footer">{footer}</div>}
    </dialog>
  )
}

export function CloseIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  )
}
