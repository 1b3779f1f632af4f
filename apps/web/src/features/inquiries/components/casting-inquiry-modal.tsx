import type { ProposalDetail } from '@cnm/contracts'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { Modal } from '@/components/ui/modal'
import { withNamespaces } from '@/lib/i18n'

// The form (react-hook-form, zod) loads when the dialog first opens.
const MailProposalForm = lazy(() =>
  withNamespaces(import('./casting-proposal-form'), ['inquiries', 'messages']).then((m) => ({
    default: m.MailProposalForm,
  })),
)

/**
 * The casting inquiry dialog: the footer's help button opens it, and a model's page can
 * open it for that model profile (targetModelProfileId), which presets and locks the number
 * of models and links the proposal to the profile, pre-filled from an earlier proposal
 * (`source`) when its sender proposes again.
 */
export function CastingInquiryModal({
  open,
  onClose,
  targetModelProfileId,
  source,
}: {
  open: boolean
  onClose: () => void
  targetModelProfileId?: number
  source?: ProposalDetail | undefined
}) {
  const { t } = useTranslation('layout')
  return (
    <Modal open={open} onClose={onClose} title={t('dialogs.castingInquiry')} size="lg">
      <Suspense fallback={<DelayedFallback />}>
        <MailProposalForm
          targetModelProfileId={targetModelProfileId}
          source={source}
          onDone={onClose}
        />
      </Suspense>
    </Modal>
  )
}
