import { useEffect, useId, useRef } from 'react'
import { useBlocker } from 'react-router-dom'
import './app-dialog.css'

/** The feature's own words: it names what would be lost. */
export interface UnsavedChangesTexts {
  title: string
  text: string
  stay: string
  leave: string
}

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through react-router's
 * useBlocker (a native <dialog>: Stay / Leave), closing or reloading the tab through the
 * browser's own beforeunload prompt.
 */
export function UnsavedChangesPrompt({
  when,
  texts,
}: {
  when: boolean
  texts: UnsavedChangesTexts
}) {
  const titleId = useId()
  const textId = useId()
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
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault()
        stay()
      }}
    >
      <h2 id={titleId} className="app-dialog__title">
        {texts.title}
      </h2>
      <p id={textId}>{texts.text}</p>
      <div className="app-dialog__actions">
        <button type="button" className="btn btn--ghost btn--md" onClick={stay}>
          {texts.stay}
        </button>
        <button type="button" className="btn btn--danger btn--md" onClick={leave}>
          {texts.leave}
        </button>
      </div>
    </dialog>
  )
}
