import { isModelServiceType } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { EmptyState } from '@/components/ui/empty-state'
import { useCurrentUser } from '@/lib/current-user'
import { MyPageList } from './list-page'

export function ModelManagementRoute() {
  const { data: user, isPending } = useCurrentUser()
  const { t } = useTranslation('mypage')
  if (isPending) return <DelayedFallback />
  if (!user || !isModelServiceType(user.serviceType)) {
    return (
      <EmptyState title={t('modelManagement.onlyForModelsTitle')}>
        <p>{t('modelManagement.onlyForModelsText')}</p>
      </EmptyState>
    )
  }
  return (
    <MyPageList title={t('menu.modelManagement')} emptyTitle={t('modelManagement.emptyTitle')}>
      <p>{t('modelManagement.emptyText')}</p>
    </MyPageList>
  )
}
