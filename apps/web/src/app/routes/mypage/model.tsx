import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router-dom'
import { DelayedFallback } from '@/components/ui/delayed-fallback'
import { EmptyState } from '@/components/ui/empty-state'
import { PageTitle } from '@/components/ui/page-header'
import { MyModels } from '@/features/models/components/my-models'
import { useCurrentUser } from '@/lib/current-user'
import { canManageModels } from './menu'

/** /mypage/model and its form pages: for model accounts and agency clients only. */
export function ModelManagementLayout() {
  const { t } = useTranslation('models')
  const { data: user, isPending } = useCurrentUser()
  if (isPending) return <DelayedFallback />
  if (!canManageModels(user)) {
    return (
      <EmptyState title={t('mine.notAllowedTitle')}>
        <p>{t('mine.notAllowedText')}</p>
      </EmptyState>
    )
  }
  return <Outlet />
}

export function ModelManagementRoute() {
  const { t } = useTranslation('models')
  return (
    <section aria-labelledby="mypage-list-title">
      <PageTitle title={t('mine.title')} />
      <h1 id="mypage-list-title">{t('mine.title')}</h1>
      <MyModels />
    </section>
  )
}
