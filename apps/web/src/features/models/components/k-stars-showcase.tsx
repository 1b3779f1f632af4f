import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useKStars } from '../api/get-rankings'
import { ModelCard, ModelCardSkeleton } from './model-card'
import { EAGER_CARDS } from './models-directory'
import './models.css'

/** /k-stars: the featured profiles in the team's order, or the automatic pick. */
export function KStarsShowcase() {
  const { t } = useTranslation('rankings')
  const { data, isPending, isError, refetch } = useKStars()
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
      <p className="k-stars__source">
        {data
          ? t(data.source === 'featured' ? 'kStars.featured' : 'kStars.fallback')
          : t('kStars.loading')}
      </p>
      <ul className="model-grid" aria-label={t('kStars.listLabel')}>
        {data
          ? data.items.map((model, index) => (
              <li key={model.id}>
                <ModelCard model={model} eager={index < EAGER_CARDS} />
              </li>
            ))
          : Array.from({ length: 8 }, (_, index) => (
              <li key={index}>
                <ModelCardSkeleton />
              </li>
            ))}
      </ul>
    </section>
  )
}
