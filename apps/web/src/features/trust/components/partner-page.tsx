import { webPath, WEB_ROUTES, type PartnerDetail, type PayRecord } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/ui/page-header'
import { useFormat } from '@/lib/format'
import { VerifiedBadge } from './partners-directory'
import { ReviewList } from './review-list'
import { ReviewSummaryLine } from './stars'
import './trust.css'

/** /partners/:id: the company, its record on the platform, its open castings and reviews. */
export function PartnerPage({ partner }: { partner: PartnerDetail }) {
  const { t } = useTranslation('trust')
  const format = useFormat()
  return (
    <div className="page container partner-page">
      <PageHeader eyebrow={t('partner.eyebrow')} title={partner.name}>
        {partner.verified && <VerifiedBadge />}{' '}
        {[partner.category?.value, partner.city?.value].filter(Boolean).join(' · ')}
      </PageHeader>
      <dl className="partner-page__facts">
        <div>
          <dt>{t('partner.memberSince')}</dt>
          <dd>{format.date(partner.memberSince)}</dd>
        </div>
        <div>
          <dt>{t('partner.bookings')}</dt>
          <dd>{format.number(partner.bookingsMade)}</dd>
        </div>
        <div>
          <dt>{t('partner.openCastings')}</dt>
          <dd>{format.number(partner.openCastings)}</dd>
        </div>
        <div>
          <dt>{t('partner.reviews')}</dt>
          <dd>
            <ReviewSummaryLine summary={partner.reviews} />
          </dd>
        </div>
      </dl>
      <PayRecordSection record={partner.payRecord} />
      <section aria-labelledby="partner-castings">
        <h2 id="partner-castings">{t('partner.castingsTitle')}</h2>
        {partner.castings.length === 0 ? (
          <p>{t('partner.noCastings')}</p>
        ) : (
          <ul className="partner-page__castings">
            {partner.castings.map((casting) => (
              <li key={casting.id}>
                <Link to={webPath(WEB_ROUTES.CASTING, { id: casting.id })}>{casting.title}</Link>
                <span className="partner-card__meta">
                  {' · '}
                  {format.money(casting.pay.budget)}
                  {' · '}
                  {t('partner.deadline', { date: format.date(casting.applicationDeadline) })}
                </span>
              </li>
            ))}
          </ul>
        )}
        {partner.openCastings > partner.castings.length && (
          <p>
            <Link to={`${WEB_ROUTES.CASTINGS}?clientId=${partner.id}`}>
              {t('partner.allCastings', { count: partner.openCastings })}
            </Link>
          </p>
        )}
      </section>
      <p className="partner-page__privacy">{t('partner.privacy')}</p>
      <ReviewList subject="partner" id={partner.id} />
    </div>
  )
}

/**
 * The client's pay record from its real bookings (issue #28, ADR 0044); a client without a
 * completed booking reads that, never a made-up score.
 */
function PayRecordSection({ record }: { record: PayRecord }) {
  const { t } = useTranslation('trust')
  const format = useFormat()
  return (
    <section aria-labelledby="partner-pay" className="partner-page__pay">
      <h2 id="partner-pay">{t('partner.pay.title')}</h2>
      {record.bookingsCompleted === 0 && record.killFees === 0 ? (
        <p>{t('partner.pay.none')}</p>
      ) : (
        <dl className="partner-page__facts">
          <div>
            <dt>{t('partner.pay.completed')}</dt>
            <dd>{format.number(record.bookingsCompleted)}</dd>
          </div>
          <div>
            <dt>{t('partner.pay.onTime')}</dt>
            <dd>
              {record.paidOnTimeShare === null
                ? t('partner.pay.notYetDue')
                : t('partner.pay.percent', { percent: Math.round(record.paidOnTimeShare * 100) })}
            </dd>
          </div>
          <div>
            <dt>{t('partner.pay.median')}</dt>
            <dd>
              {record.medianDaysToPay === null
                ? t('partner.pay.noPayYet')
                : t('partner.pay.days', { count: Math.round(record.medianDaysToPay) })}
            </dd>
          </div>
          <div>
            <dt>{t('partner.pay.overdue')}</dt>
            <dd>{format.number(record.openOverdue)}</dd>
          </div>
          {record.killFees > 0 && (
            <div>
              <dt>{t('partner.pay.killFees')}</dt>
              <dd>{format.number(record.killFees)}</dd>
            </div>
          )}
        </dl>
      )}
      <p className="partner-page__cancellations">
        {record.cancelledLast12Months === 0
          ? t('partner.pay.cancelledNone')
          : t('partner.pay.cancelled', { count: record.cancelledLast12Months })}
      </p>
    </section>
  )
}
