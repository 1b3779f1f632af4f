import { THREAD_LIMITS, type ThreadMessage } from '@cnm/contracts'
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { isApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import { useSendMessage, type ThreadKind } from '../api/thread'

/**
 * Writing a message: at most 2,000 characters with a counter, Enter sends and Shift+Enter
 * starts a new line (never while an IME is composing Korean). While the caller may not write
 * the field is disabled and the reason is shown and tied to it.
 */
export function Composer({
  kind,
  id,
  canWrite,
  reason,
  mySide,
  onSent,
}: {
  kind: ThreadKind
  id: number
  canWrite: boolean
  reason: string | null
  mySide: 'client' | 'model'
  onSent: (message: ThreadMessage) => void
}) {
  const { t, i18n } = useTranslation('threads')
  const format = useFormat()
  const message = useMessageText()
  const fieldId = useId()
  const send = useSendMessage()
  const [body, setBody] = useState('')
  const trimmed = body.trim()

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (!canWrite || !trimmed || send.isPending) return
    send.mutate(
      { kind, id, input: { body: trimmed } },
      {
        onSuccess: (sent) => {
          setBody('')
          onSent(sent)
        },
      },
    )
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }

  // A reason the API names with a known code gets our wording; a server message is
  // translated; otherwise the side's usual reason.
  let reasonText: string | null = null
  if (!canWrite) {
    const key = `cannotWrite.${reason ?? ''}`
    if (reason && i18n.exists(key, { ns: 'threads' })) reasonText = t(key as 'cannotWrite.default')
    else if (reason) reasonText = message(reason)
    else
      reasonText = t(mySide === 'model' ? 'cannotWrite.CLIENT_WRITES_FIRST' : 'cannotWrite.default')
  }

  return (
    <form className="composer" onSubmit={submit} aria-label={t('composer.label')}>
      <label htmlFor={fieldId} className="composer__label">
        {t('composer.field')}
      </label>
      <textarea
        id={fieldId}
        className="field__input field__input--area composer__input"
        rows={3}
        maxLength={THREAD_LIMITS.BODY_MAX}
        value={body}
        disabled={!canWrite}
        aria-describedby={`${fieldId}-hint ${fieldId}-count${reasonText ? ` ${fieldId}-reason` : ''}`}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {reasonText && (
        <p id={`${fieldId}-reason`} className="composer__reason">
          {reasonText}
        </p>
      )}
      <div className="composer__bar">
        <p id={`${fieldId}-hint`} className="composer__hint">
          {t('composer.hint')}
        </p>
        <p id={`${fieldId}-count`} className="composer__count">
          {t('composer.count', {
            used: format.number(body.length),
            max: format.number(THREAD_LIMITS.BODY_MAX),
          })}
        </p>
        <Button type="submit" size="sm" disabled={!canWrite || !trimmed} pending={send.isPending}>
          {t('composer.send')}
        </Button>
      </div>
      {send.isError && (
        <Alert>{isApiError(send.error) ? message(send.error.message) : t('composer.failed')}</Alert>
      )}
    </form>
  )
}
