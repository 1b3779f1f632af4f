import { MODEL_LIMITS, modelReportInputSchema } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { ReportReasonForm } from '@/components/ui/report-reason-form'
import { useNativeDialog } from '@/hooks/use-native-dialog'
import { useReportModel } from '../api/report-model'

/** "Report" a profile: a reason of info type 13 and optional details, in a native <dialog>. */
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
  const { ref: dialogRef, returnFocus } = useNativeDialog(open)

  return (
    <dialog
      ref={dialogRef}
      className="app-dialog"
      aria-labelledby="report-title"
      onClose={() => {
        onClose()
        returnFocus()
      }}
    >
      <h2 id="report-title" className="app-dialog__title">
        {t('report.title')}
      </h2>
      {open && <ReportForm modelId={modelId} onCancel={() => dialogRef.current?.close()} />}
    </dialog>
  )
}

function ReportForm({ modelId, onCancel }: { modelId: number; onCancel: () => void }) {
  const { t } = useTranslation('models')
  const report = useReportModel(modelId)
  return (
    <ReportReasonForm
      schema={modelReportInputSchema}
      report={report}
      detailsMax={MODEL_LIMITS.REPORT_DETAILS_MAX}
      t={(key) => t(`report.${key}`)}
      onClose={onCancel}
    />
  )
}
