import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useKStars } from '../api/get-rankings'
import { ModelCard, ModelCardSkeleton } from './model-card'
import { EAGER_CARDS } from './models-directory'
import '@/components/ui/list-page.css'
import './models.css'

const SOURCE_NOTES = ['kStars.loading', 'kStars.featured', 'kStars.fallback'] as const

/** /k-stars: the featured profiles in the team's order, or the automatic pick. */
export function KStarsShowcase() {
  const { t } = useTranslation('rankings')
  const { data, isPending, isError, refetch } = useKStars()
  const currentNote = !data
    ? 'kStars.loading'
    : data.source === 'featured'
      ? 'kStars.featured'
      : 'kStars.fallback'
  if (isError && !data) {
    return (
      <Alert>
        {t('kStars.error')}{' '}
        <Button variant="text" onClick={() => void refetch()}>
          {t('kStars.retry')}
        </Button>
      </Alert>
    )
  }
  if (data && data.items.length === 0) {
    return (
      <EmptyState title={t('kStars.emptyTitle')}>
        <p>{t('kStars.emptyText')}</p>
      </EmptyState>
    )
  }
  return (
    <section aria-busy={isPending} aria-label={t('kStars.listLabel')}>
      {/* Every wording sits in the same cell and only the current one is visible, so the note
          keeps the height of the longest and the cards below never move when the list arrives. */}
      <p className="k-stars__source">
        {SOURCE_NOTES.map((note) => (
          <span key={note} data-current={note === currentNote || undefined}>
            {t(note)}
          </span>
        ))}
      </p>
      <ul className="result-grid model-grid" aria-label={t('kStars.listLabel')}>
        {data
          ? data.items.map((model, index) => (
              <li key={model.id}>
                <ModelCard model={model} eager={index < EAGER_CARDS} />
              </li>
            ))
          : // Own keys: a result whose id equals a placeholder's index would take over that
            // placeholder's element and move it across the grid (a layout shift).
            Array.from({ length: 8 }, (_, index) => (
              <li key={`skeleton-${index}`}>
                <ModelCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  )
}
