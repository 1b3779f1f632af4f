import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useFormat } from '@/lib/format'
import './pagination.css'

/** Previous / "Page 3 of 12" / Next: page numbers live in the URL, so each is shareable. */
export function Pagination({
  page,
  pageCount,
  onChange,
}: {
  page: number
  pageCount: number
  onChange: (page: number) => void
}) {
  const { t } = useTranslation('common')
  const format = useFormat()
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
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
