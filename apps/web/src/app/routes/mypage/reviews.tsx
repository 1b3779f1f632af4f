import { useTranslation } from 'react-i18next'
import { PageTitle } from '@/components/ui/page-header'
import { MyReviews } from '@/features/trust/components/my-reviews'

/** /mypage/reviews: bookings to review, reviews received and written (issue #16). */
export function ReviewsRoute() {
  const { t } = useTranslation('mypage')
  return (
    <>
      <PageTitle title={t('menu.reviews')} />
      <h1>{t('menu.reviews')}</h1>
      <MyReviews />
    </>
  )
}
