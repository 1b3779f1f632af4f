import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/ui/page-header'
import { ModelsDirectory } from '@/features/models/components/models-directory'
import { SaveSearchButton } from '@/features/saved-searches/components/save-search-button'

export function ModelsRoute() {
  const { t } = useTranslation('models')
  return (
    <div className="page container">
      <PageHeader eyebrow={t('page.eyebrow')} title={t('page.title')}>
        {t('page.lead')}
      </PageHeader>
      <ModelsDirectory tools={<SaveSearchButton kind="models" />} />
    </div>
  )
}
