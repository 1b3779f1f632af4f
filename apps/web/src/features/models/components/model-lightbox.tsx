import type { ModelPhoto } from '@cnm/contracts'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { ModelImage } from './model-image'
import { useNativeDialog } from '@/hooks/use-native-dialog'

/**
 * Full-size photo viewer on a native <dialog> opened with showModal(): the browser makes
 * the page inert, Escape closes it, and focus goes back to the thumbnail that opened it.
 * Left/Right arrows (and the buttons) step through the photos.
 */
export function ModelLightbox({
  photos,
  index,
  name,
  onIndexChange,
  onClose,
}: {
  photos: readonly ModelPhoto[]
  index: number | null
  name: string
  onIndexChange: (index: number) => void
  onClose: () => void
}) {
  const { t } = useTranslation('models')
  const { ref: dialogRef, returnFocus } = useNativeDialog(index !== null)

  // Whatever closed the dialog (Escape, the button), focus returns to the opener.
  const handleClose = () => {
    onClose()
    returnFocus()
  }

  const step = (delta: number) => {
    if (index === null) return
    onIndexChange((index + delta + photos.length) % photos.length)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight') step(1)
    else if (event.key === 'ArrowLeft') step(-1)
    else return
    event.preventDefault()
  }

  const photo = index === null ? undefined : photos[index]
  return (
    <dialog
      ref={dialogRef}
      className="lightbox"
      aria-label={t('gallery.lightboxLabel', { name })}
      onClose={handleClose}
      onKeyDown={onKeyDown}
    >
      {photo && index !== null && (
        <>
          <figure className="lightbox__figure">
            <ModelImage
              image={photo}
              alt={t('gallery.photoAlt', { name, number: index + 1, total: photos.length })}
              sizes="100vw"
              eager
              className="lightbox__image"
            />
            <figcaption aria-live="polite">
              {t('gallery.position', { number: index + 1, total: photos.length })}
            </figcaption>
          </figure>
          <div className="lightbox__controls">
            <button
              type="button"
              className="btn btn--outline btn--sm"
              onClick={() => step(-1)}
              disabled={photos.length < 2}
            >
              {t('gallery.previous')}
            </button>
            <button
              type="button"
              className="btn btn--outline btn--sm"
              onClick={() => step(1)}
              disabled={photos.length < 2}
            >
              {t('gallery.next')}
            </button>
            <button
              type="button"
              className="btn btn--primary btn--sm"
              onClick={() => dialogRef.current?.close()}
            >
              {t('gallery.close')}
            </button>
          </div>
        </>
      )}
    </dialog>
  )
}
