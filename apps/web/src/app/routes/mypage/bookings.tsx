import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { PageTitle } from '@/components/ui/page-header'
import { AgreementList } from '@/features/bookings/components/agreement-list'
import { AgreementPage } from '@/features/bookings/components/agreement-page'
import { NotFoundRoute } from '../not-found'

/** /mypage/bookings (issue #28, ADR 0044): the agreements of the caller's bookings. */
export function BookingsRoute() {
  const { t } = useTranslation('bookings')
  return (
    <section aria-labelledby="mypage-bookings-title">
      <PageTitle title={t('title')} />
      <h1 id="mypage-bookings-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <AgreementList />
    </section>
  )
}

/** /mypage/bookings/:id: one agreement. */
export function BookingRoute() {
  const id = Number(useParams().id)
  if (!Number.isSafeInteger(id) || id < 1) return <NotFoundRoute />
  return <AgreementPage key={id} agreementId={id} />
}
