import type { ModelImage } from '@cnm/contracts'
import './cover-thumb.css'

/**
 * A small cover photo beside a name in lists (applicants, threads, proposals). A fixed 3:4
 * box with width and height set, so rows never move when the photo arrives; the smallest
 * WebP variants through srcset; lazy unless `eager`. Without a photo: an empty box.
 */
export function CoverThumb({
  image,
  alt = '',
  size = 64,
  eager = false,
}: {
  image: ModelImage | null
  alt?: string
  /** Drawn width in CSS pixels. */
  size?: number
  eager?: boolean
}) {
  const height = Math.round((size * 4) / 3)
  const largest = image?.variants.at(-1)
  if (!image || !largest) {
    return <span className="cover-thumb cover-thumb--empty" style={{ width: size, height }} />
  }
  return (
    <img
      className="cover-thumb"
      src={largest.url}
      srcSet={image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')}
      sizes={`${size}px`}
      width={size}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
