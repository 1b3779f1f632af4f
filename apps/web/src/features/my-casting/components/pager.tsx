import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'

/** Previous / "Page 2 of 5" / Next under a list; nothing when everything fits on one page. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
  label: string
}) {
  const { t } = useTranslation('myCasting')
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  return (
    <nav className="mc-pager" aria-label={label}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span>{t('pager.pageOf', { page, pages })}</span>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  )
}
