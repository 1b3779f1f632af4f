import { useTranslation } from 'react-i18next'
import { MyPageList } from './list-page'

export function ReviewsRoute() {
  const { t } = useTranslation('mypage')
  return (
    <MyPageList title={t('menu.reviews')} emptyTitle={t('reviews.emptyTitle')}>
      <p>{t('reviews.emptyText')}</p>
    </MyPageList>
  )
}
