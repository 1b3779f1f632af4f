import { BOOKING_WEB_ROUTES, type AgreementSummary } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { EmptyState } from '@/components/ui/empty-state'
import { useFormat } from '@/lib/format'
import { useAgreements } from '../api/agreements'
import { AgreementStatusChip } from './agreement-status'
import './bookings.css'

/** /mypage/bookings: every agreement of the caller, client side and model side alike. */
export function AgreementList() {
  const { t } = useTranslation('bookings')
  const query = useAgreements()
  if (query.isPending) return <p role="status">{t('loading')}</p>
  if (query.isError) return <Alert>{t('loadFailed')}</Alert>
  if (query.data.length === 0) {
    return <EmptyState title={t('empty.title')}>{t('empty.text')}</EmptyState>
  }
  return (
    <ul className="bk-list">
      {query.data.map((item) => (
        <AgreementRow key={item.id} item={item} />
      ))}
    </ul>
  )
}

function AgreementRow({ item }: { item: AgreementSummary }) {
  const { t } = useTranslation('bookings')
  const format = useFormat()
  return (
    <li className="bk-list__item">
      <div className="bk-list__head">
        <Link
          to={BOOKING_WEB_ROUTES.mypageBooking(item.id)}
          className="bk-list__title"
          aria-label={t('open', { title: item.title })}
        >
          {item.title}
        </Link>
        <AgreementStatusChip status={item.status} standing={item.standing} />
      </div>
      <p className="bk-list__meta">
        {t('with', { name: item.counterpartName })} · {format.date(item.createdAt)}
      </p>
      {item.waitingForYou && <p className="bk-list__waiting">{t('waitingForYou')}</p>}
    </li>
  )
}
