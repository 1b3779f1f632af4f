import { useTranslation } from 'react-i18next'
import { PageTitle } from '@/components/ui/page-header'
import { SavedSearchesList } from '@/features/saved-searches/components/saved-searches-list'

export function SavedSearchesRoute() {
  const { t } = useTranslation('savedSearches')
  return (
    <section aria-labelledby="mypage-saved-searches-title">
      <PageTitle title={t('title')} />
      <h1 id="mypage-saved-searches-title">{t('title')}</h1>
      <SavedSearchesList />
    </section>
  )
}
