import { REVIEW_LIMITS, reviewReportSchema } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Modal } from '@/components/ui/modal'
import { ReportReasonForm } from '@/components/ui/report-reason-form'
import { useReportReview } from '../api/reviews'

/** Report a review: a reason of info type 13 and optional details (the one report form). */
export function ReportReviewDialog({
  reviewId,
  onClose,
}: {
  reviewId: number
  onClose: () => void
}) {
  const { t } = useTranslation('trust')
  const report = useReportReview(reviewId)
  return (
    <Modal open onClose={onClose} title={t('report.title')}>
      <ReportReasonForm
        schema={reviewReportSchema}
        report={report}
        detailsMax={REVIEW_LIMITS.REPORT_DETAILS_MAX}
        t={(key) => t(`report.${key}`)}
        onClose={onClose}
      />
    </Modal>
  )
}
