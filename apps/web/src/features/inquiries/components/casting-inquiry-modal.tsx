import { ACTION_LABELS } from '@cnm/contracts'
import { lazy, Suspense } from 'react'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { Modal } from '@/components/ui/modal'

// The form (react-hook-form, zod) loads when the dialog first opens.
const CastingProposalForm = lazy(() =>
  import('./casting-proposal-form').then((m) => ({ default: m.CastingProposalForm })),
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
  return (
    <Modal open={open} onClose={onClose} title={ACTION_LABELS.CASTING_INQUIRY} size="lg">
      <Suspense fallback={<DelayedFallback label={ACTION_LABELS.LOADING} />}>
        <CastingProposalForm targetModelId={targetModelId} onDone={onClose} />
      </Suspense>
    </Modal>
  )
}
