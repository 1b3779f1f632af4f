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
 * open it for that model profile (targetModelProfileId), which presets and locks the number
 * of models and links the proposal to the profile.
 */
export function CastingInquiryModal({
  open,
  onClose,
  targetModelProfileId,
}: {
  open: boolean
  onClose: () => void
  targetModelProfileId?: number
}) {
  return (
    <Modal open={open} onClose={onClose} title={ACTION_LABELS.CASTING_INQUIRY} size="lg">
      <Suspense fallback={<DelayedFallback label={ACTION_LABELS.LOADING} />}>
        <CastingProposalForm targetModelProfileId={targetModelProfileId} onDone={onClose} />
      </Suspense>
    </Modal>
  )
}
