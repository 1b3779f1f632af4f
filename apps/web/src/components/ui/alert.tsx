import type { ReactNode } from 'react'
import './alert.css'

/**
 * A message inside a form or dialog (spec §8 shows server messages "in an alert"). Errors
 * are role=alert so they are announced at once; other tones are polite status messages.
 * Kept inside the dialog because content outside an aria-modal dialog is hidden from
 * assistive technology while the dialog is open.
 */
export function Alert({
  tone = 'error',
  children,
}: {
  tone?: 'error' | 'success' | 'info'
  children: ReactNode
}) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}
