import { useTranslation } from 'react-i18next'
import { MyPageList } from './list-page'

export function MyCastingRoute() {
  const { t } = useTranslation('mypage')
  return (
    <MyPageList title={t('menu.casting')} emptyTitle={t('casting.emptyTitle')}>
      <p>{t('casting.emptyText')}</p>
    </MyPageList>
  )
}
