import { WEB_ROUTES, type CastingDetail as CastingDetailData } from '@cnm/contracts'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { PageTitle } from '@/components/ui/page-header'
import { useFormat } from '@/lib/format'
import { useSession, useSessionActions } from '@/lib/session'
import { ApplyPanel } from './apply-panel'
import { CastingCard, CastingClient } from './casting-card'
import { PayRecordLine } from './pay-record-line'
import { useCastingText } from './casting-text'
import { OwnerPanel } from './owner-panel'
import { ReportCastingDialog } from './report-casting-dialog'
import '@/components/ui/list-page.css'
import './castings.css'

/** /castings/:id: every field, what the caller may do, and the client's other open castings. */
export function CastingDetail({ casting }: { casting: CastingDetailData }) {
  const { t } = useTranslation('castings')
  const format = useFormat()
  const text = useCastingText()
  const { signedIn } = useSession()
  const { openAuthModal } = useSessionActions()
  const [reporting, setReporting] = useState(false)
  const owner = casting.viewer.isOwner
  const ageRange =
    casting.ageMin === null && casting.ageMax === null
      ? t('detail.anyAge')
      : casting.ageMax === null
        ? t('detail.ageFrom', { min: casting.ageMin })
        : casting.ageMin === null
          ? t('detail.ageTo', { max: casting.ageMax })
          : t('detail.ageRange', { min: casting.ageMin, max: casting.ageMax })

  const facts: [string, ReactNode][] = [
    [t('detail.pay'), text.pay(casting.pay)],
    [t('detail.company'), casting.companyName],
    [
      t('detail.publicCode'),
      <>
        <span className="casting-detail__code" translate="no">
          {casting.publicCode}
        </span>{' '}
        <Link to={WEB_ROUTES.VERIFY}>{t('detail.publicCodeHint')}</Link>
      </>,
    ],
    [t('detail.productCategories'), casting.productCategories],
    [
      t('detail.filming'),
      [
        casting.filmingDate ? format.date(casting.filmingDate, 'long') : null,
        casting.filmingDateNote,
      ]
        .filter(Boolean)
        .join(' · ') || t('card.toBeAgreed'),
    ],
    [t('detail.location'), casting.locationOfFilming],
    [t('card.city'), casting.city?.value ?? t('card.anyCity')],
    [t('detail.shootType'), casting.shootType?.value ?? t('detail.notSaid')],
    [
      t('card.category'),
      [casting.category?.value, casting.detailedCategory?.value].filter(Boolean).join(' · ') ||
        t('card.anyCategory'),
    ],
    [t('detail.gender'), casting.gender?.value ?? t('detail.anyGender')],
    [t('detail.age'), ageRange],
    [t('detail.modelsWanted'), t('detail.modelCount', { count: casting.modelNumber })],
    [
      t('detail.booked'),
      t('detail.bookedOf', { booked: casting.bookedCount, wanted: casting.modelNumber }),
    ],
    [t('detail.contractPeriod'), t('detail.months', { count: casting.contractPeriod })],
    [
      t('detail.usageScope'),
      casting.usageMonths === null
        ? casting.usageScope
        : t('detail.usageWithMonths', {
            scope: casting.usageScope,
            months: t('detail.months', { count: casting.usageMonths }),
          }),
    ],
    [t('detail.postingMedia'), casting.postingMedia],
    [
      t('detail.deadline'),
      `${format.dateTime(casting.applicationDeadline)} (${text.deadline(casting)})`,
    ],
  ]
  if (casting.otherContent) facts.push([t('detail.otherContent'), casting.otherContent])

  return (
    <div className="casting-detail">
      <PageTitle title={casting.title} />
      <article className="casting-detail__main" aria-labelledby="casting-title">
        <header className="casting-detail__header">
          <CastingClient casting={casting} />
          <PayRecordLine record={casting.payRecord} />
          <h1 id="casting-title">{casting.title}</h1>
          <p className="casting-card__pay">{text.pay(casting.pay)}</p>
          <p className="casting-card__deadline">{text.deadline(casting)}</p>
        </header>
        <h2>{t('detail.factsTitle')}</h2>
        <dl className="casting-detail__facts">
          {facts.map(([label, value]) => (
            <div key={label} className="casting-detail__fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </article>
      <aside className="casting-detail__side">
        {owner ? <OwnerPanel casting={casting} /> : <ApplyPanel casting={casting} />}
        {!owner && (
          <p>
            <Button
              variant="text"
              onClick={() => (signedIn ? setReporting(true) : openAuthModal('signIn'))}
            >
              {t('report.open')}
            </Button>
          </p>
        )}
      </aside>
      {casting.otherCastings.length > 0 && (
        <section className="casting-detail__others" aria-labelledby="other-castings-title">
          <h2 id="other-castings-title">
            {t('detail.otherCastings', { client: casting.client.name })}
          </h2>
          <ul className="result-grid casting-grid">
            {casting.otherCastings.map((other) => (
              <li key={other.id}>
                <CastingCard casting={other} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <p>
        <Link to={WEB_ROUTES.CASTINGS}>{t('detail.backToBoard')}</Link>
      </p>
      <ReportCastingDialog
        castingId={casting.id}
        open={reporting}
        onClose={() => setReporting(false)}
      />
    </div>
  )
}
