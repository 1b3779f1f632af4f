import { useNotifications } from '@/lib/notifications'
import { CloseIcon } from './modal'
import './notice-region.css'

/** Where server messages appear (spec §8 shows them in an alert). */
export function NoticeRegion() {
  const { notices, dismiss } = useNotifications()
  return (
    <div className="notice-region" aria-live="polite">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={`notice notice--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          <p className="notice__message">{notice.message}</p>
          <button
            type="button"
            className="icon-button"
            aria-label="Dismiss message"
            onClick={() => dismiss(notice.id)}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  )
}
