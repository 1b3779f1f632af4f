import { WEB_ROUTES, webPath, type ModelCard as ModelCardData } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useFormat } from '@/lib/format'
import { CARD_SIZES } from './card-sizes'
import { CARD_IMAGE, ModelImage } from './model-image'

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
