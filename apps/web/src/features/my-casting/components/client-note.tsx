import { APPLICATION_LIMITS } from '@cnm/contracts'
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSaveClientNote } from '../api/applicants'

/** Typing pauses this long before the note saves itself; leaving the field saves at once. */
export const NOTE_AUTOSAVE_MS = 800

type SaveState = 'idle' | 'saving' | 'saved' | 'failed'

/**
 * The client's private note on an application (never shown to the applicant). Saves itself
 * after a pause in typing and when the field is left; a polite status says Saving / Saved /
 * Not saved, so a screen-reader user hears it without losing their place.
 */
export function ClientNote({ applicationId, initial }: { applicationId: number; initial: string }) {
  const { t } = useTranslation('myCasting')
  const id = useId()
  const save = useSaveClientNote(applicationId)
  const [value, setValue] = useState(initial)
  const [state, setState] = useState<SaveState>('idle')
  const savedRef = useRef(initial)
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const flush = (text: string) => {
    clearTimeout(timerRef.current)
    if (text === savedRef.current) return
    setState('saving')
    save.mutate(text, {
      onSuccess: () => {
        savedRef.current = text
        setState('saved')
      },
      onError: () => setState('failed'),
    })
  }
  useEffect(() => () => clearTimeout(timerRef.current), [])

  return (
    <div className="mc-note">
      <label htmlFor={id} className="mc-note__label">
        {t('applicants.note')}
      </label>
      <textarea
        id={id}
        className="field__input field__input--area"
        rows={2}
        maxLength={APPLICATION_LIMITS.CLIENT_NOTE_MAX}
        value={value}
        aria-describedby={`${id}-state`}
        onChange={(event) => {
          const text = event.target.value
          setValue(text)
          setState('idle')
          clearTimeout(timerRef.current)
          timerRef.current = setTimeout(() => flush(text), NOTE_AUTOSAVE_MS)
        }}
        onBlur={() => flush(value)}
      />
      <p id={`${id}-state`} className="mc-note__state" role="status">
        {state === 'saving' && t('applicants.noteSaving')}
        {state === 'saved' && t('applicants.noteSaved')}
        {state === 'failed' && t('applicants.noteFailed')}
        {state === 'idle' && t('applicants.notePrivate')}
      </p>
    </div>
  )
}
