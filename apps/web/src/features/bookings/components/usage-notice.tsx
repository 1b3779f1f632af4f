import type { ImageUsage } from '@cnm/contracts'
import { BOOKING_WEB_ROUTES } from '@cnm/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field, TextareaField } from '@/components/ui/field'
import { isApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import { useAcknowledgeUsageNotice, useImageUsages, useSendUsageNotice } from '../api/usage'

/**
 * The usage-ended notice of a ledger row (ADR 0056), on the ledger and the booking page: the
 * model side sends it once the usage has ended; the client answers "taken down on a date" or
 * asks for an extension, which becomes a new version of the agreement.
 */
export function UsageNoticePanel({ row }: { row: ImageUsage }) {
  const { t } = useTranslation('bookings')
  const format = useFormat()
  const day = (date: string) => format.date(`${date}T12:00:00+09:00`)
  const { notice } = row
  return (
    <div className="bk-usage__notice">
      {notice && (
        <p className="bk-list__meta">
          {t('notice.sentOn', { date: format.date(notice.sentAt) })}
          {notice.message && ` · ${t('notice.message', { message: notice.message })}`}
        </p>
      )}
      {row.status === 'acknowledged' && notice?.takenDownOn && (
        <p className="bk-list__meta">
          {t('notice.takenDownOn', { date: day(notice.takenDownOn) })}
        </p>
      )}
      {row.status === 'extension_requested' && notice?.extensionVersion !== null && (
        <p className="bk-list__meta">
          <Link to={BOOKING_WEB_ROUTES.mypageBooking(row.agreementId)}>
            {t('notice.extensionVersion', { number: notice?.extensionVersion })}
          </Link>
        </p>
      )}
      {row.can.sendNotice && <SendNotice usageId={row.id} />}
      {row.can.acknowledge && <Acknowledge usageId={row.id} />}
    </div>
  )
}

/** The booking page's part of it: the usage's status and notice, once the usage has ended. */
export function BookingUsageNotice({ agreementId }: { agreementId: number }) {
  const { t } = useTranslation('bookings')
  const query = useImageUsages()
  const row = query.data?.find((one) => one.agreementId === agreementId)
  if (!row || (!row.notice && !row.can.sendNotice)) return null
  return (
    <section className="bk-section" aria-labelledby="bk-usage-notice">
      <h2 id="bk-usage-notice">{t('notice.title')}</h2>
      <p>
        <span className={`bk-chip bk-chip--usage-${row.status}`}>
          {t(`usage.status.${row.status}`)}
        </span>
      </p>
      <UsageNoticePanel row={row} />
    </section>
  )
}

function ServerError({ error }: { error: unknown }) {
  const { t } = useTranslation('bookings')
  const message = useMessageText()
  return <Alert>{isApiError(error) ? message(error.message) : t('actionFailed')}</Alert>
}

function SendNotice({ usageId }: { usageId: number }) {
  const { t } = useTranslation('bookings')
  const send = useSendUsageNotice()
  const [open, setOpen] = useState(false)
  const [message, setMessage] = useState('')
  if (!open) {
    return (
      <div className="bk-actions">
        <Button variant="outline" onClick={() => setOpen(true)}>
          {t('notice.send')}
        </Button>
      </div>
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    send.mutate({ usageId, message })
  }
  return (
    <form className="bk-editor" onSubmit={submit} noValidate aria-label={t('notice.send')}>
      <p className="bk-list__meta">{t('notice.sendHint')}</p>
      <TextareaField
        id={`bk-notice-${usageId}`}
        label={t('notice.messageLabel')}
        maxLength={1000}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
      />
      <div className="bk-actions">
        <Button type="submit" pending={send.isPending} busyLabel={t('editor.sending')}>
          {t('notice.sendSubmit')}
        </Button>
      </div>
      {send.isError && <ServerError error={send.error} />}
    </form>
  )
}

function Acknowledge({ usageId }: { usageId: number }) {
  const { t } = useTranslation('bookings')
  const answer = useAcknowledgeUsageNotice()
  const [mode, setMode] = useState<'taken_down' | 'extension' | null>(null)
  const [takenDownOn, setTakenDownOn] = useState('')
  const [months, setMonths] = useState('')
  const [fee, setFee] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    answer.mutate({
      usageId,
      answer:
        mode === 'extension'
          ? { answer: 'extension', months: Number(months), fee: Number(fee) }
          : { answer: 'taken_down', takenDownOn },
    })
  }
  return (
    <>
      <p className="bk-list__meta">{t('notice.askClient')}</p>
      <div className="bk-actions">
        <Button
          variant={mode === 'taken_down' ? 'primary' : 'outline'}
          onClick={() => setMode('taken_down')}
        >
          {t('notice.takenDown')}
        </Button>
        <Button
          variant={mode === 'extension' ? 'primary' : 'outline'}
          onClick={() => setMode('extension')}
        >
          {t('notice.extension')}
        </Button>
      </div>
      {mode && (
        <form
          className="bk-editor"
          onSubmit={submit}
          noValidate
          aria-label={t(`notice.${mode === 'extension' ? 'extension' : 'takenDown'}`)}
        >
          {mode === 'taken_down' ? (
            <Field
              id={`bk-taken-down-${usageId}`}
              label={t('notice.takenDownLabel')}
              type="date"
              required
              value={takenDownOn}
              onChange={(event) => setTakenDownOn(event.target.value)}
            />
          ) : (
            <div className="bk-editor__row">
              <Field
                id={`bk-ext-months-${usageId}`}
                label={t('notice.months')}
                hint={t('notice.monthsHint')}
                type="number"
                inputMode="numeric"
                min={1}
                required
                value={months}
                onChange={(event) => setMonths(event.target.value)}
              />
              <Field
                id={`bk-ext-fee-${usageId}`}
                label={t('notice.fee')}
                type="number"
                inputMode="numeric"
                min={0}
                required
                value={fee}
                onChange={(event) => setFee(event.target.value)}
              />
            </div>
          )}
          <div className="bk-actions">
            <Button type="submit" pending={answer.isPending} busyLabel={t('editor.sending')}>
              {t(mode === 'extension' ? 'notice.extensionSubmit' : 'notice.takenDownSubmit')}
            </Button>
          </div>
          {answer.isError && <ServerError error={answer.error} />}
        </form>
      )}
    </>
  )
}
