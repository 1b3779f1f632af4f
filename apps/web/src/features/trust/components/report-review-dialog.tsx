import { INFO_TYPE, REVIEW_LIMITS } from '@cnm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextareaField } from '@/components/ui/field'
import { Modal } from '@/components/ui/modal'
import { isApiError } from '@/lib/api-client'
import { getInfosQueryOptions } from '@/lib/infos'
import { useMessageText } from '@/lib/messages'
import { useReportReview } from '../api/reviews'
import '@/components/ui/app-dialog.css'

/** Report a review: a reason of info type 13 and optional details. */
export function ReportReviewDialog({
  reviewId,
  onClose,
}: {
  reviewId: number
  onClose: () => void
}) {
  const { t } = useTranslation('trust')
  const message = useMessageText()
  const reasons = useQuery(getInfosQueryOptions({ type: INFO_TYPE.REPORT_REASON }))
  const report = useReportReview()
  const [reasonId, setReasonId] = useState<number | null>(null)
  const [details, setDetails] = useState('')
  const [tried, setTried] = useState(false)
  const formId = useId()
  if (report.isSuccess) {
    return (
      <Modal
        open
        onClose={onClose}
        title={t('report.title')}
        footer={<Button onClick={onClose}>{t('report.close')}</Button>}
      >
        <Alert tone="success">{t('report.sent')}</Alert>
      </Modal>
    )
  }
  return (
    <Modal
      open
      onClose={onClose}
      title={t('report.title')}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" form={formId} pending={report.isPending}>
            {t('report.send')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          setTried(true)
          if (reasonId !== null) report.mutate({ id: reviewId, report: { reasonId, details } })
        }}
      >
        <fieldset className="report-reasons">
          <legend>{t('report.reason')}</legend>
          {(reasons.data ?? []).map((reason) => (
            <label key={reason.id} className="field__check">
              <input
                type="radio"
                name="reasonId"
                checked={reasonId === reason.id}
                onChange={() => setReasonId(reason.id)}
              />
              {reason.value}
            </label>
          ))}
          {tried && reasonId === null && (
            <p className="field__error">{t('report.reasonRequired')}</p>
          )}
        </fieldset>
        <TextareaField
          label={t('report.details')}
          maxLength={REVIEW_LIMITS.REPORT_DETAILS_MAX}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
        />
        {report.isError && (
          <Alert tone="error">
            {isApiError(report.error) ? message(report.error.message) : t('report.failed')}
          </Alert>
        )}
      </form>
    </Modal>
  )
}
