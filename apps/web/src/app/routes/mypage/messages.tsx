import { useTranslation } from 'react-i18next'
import { PageTitle } from '@/components/ui/page-header'
import { InboxList } from '@/features/messages/components/inbox-list'

/** /mypage/messages: the inbox of both sides (issue #26). */
export function MessagesRoute() {
  const { t } = useTranslation('threads')
  return (
    <section aria-labelledby="mypage-messages-title">
      <PageTitle title={t('inbox.title')} />
      <h1 id="mypage-messages-title">{t('inbox.title')}</h1>
      <InboxList />
    </section>
  )
}
