import { webPath, type CastingCard as CastingCardData, WEB_ROUTES } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useFormat } from '@/lib/format'
import { useCastingText } from './casting-text'
import { PayRecordLine } from './pay-record-line'

/** One casting of the board: client (Verified), pay first, then shoot date, city, deadline. */
export function CastingCard({ casting }: { casting: CastingCardData }) {
  const { t } = useTranslation('castings')
  const format = useFormat()
  const text = useCastingText()
  return (
    <article className="casting-card">
      <CastingClient casting={casting} />
      <h3 className="casting-card__title">
        <Link to={webPath(WEB_ROUTES.CASTING, { id: casting.id })}>{casting.title}</Link>
      </h3>
      <p className="casting-card__pay">{text.pay(casting.pay)}</p>
      <dl className="casting-card__facts">
        <div>
          <dt>{t('card.filming')}</dt>
          <dd>{casting.filmingDate ? format.date(casting.filmingDate) : t('card.toBeAgreed')}</dd>
        </div>
        <div>
          <dt>{t('card.city')}</dt>
          <dd>{casting.city?.value ?? t('card.anyCity')}</dd>
        </div>
        <div>
          <dt>{t('card.category')}</dt>
          <dd>
            {[casting.category?.value, casting.detailedCategory?.value]
              .filter(Boolean)
              .join(' · ') || t('card.anyCategory')}
          </dd>
        </div>
      </dl>
      <p className="casting-card__deadline">{text.deadline(casting)}</p>
      <PayRecordLine record={casting.payRecord} />
    </article>
  )
}

/** The client's name, Verified when it is, and Demo on a demonstration casting. */
export function CastingClient({
  casting,
}: {
  casting: Pick<CastingCardData, 'client' | 'isDemo'>
}) {
  const { t } = useTranslation('castings')
  return (
    <p className="casting-card__client">
      {/* The badge follows the posting account's own name, not a brand typed on the casting. */}
      {casting.client.forBrand && (
        <span>{t('card.forBrand', { brand: casting.client.forBrand })} </span>
      )}
      <span>{casting.client.name}</span>
      {casting.client.verified && <VerifiedBadge />}
      {casting.isDemo && (
        <span className="casting-badge casting-badge--demo">{t('card.demo')}</span>
      )}
    </p>
  )
}

export function VerifiedBadge() {
  const { t } = useTranslation('castings')
  return (
    <span className="casting-badge" title={t('card.verifiedHint')}>
      {t('card.verified')}
    </span>
  )
}

/** Same box as a card, so the grid does not move when the results arrive. */
export function CastingCardSkeleton() {
  return (
    <div className="casting-card casting-card--skeleton" aria-hidden="true">
      <p className="casting-card__client skeleton-line" />
      <p className="casting-card__title skeleton-line" />
      <p className="casting-card__pay skeleton-line" />
      <p className="casting-card__facts skeleton-line" />
      <p className="casting-card__deadline skeleton-line" />
    </div>
  )
}
