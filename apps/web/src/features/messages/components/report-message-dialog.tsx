import { INFO_TYPE, type ThreadMessage } from '@cnm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { isApiError } from '@/lib/api-client'
import { getInfosQueryOptions } from '@/lib/infos'
import { useMessageText } from '@/lib/messages'
import { useReportMessage } from '../api/thread'

/** Report one message (a reason of info type 13 and details), in a native <dialog> (ADR 0012). */
export function ReportMessageDialog({
  message,
  onClose,
}: {
  message: ThreadMessage | null
  onClose: () => void
}) {
  const { t } = useTranslation('threads')
  const ref = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<Element | null>(null)
  const open = message !== null
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      openerRef.current = document.activeElement
      dialog.showModal()
    } else if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      className="thread-dialog"
      aria-labelledby="report-message-title"
      onClose={() => {
        onClose()
        const opener = openerRef.current
        if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
      }}
    >
      <h2 id="report-message-title" className="thread-dialog__title">
        {t('report.title')}
      </h2>
      {message && <ReportForm messageId={message.id} onDone={() => ref.current?.close()} />}
    </dialog>
  )
}

function ReportForm({ messageId, onDone }: { messageId: number; onDone: () => void }) {
  const { t } = useTranslation('threads')
  const text = useMessageText()
  const reasons = useQuery(getInfosQueryOptions({ type: INFO_TYPE.REPORT_REASON }))
  const report = useReportMessage()
  const [reasonId, setReasonId] = useState<number | null>(null)
  const [details, setDetails] = useState('')
  const [missingReason, setMissingReason] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (reasonId === null) {
      setMissingReason(true)
      return
    }
    report.mutate({ messageId, report: { reasonId, details: details.trim() } })
  }
  if (report.isSuccess) {
    return (
      <>
        <Alert tone="success">{t('report.sent')}</Alert>
        <div className="thread-dialog__actions">
          <Button onClick={onDone} autoFocus>
            {t('report.close')}
          </Button>
        </div>
      </>
    )
  }
  return (
    <form noValidate onSubmit={submit}>
      <fieldset
        className="thread-dialog__reasons"
        aria-describedby={missingReason ? 'report-message-reason-error' : undefined}
      >
        <legend>{t('report.reason')}</legend>
        {(reasons.data ?? []).map((reason) => (
          <label key={reason.id} className="field__check">
            <input
              type="radio"
              name="reasonId"
              value={reason.id}
              checked={reasonId === reason.id}
              onChange={() => {
                setReasonId(reason.id)
                setMissingReason(false)
              }}
            />
            {reason.value}
          </label>
        ))}
        {missingReason && (
          <p id="report-message-reason-error" className="field__error">
            {t('report.reasonRequired')}
          </p>
        )}
      </fieldset>
      <label className="field">
        <span className="field__label">{t('report.details')}</span>
        <textarea
          className="field__input field__input--area"
          rows={3}
          maxLength={1000}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
      </label>
      {report.isError && (
        <Alert>{isApiError(report.error) ? text(report.error.message) : t('report.failed')}</Alert>
      )}
      <div className="thread-dialog__actions">
        <Button variant="ghost" onClick={onDone}>
          {t('report.cancel')}
        </Button>
        <Button type="submit" pending={report.isPending}>
          {t('report.send')}
        </Button>
      </div>
    </form>
  )
}
