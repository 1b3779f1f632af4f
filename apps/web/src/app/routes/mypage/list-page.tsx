import type { ReactNode } from 'react'
import { EmptyState } from '@/components/ui/empty-state'
import { PageTitle } from '@/components/ui/page-header'

/** My-page lists have no API yet; they say so rather than show sample rows. */
export function MyPageList({
  title,
  emptyTitle,
  children,
}: {
  title: string
  emptyTitle: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby="mypage-list-title">
      <PageTitle title={title} />
      <h1 id="mypage-list-title">{title}</h1>
      <EmptyState title={emptyTitle}>{children}</EmptyState>
    </section>
  )
}
