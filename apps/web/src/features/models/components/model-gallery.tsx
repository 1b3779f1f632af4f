import type { ModelPhoto } from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ModelImage } from './model-image'
import { ModelLightbox } from './model-lightbox'

const MAIN_SIZES = '(min-width: 960px) 560px, 100vw'
const THUMB_SIZES = '120px'

/** Cover first, then the other photos as buttons that open the lightbox at that photo. */
export function ModelGallery({ photos, name }: { photos: readonly ModelPhoto[]; name: string }) {
  const { t } = useTranslation('models')
  const [open, setOpen] = useState<number | null>(null)
  const ordered = [...photos].sort(
    (a, b) => Number(b.isCover) - Number(a.isCover) || a.position - b.position,
  )
  if (ordered.length === 0) return <div className="model-gallery model-gallery--empty" />
  return (
    <div className="model-gallery">
      <ul className="model-gallery__list">
        {ordered.map((photo, index) => (
          <li
            key={photo.id}
            className={index === 0 ? 'model-gallery__main' : 'model-gallery__thumb'}
          >
            <button type="button" className="model-gallery__open" onClick={() => setOpen(index)}>
              <ModelImage
                image={photo}
                alt={t('gallery.photoAlt', { name, number: index + 1, total: ordered.length })}
                sizes={index === 0 ? MAIN_SIZES : THUMB_SIZES}
                eager={index === 0}
              />
            </button>
          </li>
        ))}
      </ul>
      <ModelLightbox
        photos={ordered}
        index={open}
        name={name}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
      />
    </div>
  )
}
