import { ACTION_LABELS, LABELS } from '@cnm/contracts'
import { lazy, Suspense } from 'react'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import './inquiry-panel.css'

const CastingProposalForm = lazy(() =>
  import('./casting-proposal-form').then((m) => ({ default: m.CastingProposalForm })),
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
  return (
    <section id={id} className="inquiry-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="inquiry-panel__title">
        {LABELS.CASTING_REQUEST}
      </h2>
      <Suspense fallback={<DelayedFallback label={ACTION_LABELS.LOADING} />}>
        <CastingProposalForm onDone={onDone} />
      </Suspense>
    </section>
  )
}
