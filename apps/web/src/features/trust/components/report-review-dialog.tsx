import { INFO_TYPE, REVIEW_LIMITS } from '@cnm/contracts'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextareaField } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { getInfosQueryOptions } from '@/lib/infos'
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
  const reasons = useQuery(getInfosQueryOptions({ type: INFO_TYPE.REPORT_REASON }))
  const report = useReportReview()
  const [reasonId, setReasonId] = useState<number | null>(null)
  const [details, setDetails] = useState('')
  const [tried, setTried] = useState(false)
  return (
    <FormDialog
      title={t('report.title')}
      words={{ cancel: t('report.cancel'), submit: t('report.send'), failed: t('report.failed') }}
      request={report}
      done={report.isSuccess ? { message: t('report.sent'), close: t('report.close') } : null}
      onClose={onClose}
      onSubmit={() => {
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
        {tried && reasonId === null && <p className="field__error">{t('report.reasonRequired')}</p>}
      </fieldset>
      <TextareaField
        label={t('report.details')}
        maxLength={REVIEW_LIMITS.REPORT_DETAILS_MAX}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />
    </FormDialog>
  )
}
