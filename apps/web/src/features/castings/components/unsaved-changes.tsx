import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker } from 'react-router-dom'

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through react-router's
 * useBlocker (a native <dialog>: Stay / Leave), closing or reloading the tab through the
 * browser's own beforeunload prompt.
 */
export function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const { t } = useTranslation('castings')
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  )
  const dialogRef = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    if (!when) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [when])

  useEffect(() => {
    const dialog = dialogRef.current
    if (blocker.state === 'blocked' && dialog && !dialog.open) dialog.showModal()
  }, [blocker.state])

  const stay = () => {
    dialogRef.current?.close()
    if (blocker.state === 'blocked') blocker.reset()
  }
  const leave = () => {
    dialogRef.current?.close()
    if (blocker.state === 'blocked') blocker.proceed()
  }

  return (
    <dialog
      ref={dialogRef}
      className="app-dialog"
      role="alertdialog"
      aria-labelledby="casting-unsaved-title"
      aria-describedby="casting-unsaved-text"
      onCancel={(event) => {
        event.preventDefault()
        stay()
      }}
    >
      <h2 id="casting-unsaved-title" className="app-dialog__title">
        {t('form.unsavedTitle')}
      </h2>
      <p id="casting-unsaved-text">{t('form.unsavedText')}</p>
      <div className="app-dialog__actions">
        <button type="button" className="btn btn--ghost btn--md" onClick={stay}>
          {t('form.stay')}
        </button>
        <button type="button" className="btn btn--danger btn--md" onClick={leave}>
          {t('form.leave')}
        </button>
      </div>
    </dialog>
  )
}
