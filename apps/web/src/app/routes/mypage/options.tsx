import { EXAMINATION_STATUS, isClientServiceType } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/ui/empty-state'
import { PageTitle } from '@/components/ui/page-header'
import { OptionsOverview } from '@/features/options/components/options-list'
import { useCurrentUser } from '@/lib/current-user'
import { canManageModels } from './menu'

/**
 * /mypage/options (issue #29, ADR 0049): the model side (model accounts and agencies) sees the
 * dates held on its models; an approved client sees the options it placed. An agency that is
 * also an approved client sees both.
 */
export function OptionsRoute() {
  const { t } = useTranslation('options')
  const user = useCurrentUser().data
  if (!user) return null
  const client =
    isClientServiceType(user.serviceType) && user.examinationStatus === EXAMINATION_STATUS.APPROVAL
  const modelSide = canManageModels(user)
  return (
    <section aria-labelledby="mypage-list-title">
      <PageTitle title={t('title')} />
      <h1 id="mypage-list-title">{t('title')}</h1>
      {client || modelSide ? (
        <OptionsOverview client={client} modelSide={modelSide} />
      ) : (
        <EmptyState title={t('title')}>{t('notAllowed')}</EmptyState>
      )}
    </section>
  )
}
