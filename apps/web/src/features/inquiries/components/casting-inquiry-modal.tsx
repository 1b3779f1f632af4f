import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { Modal } from '@/components/ui/modal'
import { withNamespaces } from '@/lib/i18n'

// The form (react-hook-form, zod) loads when the dialog first opens.
const CastingProposalForm = lazy(() =>
  withNamespaces(import('./casting-proposal-form'), ['inquiries', 'messages']).then((m) => ({
    default: m.CastingProposalForm,
  })),
)

/**
 * The casting inquiry dialog: the footer's help button opens it, and a model's page can
 * open it for that model (targetModelId), which presets and locks the number of models.
 */
export function CastingInquiryModal({
  open,
  onClose,
  targetModelId,
}: {
  open: boolean
  onClose: () => void
  targetModelId?: number
}) {
  const { t } = useTranslation('layout')
  return (
    <Modal open={open} onClose={onClose} title={t('dialogs.castingInquiry')} size="lg">
      <Suspense fallback={<DelayedFallback />}>
        <CastingProposalForm targetModelId={targetModelId} onDone={onClose} />
      </Suspense>
    </Modal>
  )
}
