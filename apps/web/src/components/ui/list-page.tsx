import { useDeferredValue, type ReactNode } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Pagination } from '@/components/ui/pagination'
import './list-page.css'

/**
 * A list page (/models, /castings): the filters beside the results, and above the results a
 * bar with the count (a live heading) and the page's tools (sort, a "post" link).
 */
export function ListPage({
  filters,
  titleId,
  title,
  tools,
  busy,
  children,
}: {
  filters: ReactNode
  /** The count heading's id; the results section is labelled by it. */
  titleId: string
  title: string
  tools: ReactNode
  busy: boolean
  children: ReactNode
}) {
  return (
    <div className="list-page">
      <aside className="list-page__filters">{filters}</aside>
      <section className="list-page__results" aria-labelledby={titleId} aria-busy={busy}>
        <div className="list-page__bar">
          <h2 id={titleId} className="list-page__count" aria-live="polite">
            {title}
          </h2>
          {tools}
        </div>
        {children}
      </section>
    </div>
  )
}

/**
 * The results of a list: an error with "retry" when nothing could be loaded, `empty` when the
 * answer has no items, else the items (placeholders while loading), then the pager when there
 * is more than one page. `items` is undefined until the first answer.
 */
export function ResultGrid<Item>({
  items,
  itemKey,
  renderItem,
  placeholder,
  placeholderCount,
  label,
  className,
  itemClassName,
  ordered = false,
  empty,
  failed,
  words,
  onRetry,
  pages,
}: {
  items: readonly Item[] | undefined
  itemKey: (item: Item) => string | number
  renderItem: (item: Item, index: number) => ReactNode
  placeholder: ReactNode
  placeholderCount: number
  label: string
  className: string
  itemClassName?: string
  /** An <ol> (a ranking) instead of a <ul>. */
  ordered?: boolean
  empty: ReactNode
  failed: boolean
  words: { error: string; retry: string }
  onRetry: () => void
  pages: { page: number; pageCount: number; onChange: (page: number) => void }
}) {
  const List = ordered ? 'ol' : 'ul'
  // A page of results (24 cards with images) is a large render: it runs in the background,
  // in slices the browser can interleave with input, while the current grid stays on screen.
  const shownItems = useDeferredValue(items)
  return (
    <div className="result-area">
      {failed ? (
        <Alert>
          {words.error}{' '}
          <Button variant="text" onClick={onRetry}>
            {words.retry}
          </Button>
        </Alert>
      ) : shownItems && shownItems.length === 0 ? (
        empty
      ) : (
        <List className={className} aria-label={label}>
          {shownItems
            ? shownItems.map((item, index) => (
                <li key={itemKey(item)} className={itemClassName}>
                  {renderItem(item, index)}
                </li>
              ))
            : // Own keys: a result whose id equals a placeholder's index would take over that
              // placeholder's element and move it across the grid (a layout shift).
              Array.from({ length: placeholderCount }, (_, index) => (
                <li key={`skeleton-${index}`} className={itemClassName}>
                  {placeholder}
                </li>
              ))}
        </List>
      )}
      {shownItems && pages.pageCount > 1 && (
        <Pagination page={pages.page} pageCount={pages.pageCount} onChange={pages.onChange} />
      )}
    </div>
  )
}
