import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { PageHeader } from '@/components/ui/page-header'

interface MarketplacePageProps {
  title: string
  lead: ReactNode
  emptyTitle: string
  emptyText: ReactNode
  action?: ReactNode
}

/**
 * Shared frame of the marketplace pages. No listing call exists yet, so the list area
 * says so plainly instead of showing sample profiles that could be mistaken for real ones.
 */
export function MarketplacePage({
  title,
  lead,
  emptyTitle,
  emptyText,
  action,
}: MarketplacePageProps) {
  return (
    <div className="page container">
      <PageHeader eyebrow="Marketplace" title={title}>
        {lead}
      </PageHeader>
      <section aria-label={`${title} list`}>
        <EmptyState title={emptyTitle} action={action}>
          {emptyText}
        </EmptyState>
      </section>
    </div>
  )
}
