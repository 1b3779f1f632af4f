import { CASTING_LIMITS, castingReportSchema } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Modal } from '@/components/ui/modal'
import { ReportReasonForm } from '@/components/ui/report-reason-form'
import { useReportCasting } from '../api/apply'

/** "Report this casting": a reason of info type 13 and optional details (native <dialog>). */
export function ReportCastingDialog({
  castingId,
  open,
  onClose,
}: {
  castingId: number
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('castings')
  return (
    <Modal open={open} onClose={onClose} title={t('report.title')}>
      <ReportForm castingId={castingId} onClose={onClose} />
    </Modal>
  )
}

function ReportForm({ castingId, onClose }: { castingId: number; onClose: () => void }) {
  const { t } = useTranslation('castings')
  const report = useReportCasting(castingId)
  return (
    <ReportReasonForm
      schema={castingReportSchema}
      report={report}
      detailsMax={CASTING_LIMITS.REPORT_DETAILS_MAX}
      t={(key) => t(`report.${key}`)}
      onClose={onClose}
    />
  )
}
