import { EXAMINATION_STATUS, isClientServiceType } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/empty-state'
import { PageTitle } from '@/components/ui/page-header'
import { MyPackages } from '@/features/packages/components/my-packages'
import { useCurrentUser } from '@/lib/current-user'
import { canManageModels } from './menu'

/** /mypage/packages (issue #29): approved clients package any model, agencies their own. */
export function PackagesRoute() {
  const { t } = useTranslation('packages')
  const user = useCurrentUser().data
  if (!user) return null
  const approved =
    isClientServiceType(user.serviceType) && user.examinationStatus === EXAMINATION_STATUS.APPROVAL
  const agency = isClientServiceType(user.serviceType) && canManageModels(user)
  return (
    <section aria-labelledby="mypage-list-title">
      <PageTitle title={t('title')} />
      <h1 id="mypage-list-title">{t('title')}</h1>
      {approved || agency ? (
        <MyPackages source={approved ? 'following' : 'own'} />
      ) : (
        <EmptyState title={t('title')}>{t('notAllowed')}</EmptyState>
      )}
    </section>
  )
}
