import { useDeferredValue, useId, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CloseIcon } from '@/components/ui/modal'
import { Pagination } from '@/components/ui/pagination'
import { useHydrated } from '@/hooks/use-hydrated'
import './list-page.css'

/**
 * A list page (/models, /castings): the filters beside the results, and above the results a
 * bar with the count (a live heading) and the page's tools (sort, a "post" link).
 *
 * Below 960 px the filters would stack above the results (16 fields on /models, about
 * 1,700 px): there the results come first and the filters sit behind a "Filters" button that
 * says how many are set and opens them in a sheet, a native modal <dialog> (issue #26). The
 * markup is the same at every width and CSS decides (list-page.css): from 960 px the closed
 * dialog is shown in place beside the results and the button is hidden. The prerendered page
 * knows no width, so nothing here may depend on it (ADR 0041).
 */
export function ListPage({
  filters,
  activeFilters,
  titleId,
  title,
  tools,
  busy,
  children,
}: {
  filters: ReactNode
  /** How many filters the URL sets, shown on the "Filters" button. */
  activeFilters: number
  /** The count heading's id; the results section is labelled by it. */
  titleId: string
  title: string
  tools: ReactNode
  busy: boolean
  children: ReactNode
}) {
  const { t } = useTranslation()
  const sheetTitleId = useId()
  const sheet = useRef<HTMLDialogElement>(null)
  const opener = useRef<HTMLButtonElement>(null)
  // The prerendered HTML knows no query string: the count joins after hydration.
  const activeCount = useHydrated() ? activeFilters : 0
  // close() is a no-op on the in-place panel (from 960 px it is never opened).
  const closeSheet = () => sheet.current?.close()
  return (
    <div className="list-page">
      <aside className="list-page__filters">
        <dialog
          ref={sheet}
          className="filters-sheet"
          aria-labelledby={sheetTitleId}
          // Escape closes it natively; back on the button, the results are in view below it.
          onClose={() => opener.current?.focus()}
        >
          <div className="filters-sheet__header">
            <h2 id={sheetTitleId} className="filters-sheet__title">
              {t('filterSheet.title')}
            </h2>
            <button
              type="button"
              className="icon-button"
              aria-label={t('close')}
              onClick={closeSheet}
            >
              <CloseIcon />
            </button>
          </div>
          {/* Sending the typed fields (search) applies them: back to the results. */}
          <div onSubmit={closeSheet}>{filters}</div>
          <div className="filters-sheet__footer">
            <Button onClick={closeSheet}>{t('filterSheet.showResults')}</Button>
          </div>
        </dialog>
      </aside>
      <section className="list-page__results" aria-labelledby={titleId} aria-busy={busy}>
        <div className="list-page__bar">
          <h2 id={titleId} className="list-page__count" aria-live="polite">
            {title}
          </h2>
          <Button
            ref={opener}
            variant="outline"
            size="sm"
            className="list-page__filters-button"
            aria-haspopup="dialog"
            aria-label={
              activeCount > 0
                ? t('filterSheet.openActive', { count: activeCount })
                : t('filterSheet.open')
            }
            onClick={() => sheet.current?.showModal()}
          >
            {t('filterSheet.open')}
            {activeCount > 0 && (
              <span className="list-page__filter-count" aria-hidden="true">
                {activeCount}
              </span>
            )}
          </Button>
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
