import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { withNamespaces } from '@/lib/i18n'
import './inquiry-panel.css'

const MailProposalForm = lazy(() =>
  withNamespaces(import('./casting-proposal-form'), ['inquiries', 'messages']).then((m) => ({
    default: m.MailProposalForm,
  })),
)

/** The footer's "Casting Request" panel: the proposal form, closed again after a send. */
export function CastingRequestPanel({
  id,
  titleId,
  onDone,
}: {
  id: string
  titleId: string
  onDone: () => void
}) {
  const { t } = useTranslation('layout')
  return (
    <section id={id} className="inquiry-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="inquiry-panel__title">
        {t('footer.castingRequest')}
      </h2>
      <Suspense fallback={<DelayedFallback />}>
        <MailProposalForm onDone={onDone} />
      </Suspense>
    </section>
  )
}
