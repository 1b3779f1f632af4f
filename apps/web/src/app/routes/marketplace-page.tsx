import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'

export type MarketplacePageKey = 'castings' | 'kStars' | 'aiRankings' | 'partners'

/**
 * Shared frame of the marketplace pages. No listing call exists yet, so the list area
 * says so plainly instead of showing sample profiles that could be mistaken for real ones.
 * Texts: `marketplace:<page>.*` (title, lead, emptyTitle, emptyText).
 */
export function MarketplacePage({
  page,
  emptyExtra,
  action,
}: {
  page: MarketplacePageKey
  /** More of the empty state's text, after `emptyText`. */
  emptyExtra?: ReactNode
  action?: ReactNode
}) {
  const { t } = useTranslation('marketplace')
  const title = t(`${page}.title`)
  return (
    <div className="page container">
      <PageHeader eyebrow={t('eyebrow')} title={title}>
        {t(`${page}.lead`)}
      </PageHeader>
      <section aria-label={t('listLabel', { title })}>
        <EmptyState title={t(`${page}.emptyTitle`)} action={action}>
          <p>{t(`${page}.emptyText`)}</p>
          {emptyExtra}
        </EmptyState>
      </section>
    </div>
  )
}
