import type { SharedPackage } from '@cnm/contracts'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CoverThumb } from '@/components/ui/cover-thumb'
import { VideoPlayer } from '@/components/ui/video-player'
import { EmptyState } from '@/components/ui/empty-state'
import { Field, TextareaField } from '@/components/ui/field'
import { PageTitle } from '@/components/ui/page-header'
import { isApiError } from '@/lib/api-client'
import { useDualMeasurements } from '@/lib/dual-measurements'
import { useFormat } from '@/lib/format'
import { useDownloadSharedCompCard, usePick, useSharedPackage } from '../api/shared-package'
import './packages.css'

type Item = SharedPackage['items'][number]

/** Keeps the page out of search engines while it is shown (the API says so in its headers too). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta')
    meta.name = 'robots'
    meta.content = 'noindex, nofollow'
    document.head.append(meta)
    return () => meta.remove()
  }, [])
}

function SharedModel({ item, token, password }: { item: Item; token: string; password: string }) {
  const { t } = useTranslation('packages')
  const sizes = useDualMeasurements(item)
  const pick = usePick(token, password)
  const card = useDownloadSharedCompCard(token, password)
  const [comment, setComment] = useState(item.pick.comment)
  const rows = (
    [
      [t('shared.age'), item.age === null ? null : t('shared.years', { count: item.age })],
      [t('shared.height'), sizes.height],
      [t('shared.bust'), sizes.bust],
      [t('shared.waist'), sizes.waist],
      [t('shared.hips'), sizes.hips],
      [t('shared.shoes'), sizes.shoe],
      [t('shared.clothing'), sizes.clothing],
    ] as [string, string | null][]
  ).filter((row): row is [string, string] => row[1] !== null)
  const save = (favourite: boolean) =>
    pick.mutate({ profileId: item.profileId, pick: { favourite, comment } })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save(item.pick.favourite)
  }
  return (
    <li className="shared-model">
      <h2 id={`model-${item.profileId}`}>{item.name}</h2>
      <ul className="shared-model__photos">
        {item.photos.map((photo, index) => (
          <li key={index}>
            <CoverThumb
              image={photo}
              size={150}
              alt={t('shared.photoAlt', { name: item.name, number: index + 1 })}
            />
          </li>
        ))}
      </ul>
      {item.video && (
        <VideoPlayer
          className="shared-model__video"
          videoUrl={item.video.videoUrl}
          video480Url={item.video.video480Url}
          posterUrl={item.video.posterUrl}
          label={t('shared.videoOf', {
            name: item.name,
            title:
              item.video.kind === 'other' && item.video.title
                ? item.video.title
                : t(`videoKinds.${item.video.kind}`),
          })}
        />
      )}
      {item.note && <p className="shared-model__note">{item.note}</p>}
      <dl className="shared-model__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="shared-model__actions">
        <Button
          variant={item.pick.favourite ? 'primary' : 'outline'}
          size="sm"
          aria-pressed={item.pick.favourite}
          disabled={pick.isPending}
          onClick={() => save(!item.pick.favourite)}
        >
          {t('shared.favourite', { name: item.name })}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={card.isPending}
          onClick={() =>
            card.mutate({
              profileId: item.profileId,
              fileName: t('shared.cardFileName', { name: item.name }),
            })
          }
        >
          {t('shared.compCard', { name: item.name })}
        </Button>
      </div>
      <form onSubmit={submit} className="shared-model__comment">
        <TextareaField
          label={t('shared.comment', { name: item.name })}
          value={comment}
          rows={2}
          onChange={(event) => setComment(event.target.value)}
        />
        <Button type="submit" size="sm" variant="outline" disabled={pick.isPending}>
          {t('shared.saveComment')}
        </Button>
        {pick.isSuccess && (
          <p role="status" className="field__hint">
            {t('shared.saved')}
          </p>
        )}
        {(pick.isError || card.isError) && <Alert>{t('failed')}</Alert>}
      </form>
    </li>
  )
}

/** /p/:token (issue #29): a package as its link shows it, to anyone holding the link. */
export function SharedPackageView({ token }: { token: string }) {
  const { t } = useTranslation('packages')
  const format = useFormat()
  useNoIndex()
  const [password, setPassword] = useState('')
  const [typed, setTyped] = useState('')
  const shared = useSharedPackage(token, password)
  const error = shared.error
  const locked = isApiError(error) && error.status === 403

  if (locked) {
    return (
      <section className="shared-package" aria-labelledby="shared-title">
        <PageTitle title={t('shared.lockedTitle')} />
        <h1 id="shared-title">{t('shared.lockedTitle')}</h1>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            setPassword(typed)
          }}
        >
          <Field
            label={t('shared.password')}
            type="password"
            value={typed}
            error={password ? t('shared.wrongPassword') : undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit">{t('shared.open')}</Button>
        </form>
      </section>
    )
  }
  if (error) {
    return (
      <section className="shared-package" aria-labelledby="shared-title">
        <PageTitle title={t('shared.goneTitle')} />
        <EmptyState title={t('shared.goneTitle')}>{t('shared.goneText')}</EmptyState>
        <h1 id="shared-title" className="visually-hidden">
          {t('shared.goneTitle')}
        </h1>
      </section>
    )
  }
  if (!shared.data) return null
  const pkg = shared.data
  return (
    <section className="shared-package" aria-labelledby="shared-title">
      <PageTitle title={pkg.name} />
      <h1 id="shared-title">{pkg.name}</h1>
      <p className="field__hint">
        {pkg.from ? `${t('shared.from', { name: pkg.from })} · ` : ''}
        {t('shared.until', { when: format.dateTime(pkg.expiresAt) })}
      </p>
      <p>{t('shared.intro')}</p>
      {pkg.items.length === 0 ? (
        <EmptyState title={t('shared.emptyTitle')}>{t('shared.emptyText')}</EmptyState>
      ) : (
        <ul className="shared-package__models">
          {pkg.items.map((item) => (
            <SharedModel key={item.profileId} item={item} token={token} password={password} />
          ))}
        </ul>
      )}
    </section>
  )
}
