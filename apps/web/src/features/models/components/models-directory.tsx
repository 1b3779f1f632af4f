import { MODEL_LIMITS } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useFormat } from '@/lib/format'
import { useModels } from '../api/get-models'
import { ModelCard, ModelCardSkeleton } from './model-card'
import { ModelFilters, ModelSortSelect } from './model-filters'
import { Pagination } from '@/components/ui/pagination'
import { useModelFilters } from './use-model-filters'
import './models.css'

/** The widest grid has four columns: that many covers load at once, the rest lazily. */
export const EAGER_CARDS = 4

/** /models: filters and sort in the URL, a grid of cards, pages. */
export function ModelsDirectory() {
  const { t } = useTranslation('models')
  const format = useFormat()
  const filters = useModelFilters()
  const { data, isPending, isError, isPlaceholderData, refetch } = useModels(filters.query)
  const pageCount = data
    ? Math.max(1, Math.ceil(Math.min(data.total, MODEL_LIMITS.LIST_MAX_RESULTS) / data.pageSize))
    : 1

  return (
    <div className="models-directory">
      <aside className="models-directory__filters">
        <ModelFilters filters={filters} />
      </aside>
      <section
        className="models-directory__results"
        aria-labelledby="models-results-title"
        aria-busy={isPending || isPlaceholderData}
      >
        <div className="models-directory__bar">
          <h2 id="models-results-title" className="models-directory__count" aria-live="polite">
            {data
              ? t(data.totalCapped ? 'list.countCapped' : 'list.count', {
                  count: data.total,
                  total: format.number(data.total),
                })
              : t('list.loading')}
          </h2>
          <ModelSortSelect filters={filters} />
        </div>
        {isError && !data ? (
          <Alert>
            {t('list.error')}{' '}
            <Button variant="text" onClick={() => void refetch()}>
              {t('list.retry')}
            </Button>
          </Alert>
        ) : data && data.items.length === 0 ? (
          <EmptyState
            title={t('list.emptyTitle')}
            action={
              filters.activeCount > 0 ? (
                <Button onClick={filters.clearFilters}>{t('filters.clear')}</Button>
              ) : undefined
            }
          >
            <p>{filters.activeCount > 0 ? t('list.emptyFiltered') : t('list.emptyText')}</p>
          </EmptyState>
        ) : (
          <ul className="model-grid" aria-label={t('list.label')}>
            {data
              ? data.items.map((model, index) => (
                  <li key={model.id}>
                    <ModelCard model={model} eager={index < EAGER_CARDS} />
                  </li>
                ))
              : Array.from({ length: MODEL_LIMITS.PAGE_SIZE_DEFAULT }, (_, index) => (
                  <li key={index}>
                    <ModelCardSkeleton />
                  </li>
                ))}
          </ul>
        )}
        {data && pageCount > 1 && (
          <Pagination page={filters.query.page} pageCount={pageCount} onChange={filters.setPage} />
        )}
      </section>
    </div>
  )
}
