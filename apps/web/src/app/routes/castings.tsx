import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/ui/page-header'
import { CastingsBoard } from '@/features/castings/components/castings-board'
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button'

export function CastingsRoute() {
  const { t } = useTranslation('castings')
  return (
    <div className="page container">
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')}>
        {t('page.lead')}
      </PageHeader>
      <CastingsBoard tools={<SaveSearchButton />} />
    </div>
  )
}
