import type { ModelInfoRef, ModelPublicProfile } from '@cnm/contracts'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { PageTitle } from '@/components/ui/page-header'
import { useDualMeasurements } from '@/lib/dual-measurements'
import { useFormat } from '@/lib/format'
import { CompCardButton } from './comp-card-button'
import { LikeButton } from './like-button'
import { ModelGallery } from './model-gallery'
import { ReportDialog } from './report-dialog'
import { YoutubeEmbed } from './youtube-embed'
import { IntroVideos } from './intro-videos'
import './models.css'

const names = (items: readonly ModelInfoRef[]) => items.map((item) => item.value).join(', ')

/**
 * /models/:id. "Propose casting" belongs to the inquiries feature: the page passes it in
 * (`onProposeCasting`), so this feature does not import another one.
 */
export function ModelProfile({
  model,
  onProposeCasting,
}: {
  model: ModelPublicProfile
  onProposeCasting: () => void
}) {
  const { t } = useTranslation('models')
  const format = useFormat()
  const [reporting, setReporting] = useState(false)
  const sizes = useDualMeasurements(model)
  const place = model.city?.value ?? model.province
  const rows: [string, ReactNode][] = (
    [
      [t('profile.age'), model.age === null ? null : t('card.age', { count: model.age })],
      [t('profile.gender'), model.gender?.value],
      [t('profile.height'), sizes.height],
      [
        t('profile.weight'),
        model.weightKg === null ? null : t('profile.kg', { value: format.number(model.weightKg) }),
      ],
      [t('profile.bust'), sizes.bust],
      [t('profile.waist'), sizes.waist],
      [t('profile.hips'), sizes.hips],
      [t('profile.shoeSize'), sizes.shoe],
      [t('profile.clothingSize'), sizes.clothing],
      [t('profile.hair'), model.hairColor?.value],
      [t('profile.eyes'), model.eyeColor?.value],
      [t('profile.race'), model.race?.value],
      [t('profile.categories'), names(model.categories)],
      [t('profile.detailedCategories'), names(model.detailedCategories)],
      [t('profile.shootTypes'), names(model.shootTypes)],
      [t('profile.career'), model.career?.value],
      [t('profile.fee'), model.fee?.value],
      [t('profile.city'), [place, model.country?.value].filter(Boolean).join(', ')],
      [t('profile.instagram'), model.instagram ? `@${model.instagram}` : null],
    ] as [string, ReactNode][]
  ).filter(([, value]) => value !== null && value !== undefined && value !== '')

  return (
    <article className="model-profile" aria-labelledby="model-name">
      <PageTitle title={model.stageName} />
      <ModelGallery photos={model.photos} name={model.stageName} />
      <div className="model-profile__body">
        <header className="model-profile__header">
          <h1 id="model-name" className="page__title">
            {model.stageName}
          </h1>
          {model.reviewed && (
            <span className="model-badge model-badge--inline">{t('card.reviewed')}</span>
          )}
          {model.isDemo && <p className="model-card__demo">{t('card.demo')}</p>}
        </header>
        <div className="model-profile__actions">
          <LikeButton
            modelId={model.id}
            liked={model.likedByMe ?? false}
            likeCount={model.likeCount}
            disabled={model.canEdit}
          />
          {!model.canEdit && (
            <Button onClick={onProposeCasting}>{t('profile.proposeCasting')}</Button>
          )}
          <CompCardButton modelId={model.id} name={model.stageName} />
          {!model.canEdit && (
            <Button variant="text" onClick={() => setReporting(true)}>
              {t('profile.report')}
            </Button>
          )}
        </div>
        {model.agency && (
          <p className="model-profile__agency">
            {t('profile.agency')}{' '}
            {model.agency.homePage ? (
              <a href={model.agency.homePage} rel="noopener noreferrer nofollow" target="_blank">
                {model.agency.name}
              </a>
            ) : (
              model.agency.name
            )}
          </p>
        )}
        <dl className="model-profile__facts">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {/* Reliability (issue #28): counted from real bookings, "none" included. */}
        <p className="model-profile__reliability">
          {model.reliability.cancelledLast12Months === 0
            ? t('profile.cancelledNone')
            : t('profile.cancelled', { count: model.reliability.cancelledLast12Months })}
        </p>
        {model.keywords.length > 0 && (
          <section aria-labelledby="model-keywords">
            <h2 id="model-keywords">{t('profile.keywords')}</h2>
            <ul className="chips">
              {model.keywords.map((keyword) => (
                <li key={keyword.id} className="chip">
                  {keyword.value}
                </li>
              ))}
            </ul>
          </section>
        )}
        {model.bio && (
          <section aria-labelledby="model-bio">
            <h2 id="model-bio">{t('profile.bio')}</h2>
            <p className="model-profile__bio">{model.bio}</p>
          </section>
        )}
        <IntroVideos modelId={model.id} />
        {model.videos.length > 0 && (
          <section aria-labelledby="model-videos">
            <h2 id="model-videos">{t('profile.videos')}</h2>
            {model.videos.map((video, index) => (
              <YoutubeEmbed
                key={video.videoId}
                video={video}
                title={t('profile.videoTitle', { name: model.stageName, number: index + 1 })}
              />
            ))}
          </section>
        )}
      </div>
      <ReportDialog modelId={model.id} open={reporting} onClose={() => setReporting(false)} />
    </article>
  )
}
