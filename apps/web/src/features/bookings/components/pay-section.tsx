import type { Agreement, AgreementPay } from '@cnm/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field, TextareaField } from '@/components/ui/field'
import { isApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import { useAnswerPayment, useMarkPaid } from '../api/agreements'

/**
 * Pay on a confirmed booking (ADR 0044): where it stands, the client's "Mark paid" and the
 * model side's "Confirm receipt" / "Dispute". No money passes through the platform.
 */
export function PaySection({ agreement, pay }: { agreement: Agreement; pay: AgreementPay }) {
  const { t } = useTranslation('bookings')
  const format = useFormat()
  const day = (date: string) => format.date(`${date}T12:00:00+09:00`)
  // A booking the client cancelled late: what is paid now is the kill fee (ADR 0046).
  const killFee = !agreement.booking.standing && agreement.killFeeOwed !== null
  return (
    <section className="bk-section" aria-labelledby="bk-pay">
      <h2 id="bk-pay">{t(killFee ? 'pay.killFeeTitle' : 'pay.title')}</h2>
      <dl className="bk-terms">
        <dt>{t('pay.status')}</dt>
        <dd>{t(`pay.statuses.${pay.status}`)}</dd>
        <dt>{t('terms.due')}</dt>
        <dd>{day(pay.dueDate)}</dd>
        {pay.paidOn && (
          <>
            <dt>{t('pay.paidOn')}</dt>
            <dd>
              {day(pay.paidOn)}
              {pay.amount !== null && ` · ${format.money(pay.amount)}`}
              {pay.reference && ` · ${pay.reference}`}
            </dd>
          </>
        )}
        {pay.disputeNote && (
          <>
            <dt>{t('pay.disputeNote')}</dt>
            <dd>{pay.disputeNote}</dd>
          </>
        )}
      </dl>
      {agreement.can.markPaid && <MarkPaidForm agreement={agreement} />}
      {agreement.can.answerPay && <AnswerPay agreementId={agreement.id} />}
    </section>
  )
}

function ServerError({ error }: { error: unknown }) {
  const { t } = useTranslation('bookings')
  const message = useMessageText()
  return <Alert>{isApiError(error) ? message(error.message) : t('actionFailed')}</Alert>
}

function MarkPaidForm({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation('bookings')
  const mark = useMarkPaid()
  const agreed = agreement.versions.find((one) => one.number === agreement.agreedVersion)
  const [paidOn, setPaidOn] = useState('')
  const [amount, setAmount] = useState(
    String(
      (agreement.booking.standing ? null : agreement.killFeeOwed) ??
        agreed?.content.terms.fee.amount ??
        '',
    ),
  )
  const [reference, setReference] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    mark.mutate({ id: agreement.id, paidOn, amount: Number(amount), reference })
  }
  return (
    <form className="bk-editor" onSubmit={submit} noValidate aria-label={t('pay.markPaid')}>
      <div className="bk-editor__row">
        <Field
          id="bk-paid-on"
          label={t('pay.paidOn')}
          type="date"
          required
          value={paidOn}
          onChange={(event) => setPaidOn(event.target.value)}
        />
        <Field
          id="bk-paid-amount"
          label={t('pay.amount')}
          type="number"
          inputMode="numeric"
          min={1}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      <Field
        id="bk-paid-reference"
        label={t('pay.reference')}
        maxLength={100}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <div className="bk-actions">
        <Button type="submit" pending={mark.isPending} busyLabel={t('editor.sending')}>
          {t('pay.markPaid')}
        </Button>
      </div>
      {mark.isError && <ServerError error={mark.error} />}
    </form>
  )
}

function AnswerPay({ agreementId }: { agreementId: number }) {
  const { t } = useTranslation('bookings')
  const answer = useAnswerPayment()
  const [disputing, setDisputing] = useState(false)
  const [note, setNote] = useState('')
  return (
    <>
      <div className="bk-actions">
        <Button
          pending={answer.isPending && answer.variables.note === undefined}
          disabled={answer.isPending}
          onClick={() => answer.mutate({ id: agreementId })}
        >
          {t('pay.confirm')}
        </Button>
        {!disputing && (
          <Button variant="outline" disabled={answer.isPending} onClick={() => setDisputing(true)}>
            {t('pay.dispute')}
          </Button>
        )}
      </div>
      {disputing && (
        <>
          <TextareaField
            id="bk-pay-dispute"
            label={t('pay.disputeNote')}
            maxLength={500}
            required
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="bk-actions">
            <Button variant="outline" onClick={() => setDisputing(false)}>
              {t('editor.cancel')}
            </Button>
            <Button
              variant="danger"
              pending={answer.isPending}
              onClick={() => answer.mutate({ id: agreementId, note })}
            >
              {t('pay.sendDispute')}
            </Button>
          </div>
        </>
      )}
      {answer.isError && <ServerError error={answer.error} />}
    </>
  )
}
