import { PACKAGE_LIMITS, type PackageItemInput, type PackageOwnerView } from '@cnm/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CoverThumb } from '@/components/ui/cover-thumb'
import { EmptyState } from '@/components/ui/empty-state'
import { CheckboxField, Field, SelectField, TextareaField } from '@/components/ui/field'
import { isApiError } from '@/lib/api-client'
import { useMessageText } from '@/lib/messages'
import {
  useCandidates,
  useModelPhotos,
  useModelVideos,
  useSavePackage,
  type Candidate,
  type CandidateSource,
} from '../api/packages'

interface Chosen extends PackageItemInput {
  name: string
}

/** The photos of one chosen model, as checkboxes; none chosen shows the cover. */
function PhotoChoice({ item, onChange }: { item: Chosen; onChange: (photoIds: string[]) => void }) {
  const { t } = useTranslation('packages')
  const photos = useModelPhotos(item.profileId)
  if (!photos.data) return null
  return (
    <fieldset className="package-builder__photos">
      <legend>{t('builder.photos', { name: item.name })}</legend>
      <ul>
        {photos.data.map((photo, index) => {
          const checked = item.photoIds.includes(photo.id)
          const label = t('builder.photo', { number: index + 1 })
          return (
            <li key={photo.id}>
              <label>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && item.photoIds.length >= PACKAGE_LIMITS.PHOTOS_PER_ITEM_MAX}
                  onChange={() =>
                    onChange(
                      checked
                        ? item.photoIds.filter((id) => id !== photo.id)
                        : [...item.photoIds, photo.id],
                    )
                  }
                />
                <CoverThumb image={photo} alt={label} size={56} />
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}

/** One of the model's ready intro videos to include, or none (issue #31). */
function VideoChoice({
  item,
  onChange,
}: {
  item: Chosen
  onChange: (videoId: string | null) => void
}) {
  const { t } = useTranslation('packages')
  const videos = useModelVideos(item.profileId)
  if (!videos.data || videos.data.length === 0) return null
  return (
    <SelectField
      label={t('builder.video', { name: item.name })}
      value={item.videoId ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
    >
      <option value="">{t('builder.noVideo')}</option>
      {videos.data.map((video) => (
        <option key={video.id} value={video.id}>
          {video.kind === 'other' && video.title ? video.title : t(`videoKinds.${video.kind}`)}
        </option>
      ))}
    </SelectField>
  )
}

/**
 * Builds or edits a package (issue #29): a name, the models in order, for each the photos to
 * show and a note. An agency picks from its own published models, a client from the models it
 * follows.
 */
export function PackageBuilder({
  source,
  editing,
  onDone,
}: {
  source: CandidateSource
  editing?: PackageOwnerView
  onDone: () => void
}) {
  const { t } = useTranslation('packages')
  const message = useMessageText()
  const candidates = useCandidates(source)
  const save = useSavePackage()
  const [name, setName] = useState(editing?.name ?? '')
  const [items, setItems] = useState<Chosen[]>(
    editing?.items.map(({ profileId, name: itemName, photoIds, videoId, note }) => ({
      profileId,
      name: itemName,
      photoIds,
      videoId,
      note,
    })) ?? [],
  )
  const [nameError, setNameError] = useState<string>()

  const toggle = (candidate: Candidate) =>
    setItems((current) =>
      current.some((item) => item.profileId === candidate.id)
        ? current.filter((item) => item.profileId !== candidate.id)
        : [
            ...current,
            {
              profileId: candidate.id,
              name: candidate.stageName,
              photoIds: [],
              videoId: null,
              note: '',
            },
          ],
    )
  const change = (index: number, patch: Partial<Chosen>) =>
    setItems((current) => current.map((item, at) => (at === index ? { ...item, ...patch } : item)))
  const move = (index: number, by: -1 | 1) =>
    setItems((current) => {
      const next = [...current]
      const [item] = next.splice(index, 1)
      next.splice(index + by, 0, item as Chosen)
      return next
    })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) {
      setNameError(t('builder.nameRequired'))
      return
    }
    setNameError(undefined)
    save.mutate(
      {
        id: editing?.id,
        input: {
          name: name.trim(),
          items: items.map(({ profileId, photoIds, videoId, note }) => ({
            profileId,
            photoIds,
            videoId: videoId ?? null,
            note,
          })),
        },
      },
      { onSuccess: onDone },
    )
  }

  return (
    <form className="package-builder" onSubmit={submit} noValidate aria-labelledby="builder-title">
      <h2 id="builder-title">{editing ? t('builder.editTitle') : t('builder.newTitle')}</h2>
      <Field
        label={t('builder.name')}
        value={name}
        maxLength={PACKAGE_LIMITS.NAME_MAX}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset className="package-builder__candidates">
        <legend>{source === 'own' ? t('builder.ownModels') : t('builder.followedModels')}</legend>
        {candidates.data?.length === 0 && (
          <EmptyState title={t('builder.noCandidates')}>
            {source === 'own' ? t('builder.noOwnHint') : t('builder.noFollowedHint')}
          </EmptyState>
        )}
        <ul>
          {candidates.data?.map((candidate) => (
            <li key={candidate.id}>
              <CoverThumb image={candidate.cover} size={40} />
              <CheckboxField
                label={candidate.stageName}
                checked={items.some((item) => item.profileId === candidate.id)}
                onChange={() => toggle(candidate)}
              />
            </li>
          ))}
        </ul>
      </fieldset>
      {items.length > 0 && (
        <ol className="package-builder__items" aria-label={t('builder.order')}>
          {items.map((item, index) => (
            <li key={item.profileId}>
              <p className="package-builder__item-name">
                {index + 1}. {item.name}
              </p>
              <div className="package-builder__move">
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  {t('builder.up', { name: item.name })}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  disabled={index === items.length - 1}
                  onClick={() => move(index, 1)}
                >
                  {t('builder.down', { name: item.name })}
                </Button>
              </div>
              <PhotoChoice item={item} onChange={(photoIds) => change(index, { photoIds })} />
              <VideoChoice item={item} onChange={(videoId) => change(index, { videoId })} />
              <TextareaField
                label={t('builder.note', { name: item.name })}
                value={item.note}
                maxLength={PACKAGE_LIMITS.NOTE_MAX}
                rows={2}
                onChange={(event) => change(index, { note: event.target.value })}
              />
            </li>
          ))}
        </ol>
      )}
      {save.error && (
        <Alert>{isApiError(save.error) ? message(save.error.message) : t('failed')}</Alert>
      )}
      <div className="package-builder__actions">
        <Button type="submit" disabled={save.isPending}>
          {t('builder.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('builder.cancel')}
        </Button>
      </div>
    </form>
  )
}
