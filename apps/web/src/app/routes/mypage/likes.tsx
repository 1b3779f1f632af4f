import { useTranslation } from 'react-i18next'
import { PageTitle } from '@/components/ui/page-header'
import { MyLikes } from '@/features/models/components/my-likes'

export function FollowersRoute() {
  const { t } = useTranslation('models')
  return (
    <section aria-labelledby="mypage-list-title">
      <PageTitle title={t('likes.title')} />
      <h1 id="mypage-list-title">{t('likes.title')}</h1>
      <MyLikes />
    </section>
  )
}
