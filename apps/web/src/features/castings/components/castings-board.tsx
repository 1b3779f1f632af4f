import { CASTING_LIMITS, WEB_ROUTES } from '@cnm/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { ListPage, ResultGrid } from '@/components/ui/list-page'
import { useCurrentUser } from '@/lib/current-user'
import { useFormat } from '@/lib/format'
import { useCastings } from '../api/get-castings'
import { CastingCard, CastingCardSkeleton } from './casting-card'
import { mayPostCastings } from './casting-access'
import { CastingFilters, CastingSortSelect } from './casting-filters'
import { useCastingFilters } from './use-casting-filters'
import './castings.css'

/**
 * /castings: filters and sort in the URL, a list of cards, pages. `tools` adds buttons beside
 * the sort, from other features (the saved searches' "Save this search").
 */
export function CastingsBoard({ tools }: { tools?: ReactNode } = {}) {
  const { t } = useTranslation('castings')
  const format = useFormat()
  const filters = useCastingFilters()
  const { data: user } = useCurrentUser()
  const { data, isPending, isError, isPlaceholderData, refetch } = useCastings(filters.query)
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1

  return (
    <ListPage
      activeFilters={filters.activeCount}
      filters={<CastingFilters filters={filters} />}
      titleId="castings-results-title"
      title={
        data
          ? t('list.count', { count: data.total, total: format.number(data.total) })
          : t('list.loading')
      }
      tools={
        <div className="list-sort">
          {mayPostCastings(user) && (
            <Link className="btn btn--primary btn--sm" to={WEB_ROUTES.MYPAGE_CASTING_NEW}>
              {t('list.post')}
            </Link>
          )}
          {tools}
          <CastingSortSelect filters={filters} />
        </div>
      }
      busy={isPending || isPlaceholderData}
    >
      <ResultGrid
        items={data?.items}
        itemKey={(casting) => casting.id}
        renderItem={(casting) => <CastingCard casting={casting} />}
        placeholder={<CastingCardSkeleton />}
        placeholderCount={CASTING_LIMITS.PAGE_SIZE_DEFAULT}
        label={t('list.label')}
        className="result-grid casting-grid"
        failed={isError && !data}
        words={{ error: t('list.error'), retry: t('list.retry') }}
        onRetry={() => void refetch()}
        empty={
          filters.activeCount > 0 ? (
            <EmptyState
              title={t('list.emptyFilteredTitle')}
              action={<Button onClick={filters.clearFilters}>{t('filters.clear')}</Button>}
            >
              <p>{t('list.emptyFiltered')}</p>
            </EmptyState>
          ) : (
            <EmptyState title={t('list.emptyTitle')}>
              <p>{t('list.emptyText')}</p>
              <p>
                {t('list.emptyClient')}{' '}
                <Link to={WEB_ROUTES.MODELS}>{t('list.emptyModelsLink')}</Link>
              </p>
            </EmptyState>
          )
        }
        pages={{ page: filters.query.page, pageCount, onChange: filters.setPage }}
      />
    </ListPage>
  )
}
