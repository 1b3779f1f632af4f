import { MODEL_LIMITS } from '@cnm/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { ListPage, ResultGrid } from '@/components/ui/list-page'
import { useFormat } from '@/lib/format'
import { useModels } from '../api/get-models'
import { ModelCard, ModelCardSkeleton } from './model-card'
import { ModelFilters, ModelSortSelect } from './model-filters'
import { useModelFilters } from './use-model-filters'
import './models.css'

/** The widest grid has four columns: that many covers load at once, the rest lazily. */
export const EAGER_CARDS = 4

/**
 * /models: filters and sort in the URL, a grid of cards, pages. `tools` adds buttons beside the
 * sort (the app's route adds "Save this search" for a client).
 */
export function ModelsDirectory({ tools }: { tools?: ReactNode } = {}) {
  const { t } = useTranslation('models')
  const format = useFormat()
  const filters = useModelFilters()
  const { data, isPending, isError, isPlaceholderData, refetch } = useModels(filters.query)
  const pageCount = data
    ? Math.max(1, Math.ceil(Math.min(data.total, MODEL_LIMITS.LIST_MAX_RESULTS) / data.pageSize))
    : 1

  return (
    <ListPage
      activeFilters={filters.activeCount}
      filters={<ModelFilters filters={filters} />}
      titleId="models-results-title"
      title={
        data
          ? t(data.totalCapped ? 'list.countCapped' : 'list.count', {
              count: data.total,
              total: format.number(data.total),
            })
          : t('list.loading')
      }
      tools={
        tools ? (
          <div className="list-sort">
            {tools}
            <ModelSortSelect filters={filters} />
          </div>
        ) : (
          <ModelSortSelect filters={filters} />
        )
      }
      busy={isPending || isPlaceholderData}
    >
      <ResultGrid
        items={data?.items}
        itemKey={(model) => model.id}
        renderItem={(model, index) => <ModelCard model={model} eager={index < EAGER_CARDS} />}
        placeholder={<ModelCardSkeleton />}
        placeholderCount={MODEL_LIMITS.PAGE_SIZE_DEFAULT}
        label={t('list.label')}
        className="result-grid model-grid"
        failed={isError && !data}
        words={{ error: t('list.error'), retry: t('list.retry') }}
        onRetry={() => void refetch()}
        empty={
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
        }
        pages={{ page: filters.query.page, pageCount, onChange: filters.setPage }}
      />
    </ListPage>
  )
}
