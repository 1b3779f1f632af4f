import { messageReportSchema, THREAD_LIMITS, type ThreadMessage } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Modal } from '@/components/ui/modal'
import { ReportReasonForm } from '@/components/ui/report-reason-form'
import { useReportMessage } from '../api/thread'

/** Report one message: a reason of info type 13 and optional details (the one report form). */
export function ReportMessageDialog({
  message,
  onClose,
}: {
  message: ThreadMessage | null
  onClose: () => void
}) {
  const { t } = useTranslation('threads')
  return (
    <Modal open={message !== null} onClose={onClose} title={t('report.title')}>
      {message && <ReportForm messageId={message.id} onClose={onClose} />}
    </Modal>
  )
}

function ReportForm({ messageId, onClose }: { messageId: number; onClose: () => void }) {
  const { t } = useTranslation('threads')
  const report = useReportMessage(messageId)
  return (
    <ReportReasonForm
      schema={messageReportSchema}
      report={report}
      detailsMax={THREAD_LIMITS.REPORT_DETAILS_MAX}
      t={(key) => t(`report.${key}`)}
      onClose={onClose}
    />
  )
}
