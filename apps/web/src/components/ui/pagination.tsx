import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useFormat } from '@/lib/format'
import './pagination.css'

/**
 * Previous / "Page 3 of 12" / Next under a list, the one pager of the web (issue #27): page
 * numbers live in the URL (hooks/use-page-param.ts), so each is shareable. Nothing when
 * everything fits on one page.
 */
export function Pagination({
  page,
  pageCount,
  onChange,
  label,
}: {
  page: number
  pageCount: number
  onChange: (page: number) => void
  /** Names the list when a page has more than one (default "Pages"). */
  label?: string
}) {
  const { t } = useTranslation('common')
  const format = useFormat()
  if (pageCount <= 1) return null
  return (
    <nav className="pagination" aria-label={label ?? t('pagination.label')}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <span aria-current="page">
        {t('pagination.status', { page: format.number(page), pageCount: format.number(pageCount) })}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        {t('pagination.next')}
      </Button>
    </nav>
  )
}
