import { useTranslation } from 'react-i18next'
import { PageTitle } from '@/components/ui/page-header'
import { NotificationsList } from '@/features/notifications/components/notifications-list'

export function NotificationsRoute() {
  const { t } = useTranslation('notifications')
  return (
    <section aria-labelledby="mypage-notifications-title">
      <PageTitle title={t('title')} />
      <h1 id="mypage-notifications-title">{t('title')}</h1>
      <NotificationsList />
    </section>
  )
}
