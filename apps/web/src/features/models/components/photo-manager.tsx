import {
  MODEL_LIMITS,
  MODEL_PHOTO_ACCEPT,
  MODEL_PHOTO_STATUS,
  type ModelOwnerProfile,
  type ModelPhoto,
} from '@cnm/contracts'
import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { useMessageText } from '@/lib/messages'
import { useDeleteModelPhoto, useReorderModelPhotos } from '../api/model-photos'
import { useUpdateModel } from '../api/save-model'
import { useModelPhotoUploads } from '../api/upload-model-photo'
import { NativeConfirmDialog } from '@/components/ui/native-confirm-dialog'
import { ModelImage } from './model-image'

/**
 * Photos of a saved model: upload several files with a progress bar each, "processing"
 * until the variants exist (the owner's view is polled meanwhile, get-my-model.ts),
 * reorder by drag and drop or by keyboard (buttons and Alt+Arrow keys, announced), set the
 * cover, delete with confirmation.
 */
export function PhotoManager({ model }: { model: ModelOwnerProfile }) {
  const { t } = useTranslation('models')
  const messageText = useMessageText()
  const [announcement, setAnnouncement] = useState('')
  const {
    uploads,
    upload: uploadFile,
    dismiss,
  } = useModelPhotoUploads(model.id, {
    onUploaded: (name) => setAnnouncement(t('photos.uploaded', { name })),
  })
  const [deleting, setDeleting] = useState<ModelPhoto | null>(null)
  const [dragged, setDragged] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const reorder = useReorderModelPhotos(model.id)
  const remove = useDeleteModelPhoto(model.id)
  const update = useUpdateModel(model.id)
  const photos = [...model.photos].sort((a, b) => a.position - b.position)
  const room =
    MODEL_LIMITS.PHOTOS_MAX - photos.length - uploads.filter((u) => u.error === null).length

  const upload = (files: FileList | null) => {
    if (!files) return
    const chosen = [...files].slice(0, Math.max(0, room))
    if (chosen.length < files.length)
      setAnnouncement(t('photos.tooMany', { max: MODEL_LIMITS.PHOTOS_MAX }))
    for (const file of chosen) uploadFile(file)
    if (inputRef.current) inputRef.current.value = ''
  }

  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return
    const ids = photos.map((photo) => photo.id)
    const [id] = ids.splice(from, 1)
    ids.splice(to, 0, id!)
    reorder.mutate(ids)
    setAnnouncement(t('photos.moved', { number: from + 1, position: to + 1, total: photos.length }))
  }

  const onItemKeyDown = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!event.altKey) return
    if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') move(index, index - 1)
    else if (event.key === 'ArrowDown' || event.key === 'ArrowRight') move(index, index + 1)
    else return
    event.preventDefault()
  }

  const onDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault()
    const from = photos.findIndex((photo) => photo.id === dragged)
    setDragged(null)
    if (from >= 0) move(from, index)
  }

  return (
    <section className="photo-manager" aria-labelledby="photos-title">
      <h2 id="photos-title" className="model-form__title">
        {t('photos.title')}
      </h2>
      <p className="field__hint">{t('photos.hint', { max: MODEL_LIMITS.PHOTOS_MAX })}</p>
      <div className="photo-manager__add">
        <label className="btn btn--outline btn--md">
          {t('photos.add')}
          <input
            ref={inputRef}
            type="file"
            className="visually-hidden"
            accept={MODEL_PHOTO_ACCEPT}
            multiple
            disabled={room <= 0}
            onChange={(event) => upload(event.target.files)}
          />
        </label>
        <span>{t('photos.count', { count: photos.length, max: MODEL_LIMITS.PHOTOS_MAX })}</span>
      </div>
      {uploads.length > 0 && (
        <ul className="photo-manager__uploads" aria-label={t('photos.uploadsLabel')}>
          {uploads.map((item) => (
            <li key={item.key}>
              <span>{item.name}</span>
              {item.error !== null ? (
                <span className="field__error" role="alert">
                  {item.error ? messageText(item.error) : t('photos.uploadFailed')}
                </span>
              ) : (
                <progress
                  max={item.total || 1}
                  value={item.loaded}
                  aria-label={t('photos.uploading', { name: item.name })}
                />
              )}
              {item.error !== null && (
                <Button variant="text" size="sm" onClick={() => dismiss(item.key)}>
                  {t('photos.dismiss')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {(reorder.isError || remove.isError || update.isError) && (
        <Alert>{t('photos.changeFailed')}</Alert>
      )}
      <p className="field__hint">{t('photos.reorderHint')}</p>
      <ol className="photo-manager__list">
        {photos.map((photo, index) => {
          const label = t('photos.photoLabel', { number: index + 1, total: photos.length })
          const cover = photo.id === model.coverPhotoId || photo.isCover
          return (
            <li
              key={photo.id}
              className={`photo-manager__item${dragged === photo.id ? ' photo-manager__item--dragging' : ''}`}
              aria-label={label}
              tabIndex={0}
              draggable
              onKeyDown={(event) => onItemKeyDown(event, index)}
              onDragStart={(event) => {
                setDragged(photo.id)
                event.dataTransfer.effectAllowed = 'move'
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => setDragged(null)}
            >
              <span className="photo-manager__thumb">
                {photo.status === MODEL_PHOTO_STATUS.READY ? (
                  <ModelImage
                    image={photo}
                    alt=""
                    sizes="160px"
                    box={{ width: 160, height: 200 }}
                  />
                ) : (
                  <span className="model-image model-image--empty" />
                )}
              </span>
              <span className="photo-manager__state">
                {photo.status === MODEL_PHOTO_STATUS.PENDING && t('photos.processing')}
                {photo.status === MODEL_PHOTO_STATUS.FAILED && t('photos.failed')}
                {cover && <strong>{t('photos.cover')}</strong>}
              </span>
              <span className="photo-manager__actions">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('photos.moveUp', { label })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={t('photos.moveDown', { label })}
                  disabled={index === photos.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={cover || photo.status !== MODEL_PHOTO_STATUS.READY}
                  onClick={() =>
                    update.mutate(
                      { coverPhotoId: photo.id },
                      { onSuccess: () => setAnnouncement(t('photos.coverSet', { label })) },
                    )
                  }
                >
                  {t('photos.setCover')}
                  <span className="visually-hidden"> {label}</span>
                </Button>
                <Button variant="danger" size="sm" onClick={() => setDeleting(photo)}>
                  {t('photos.delete')}
                  <span className="visually-hidden"> {label}</span>
                </Button>
              </span>
            </li>
          )
        })}
      </ol>
      <NativeConfirmDialog
        open={deleting !== null}
        title={t('photos.deleteTitle')}
        text={t('photos.deleteText')}
        confirmLabel={t('photos.delete')}
        cancelLabel={t('form.cancel')}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting)
            remove.mutate(deleting.id, { onSuccess: () => setAnnouncement(t('photos.deleted')) })
          setDeleting(null)
        }}
      />
    </section>
  )
}
