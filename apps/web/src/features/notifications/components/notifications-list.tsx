import type { AppNotification } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useFormat } from '@/lib/format'
import { useMarkNotificationsRead, useNotificationList } from '../api/notifications'
import { describeNotification } from './describe-notification'
import './notifications.css'

/** /mypage/notifications: every event, newest first; mark one or all as read. */
export function NotificationsList() {
  const { t } = useTranslation('notifications')
  const list = useNotificationList()
  const markRead = useMarkNotificationsRead()
  if (list.isPending) return <p role="status">{t('loading')}</p>
  if (list.isError) return <Alert>{t('loadFailed')}</Alert>
  const items = list.data.pages.flatMap((page) => page.items)
  const unread = list.data.pages[0]?.unread ?? 0
  if (items.length === 0) {
    return (
      <EmptyState title={t('emptyTitle')}>
        <p>{t('emptyText')}</p>
      </EmptyState>
    )
  }
  return (
    <>
      <div className="notifications__bar">
        <p role="status">{t('unread', { count: unread })}</p>
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0}
          pending={markRead.isPending && 'all' in markRead.variables}
          onClick={() => markRead.mutate({ all: true })}
        >
          {t('markAll')}
        </Button>
      </div>
      {markRead.isError && <Alert>{t('markFailed')}</Alert>}
      <ul className="notifications__list">
        {items.map((notification) => (
          <li key={notification.id}>
            <NotificationItem
              notification={notification}
              onRead={() => markRead.mutate({ ids: [notification.id] })}
            />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <div className="notifications__more">
          <Button
            variant="outline"
            pending={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('more')}
          </Button>
        </div>
      )}
    </>
  )
}

function NotificationItem({
  notification,
  onRead,
}: {
  notification: AppNotification
  onRead: () => void
}) {
  const { t } = useTranslation('notifications')
  const format = useFormat()
  const view = describeNotification(notification, t)
  const unread = !notification.read
  return (
    <article className={`notification${unread ? ' notification--unread' : ''}`}>
      <div className="notification__body">
        <p className="notification__text">
          {unread && <span className="notification__new">{t('new')}</span>}
          <Link
            to={view.to}
            onClick={() => {
              if (unread) onRead()
            }}
          >
            {view.text}
          </Link>
        </p>
        <time className="notification__time" dateTime={notification.createdAt}>
          {format.relativeTime(notification.createdAt)}
        </time>
      </div>
      {unread && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('markOneFor', { text: view.text })}
          onClick={onRead}
        >
          {t('markOne')}
        </Button>
      )}
    </article>
  )
}
