import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/ui/page-header'
import { KStarsShowcase } from '@/features/models/components/k-stars-showcase'

export function KStarsRoute() {
  const { t } = useTranslation('rankings')
  return (
    <div className="page container">
      <PageHeader eyebrow={t('eyebrow')} title={t('kStars.title')}>
        {t('kStars.lead')}
      </PageHeader>
      <KStarsShowcase />
    </div>
  )
}
