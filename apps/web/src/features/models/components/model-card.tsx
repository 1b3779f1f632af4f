import { WEB_ROUTES, webPath, type ModelCard as ModelCardData } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useFormat } from '@/lib/format'
import { CARD_IMAGE, ModelImage } from './model-image'

// How wide a card's photo is drawn (models.css): 2 columns on phones, 3 from 640 px, 4 from
// 1200 px, in a container of at most 1400 px with the page gutter (16 px on a phone, 4vw up
// to 40 px) and 16 px gaps: on a 412 px phone at 1.75x (Lighthouse's) a card is 182 px wide
// and takes the 320 px variant, where plain 50vw asked for the 640 px one (ADR 0014).
export const CARD_SIZES =
  '(min-width: 1200px) 320px, (min-width: 640px) calc(31vw - 10px), calc(50vw - 24px)'
const CARD_BOX = { width: CARD_IMAGE.width * 100, height: CARD_IMAGE.height * 100 }

/** One model in a grid: cover, name, facts, Reviewed badge and like count. */
export function ModelCard({ model, eager = false }: { model: ModelCardData; eager?: boolean }) {
  const { t } = useTranslation('models')
  const format = useFormat()
  const facts = [
    model.age === null ? null : t('card.age', { count: model.age }),
    model.heightCm === null ? null : t('card.height', { cm: format.number(model.heightCm) }),
    model.city,
  ].filter((fact): fact is string => fact !== null)
  return (
    <article className="model-card">
      <Link to={webPath(WEB_ROUTES.MODEL, { id: model.id })} className="model-card__link">
        <span className="model-card__media">
          {model.cover ? (
            <ModelImage
              image={model.cover}
              alt=""
              sizes={CARD_SIZES}
              eager={eager}
              box={CARD_BOX}
              className="model-card__image"
            />
          ) : (
            <span className="model-image model-image--empty model-card__image" />
          )}
          {model.reviewed && <span className="model-badge">{t('card.reviewed')}</span>}
          {model.isDemo && <span className="model-badge model-badge--demo">{t('card.demo')}</span>}
        </span>
        <span className="model-card__name">{model.stageName}</span>
      </Link>
      <p className="model-card__facts">{facts.join(' · ')}</p>
      <p className="model-card__meta">
        {model.mainCategory && <span>{model.mainCategory.value}</span>}
        <span>
          <span aria-hidden="true">♥ {format.number(model.likeCount)}</span>
          <span className="visually-hidden">
            {t('card.likes', { count: model.likeCount, total: format.number(model.likeCount) })}
          </span>
        </span>
      </p>
    </article>
  )
}

/** Same box as a card, so the grid does not move when the results arrive. */
export function ModelCardSkeleton() {
  return (
    <div className="model-card model-card--skeleton" aria-hidden="true">
      <span className="model-card__link">
        <span className="model-card__media">
          <span className="model-image model-image--empty model-card__image" />
        </span>
        <span className="model-card__name skeleton-line" />
      </span>
      <p className="model-card__facts skeleton-line" />
      <p className="model-card__meta skeleton-line" />
    </div>
  )
}
