import type { ModelImage } from '@cnm/contracts'

/** A 48×64 thumbnail from the smallest ready variant; a blank box while processing. */
export function AdminThumb({ image }: { image: ModelImage }) {
  const smallest = image.variants[0]
  if (!smallest) return <span className="admin__thumb admin__thumb--empty" aria-hidden="true" />
  return (
    <img
      src={smallest.url}
      alt=""
      width={48}
      height={64}
      loading="lazy"
      decoding="async"
      className="admin__thumb"
    />
  )
}
