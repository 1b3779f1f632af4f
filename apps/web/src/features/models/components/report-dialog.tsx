import { MODEL_LIMITS, modelReportInputSchema } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Modal } from '@/components/ui/modal'
import { ReportReasonForm } from '@/components/ui/report-reason-form'
import { useReportModel } from '../api/report-model'

/** "Report" a profile: a reason of info type 13 and optional details (the one report form). */
export function ReportDialog({
  modelId,
  open,
  onClose,
}: {
  modelId: number
  open: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('models')
  return (
    <Modal open={open} onClose={onClose} title={t('report.title')}>
      <ReportForm modelId={modelId} onClose={onClose} />
    </Modal>
  )
}

function ReportForm({ modelId, onClose }: { modelId: number; onClose: () => void }) {
  const { t } = useTranslation('models')
  const report = useReportModel(modelId)
  return (
    <ReportReasonForm
      schema={modelReportInputSchema}
      report={report}
      detailsMax={MODEL_LIMITS.REPORT_DETAILS_MAX}
      t={(key) => t(`report.${key}`)}
      onClose={onClose}
    />
  )
}
