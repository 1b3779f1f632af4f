import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/ui/page-header'
import { AiRankings } from '@/features/models/components/ai-rankings'

export function AiRankingsRoute() {
  const { t } = useTranslation('rankings')
  return (
    <div className="page container">
      <PageHeader eyebrow={t('eyebrow')} title={t('aiRankings.title')}>
        {t('aiRankings.lead')}
      </PageHeader>
      <AiRankings />
    </div>
  )
}
