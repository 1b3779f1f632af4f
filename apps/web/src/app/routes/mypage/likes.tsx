import { useTranslation } from 'react-i18next'
import { MyPageList } from './list-page'

export function FollowersRoute() {
  const { t } = useTranslation('mypage')
  return (
    <MyPageList title={t('menu.followers')} emptyTitle={t('followers.emptyTitle')}>
      <p>{t('followers.emptyText')}</p>
    </MyPageList>
  )
}
