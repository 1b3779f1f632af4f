import type { Agreement } from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextareaField } from '@/components/ui/field'
import { isApiError } from '@/lib/api-client'
import { useMessageText } from '@/lib/messages'
import { useAnswerVersion } from '../api/agreements'
import { TermsView } from './terms-view'

/** The version waiting for the caller: its terms, Accept, or Decline with an optional reason. */
export function AnswerVersion({ agreement, number }: { agreement: Agreement; number: number }) {
  const { t } = useTranslation('bookings')
  const message = useMessageText()
  const answer = useAnswerVersion()
  const [declining, setDeclining] = useState(false)
  const [reason, setReason] = useState('')
  const version = agreement.versions.find((one) => one.number === number)
  if (!version) return null
  const minor = agreement.parties.model.minor
  return (
    <section className="bk-section bk-answer" aria-labelledby="bk-answer">
      <h2 id="bk-answer">{t('waitingForYou')}</h2>
      <h3>{t('versions.heading', { number })}</h3>
      <TermsView terms={version.content.terms} minor={minor} />
      {minor && agreement.viewer === 'model' && <p>{t('answer.minorNote')}</p>}
      <div className="bk-actions">
        <Button
          pending={answer.isPending && answer.variables.answer === 'accept'}
          disabled={answer.isPending}
          onClick={() => answer.mutate({ id: agreement.id, number, answer: 'accept' })}
        >
          {t('answer.accept', { number })}
        </Button>
        {!declining && (
          <Button variant="outline" disabled={answer.isPending} onClick={() => setDeclining(true)}>
            {t('answer.decline')}
          </Button>
        )}
      </div>
      {declining && (
        <div className="bk-answer__decline">
          <p>
            <strong>{t('answer.declineTitle', { number })}</strong>
          </p>
          <TextareaField
            id="bk-decline-reason"
            label={t('answer.declineReason')}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="bk-actions">
            <Button variant="outline" onClick={() => setDeclining(false)}>
              {t('editor.cancel')}
            </Button>
            <Button
              variant="danger"
              pending={answer.isPending}
              onClick={() => answer.mutate({ id: agreement.id, number, answer: 'decline', reason })}
            >
              {t('answer.confirmDecline', { number })}
            </Button>
          </div>
        </div>
      )}
      {answer.isError && (
        <Alert>
          {isApiError(answer.error) ? message(answer.error.message) : t('actionFailed')}
        </Alert>
      )}
    </section>
  )
}
