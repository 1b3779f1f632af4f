import { isClientServiceType, isModelServiceType } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { PageTitle } from '@/components/ui/page-header'
import { MyCasting } from '@/features/my-casting/components/my-casting'
import type { MyCastingView } from '@/features/my-casting/api/keys'
import { useCurrentUser } from '@/lib/current-user'
import { canManageModels } from './menu'

/**
 * Which sides of My Casting an account has (issue #15, ADR 0027): model accounts apply,
 * clients post and propose, agencies (clients who register the models they represent,
 * ADR 0005) do both.
 */
function viewsOf(user: ReturnType<typeof useCurrentUser>['data']): MyCastingView[] {
  if (!user) return []
  if (isModelServiceType(user.serviceType)) return ['model']
  if (isClientServiceType(user.serviceType) && canManageModels(user)) return ['client', 'model']
  return ['client']
}

export function MyCastingRoute() {
  const { t } = useTranslation('mypage')
  const { data: user, isPending } = useCurrentUser()
  const views = viewsOf(user)
  return (
    <section aria-labelledby="mypage-casting-title">
      <PageTitle title={t('menu.casting')} />
      <h1 id="mypage-casting-title">{t('menu.casting')}</h1>
      {!isPending && views.length > 0 && <MyCasting views={views} />}
    </section>
  )
}
