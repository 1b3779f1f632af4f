import { useTranslation } from 'react-i18next'
import { BOOKING_WEB_ROUTES } from '@cnm/contracts'
import { Link, useParams } from 'react-router-dom'
import { PageTitle } from '@/components/ui/page-header'
import { AgreementList } from '@/features/bookings/components/agreement-list'
import { AgreementPage } from '@/features/bookings/components/agreement-page'
import { CalendarFeedCard } from '@/features/bookings/components/calendar-feed-card'
import { UsageLedger } from '@/features/bookings/components/usage-ledger'
import { NotFoundRoute } from '../not-found'

/** /mypage/bookings (issue #28, ADR 0044): the agreements of the caller's bookings. */
export function BookingsRoute() {
  const { t } = useTranslation('bookings')
  return (
    <section aria-labelledby="mypage-bookings-title">
      <PageTitle title={t('title')} />
      <h1 id="mypage-bookings-title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <p>
        <Link to={BOOKING_WEB_ROUTES.MYPAGE_IMAGE_USAGE}>{t('usage.link')}</Link>
      </p>
      <AgreementList />
      <CalendarFeedCard />
    </section>
  )
}

/** /mypage/image-usage (ADR 0048): where the pictures of the caller's bookings may be used. */
export function ImageUsageRoute() {
  const { t } = useTranslation('bookings')
  return (
    <section aria-labelledby="mypage-usage-title">
      <PageTitle title={t('usage.title')} />
      <h1 id="mypage-usage-title">{t('usage.title')}</h1>
      <p>{t('usage.intro')}</p>
      <UsageLedger />
      <p>
        <Link to={BOOKING_WEB_ROUTES.MYPAGE_BOOKINGS}>{t('back')}</Link>
      </p>
    </section>
  )
}

/** /mypage/bookings/:id: one agreement. */
export function BookingRoute() {
  const id = Number(useParams().id)
  if (!Number.isSafeInteger(id) || id < 1) return <NotFoundRoute />
  return <AgreementPage key={id} agreementId={id} />
}
