import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { withNamespaces } from '@/lib/i18n'
import { useNotifications } from '@/lib/notifications'
import { CloseIcon } from './modal'
import './notice-region.css'

// The message table and its catalogue load with the first notice, not with the first page.
const MessageText = lazy(() =>
  withNamespaces(import('./message-text'), ['messages']).then((m) => ({ default: m.MessageText })),
)

/** Where server messages appear (spec §8 shows them in an alert). */
export function NoticeRegion() {
  const { notices, dismiss } = useNotifications()
  const { t } = useTranslation()
  return (
    <div className="notice-region" aria-live="polite">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`notice notice--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          <p className="notice__message">
            <Suspense fallback={notice.message}>
              <MessageText text={notice.message} />
            </Suspense>
          </p>
          <button
            type="button"
            className="icon-button"
            aria-label={t('dismissMessage')}
            onClick={() => dismiss(notice.id)}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  )
}
