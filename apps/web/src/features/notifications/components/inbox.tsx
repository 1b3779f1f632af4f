import { WEB_ROUTES } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useFormat } from '@/lib/format'
import { useUnreadCounts } from '../api/notifications'
import './notifications.css'

/** Shown above 99 as "99+", as most inboxes do; the link's name keeps the exact count. */
const BADGE_MAX = 99

/**
 * The header's bell (unread notifications, to /mypage/notifications) and messages count (to
 * /mypage/messages, every thread with its unread count, issue #26).
 */
export function Inbox() {
  const { t } = useTranslation('layout')
  const format = useFormat()
  const { data } = useUnreadCounts()
  const notifications = data?.notifications ?? 0
  const messages = data?.messages ?? 0
  const badge = (count: number) =>
    count > 0 ? (
      <span className="inbox__badge" aria-hidden="true">
        {count > BADGE_MAX ? t('inbox.overflow', { max: BADGE_MAX }) : format.number(count)}
      </span>
    ) : null
  return (
    <div className="inbox">
      <Link
        to={WEB_ROUTES.MYPAGE_MESSAGES}
        className="icon-button inbox__link"
        aria-label={t('inbox.messages', { count: messages })}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M4 5h16v11H8l-4 4z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {badge(messages)}
      </Link>
      <Link
        to={WEB_ROUTES.MYPAGE_NOTIFICATIONS}
        className="icon-button inbox__link"
        aria-label={t('inbox.notifications', { count: notifications })}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </svg>
        {badge(notifications)}
      </Link>
    </div>
  )
}
