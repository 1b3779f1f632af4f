import { WEB_ROUTES, webPath, type InboxThread } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CoverThumb } from '@/components/ui/cover-thumb'
import { EmptyState } from '@/components/ui/empty-state'
import { useFormat } from '@/lib/format'
import { useInbox } from '../api/inbox'
import './inbox.css'

const threadPath = (thread: InboxThread) =>
  webPath(
    thread.kind === 'application'
      ? WEB_ROUTES.MYPAGE_APPLICATION_THREAD
      : WEB_ROUTES.MYPAGE_PROPOSAL_THREAD,
    { id: thread.refId },
  )

/** /mypage/messages (issue #26): every thread, newest first, with its unread count. */
export function InboxList() {
  const { t } = useTranslation('threads')
  const inbox = useInbox()
  if (inbox.isPending) return <p role="status">{t('inbox.loading')}</p>
  if (inbox.isError) return <Alert>{t('inbox.loadFailed')}</Alert>
  const items = inbox.data.pages.flatMap((page) => page.items)
  if (items.length === 0) {
    return (
      <EmptyState title={t('inbox.emptyTitle')}>
        <p>{t('inbox.emptyText')}</p>
        <p>
          <Link to={WEB_ROUTES.MYPAGE_CASTING}>{t('inbox.toMyCasting')}</Link>
        </p>
      </EmptyState>
    )
  }
  return (
    <>
      <ul className="inbox-list" aria-label={t('inbox.listLabel')}>
        {items.map((thread) => (
          <li key={thread.id}>
            <InboxRow thread={thread} />
          </li>
        ))}
      </ul>
      {inbox.hasNextPage && (
        <div className="inbox-list__more">
          <Button
            variant="outline"
            pending={inbox.isFetchingNextPage}
            onClick={() => void inbox.fetchNextPage()}
          >
            {t('inbox.more')}
          </Button>
        </div>
      )}
    </>
  )
}

function InboxRow({ thread }: { thread: InboxThread }) {
  const { t } = useTranslation('threads')
  const format = useFormat()
  const unread = thread.unread > 0
  const name = thread.counterpartName || t('inbox.unnamed')
  return (
    <article
      className={`inbox-row${unread ? ' inbox-row--unread' : ''}`}
      aria-label={t('inbox.rowLabel', { title: thread.title, name })}
    >
      <CoverThumb image={thread.profile?.cover ?? null} size={48} />
      <div className="inbox-row__body">
        <p className="inbox-row__title">
          <Link to={threadPath(thread)}>{thread.title}</Link>
        </p>
        <p className="inbox-row__meta">
          <span>{name}</span>
          <span aria-hidden="true"> · </span>
          <span>{t(`inbox.kind.${thread.kind}`)}</span>
        </p>
      </div>
      <div className="inbox-row__side">
        <time dateTime={thread.lastMessageAt}>{format.relativeTime(thread.lastMessageAt)}</time>
        {unread && (
          <span className="inbox-row__unread">{t('inbox.unread', { count: thread.unread })}</span>
        )}
      </div>
    </article>
  )
}
