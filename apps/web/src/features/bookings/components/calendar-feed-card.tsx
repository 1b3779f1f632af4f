import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { isApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import { useCalendarFeed, useChangeCalendarFeed } from '../api/usage'
import './bookings.css'

/**
 * My page > Bookings (ADR 0048): the private calendar URL of the caller's confirmed shoot
 * days. Its token is stored hashed, so the URL shows once, right after it is made; a reset
 * makes a new one and the old stops working.
 */
export function CalendarFeedCard() {
  const { t } = useTranslation('bookings')
  const format = useFormat()
  const message = useMessageText()
  const feed = useCalendarFeed()
  const change = useChangeCalendarFeed()
  const [url, setUrl] = useState<string | null>(null)
  const [copied, setCopied] = useState(false)
  const active = feed.data?.active === true

  const reset = () =>
    change.mutate('reset', {
      onSuccess: (answer) => {
        setUrl(answer.url)
        setCopied(false)
      },
    })
  const remove = () => change.mutate('remove', { onSuccess: () => setUrl(null) })
  const copy = async () => {
    if (!url) return
    await navigator.clipboard?.writeText(url)
    setCopied(true)
  }

  return (
    <section aria-labelledby="calendar-feed-title" className="bk-section bk-calendar">
      <h2 id="calendar-feed-title">{t('calendar.title')}</h2>
      <p>{t('calendar.intro')}</p>
      {feed.isError && <Alert>{t('calendar.loadFailed')}</Alert>}
      {feed.data && !url && (
        <p className="bk-list__meta" role="status">
          {active
            ? t('calendar.activeSince', { date: format.date(feed.data.createdAt!) })
            : t('calendar.off')}
        </p>
      )}
      {url && (
        <div className="bk-calendar__link">
          <Field
            label={t('calendar.url')}
            value={url}
            readOnly
            onFocus={(event) => event.target.select()}
          />
          <p className="field__hint">{t('calendar.once')}</p>
          <Button type="button" size="sm" onClick={() => void copy()}>
            {t('calendar.copy')}
          </Button>
          {copied && (
            <p role="status" className="bk-list__meta">
              {t('calendar.copied')}
            </p>
          )}
        </div>
      )}
      <div className="bk-calendar__actions">
        <Button
          type="button"
          size="sm"
          variant={active ? 'outline' : undefined}
          disabled={feed.isPending || change.isPending}
          onClick={reset}
        >
          {active ? t('calendar.reset') : t('calendar.create')}
        </Button>
        {active && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={change.isPending}
            onClick={remove}
          >
            {t('calendar.remove')}
          </Button>
        )}
      </div>
      {active && <p className="field__hint">{t('calendar.resetHint')}</p>}
      {change.error && (
        <Alert>
          {isApiError(change.error) ? message(change.error.message) : t('actionFailed')}
        </Alert>
      )}
    </section>
  )
}
