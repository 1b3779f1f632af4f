import { CASTING_LIMITS, WEB_ROUTES } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useCurrentUser } from '@/lib/current-user'
import { useFormat } from '@/lib/format'
import { CASTING_ROUTES } from '../api/paths'
import { useCastings } from '../api/get-castings'
import { CastingCard, CastingCardSkeleton } from './casting-card'
import { mayPostCastings } from './casting-editor'
import { CastingFilters, CastingSortSelect } from './casting-filters'
import { Pagination } from '@/components/ui/pagination'
import { useCastingFilters } from './use-casting-filters'
import './castings.css'

/** /castings: filters and sort in the URL, a list of cards, pages. */
export function CastingsBoard() {
  const { t } = useTranslation('castings')
  const format = useFormat()
  const filters = useCastingFilters()
  const { data: user } = useCurrentUser()
  const { data, isPending, isError, isPlaceholderData, refetch } = useCastings(filters.query)
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1

  return (
    <div className="castings-board">
      <aside className="castings-board__filters">
        <CastingFilters filters={filters} />
      </aside>
      <section
        className="castings-board__results"
        aria-labelledby="castings-results-title"
        aria-busy={isPending || isPlaceholderData}
      >
        <div className="castings-board__bar">
          <h2 id="castings-results-title" className="castings-board__count" aria-live="polite">
            {data
              ? t('list.count', { count: data.total, total: format.number(data.total) })
              : t('list.loading')}
          </h2>
          <div className="casting-sort">
            {mayPostCastings(user) && (
              <Link className="btn btn--primary btn--sm" to={CASTING_ROUTES.MYPAGE_CASTING_NEW}>
                {t('list.post')}
              </Link>
            )}
            <CastingSortSelect filters={filters} />
          </div>
        </div>
        {isError && !data ? (
          <Alert>
            {t('list.error')}{' '}
            <Button variant="text" onClick={() => void refetch()}>
              {t('list.retry')}
            </Button>
          </Alert>
        ) : data && data.items.length === 0 ? (
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
        ) : (
          <ul className="casting-grid" aria-label={t('list.label')}>
            {data
              ? data.items.map((casting) => (
                  <li key={casting.id}>
                    <CastingCard casting={casting} />
                  </li>
                ))
              : Array.from({ length: CASTING_LIMITS.PAGE_SIZE_DEFAULT }, (_, index) => (
                  <li key={index}>
                    <CastingCardSkeleton />
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
