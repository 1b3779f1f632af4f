import { BOOKING_WEB_ROUTES, type ImageUsage } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { EmptyState } from '@/components/ui/empty-state'
import { useFormat } from '@/lib/format'
import { useImageUsages } from '../api/usage'
import { UsageNoticePanel } from './usage-notice'
import './bookings.css'

/**
 * /mypage/image-usage (issue #28, ADR 0048): where the pictures of the caller's confirmed
 * bookings may be used and until when; the model side's and the client side's apart.
 */
export function UsageLedger() {
  const { t } = useTranslation('bookings')
  const query = useImageUsages()
  if (query.isPending) return <p role="status">{t('loading')}</p>
  if (query.isError) return <Alert>{t('usage.loadFailed')}</Alert>
  if (query.data.length === 0) {
    return (
      <EmptyState
        title={t('usage.empty.title')}
        action={<Link to={BOOKING_WEB_ROUTES.MYPAGE_BOOKINGS}>{t('usage.toBookings')}</Link>}
      >
        {t('usage.empty.text')}
      </EmptyState>
    )
  }
  const mine = query.data.filter((row) => row.viewer === 'model')
  const booked = query.data.filter((row) => row.viewer === 'client')
  return (
    <>
      {mine.length > 0 && <UsageSection id="usage-mine" title={t('usage.mine')} rows={mine} />}
      {booked.length > 0 && (
        <UsageSection id="usage-booked" title={t('usage.booked')} rows={booked} />
      )}
    </>
  )
}

function UsageSection({ id, title, rows }: { id: string; title: string; rows: ImageUsage[] }) {
  return (
    <section aria-labelledby={id} className="bk-section">
      <h2 id={id}>{title}</h2>
      <ul className="bk-list">
        {rows.map((row) => (
          <UsageRow key={row.id} row={row} />
        ))}
      </ul>
    </section>
  )
}

const day = (date: string) => `${date}T12:00:00+09:00`

function UsageRow({ row }: { row: ImageUsage }) {
  const { t } = useTranslation('bookings')
  const format = useFormat()
  const counterpart =
    row.counterpartName ?? t(row.viewer === 'model' ? 'usage.clientLeft' : 'usage.modelLeft')
  return (
    <li className={`bk-list__item bk-usage bk-usage--${row.status}`}>
      <div className="bk-list__head">
        <Link to={BOOKING_WEB_ROUTES.mypageBooking(row.agreementId)} className="bk-list__title">
          {row.title}
        </Link>
        <span className={`bk-chip bk-chip--usage-${row.status}`}>
          {t(`usage.status.${row.status}`)}
        </span>
      </div>
      <p className="bk-list__meta">{t('with', { name: counterpart })}</p>
      <dl className="bk-usage__terms">
        <dt>{t('usage.scope')}</dt>
        <dd>{row.scope}</dd>
        {row.territory && (
          <>
            <dt>{t('usage.territory')}</dt>
            <dd>{row.territory}</dd>
          </>
        )}
        <dt>{t('usage.period')}</dt>
        <dd>
          {row.endsOn === null
            ? t('usage.fromUnlimited', { start: format.date(day(row.startsOn)) })
            : t('usage.fromTo', {
                start: format.date(day(row.startsOn)),
                end: format.date(day(row.endsOn)),
              })}
        </dd>
        {row.daysLeft !== null && (
          <>
            <dt>{t('usage.left')}</dt>
            <dd className="bk-usage__left">
              {row.daysLeft > 0
                ? t('usage.daysLeft', { count: row.daysLeft })
                : row.daysLeft === 0
                  ? t('usage.endsToday')
                  : t('usage.endedAgo', { count: -row.daysLeft })}
            </dd>
          </>
        )}
      </dl>
      {!row.standing && <p className="bk-list__meta">{t('cancelled')}</p>}
      <UsageNoticePanel row={row} />
      {row.standing && row.status !== 'unlimited' && !row.can.acknowledge && (
        <p className="bk-list__meta">
          <Link to={BOOKING_WEB_ROUTES.mypageBooking(row.agreementId)}>{t('usage.extend')}</Link>
        </p>
      )}
    </li>
  )
}
